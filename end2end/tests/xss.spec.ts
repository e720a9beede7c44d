/**
 * Hostile text never runs in Chromium: the corpus of `fixtures/xss-corpus.ts` goes into every
 * text a person or program sets, and every page, feed and e-mail that shows it is searched for
 * markup that could run (event-handler attributes, script URLs, scripts without the page's
 * nonce) while any dialog or `data-pwned` flag fails the test.
 *
 * The texts, and the door each goes through:
 * - post titles and descriptions, comments (the reader's own, which their page offers to edit,
 *   and a reply by the team), votes: the API, as customers; approval, status and tags by the team;
 * - people's names: the `name` claim of SSO tokens (API `Authorization` and `/{org}/sso`), the
 *   sign-up form, the organization's admin (`upboard org create --admin-name`), team members
 *   (`POST /api/v3/teams`);
 * - customers' names and labels: `POST /api/v3/customers`;
 * - tags: `POST /api/v3/tags`; changelog titles and bodies: `POST /api/v3/changelog`;
 * - status labels, board (bucket) names and named roadmaps' names: the admin forms
 *   (`POST /{org}/admin/statuses`, `/boards`, `/roadmaps`), which the API has no endpoint for; refused forms (statuses, boards, changelog),
 *   whose values come back into the page;
 * - the organization's display name (`upboard org create --display-name`) and its profile
 *   (description and site address: the settings form);
 * - search queries and the other query parameters pages show, the `redirect` of
 *   `/{org}/signin`, `/{org}/signup` and `/{org}/sso`, and `error` of the first two.
 *
 * Left out, and why:
 * - webhook descriptions: webhooks have none (API or form); the webhook's URL carries a
 *   vector in its query instead, when the server takes it;
 * - customers' `custom_fields` and `profile_picture`: no page shows them;
 * - the post and comment forms of the pages (`/{org}/new`, `/{org}/comment`): they set the
 *   same fields as the API, as plain text;
 * - vectors longer than a field allows (tags 40 characters, status labels 60, board names 80,
 *   names 120, …) are left out of that field only; the test logs how many;
 * - named roadmaps: an organization has at most 12, so only the first 12 values (the vectors
 *   that break out of an element or attribute first) become roadmap names;
 * - the organization's description (2000 characters) carries the vectors that break out of an
 *   element or attribute, and as many others as fit;
 * - the feed shows the 20 newest entries: it is read twice, the older entries' titles moved onto
 *   the newest for the second reading;
 * - one sign-up (the suite shares 20 an hour per address) and twelve return addresses through
 *   `/{org}/sso` (sign-in links: 30 at once per address).
 *
 * Everything lives in an organization of its own, so that the demo's tests see the demo as
 * they expect it.
 */
import { test, expect } from "./fixtures/test";
import type { APIRequestContext, APIResponse, BrowserContext, Page } from "@playwright/test";
import { execFileSync } from "node:child_process";
import * as fs from "node:fs";
import * as os from "node:os";
import * as path from "node:path";
import { jwt } from "./fixtures/demo";
import {
  BREAKOUTS_FIRST, Findings, REDIRECTS, VECTORS, inspectHtml, inspectLive, inspectServed, pack, vectorNamed, visit, visitPages, type Batch, type Vector,
} from "./fixtures/xss-corpus";

test.describe.configure({ timeout: 240_000 });

interface Person {
  email: string;
  name: string;
}

interface Post {
  id: number;
  slug: string;
  title: string;
}

/** What the first test made, for the others to look at. */
interface World {
  org: string;
  apiKey: string;
  secret: string;
  admin: Person;
  /** The customer whose own page (`/me`) is read: submitter, commenter and voter. */
  reader: Person;
  /** With the title each was given. */
  posts: Post[];
  pending: Post;
  commentIds: number[];
  statusLabels: string[];
  entries: { id: number; published: boolean }[];
  customerIds: number[];
}

/** Made once a worker (again after a failed test, in the worker that takes over). */
let world: World;

const stamp = Date.now().toString(36);
const PASSWORD = "correct horse battery";

