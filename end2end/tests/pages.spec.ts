import { test, expect } from "./fixtures/test";
import { PNG, demo, jwt } from "./fixtures/demo";
import { expectNoAxeViolations } from "./fixtures/axe";
import { signUp, uniqueEmail } from "./fixtures/post";

test("a signed-in user submits a post with an image and finds it on the board", async ({ page }) => {
  await signUp(page, "demo", "Ivy Ideas", uniqueEmail("ivy"), "/demo/new");
  const title = `Calendar export ${Date.now()}`;
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Description").fill("Let me add the roadmap to my calendar.");
  await page.getByLabel("Board").selectOption({ label: "Feature Requests" });
  await page.getByLabel("Images").setInputFiles({ name: "mockup.png", mimeType: "image/png", buffer: PNG });
  await page.getByRole("button", { name: "Post idea" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  const image = page.locator(".post-detail .prose img");
  await expect(image).toBeVisible();
  expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
  await page.goto("/demo?sort=new");
  await expect(page.getByRole("link", { name: title })).toBeVisible();
});

test("chosen images are previewed, and a file that is no image is named before anything is sent", async ({ page }) => {
  await signUp(page, "demo", "Tess Typo", uniqueEmail("tess"), "/demo/new");
  await expect(page.locator("body")).toHaveAttribute("data-hydrated", "true");
  await page.getByLabel("Title").fill("Not an image");
  await page.getByLabel("Images").setInputFiles({ name: "mockup.png", mimeType: "image/png", buffer: PNG });
  await expect(page.getByRole("img", { name: "Preview of mockup.png" })).toBeVisible();
  await page.getByLabel("Images").setInputFiles([
    { name: "mockup.png", mimeType: "image/png", buffer: PNG },
    { name: "cat.png", mimeType: "image/png", buffer: Buffer.from("hello") },
  ]);
  await expect(page.getByRole("alert")).toHaveText("cat.png is not a PNG, JPEG or GIF image.");
  await expect(page.getByRole("img", { name: "Preview of mockup.png" })).toBeVisible();
  // The browser's own check stops the form: the field says why (its `invalid` event), and no
  // POST leaves the page.
  const posts: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST") posts.push(request.url());
  });
  const images = page.getByLabel("Images");
  await images.evaluate((input: HTMLInputElement) => input.addEventListener("invalid", () => input.setAttribute("data-refused", "true"), { once: true }));
  await page.getByRole("button", { name: "Post idea" }).click();
  await expect(images).toHaveAttribute("data-refused", "true");
  expect(await images.evaluate((input: HTMLInputElement) => input.validity.customError)).toBe(true);
  expect(posts).toEqual([]);
  await expect(page).toHaveURL(/\/demo\/new$/);
});

test("without JavaScript the server refuses a file that is no image and says why", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await signUp(page, "demo", "Nora Noscript", uniqueEmail("nora"), "/demo/new");
  await page.getByLabel("Title").fill("Not an image");
  await page.getByLabel("Images").setInputFiles({ name: "cat.png", mimeType: "image/png", buffer: Buffer.from("hello") });
  await page.getByRole("button", { name: "Post idea" }).click();
  await expect(page).toHaveURL(/\/demo\/new\?error=/);
  await expect(page.getByRole("alert")).toContainText("not a JPEG, PNG or GIF");
  await context.close();
});

test("a refused sign-in explains why, with JavaScript and without", async ({ browser, page }) => {
  await page.goto("/demo/signin?redirect=/demo/roadmap");
  await expect(page.locator("body")).toHaveAttribute("data-hydrated", "true");
  await page.getByLabel("E-mail").fill("nobody@example.test");
  await page.getByLabel("Password").fill("not the password");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("alert")).toHaveText("The e-mail or the password is wrong.");

  const context = await browser.newContext({ javaScriptEnabled: false });
  const noJs = await context.newPage();
  await noJs.goto("/demo/signin?redirect=/demo/roadmap");
  await noJs.getByLabel("E-mail").fill("nobody@example.test");
  await noJs.getByLabel("Password").fill("not the password");
  await noJs.getByRole("button", { name: "Sign in" }).click();
  await expect(noJs).toHaveURL(/\/demo\/signin\?error=.*&redirect=\/demo\/roadmap$/);
  await expect(noJs.getByRole("alert")).toHaveText("The e-mail or the password is wrong.");
  // The redirect survives: signing up from here still comes back to the roadmap.
  await noJs.getByRole("link", { name: "Sign up" }).last().click();
  await expect(noJs).toHaveURL(/\/demo\/signup\?redirect=\/demo\/roadmap$/);
  await noJs.getByLabel("Name").fill("Pat Password");
  // An e-mail the organization already knows is refused (the demo's customer).
  await noJs.getByLabel("E-mail").fill("grace@customer.test");
  await noJs.getByLabel("Password").fill("correct horse battery");
  await noJs.getByRole("button", { name: "Sign up" }).click();
  await expect(noJs).toHaveURL(/\/demo\/signup\?error=.*&redirect=\/demo\/roadmap$/);
  await expect(noJs.getByRole("alert")).toBeVisible();
  await expect(noJs.getByLabel("Name")).toBeVisible();
  await context.close();
});

