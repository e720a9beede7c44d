import { test, expect } from "./fixtures/test";
import type { APIRequestContext, Page } from "@playwright/test";
import { execFileSync } from "node:child_process";
import * as os from "node:os";
import * as path from "node:path";
import * as fs from "node:fs";
import { demo, jwt } from "./fixtures/demo";
import { expectNoAxeViolations } from "./fixtures/axe";
import { signUp } from "./fixtures/post";

/** Signs the demo's admin in through SSO and opens `path`. */
async function asAdmin(page: Page, path: string) {
  const { sso_secret, team } = demo();
  const token = jwt(sso_secret, { email: team[0].email, name: team[0].name, exp: Math.floor(Date.now() / 1000) + 600 });
  await page.goto(`/demo/sso?token=${token}&redirect=${encodeURIComponent(path)}`);
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[?]/g, "\\?")}$`));
}

/** The demo's API headers, acting as its admin. */
function teamHeaders() {
  const { api_key, sso_secret, team } = demo();
  return { "API-KEY": api_key, Authorization: `Bearer ${jwt(sso_secret, { email: team[0].email, name: team[0].name })}` };
}

/** A post in the demo's first board that waits for approval (created by the team, then sent back). */
async function pendingPost(request: APIRequestContext, title: string) {
  const headers = teamHeaders();
  const buckets = await (await request.get("/api/v3/buckets", { headers })).json();
  const created = await (await request.post("/api/v3/feature_requests", { headers, data: { title, bucket_id: buckets.buckets[0].id } })).json();
  const pending = await request.put(`/api/v3/feature_requests/${created.id}`, { headers, data: { approval_status: "pending" } });
  expect(pending.status()).toBe(200);
  return created;
}

test("every admin page passes axe, in light and dark", async ({ page }) => {
  await asAdmin(page, "/demo/admin");
  for (const [name, path] of [
    ["overview", "/demo/admin"],
    ["moderation", "/demo/admin/moderation"],
    ["priorities", "/demo/admin/priorities"],
    ["priorities by RICE", "/demo/admin/priorities?sort=rice"],
    ["companies", "/demo/admin/companies"],
    ["statuses", "/demo/admin/statuses"],
    ["roadmaps", "/demo/admin/roadmaps"],
    ["tags", "/demo/admin/tags"],
    ["boards", "/demo/admin/boards"],
    ["customers", "/demo/admin/customers"],
    ["team", "/demo/admin/team"],
    ["settings", "/demo/admin/settings"],
    ["webhooks", "/demo/admin/webhooks"],
    ["integrations", "/demo/admin/integrations"],
    ["import", "/demo/admin/import"],
    ["changelog", "/demo/admin/changelog"],
    ["audit", "/demo/admin/audit"],
  ]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Admin sections" }).getByRole("link", { name: /./ }).first()).toBeVisible();
    await expectNoAxeViolations(page);
  }
  // A customer's own page, from the list.
  await page.goto("/demo/admin/customers");
  await page.locator(".admin-table.customers tbody th a").first().click();
  await expect(page.getByRole("heading", { level: 2, name: "Votes" })).toBeVisible();
  await expectNoAxeViolations(page);
  // A company's page, from its list; "Why here?" opened in Priorities.
  await page.goto("/demo/admin/companies");
  await page.getByRole("link", { name: "Hooli" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "What they asked for" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto("/demo/admin/priorities");
  await page.locator("details.why-here summary").first().click();
  await expect(page.locator("details.why-here[open]").first()).toContainText("Companies among the upvoters, each counted once");
  await expectNoAxeViolations(page);
  await page.emulateMedia({ colorScheme: "dark" });
  await page.setViewportSize({ width: 360, height: 740 });
  for (const name of ["moderation", "priorities", "companies", "statuses", "roadmaps", "customers", "team", "settings", "webhooks", "integrations", "import", "changelog"]) {
    await page.goto(`/demo/admin/${name}`);
    await expectNoAxeViolations(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, `${name} fits 360 px`).toBeLessThanOrEqual(0);
  }
});

// Priorities and companies read in German and Arabic too: labels, "Why here?" and the
// estimate form pass axe there, and the RTL page fits a phone.
for (const lang of ["de", "ar"]) {
  test(`in ${lang}: Priorities, companies and the estimates pass axe`, async ({ page, context }) => {
    await context.addCookies([{ name: "upboard_lang", value: lang, url: test.info().project.use.baseURL! }]);
    await asAdmin(page, "/demo/admin/priorities");
    for (const path of ["/demo/admin/priorities?sort=companies", "/demo/admin/companies", "/demo/p/dark-mode"]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      await expectNoAxeViolations(page);
    }
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto("/demo/admin/priorities");
    await page.locator("details.why-here summary").first().click();
    await expectNoAxeViolations(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, "Priorities fits 360 px").toBeLessThanOrEqual(0);
  });
}

test("an admin adds a webhook with the keyboard, copies its secret once and sees its test delivery", async ({ page }) => {
  await asAdmin(page, "/demo/admin/webhooks");
  const url = `http://127.0.0.1:9/hook-${Date.now()}`;
  await page.getByLabel("URL").fill(url);
  await page.getByRole("checkbox", { name: "comment.updated" }).uncheck();
  await page.getByRole("button", { name: "Add webhook" }).press("Enter");
  await expect(page.getByRole("status").filter({ hasText: `Webhook ${url} added.` })).toBeVisible();
  await expect(page.getByLabel("The endpoint's signing secret")).toHaveValue(/^whsec_/);
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: `Send test event to ${url}` }).click();
  await expect(page.getByRole("status").filter({ hasText: "A test event" })).toBeVisible();
  await expect(page.getByLabel("The endpoint's signing secret")).toHaveCount(0);
  // Nothing listens there: the worker's attempt fails and the page says when it tries again.
  await expect(async () => {
    await page.reload();
    await expect(page.getByRole("table", { name: `Latest deliveries to ${url}` }).getByText(/Retrying at/)).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 20_000 });
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: `Delete ${url}` }).click();
  await expect(page.getByRole("status").filter({ hasText: `Webhook ${url} deleted.` })).toBeVisible();
});