/** The corpus packed for each field, by the field's limit. */
const FIELDS = {
  title: pack(VECTORS, 255),
  description: pack(VECTORS, 100_000, "\n", 8),
  comment: pack(VECTORS, 50_000, "\n", 8),
  name: pack(VECTORS, 120),
  board: pack(VECTORS, 80),
  status: pack(VECTORS, 60),
  tag: pack(VECTORS, 40),
  /** Named roadmaps: 60 characters a name, and at most 12 an organization: the first 12 values (the breakouts first). */
  roadmap: pack(BREAKOUTS_FIRST, 60),
  label: pack(VECTORS, 60),
  entryTitle: pack(VECTORS, 200),
  entryBody: pack(VECTORS, 100_000, "\n\n", 12),
  orgDescription: pack(BREAKOUTS_FIRST, 2000),
  /** What a refused form keeps for the page it returns to (in a cookie of at most 3000 bytes). */
  refused: pack(BREAKOUTS_FIRST, 250),
  parameter: pack(VECTORS, 600),
};
const texts = (batches: Batch[]) => batches.map((b) => b.text);
/** For the longer texts: which vectors follow, also some text left when a batch's markup is all removed. */
const led = (batches: Batch[], gap = "\n") => batches.map((b) => `Vectors ${b.ids.join(", ")}:${gap}${b.text}`);
/** The whole corpus in one string, for a parameter a page is visited once with. */
const EVERYTHING = VECTORS.map((v) => v.text).join(" ");

function upboard(args: string[]): string {
  const targetDir = process.env.CARGO_TARGET_DIR ?? path.join(os.homedir(), ".cache", "upboard-target");
  const bin = process.env.UPBOARD_BIN ?? path.join(targetDir, "debug", "upboard");
  return execFileSync(bin, [...args, "--database-url", `sqlite://${process.env.UPBOARD_E2E_DATA}/upboard.db?mode=rwc`], { encoding: "utf8" });
}

function token(person: Person): string {
  return jwt(world.secret, { email: person.email, name: person.name, exp: Math.floor(Date.now() / 1000) + 3600 });
}

function apiHeaders(person: Person) {
  return { "API-KEY": world.apiKey, Authorization: `Bearer ${token(person)}`, "ALLOW-PRIVATE": "true" };
}

/** An API call that must succeed; its JSON. */
async function api(request: APIRequestContext, method: string, url: string, person: Person, data?: unknown) {
  const response = await request.fetch(`/api/v3${url}`, { method, headers: apiHeaders(person), data });
  expect(response.status(), `${method} ${url}: ${await response.text()}`).toBeLessThan(300);
  return response.json();
}

/** A request the server throttles per address (sign-in links, admin forms): sent again after `Retry-After`. */
async function patiently(send: () => Promise<APIResponse>): Promise<APIResponse> {
  for (let attempt = 0; ; attempt += 1) {
    const answer = await send();
    if (answer.status() !== 429 || attempt === 5) return answer;
    await new Promise((resolve) => setTimeout(resolve, 1000 * (Number(answer.headers()["retry-after"] ?? 1) + 0.2)));
  }
}

/** Signs `person` in within `context` through an SSO link (without rendering the board). */
async function signIn(context: BrowserContext, person: Person) {
  const response = await patiently(() => context.request.get(`/${world.org}/sso?token=${token(person)}`, { maxRedirects: 0 }));
  expect(response.status(), await response.text()).toBe(303);
}

/** Posts an admin form as `context`'s signed-in admin; whether it was taken, and its message. */
async function adminForm(context: BrowserContext, page: string, form: Record<string, string>) {
  const response = await patiently(() => context.request.post(`/${world.org}/admin/${page}`, { form, maxRedirects: 0 }));
  expect(response.status(), await response.text()).toBe(303);
  const cookie = response.headersArray().find((h) => h.name.toLowerCase() === "set-cookie" && h.value.includes("flash"))?.value ?? "";
  const flash = new URLSearchParams(cookie.slice(cookie.indexOf("=") + 1).split(";")[0]);
  return { ok: flash.get("ok") === "1", message: flash.get("message") ?? "" };
}

test.beforeAll(async ({ browser, playwright }, info) => {
  test.setTimeout(180_000);
  const baseURL = info.project.use.baseURL;
  const request = await playwright.request.newContext({ baseURL });
  await seed(request, () => browser.newContext({ baseURL }));
  await request.dispose();
});