test("similar ideas are suggested while the title is typed", async ({ page }) => {
  await signUp(page, "demo", "Sid Similar", uniqueEmail("sid"), "/demo/new");
  await expect(page.locator("body")).toHaveAttribute("data-hydrated", "true");
  await page.getByLabel("Title").pressSequentially("Export my posts as a spreadsheet");
  const similar = page.getByRole("region", { name: "Similar ideas" });
  await expect(similar.getByRole("link", { name: /Export posts to CSV/ })).toBeVisible();
  await expect(similar.getByRole("link", { name: /Export posts to CSV/ })).toHaveAttribute("href", "/demo/p/export-posts-to-csv");
  await expectNoAxeViolations(page);
  await page.getByLabel("Title").fill("zzqx");
  await expect(similar).toHaveCount(0);
});

test("a post whose status the API changes appears in that roadmap column", async ({ page, request }) => {
  const { api_key, sso_secret, team } = demo();
  const token = jwt(sso_secret, { email: team[0].email, name: team[0].name });
  const headers = { "API-KEY": api_key, Authorization: `Bearer ${token}` };
  const buckets = await (await request.get("/api/v3/buckets", { headers })).json();
  const title = `Roadmap bound ${Date.now()}`;
  const created = await request.post("/api/v3/feature_requests", { headers, data: { title, bucket_id: buckets.buckets[0].id } });
  expect(created.status()).toBe(201);
  const post = await created.json();
  const updated = await request.put(`/api/v3/feature_requests/${post.id}`, { headers, data: { status: "In Progress" } });
  expect(updated.status()).toBe(200);
  await page.goto("/demo/roadmap");
  const column = page.getByRole("region", { name: /In Progress/ });
  await expect(column.getByRole("link", { name: title })).toBeVisible();
  await expect(page.getByRole("region", { name: /^Planned/ }).getByRole("link", { name: title })).toHaveCount(0);
});