// A Slack incoming webhook on loopback: answers "ok" as Slack does, keeps what it took.
async function slackReceiver(): Promise<{ url: string; took: unknown[]; close: () => void }> {
  const http = await import("node:http");
  const took: unknown[] = [];
  const server = http.createServer((request, response) => {
    let body = "";
    request.on("data", (chunk) => (body += chunk));
    request.on("end", () => {
      took.push(JSON.parse(body));
      response.end("ok");
    });
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const port = (server.address() as { port: number }).port;
  return { url: `http://127.0.0.1:${port}/services/T0001/B0002/secret${Date.now()}`, took, close: () => server.close() };
}

for (const lang of ["en", "ar"]) {
  test(`in ${lang}: an admin connects a Slack channel to a board with the keyboard and sees it hear the test message`, async ({ page, context }) => {
    if (lang !== "en") await context.addCookies([{ name: "upboard_lang", value: lang, url: test.info().project.use.baseURL! }]);
    const slack = await slackReceiver();
    try {
      await asAdmin(page, "/demo/admin/integrations");
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      const form = page.locator("form.admin-new");
      await form.locator("#new-slack-url").fill(slack.url);
      await form.locator("#new-slack-board").selectOption({ index: 1 });
      const board = (await form.locator("#new-slack-board option:checked").textContent())!.trim();
      await form.locator("#new-slack-event-comment-created").uncheck();
      await form.locator("button[value=slack-connect]").press("Enter");
      await expect(page.locator("p.flash-ok")).toBeVisible();
      const channel = page.locator("li.admin-item").filter({ hasText: board }).last();
      await expect(channel).toContainText("/services/T0001/B0002/…");
      await expect(page.getByText(slack.url)).toHaveCount(0);
      await expectNoAxeViolations(page);
      await channel.locator("button[value=slack-test]").click();
      await expect(page.locator("p.flash-ok")).toBeVisible();
      // The worker sends it within its half-second round; the channel's health says so.
      await expect(async () => {
        await page.reload();
        expect(slack.took.length).toBe(1);
        await expect(page.locator("li.admin-item").filter({ hasText: board }).last().locator("dd").nth(2)).not.toHaveText(/^(Never yet|لم يحدث بعد)$/, { timeout: 1000 });
      }).toPass({ timeout: 20_000 });
      await expectNoAxeViolations(page);
      const shots = process.env.UPBOARD_SCREENSHOTS;
      if (shots && lang === "en") {
        await page.setViewportSize({ width: 1100, height: 900 });
        await page.screenshot({ path: path.join(shots, "integrations-slack.png"), fullPage: true });
      }
      await page.locator("li.admin-item").filter({ hasText: board }).last().locator("button[value=slack-delete]").click();
      await expect(page.locator("p.flash-ok")).toBeVisible();
    } finally {
      slack.close();
    }
  });
}

// GitHub's and Linear's APIs on loopback (end2end/trackers/fake.mjs), checking what they are sent.
async function fakeTrackers(): Promise<{ url: string; state: () => Promise<any>; close: () => void }> {
  const { spawn } = await import("node:child_process");
  const readline = await import("node:readline");
  const args = ["--port", "0", "--github-token", "github_pat_e2e", "--linear-key", "lin_api_e2e", "--github-repo", "demo/roadmap"];
  const child = spawn(process.execPath, [path.join(__dirname, "..", "trackers", "fake.mjs"), ...args], { stdio: ["ignore", "pipe", "inherit"] });
  const first: string = await new Promise((done) => readline.createInterface({ input: child.stdout! }).once("line", done));
  const url = JSON.parse(first).url as string;
  return { url, state: async () => (await fetch(`${url}/control/state`)).json(), close: () => child.kill() };
}

for (const lang of ["en", "ar"]) {
  test(`in ${lang}: an admin connects a GitHub repository with the keyboard and the team makes an issue from a post`, async ({ page, context }) => {
    if (lang !== "en") await context.addCookies([{ name: "upboard_lang", value: lang, url: test.info().project.use.baseURL! }]);
    const trackers = await fakeTrackers();
    try {
      await asAdmin(page, "/demo/admin/integrations");
      const form = page.locator("form.admin-new").filter({ has: page.locator("#new-tracker-target") });
      await form.locator("#new-tracker-github").check();
      await form.locator("#new-tracker-target").fill("https://github.com/demo/roadmap");
      await form.locator("#new-tracker-token").fill("github_pat_e2e");
      await expect(form.locator("#new-tracker-secret")).toHaveValue(/^[A-Za-z0-9]{40}$/);
      await form.locator("#new-tracker-api").fill(`${trackers.url}/github`);
      await form.locator("button[value=tracker-connect]").press("Enter");
      await expect(page.locator("p.flash-ok")).toBeVisible();
      const tracker = page.locator("li.admin-item").filter({ hasText: "github.com/demo/roadmap" });
      await expect(tracker).toContainText("/integrations/github/");
      await expect(page.getByText("github_pat_e2e")).toHaveCount(0);
      await expectNoAxeViolations(page);
      const shots = process.env.UPBOARD_SCREENSHOTS;
      if (shots && lang === "en") {
        await page.setViewportSize({ width: 1100, height: 900 });
        await page.locator("section[aria-labelledby=trackers]").screenshot({ path: path.join(shots, "integrations-github.png") });
      }

      // On a post's page, the team makes the issue; the link shows at once.
      await page.goto("/demo/p/dark-mode");
      const issues = page.locator("section#issues");
      await issues.locator("button[value=create]").press("Enter");
      await expect(issues.locator("a.issue-key").filter({ hasText: "demo/roadmap#" })).toBeVisible();
      await expectNoAxeViolations(page);
      const held = await trackers.state();
      expect(held.github[0].issues.some((i: any) => i.body.includes("/demo/p/dark-mode"))).toBe(true);
      await issues.locator("button[value=unlink]").first().click();
      await expect(issues.locator("a.issue-key")).toHaveCount(0);

      await page.goto("/demo/admin/integrations");
      await page.locator("li.admin-item").filter({ hasText: "github.com/demo/roadmap" }).locator("button[value=tracker-delete]").click();
      await expect(page.locator("p.flash-ok")).toBeVisible();
    } finally {
      trackers.close();
    }
  });
}

test("a team member writes a changelog entry, publishes it with the keyboard, and readers see it with its post completed", async ({ page, request }) => {
  const headers = teamHeaders();
  const buckets = await (await request.get("/api/v3/buckets", { headers })).json();
  const title = `Shipped idea ${Date.now()}`;
  const post = await (await request.post("/api/v3/feature_requests", { headers, data: { title, bucket_id: buckets.buckets[0].id } })).json();
  const entry = `Release ${Date.now()}`;
  await asAdmin(page, "/demo/admin/changelog");
  const form = page.getByRole("region", { name: "New entry" });
  await form.getByLabel("Title", { exact: true }).fill(entry);
  await form.getByLabel("Text", { exact: true }).fill("Now **faster** than ever.");
  await form.getByLabel(/Other posts/).fill(post.url ?? `/demo/p/${post.slug}`);
  await expect(form.getByRole("checkbox", { name: "When publishing, move its posts to Completed" })).toBeChecked();
  await form.getByRole("button", { name: "Save draft" }).press("Enter");
  await expect(page.getByRole("status").filter({ hasText: `“${entry}” saved as a draft.` })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: `Publish “${entry}”` }).press("Enter");
  await expect(page.getByRole("status").filter({ hasText: `“${entry}” is published.` })).toBeVisible();

  await page.getByRole("link", { name: `View “${entry}” on the changelog` }).click();
  await expect(page.getByRole("heading", { level: 1, name: entry })).toBeVisible();
  const shipped = page.getByRole("region", { name: "Shipped" });
  await expect(shipped.getByRole("link", { name: title })).toBeVisible();
  await expect(shipped.getByText("Completed")).toBeVisible();
  await expect(page.locator(".prose strong")).toHaveText("faster");
  // Back to draft: the entry leaves the changelog.
  await page.goto("/demo/admin/changelog");
  await page.getByRole("button", { name: `Take “${entry}” back to draft` }).click();
  await expect(page.getByRole("status").filter({ hasText: `“${entry}” is a draft again.` })).toBeVisible();
  await page.goto("/demo/changelog");
  await expect(page.getByRole("link", { name: entry })).toHaveCount(0);
});

test("a team member approves a pending post from the queue, with the keyboard, and it appears on the board", async ({ page, request }) => {
  const title = `Queued idea ${Date.now()}`;
  await pendingPost(request, title);
  await asAdmin(page, "/demo/admin/moderation");
  const approve = page.getByRole("button", { name: `Approve “${title}”` });
  await approve.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status").filter({ hasText: "Approved 1 item." })).toBeVisible();
  await expect(page.getByRole("button", { name: `Approve “${title}”` })).toHaveCount(0);
  await page.goto("/demo?sort=new");
  await expect(page.getByRole("link", { name: title })).toBeVisible();
});

test("marking a post as spam hides it and offers to block its author", async ({ page, request }) => {
  const title = `Spammy ${Date.now()}`;
  const post = await pendingPost(request, title);
  await asAdmin(page, "/demo/admin/moderation");
  await page.getByRole("button", { name: `Mark “${title}” as spam` }).click();
  await expect(page.getByRole("status").filter({ hasText: "Marked 1 item as spam." })).toBeVisible();
  // The demo's admin wrote it: a team member is never offered for blocking.
  await expect(page.getByRole("button", { name: /^Also block/ })).toHaveCount(0);
  const anonymous = await request.get(`/demo/p/${post.slug}`);
  expect(anonymous.status()).toBe(404);
});

test("a team member creates a status on the roadmap and sees its column", async ({ page }) => {
  const label = `Beta ${Date.now() % 100000}`;
  await asAdmin(page, "/demo/admin/statuses");
  const create = page.getByRole("region", { name: "New status" });
  await create.getByLabel("Label").fill(label);
  await create.getByLabel("Kind").selectOption("in_progress");
  await create.getByRole("checkbox", { name: "On the roadmap" }).check();
  await create.getByRole("button", { name: "Create status" }).click();
  await expect(page.getByRole("status").filter({ hasText: `Status “${label}” created.` })).toBeVisible();
  await page.getByRole("button", { name: `Move up “${label}”` }).click();
  await expect(page.getByRole("status").filter({ hasText: "Order saved." })).toBeVisible();
  await page.goto("/demo/roadmap");
  await expect(page.getByRole("region", { name: new RegExp(`^${label}`) })).toBeVisible();
  // Deleting it leaves the roadmap as it was.
  await page.goto("/demo/admin/statuses");
  const deletion = page.locator("details.admin-delete", { hasText: `Delete “${label}”…` });
  await deletion.getByText(`Delete “${label}”…`).click();
  // Where its posts go is chosen, never assumed: the form waits for a choice.
  await expect(deletion.getByLabel("Move its posts to")).toHaveValue("");
  await deletion.getByLabel("Move its posts to").selectOption({ label: "Planned" });
  await page.getByRole("button", { name: `Delete “${label}”` }).click();
  await expect(page.getByRole("status").filter({ hasText: "Status deleted" })).toBeVisible();
  await page.goto("/demo/roadmap");
  await expect(page.getByRole("region", { name: new RegExp(`^${label}`) })).toHaveCount(0);
});

test("an admin signs in with a password, generates an API key in the settings and uses it", async ({ page, request }) => {
  // An organization of its own, so that the demo's key (used by the other tests) stays.
  const name = `keys${Date.now() % 1000000}`;
  const created = JSON.parse(
    execFileSync(process.env.UPBOARD_BIN ?? path.join(process.env.CARGO_TARGET_DIR ?? path.join(os.homedir(), ".cache", "upboard-target"), "debug", "upboard"), [
      "org", "create", "--name", name, "--admin-email", `ada@${name}.test`, "--admin-name", "Ada", "--admin-password", "correct horse battery",
      "--database-url", `sqlite://${process.env.UPBOARD_E2E_DATA}/upboard.db?mode=rwc`,
    ], { encoding: "utf8" }),
  );
  const oldKey = created.api_key;
  expect((await request.get("/api/v3/organizations/info", { headers: { "API-KEY": oldKey } })).status()).toBe(200);

  await page.goto(`/${name}/admin/settings`);
  await expect(page).toHaveURL(new RegExp(`/${name}/signin`));
  await expect(page.locator("body")).toHaveAttribute("data-hydrated", "true");
  await page.getByLabel("E-mail").fill(`ada@${name}.test`);
  await page.getByLabel("Password").fill("correct horse battery");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(new RegExp(`/${name}/admin/settings$`));

  const section = page.getByRole("region", { name: "API key" });
  await section.getByRole("button", { name: "Generate" }).click();
  const shown = page.getByRole("textbox", { name: "Your new API key" });
  await expect(shown).toHaveValue(/^ub_[A-Za-z0-9]{40}$/);
  const newKey = await shown.inputValue();
  await expect(page.locator("body")).toHaveAttribute("data-hydrated", "true");
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.getByRole("button", { name: "Copy" }).click();
  await expect(page.getByRole("button", { name: "Copied" })).toBeVisible();
  await expectNoAxeViolations(page);

  expect((await request.get("/api/v3/organizations/info", { headers: { "API-KEY": oldKey } })).status()).toBe(401);
  const info = await request.get("/api/v3/organizations/info", { headers: { "API-KEY": newKey } });
  expect(info.status()).toBe(200);
  await page.reload();
  await expect(page.getByLabel("Your new API key")).toHaveCount(0);
  await expect(section.locator("dd").nth(1)).not.toHaveText("Never");
});

test("a team member merges two posts from the post page and sees the votes add up, then unmerges", async ({ page, request }) => {
  const stamp = Date.now();
  const headers = teamHeaders();
  const buckets = await (await request.get("/api/v3/buckets", { headers })).json();
  const create = async (title: string) =>
    (await (await request.post("/api/v3/feature_requests", { headers, data: { title, bucket_id: buckets.buckets[0].id } })).json());
  const original = await create(`Calendar sync ${stamp}`);
  const duplicate = await create(`Sync with calendars ${stamp}`);
  const { api_key, sso_secret } = demo();
  // Ann votes on both, Bob on the duplicate, Cid on the original: three people in all.
  for (const [who, ids] of [["ann", [original.id, duplicate.id]], ["bob", [duplicate.id]], ["cid", [original.id]]] as const) {
    const token = jwt(sso_secret, { email: `${who}-${stamp}@customer.test`, name: who });
    for (const id of ids) {
      const voted = await request.post(`/api/v3/feature_requests/${id}/votes`, { headers: { "API-KEY": api_key, Authorization: `Bearer ${token}` } });
      expect(voted.status()).toBe(201);
    }
  }
  await asAdmin(page, `/demo/p/${duplicate.slug}`);
  const merge = page.getByRole("region", { name: "Merge into…" });
  await merge.getByRole("searchbox").fill(`calendar sync ${stamp}`);
  await merge.getByRole("button", { name: "Find" }).click();
  await page.getByRole("button", { name: `Merge into “${original.title}”` }).click();
  await expect(page).toHaveURL(new RegExp(`/demo/p/${original.slug}#merged$`));
  await expect(page.locator(".vote-controls .vote-count")).toHaveText("3");
  await expect(page.getByRole("complementary", { name: "Merged into this post" })).toContainText(duplicate.title);
  await expectNoAxeViolations(page);
  // The duplicate's address leads here.
  await page.goto(`/demo/p/${duplicate.slug}`);
  await expect(page).toHaveURL(new RegExp(`/demo/p/${original.slug}`));
  await page.getByRole("button", { name: `Unmerge “${duplicate.title}”` }).click();
  await expect(page).toHaveURL(new RegExp(`/demo/p/${duplicate.slug}$`));
  await expect(page.locator(".vote-controls .vote-count")).toHaveText("2");
});

test("an admin blocks a customer, who then cannot vote; the customers export as CSV", async ({ page, browser, request }) => {
  const email = `blocked-${Date.now()}@customer.test`;
  const customerContext = await browser.newContext();
  const customer = await customerContext.newPage();
  await signUp(customer, "demo", "Bea Blocked", email, "/demo");

  await asAdmin(page, "/demo/admin/customers");
  await page.getByLabel("Name or e-mail starts with").fill(email);
  await page.getByRole("button", { name: "Show" }).click();
  await page.getByRole("button", { name: "Block Bea Blocked" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Bea Blocked is blocked" })).toBeVisible();
  await expectNoAxeViolations(page);

  const post = await pendingPost(request, `Vote target ${Date.now()}`);
  await request.put(`/api/v3/feature_requests/${post.id}`, { headers: teamHeaders(), data: { approval_status: "approved" } });
  await customer.goto(`/demo/p/${post.slug}`);
  await expect(customer.locator("body")).toHaveAttribute("data-hydrated", "true");
  await customer.getByRole("button", { name: /^Upvote/ }).click();
  const { api_key } = demo();
  await expect
    .poll(async () => (await (await request.get(`/api/v3/feature_requests/${post.id}`, { headers: { "API-KEY": api_key } })).json()).votes_count)
    .toBe(0);
  await customerContext.close();

  await page.goto("/demo/admin/customers");
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Export all customers as CSV" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe("demo-customers.csv");
  const csv = fs.readFileSync(await file.path(), "utf8");
  expect(csv.split("\n")[0]).toBe("email,name,labels,starred,blocked,posts,votes,comments,created_at");
  expect(csv).toContain(`${email},Bea Blocked,,false,true`);
});

test("a team member makes a named roadmap without JavaScript and finds it in the navigation", async ({ browser, page: withJs }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  await asAdmin(page, "/demo/admin/roadmaps");
  const name = `Next quarter ${Date.now()}`;
  const create = page.locator("form").filter({ has: page.getByRole("button", { name: "Create roadmap" }) });
  await create.getByLabel("Name").fill(name);
  // Columns are numbered: In Progress first, then Planned; the others left out.
  const columns = create.getByRole("group", { name: "Columns" });
  for (const input of await columns.getByRole("spinbutton").all()) await input.fill("");
  await columns.getByLabel("In Progress").fill("1");
  await columns.getByLabel("Planned").fill("2");
  await create.getByRole("button", { name: "Create roadmap" }).click();
  await expect(page.getByRole("status")).toHaveText(`Roadmap “${name}” created.`);
  await page.goto("/demo");
  await page.getByRole("navigation", { name: "Sections" }).getByRole("link", { name }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  const headings = await page.locator(".roadmap-column h2").allInnerTexts();
  expect(headings.map((h) => h.replace(/\d+$/, "").trim())).toEqual(["In Progress", "Planned"]);
  // axe runs in the page: with JavaScript.
  await withJs.goto(page.url());
  await expectNoAxeViolations(withJs);
  // Deleted again: the demo's navigation stays as the other tests expect it.
  await page.goto("/demo/admin/roadmaps");
  const item = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name }) });
  await item.getByText(`Delete “${name}”…`).click();
  await item.getByRole("button", { name: `Delete the roadmap “${name}”` }).click();
  await expect(page.getByRole("status")).toHaveText(`Roadmap “${name}” deleted.`);
  await context.close();
});