/** Hostile text into every field the API and the admin forms take, in an organization of its own. */
async function seed(request: APIRequestContext, newContext: () => Promise<BrowserContext>) {
  const org = `xss-${stamp}`;
  const names = texts(FIELDS.name.batches);
  const admin = { email: `admin-${stamp}@xss.test`, name: names[1 % names.length] };
  const created = JSON.parse(
    upboard([
      "org", "create", `--name=${org}`, `--display-name=${names[0]}`, `--admin-email=${admin.email}`, `--admin-name=${admin.name}`, `--admin-password=${PASSWORD}`,
    ]),
  );
  const users: Person[] = names.map((name, j) => ({ email: `u${j}-${stamp}@xss.test`, name }));
  world = {
    org, apiKey: created.api_key, secret: created.sso_secret, admin, reader: users[0],
    posts: [], pending: { id: 0, slug: "", title: "" }, commentIds: [], statusLabels: [], entries: [], customerIds: [],
  };
  const summary = Object.entries(FIELDS).map(([field, { batches, skipped }]) => `${field}: ${batches.length} values, ${skipped.length} vectors too long`);
  console.log(`${VECTORS.length} vectors in ${org}; ${summary.join("; ")}`);

  // The admin forms, as the organization's admin.
  const adminContext = await newContext();
  await signIn(adminContext, admin);
  const kinds = ["planned", "in_progress", "completed", "under_review"];
  for (const [i, label] of texts(FIELDS.status.batches).entries()) {
    const done = await adminForm(adminContext, "statuses", { action: "create", label, kind: kinds[i % kinds.length], color: "#2563eb", on_roadmap: "true" });
    expect(done.ok, done.message).toBe(true);
    world.statusLabels.push(label);
  }
  for (const name of texts(FIELDS.board.batches)) {
    const done = await adminForm(adminContext, "boards", { action: "create", name });
    expect(done.ok, done.message).toBe(true);
  }
  // Named roadmaps: each name reaches the navigation of every public page, and its own page's
  // title and heading. Their columns: the first status.
  const roadmapsForm = await (await adminContext.request.get(`/${org}/admin/roadmaps`)).text();
  const column = /name="(column_\d+)"/.exec(roadmapsForm)?.[1];
  expect(column, "a status to show").toBeTruthy();
  const roadmapsRefused: string[] = [];
  const roadmapNames = texts(FIELDS.roadmap.batches).slice(0, 12);
  for (const name of roadmapNames) {
    const done = await adminForm(adminContext, "roadmaps", { action: "create", name, [column!]: "1", completed_days: "" });
    // (A name without a letter or digit that an address can hold is refused, as it should be.)
    if (!done.ok) roadmapsRefused.push(done.message);
  }
  expect(roadmapsRefused.length, roadmapsRefused.join(" | ")).toBeLessThan(roadmapNames.length);
  console.log(`${roadmapNames.length - roadmapsRefused.length} named roadmaps with hostile names (${roadmapsRefused.length} refused: ${roadmapsRefused.join(" | ")})`);
  const profile = { action: "profile", display_name: names[2 % names.length], description: FIELDS.orgDescription.batches[0].text, time_zone: "UTC" };
  let saved = await adminForm(adminContext, "settings", { ...profile, url: `https://example.com/"><script>alert("profile url")</script>` });
  if (!saved.ok) saved = await adminForm(adminContext, "settings", { ...profile, url: "" });
  expect(saved.ok, saved.message).toBe(true);
  await adminContext.close();

  for (const name of texts(FIELDS.tag.batches)) await api(request, "POST", "/tags", admin, { name });
  const tags = texts(FIELDS.tag.batches);
  const buckets = (await api(request, "GET", "/buckets", admin)).buckets;
  const defaultBucket = buckets.find((b: { default: boolean }) => b.default) ?? buckets[0];
  const hostileBucket = buckets.find((b: { default: boolean }) => !b.default);

  // Posts, each by another customer; the last one collects the votes and nothing else.
  const titles = texts(FIELDS.title.batches);
  const descriptions = led(FIELDS.description.batches);
  const count = Math.max(titles.length, descriptions.length) + 1;
  for (let i = 0; i < count; i += 1) {
    const post = await api(request, "POST", "/feature_requests", users[i % users.length], {
      title: titles[i % titles.length], description: descriptions[i % descriptions.length], bucket_id: defaultBucket.id,
    });
    world.posts.push({ id: post.id, slug: post.slug, title: titles[i % titles.length] });
  }
  const votePost = world.posts[world.posts.length - 1];
  for (const [i, post] of world.posts.entries()) {
    // At most 20 tags a post: every tag is on one of the first posts.
    const some = tags.slice(i * 20, i * 20 + 20);
    const change: Record<string, unknown> = { approval_status: "approved", tags: some.length ? some : [tags[i % tags.length]] };
    if (post !== votePost) change.status = world.statusLabels[i % world.statusLabels.length];
    if (i === 1 && hostileBucket) change.bucket_id = hostileBucket.id;
    await api(request, "PUT", `/feature_requests/${post.id}`, admin, change);
  }
  const pending = await api(request, "POST", "/feature_requests", world.reader, { title: titles[0], description: descriptions[0], bucket_id: defaultBucket.id });
  await api(request, "PUT", `/feature_requests/${pending.id}`, admin, { approval_status: "pending" });
  world.pending = { id: pending.id, slug: pending.slug, title: pending.title };

  // Comments, each by another customer than the post's; the reader's own; a reply by the team.
  const comments = led(FIELDS.comment.batches);
  const commented = world.posts.slice(0, -1);
  const commentIds = world.commentIds;
  for (const [k, comment] of comments.entries()) {
    const made = await api(request, "POST", "/comments", users[(k + 1) % users.length], { feature_request_id: commented[k % commented.length].id, comment });
    commentIds.push(made.id);
  }
  // The reader's own comments (the page offers their author to edit them: their text in a form).
  for (const comment of comments) commentIds.push((await api(request, "POST", "/comments", world.reader, { feature_request_id: world.posts[0].id, comment })).id);
  const reply = await api(request, "POST", "/comments", admin, { feature_request_id: commented[0].id, comment: comments[1 % comments.length], parent_id: commentIds[0] });
  commentIds.push(reply.id);
  for (const voter of users.filter((_, j) => j !== (world.posts.length - 1) % users.length)) {
    await api(request, "POST", `/feature_requests/${votePost.id}/votes`, voter, { kind: "upvote" });
  }

  // The changelog: the first entry ships two posts (their followers get an e-mail), the last stays a draft.
  const entryTitles = texts(FIELDS.entryTitle.batches);
  const bodies = led(FIELDS.entryBody.batches, "\n\n");
  for (const [e, title] of entryTitles.entries()) {
    const published = e < entryTitles.length - 1 || entryTitles.length === 1;
    const entry = await api(request, "POST", "/changelog", admin, {
      title, body: bodies[e % bodies.length], published, ...(e === 0 ? { feature_request_ids: [world.posts[0].id, world.posts[1].id] } : {}),
    });
    world.entries.push({ id: entry.id, published });
  }

  // Customers (names and labels) and two team members (more would each get every team e-mail).
  const labels = texts(FIELDS.label.batches);
  for (const [j, name] of names.entries()) {
    const customer = await api(request, "POST", "/customers", admin, {
      email: `c${j}-${stamp}@xss.test`, name, labels: labels.slice(j * 50, j * 50 + 50),
    });
    world.customerIds.push(customer.id);
  }
  for (const j of [0, 1]) await api(request, "POST", "/teams", admin, { email: `t${j}-${stamp}@xss.test`, name: names[(j + 3) % names.length], role: "member" });
  const hook = await request.post("/api/v3/webhooks", {
    headers: apiHeaders(admin),
    data: { url: `http://127.0.0.1:9/hook?${VECTORS.find((v) => v.name === 'tag break "><img>')?.text}`, events: ["comment.updated"] },
  });
  console.log(`the webhook with a vector in its URL: ${hook.status()} ${hook.status() >= 300 ? await hook.text() : ""}`);
}