for (const path of ["/", "/demo", "/demo/roadmap", "/demo/changelog", "/demo/p/dark-mode", "/demo/new", "/demo/signin", "/demo/signup", "/demo/nothing-here"]) {
  test(`axe-core finds no violations on ${path}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator("body")).toHaveAttribute("data-hydrated", "true");
    await expectNoAxeViolations(page);
  });
}

test("the changelog shows what shipped, leads to each entry and its posts, and offers its feed", async ({ page, request }) => {
  await page.goto("/demo/changelog");
  await expect(page.getByRole("heading", { level: 1, name: "Changelog" })).toBeVisible();
  const entries = page.getByRole("list", { name: "Changes" }).getByRole("heading", { level: 2 });
  // Newest first (of the demo's entries: other tests may publish their own meanwhile).
  const titles = await entries.allInnerTexts();
  const newer = titles.indexOf("Webhooks, and screenshots that fit on phones");
  const older = titles.indexOf("Sign in once, moderate with the keyboard");
  expect(newer, titles.join(" | ")).toBeGreaterThanOrEqual(0);
  expect(older, titles.join(" | ")).toBeGreaterThan(newer);
  await expect(page.getByRole("heading", { name: "CSV export" })).toHaveCount(0);
  // Feed readers find the feed from the page's head and from the link on it.
  const feed = page.getByRole("link", { name: /feed reader/ });
  await expect(feed).toHaveAttribute("href", "/demo/changelog.atom");
  await expect(page.locator('head link[rel="alternate"][type="application/atom+xml"]')).toHaveAttribute("href", "/demo/changelog.atom");
  const atom = await request.get("/demo/changelog.atom");
  expect(atom.headers()["content-type"]).toBe("application/atom+xml; charset=utf-8");
  const xml = await atom.text();
  expect(xml).toContain('<feed xmlns="http://www.w3.org/2005/Atom"');
  expect(xml).toContain("<title>Webhooks, and screenshots that fit on phones</title>");
  await page.setViewportSize({ width: 360, height: 740 });
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, "the changelog fits 360 px").toBeLessThanOrEqual(0);

  // One entry on its own page, then a post it shipped, which links back.
  await page.getByRole("link", { name: "Webhooks, and screenshots that fit on phones" }).press("Enter");
  await expect(page.getByRole("heading", { level: 1, name: "Webhooks, and screenshots that fit on phones" })).toBeVisible();
  await expect(page.locator("body")).toHaveAttribute("data-hydrated", "true");
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name: "Webhooks for status changes" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Webhooks for status changes" })).toBeVisible();
  await expect(page.getByText("Shipped in")).toBeVisible();
  await page.getByRole("link", { name: "Webhooks, and screenshots that fit on phones" }).click();
  await expect(page).toHaveURL(/\/demo\/changelog\/\d+$/);
});

test("signed in, the post page has no axe-core violations either", async ({ page }) => {
  await signUp(page, "demo", "Ally Access", uniqueEmail("ally"), "/demo/p/dark-mode");
  await expect(page.locator("body")).toHaveAttribute("data-hydrated", "true");
  await expectNoAxeViolations(page);
  await page.goto("/demo/new");
  await expectNoAxeViolations(page);
});

test("the theme switch pins dark mode, remembers it, and stays accessible", async ({ page }) => {
  await page.emulateMedia({ colorScheme: "light" });
  await page.goto("/demo");
  const toggle = page.getByRole("button", { name: "Dark theme" });
  await expect(toggle).toHaveAttribute("aria-pressed", "false");
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-pressed", "true");
  await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
  await expect(page.getByRole("button", { name: "Dark theme" })).toHaveAttribute("aria-pressed", "true");
  await expectNoAxeViolations(page);
  await page.goto("/demo/p/dark-mode");
  await expectNoAxeViolations(page);
});

test("the board is usable at 360 pixels wide", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto("/demo");
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expect(page.getByRole("list", { name: "Posts" })).toBeVisible();
});

test("my page lists my activity and downloads all my data", async ({ page }) => {
  await signUp(page, "demo", "Mia Mine", uniqueEmail("mia"), "/demo/p/dark-mode");
  await expect(page.locator("body")).toHaveAttribute("data-hydrated", "true");
  await page.getByRole("button", { name: /^Upvote/ }).click();
  await expect(page.getByRole("button", { name: /^Upvote/ })).toHaveAttribute("aria-pressed", "true");
  await page.getByRole("link", { name: "Mia Mine" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "My activity" })).toBeVisible();
  await expect(page.getByRole("region", { name: /My votes/ }).getByRole("link", { name: "Dark mode" })).toBeVisible();
  await expectNoAxeViolations(page);
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Download all my data (JSON)" }).click();
  const file = await (await download).path();
  const data = JSON.parse(require("node:fs").readFileSync(file, "utf8"));
  expect(data.profile.name).toBe("Mia Mine");
  expect(data.votes.map((v: any) => v.post)).toContain("dark-mode");
});

test("my page asks a signed-out reader to sign in", async ({ page }) => {
  await page.goto("/demo/me");
  await expect(page).toHaveURL(/\/demo\/signin\?redirect=\/demo\/me$/);
});

test("a page of another site that frames the board shows nothing of it", async ({ browser, baseURL, request }) => {
  const direct = await request.get("/demo");
  expect(direct.headers()["x-frame-options"]).toBe("DENY");
  expect(direct.headers()["content-security-policy"]).toContain("frame-ancestors 'none'");
  // A context of its own: the browser reports the refused frame in the console, as it should.
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.route("http://framing.example/", (route) =>
    route.fulfill({ contentType: "text/html", body: `<!DOCTYPE html><title>Framing</title><iframe title="board" src="${baseURL}/demo"></iframe>` }),
  );
  await page.goto("http://framing.example/");
  await expect.poll(() => page.frames().length).toBe(2);
  const frame = page.frames().find((f) => f !== page.mainFrame())!;
  await frame.waitForLoadState("load");
  // The browser shows its own "refused to connect" page in the frame, nothing of the board.
  expect(await frame.locator(".post-list, #main, .skip-link").count()).toBe(0);
  expect(await frame.getByText("Dark mode").count()).toBe(0);
  await context.close();
});

test("the API reference renders under its strict policy and sends a request", async ({ page }) => {
  await page.goto("/api/docs");
  const listing = page.locator("details.op", { hasText: "/api/v3/buckets" }).first();
  await expect(listing).toBeVisible();
  await page.getByLabel("API-KEY").fill(demo().api_key);
  await listing.locator("summary").click();
  await listing.getByRole("button", { name: "Send" }).click();
  await expect(listing.locator("pre").last()).toContainText("200");
});