const tokenWords = [
  { lang: "en", link: "Personal access tokens for AI assistants (MCP)", name: "Name", write: "Read and write", make: "Make a token", yours: "Your tokens", revoke: "Revoke" },
  { lang: "ar", link: "رموز الوصول الشخصية لمساعدي الذكاء الاصطناعي (MCP)", name: "الاسم", write: "القراءة والكتابة", make: "إنشاء رمز", yours: "رموزك", revoke: "إلغاء" },
];

for (const words of tokenWords) {
  test(`in ${words.lang}: a personal access token is made on the team member's page, shown once, works at /mcp and is revoked`, async ({ page, context, request }) => {
    await context.addCookies([{ name: "upboard_lang", value: words.lang, url: test.info().project.use.baseURL! }]);
    await asAdmin(page, "/demo/me");
    await page.getByRole("link", { name: words.link }).click();
    await expect(page).toHaveURL(/\/demo\/me\/tokens$/);
    await expectNoAxeViolations(page);
    const name = `Assistant ${words.lang} ${Date.now()}`;
    await page.getByLabel(words.name, { exact: true }).fill(name);
    await page.getByLabel(words.write).check();
    await page.getByRole("button", { name: words.make }).click();
    const secret = await page.locator("#new-token").inputValue();
    expect(secret).toMatch(/^upat_[A-Za-z0-9]{40}$/);
    await expectNoAxeViolations(page);
    const listed = page.getByRole("table", { name: words.yours }).getByRole("row", { name: new RegExp(name) });
    await expect(listed).toBeVisible();

    // The token opens the MCP server (one request of the protocol, as a client sends it).
    const call = () =>
      request.post("/mcp", {
        headers: { Authorization: `Bearer ${secret}`, Accept: "application/json, text/event-stream" },
        data: { jsonrpc: "2.0", id: 1, method: "tools/list", params: {} },
      });
    expect((await call()).status()).toBe(200);

    await page.goto("/demo/me/tokens");
    await expect(page.locator("#new-token")).toHaveCount(0);
    await listed.getByRole("button", { name: new RegExp(words.revoke) }).click();
    await expect(page.getByRole("status")).toContainText(name);
    await expectNoAxeViolations(page);
    expect((await call()).status()).toBe(401);
  });
}