test("the API answers with the titles as written and with sanitized HTML only", async ({ request, page }) => {
  const { admin, commentIds } = world;
  const findings = new Findings();
  findings.watch(page);
  const listed = (await api(request, "GET", "/feature_requests?per_page=100", admin)).feature_requests as { id: number; title: string; description_html: string | null }[];
  const ours = listed.filter((p) => world.posts.some((q) => q.id === p.id) || p.id === world.pending.id);
  expect(ours.length).toBeGreaterThanOrEqual(world.posts.length);
  // As written, but for white space and control characters, which the server may tidy.
  const tidy = (text = "") => text.replace(/[\s\u0000-\u001f\u007f]+/g, " ").trim();
  for (const post of world.posts) {
    expect.soft(tidy(ours.find((p) => p.id === post.id)?.title), `post ${post.id}'s title`).toBe(tidy(post.title));
  }
  await inspectHtml(page, "GET /api/v3/feature_requests description_html", ours.map((p) => p.description_html), findings);
  const single = await api(request, "GET", `/feature_requests/${world.posts[0].id}`, admin);
  await inspectHtml(page, `GET /api/v3/feature_requests/${world.posts[0].id} description_html`, [single.description_html], findings);
  const listedComments = (await api(request, "GET", "/comments?per_page=100", admin)).comments as { id: number; comment_html: string }[];
  expect(listedComments.filter((c) => commentIds.includes(c.id)).length).toBe(commentIds.length);
  await inspectHtml(page, "GET /api/v3/comments comment_html", listedComments.map((c) => c.comment_html), findings);
  const oneComment = await api(request, "GET", `/comments/${commentIds[0]}`, admin);
  await inspectHtml(page, `GET /api/v3/comments/${commentIds[0]} comment_html`, [oneComment.comment_html], findings);
  const entries = (await api(request, "GET", "/changelog?per_page=100", admin)).entries as { body_html: string }[];
  await inspectHtml(page, "GET /api/v3/changelog body_html", entries.map((e) => e.body_html), findings);
  findings.expectNone();
});

test("readers see hostile text as text on the board, search, posts, roadmap, changelog, its feed and their own page", async ({ browser, request, page: scratch, consoleErrors }) => {
  const findings = new Findings();
  findings.watch(scratch);
  const context = await browser.newContext();
  await findings.guard(context);
  await signIn(context, world.reader);
  const page = findings.watch(await context.newPage(), consoleErrors);
  const org = world.org;

  await visit(page, "/", findings);
  await visitPages(page, `/${org}`, findings);
  // Trending (the default): each card's "Why here?" names its post by its (hostile) title.
  await visit(page, `/${org}?sort=trending`, findings);
  await expect(page.locator("details.why-here").first()).toBeAttached();
  const tabs = await page.locator(`a[href*="bucket="]`).evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
  for (const tab of tabs.slice(0, 2)) await visit(page, tab, findings);
  await visit(page, `/${org}?q=${encodeURIComponent(EVERYTHING)}`, findings);
  await visit(page, `/${org}?q=script`, findings);
  for (const post of [...world.posts, world.pending]) await visit(page, `/${org}/p/${post.slug}`, findings);
  await visit(page, `/${org}/roadmap`, findings);
  // The named roadmaps, found by their links in the navigation (their names are hostile).
  const named = await page.locator(`a[href^="/${org}/roadmap/"]`).evaluateAll((links) => [...new Set(links.map((a) => a.getAttribute("href") ?? ""))]);
  expect(named.length, "named roadmaps in the navigation").toBeGreaterThan(0);
  for (const roadmap of named) await visit(page, roadmap, findings);
  await visitPages(page, `/${org}/changelog`, findings);
  // Every entry is on the list above; its own page adds its title to the head (all are read as served, below).
  const published = world.entries.filter((e) => e.published);
  for (const entry of [published[0], ...published.slice(-3)]) await visit(page, `/${org}/changelog/${entry.id}`, findings);
  await visit(page, `/${org}/new`, findings);
  await visit(page, `/${org}/me`, findings);

  // A status the team sets reaches the open board live, its label as text.
  await visit(page, `/${org}?sort=new`, findings);
  const moved = world.posts[2 % world.posts.length];
  const label = world.statusLabels[3 % world.statusLabels.length];
  await api(request, "PUT", `/feature_requests/${moved.id}`, world.admin, { status: label });
  const badge = page.locator(`.post-card[data-post-id="${moved.id}"] .post-meta .status`);
  await expect.poll(() => badge.evaluate((b) => b.textContent), { timeout: 5_000 }).toBe(label);
  await inspectLive(page, `/${org}?sort=new after a live status change`, findings, { hydrates: false });

  // The same pages as anyone gets them, from the server (and its cache of anonymous pages).
  for (const target of [`/${org}`, `/${org}/roadmap`, ...named, `/${org}/changelog`, ...world.posts.map((p) => `/${org}/p/${p.slug}`), ...world.entries.filter((e) => e.published).map((e) => `/${org}/changelog/${e.id}`)]) {
    await inspectServed(scratch, request, target, findings);
  }

  // The Atom feed (its 20 newest entries): well-formed XML, its HTML content as harmless as the
  // pages; then again with the titles of the older entries on the newest.
  const first = await readFeed(scratch, request, findings, published.length, null);
  const older = texts(FIELDS.entryTitle.batches).slice(0, Math.max(0, published.length - 20));
  const newest = published.slice(-20).reverse();
  for (const [i, title] of older.entries()) await api(request, "PUT", `/changelog/${newest[i].id}`, world.admin, { title });
  if (older.length) await readFeed(scratch, request, findings, published.length, first);
  await context.close();
  findings.expectNone();
});

/** Reads the feed; what was wrong with it (reported unless it is `known` already). */
async function readFeed(scratch: Page, request: APIRequestContext, findings: Findings, published: number, known: string | null): Promise<string | null> {
  const org = world.org;
  const feed = await request.get(`/${org}/changelog.atom`);
  expect(feed.status()).toBe(200);
  const xml = await feed.text();
  const read = await scratch.evaluate((xml) => {
    const doc = new DOMParser().parseFromString(xml, "application/xml");
    const error = doc.getElementsByTagName("parsererror")[0];
    const atom = "http://www.w3.org/2005/Atom";
    return {
      error: error ? (error.textContent ?? "parsererror") : null,
      entries: doc.getElementsByTagNameNS(atom, "entry").length,
      htmls: Array.from(doc.getElementsByTagNameNS(atom, "*")).filter((e) => e.getAttribute("type") === "html").map((e) => e.textContent ?? ""),
    };
  }, xml);
  if (!read.error) {
    expect(read.entries).toBe(Math.min(20, published));
    await inspectHtml(scratch, `/${org}/changelog.atom content`, read.htmls, findings);
    return null;
  }
  // Characters XML 1.0 forbids, and the elements they stand in.
  const where = [...xml.matchAll(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g)].map((bad) => {
    const element = /<([\w:]+)[^>]*>[^<]*$/.exec(xml.slice(0, bad.index))?.[1];
    return `U+${bad[0].charCodeAt(0).toString(16).padStart(4, "0")} in <${element}>`;
  });
  const wrong = `not well-formed XML (${read.error.replace(/\s+/g, " ").trim().slice(0, 120)}): ${[...new Set(where)].join(", ")}`;
  if (wrong !== known) findings.add(`/${org}/changelog.atom`, [wrong]);
  return wrong;
}

test("the team sees hostile text as text on every admin page", async ({ browser, page: scratch, consoleErrors }) => {
  const findings = new Findings();
  findings.watch(scratch);
  const context = await browser.newContext();
  await findings.guard(context);
  await signIn(context, world.admin);
  const page = findings.watch(await context.newPage(), consoleErrors);
  const admin = `/${world.org}/admin`;

  // Refused forms come back with what they held: a taken label, a board name with a bad id.
  const refused = await adminForm(context, "statuses", { action: "create", label: world.statusLabels[0], kind: "planned", color: "#2563eb", on_roadmap: "true" });
  expect(refused.ok).toBe(false);
  await visit(page, `${admin}/statuses`, findings);
  const refusedBoard = await adminForm(context, "boards", { action: "update", id: "0", name: FIELDS.board.batches[0].text });
  expect(refusedBoard.ok).toBe(false);
  await visit(page, `${admin}/boards`, findings);
  for (const section of ["", "/moderation", "/tags", "/webhooks", "/team", "/settings"]) await visit(page, `${admin}${section}`, findings);

  await visitPages(page, `${admin}/audit`, findings);
  await visitPages(page, `${admin}/customers`, findings);
  const customers = [`${admin}/customers/${world.customerIds[0]}`];
  await visit(page, `${admin}/customers?q=${encodeURIComponent(world.reader.email)}`, findings);
  const readerLink = page.locator(`a[href^="${admin}/customers/"]`).first();
  if (await readerLink.count()) customers.push((await readerLink.getAttribute("href")) ?? "");
  for (const customer of customers) await visit(page, customer, findings);

  // A refused new entry comes back with its text in the form.
  const refusedEntry = await adminForm(context, "changelog", {
    form: "create", action: "save", title: "", body: FIELDS.refused.batches[0].text, other_posts: FIELDS.refused.batches[1].text,
  });
  expect(refusedEntry.ok).toBe(false);
  await visitPages(page, `${admin}/changelog`, findings);
  // Posts as the team sees them (moderation, tags, merging): one in the browser, all as served.
  await visit(page, `/${world.org}/p/${world.posts[0].slug}`, findings);
  for (const post of [...world.posts, world.pending]) await inspectServed(scratch, context.request, `/${world.org}/p/${post.slug}`, findings);
  await context.close();
  findings.expectNone();
});

test("hostile search queries, messages and return addresses stay text and on this site", async ({ browser, request, page: scratch, consoleErrors }) => {
  const findings = new Findings();
  findings.watch(scratch);
  const org = world.org;
  const base = new URL(test.info().project.use.baseURL ?? "http://127.0.0.1");
  const q = encodeURIComponent;

  // Each parameter a page shows, as the server renders it, one part of the corpus at a time.
  const reader = await browser.newContext();
  await signIn(reader, world.reader);
  const admin = await browser.newContext();
  await signIn(admin, world.admin);
  // A post without the reader's own comments, whose edit forms are read on their own page.
  const slug = world.posts[2].slug;
  const targets: [APIRequestContext, (v: string) => string][] = [
    [request, (v) => `/${org}?q=${q(v)}`],
    [request, (v) => `/${org}?status=${q(v)}&tag=${q(v)}`],
    [request, (v) => `/${org}?bucket=${q(v)}`],
    [request, (v) => `/${org}/roadmap?bucket=${q(v)}`],
    [request, (v) => `/${org}/signin?redirect=${q(v)}&error=${q(v)}`],
    [request, (v) => `/${org}/signup?redirect=${q(v)}&error=${q(v)}`],
    [request, (v) => `/${org}/unsubscribe?token=${q(v)}&done=${q(v)}`],
    [reader.request, (v) => `/${org}/new?error=${q(v)}`],
    [reader.request, (v) => `/${org}/me?mail=${q(v)}`],
    [reader.request, (v) => `/${org}/p/${slug}?comment_error=${q(v)}`],
    [admin.request, (v) => `/${org}/p/${slug}?merge_error=${q(v)}&merge_search=${q(v)}&tag_error=${q(v)}&team_error=${q(v)}`],
    [admin.request, (v) => `/${org}/admin/customers?q=${q(v)}&label=${q(v)}`],
    [admin.request, (v) => `/${org}/admin/audit?action=${q(v)}&actor=${q(v)}`],
  ];
  for (const [client, target] of targets) {
    for (const { text } of FIELDS.parameter.batches) await inspectServed(scratch, client, target(text), findings);
  }
  await admin.close();

  await reader.close();

  // In the browser, once each with the whole corpus: the sign-in and sign-up forms.
  const anonymous = await browser.newContext();
  await findings.guard(anonymous);
  const visitor = findings.watch(await anonymous.newPage(), consoleErrors);
  for (const form of ["signin", "signup"]) await visit(visitor, `/${org}/${form}?redirect=${q(EVERYTHING)}&error=${q(EVERYTHING)}`, findings);

  // Sign-in links send their reader only to a path of this site.
  const safeLocation = (location: string) =>
    location.startsWith("/") && !/^\/[\\/]/.test(location.replace(/[\u0000-\u0020]/g, "")) && new URL(location, base).origin === base.origin;
  for (const redirect of REDIRECTS) {
    const answer = await patiently(() => request.get(`/${org}/sso?token=${token(world.reader)}&redirect=${q(redirect.text)}`, { maxRedirects: 0 }));
    const location = answer.headers()["location"] ?? "";
    if (answer.status() !== 303 || !safeLocation(location)) findings.add(`/${org}/sso?redirect=${JSON.stringify(redirect.text)} (${vectorNamed(redirect.id)})`, [`answered ${answer.status()} to ${JSON.stringify(location)}`]);
  }
  for (const redirect of REDIRECTS.filter((r) => r.name === "javascript:" || r.name === "path with markup")) {
    await visitor.goto(`/${org}/sso?token=${token(world.reader)}&redirect=${q(redirect.text)}`);
    await inspectLive(visitor, `/${org}/sso?redirect=${JSON.stringify(redirect.text)} landed on ${visitor.url()}`, findings);
  }
  await anonymous.close();

  // The sign-up form (a hostile name, a hostile return address), then the sign-in form with the others.
  const person = { email: `signup-${stamp}@xss.test`, name: texts(FIELDS.name.batches).find((n) => !/[\r\n\u0000-\u001f]/.test(n)) ?? "x" };
  const flows: [string, Vector][] = [["signup", REDIRECTS.find((r) => r.name === "path with markup")!]];
  for (const name of ["javascript:", "data:text/html;base64", "//other host", "/\\other host", "/<TAB>/other host", "query with markup"]) {
    flows.push(["signin", REDIRECTS.find((r) => r.name === name)!]);
  }
  for (const [form, redirect] of flows) {
    const context = await browser.newContext();
    await findings.guard(context);
    const page = findings.watch(await context.newPage(), consoleErrors);
    await page.goto(`/${org}/${form}?redirect=${q(redirect.text)}`);
    await expect(page.locator("body")).toHaveAttribute("data-hydrated", "true");
    if (form === "signup") await page.getByLabel("Name").fill(person.name);
    await page.getByLabel("E-mail").fill(person.email);
    await page.getByLabel("Password").fill(PASSWORD);
    await Promise.all([
      page.waitForURL((url) => !url.pathname.endsWith(`/${form}`), { timeout: 10_000 }).catch(() => findings.add(`${form} to ${JSON.stringify(redirect.text)}`, ["no navigation after submitting"])),
      page.getByRole("button", { name: form === "signup" ? "Sign up" : "Sign in" }).click(),
    ]);
    await page.waitForLoadState("load");
    if (/\/(signin|signup)$/.test(new URL(page.url()).pathname)) {
      findings.add(`${form} with redirect ${JSON.stringify(redirect.text)}`, [`stayed on the form: ${await page.getByRole("alert").allTextContents()}`]);
    }
    await inspectLive(page, `${form} with redirect ${JSON.stringify(redirect.text)} (${vectorNamed(redirect.id)}) landed on ${page.url()}`, findings);
    await context.close();
  }
  findings.expectNone();
});

/** An e-mail as written by the server: its headers (unfolded, lower-case names) and its parts, decoded. */
interface Mail {
  headers: [string, string][];
  parts: { type: string; body: string }[];
}

function parseEntity(text: string): { headers: [string, string][]; body: string } {
  const split = /\r?\n\r?\n/.exec(text);
  const head = split ? text.slice(0, split.index) : text;
  const body = split ? text.slice(split.index + split[0].length) : "";
  const headers = head
    .replace(/\r?\n[ \t]+/g, " ")
    .split(/\r?\n/)
    .filter((line) => line.includes(":"))
    .map((line): [string, string] => [line.slice(0, line.indexOf(":")).trim().toLowerCase(), line.slice(line.indexOf(":") + 1).trim()]);
  return { headers, body };
}

function leaves(entity: { headers: [string, string][]; body: string }): Mail["parts"] {
  const header = (name: string) => entity.headers.find(([n]) => n === name)?.[1] ?? "";
  const type = header("content-type") || "text/plain";
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    return entity.body
      .split(`--${boundary}`)
      .slice(1)
      .filter((piece) => !piece.startsWith("--"))
      .flatMap((piece) => leaves(parseEntity(piece.replace(/^\r?\n/, ""))));
  }
  const encoding = header("content-transfer-encoding").toLowerCase();
  let body = entity.body;
  if (encoding === "base64") body = Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (encoding === "quoted-printable") {
    const bytes = body.replace(/=\r?\n/g, "").replace(/=([0-9A-Fa-f]{2})/g, (_, hex) => String.fromCharCode(parseInt(hex, 16)));
    body = Buffer.from(bytes, "latin1").toString("utf8");
  }
  return [{ type: type.toLowerCase(), body }];
}

function readMail(file: string): Mail {
  const entity = parseEntity(fs.readFileSync(file, "utf8"));
  return { headers: entity.headers, parts: leaves(entity) };
}

test("e-mails about hostile posts, comments, statuses and changelog entries render as text", async ({ page }) => {
  const findings = new Findings();
  findings.watch(page);
  const folder = path.join(process.env.UPBOARD_E2E_DATA ?? "", "mail");
  const ours = () =>
    (fs.existsSync(folder) ? fs.readdirSync(folder) : [])
      .filter((f) => f.endsWith(".eml"))
      .map((f) => path.join(folder, f))
      .filter((f) => fs.readFileSync(f, "utf8").includes(`/${world.org}/unsubscribe`));
  // New posts (to the team), comments and statuses (to followers), the shipped entry: each kind arrives.
  const kinds = [" posted ", " commented on ", " is now ", "It ships"];
  const htmlOf = (mail: Mail) => mail.parts.find((p) => p.type.startsWith("text/html"))?.body ?? "";
  const textOf = (mail: Mail) => mail.parts.map((p) => p.body).join("\n");
  await expect
    .poll(() => kinds.filter((kind) => !ours().some((f) => textOf(readMail(f)).includes(kind))), { timeout: 30_000, message: "kinds of e-mail not yet written" })
    .toEqual([]);
  let files = ours();
  for (let settled = 0; settled < 3; ) {
    await page.waitForTimeout(500);
    const now = ours();
    settled = now.length === files.length ? settled + 1 : 0;
    files = now;
  }
  const expected = new Set([
    "from", "to", "subject", "message-id", "mime-version", "date", "content-type", "content-transfer-encoding", "list-unsubscribe", "list-unsubscribe-post",
  ]);
  let unsubscribe = "";
  // The same letter to several people differs only in its links' tokens: each is opened once.
  const opened = new Set<string>();
  for (const file of files) {
    const mail = readMail(file);
    const where = `e-mail ${path.basename(file)}`;
    const strange = mail.headers.map(([name]) => name).filter((name) => !expected.has(name));
    if (strange.length) findings.add(where, [`headers nobody set: ${strange.join(", ")}`]);
    const html = htmlOf(mail);
    expect(html, `${where} has an HTML part`).toContain("</html>");
    if (!unsubscribe && / is now /.test(textOf(mail))) unsubscribe = mail.headers.find(([n]) => n === "list-unsubscribe")?.[1].replace(/^<|>$/g, "") ?? "";
    const letter = html.replace(/token=[^"&]*/g, "");
    if (opened.has(letter)) continue;
    opened.add(letter);
    await page.setContent(html);
    await inspectLive(page, where, findings, { hydrates: false, wait: 100, onSite: false });
  }
  console.log(`${files.length} e-mails of ${world.org} checked (${opened.size} different letters)`);
  // The page an e-mail's unsubscribe link opens names the post it stops.
  expect(unsubscribe).not.toBe("");
  const link = new URL(unsubscribe);
  await visit(page, link.pathname + link.search, findings);
  findings.expectNone();
});
