import { test, expect } from "./fixtures/test";
import type { Page } from "@playwright/test";
import { PNG, demo, jwt } from "./fixtures/demo";
import { expectNoAxeViolations } from "./fixtures/axe";
import { PostPage, signUp, uniqueEmail } from "./fixtures/post";

/** Signs the demo's first team member in through SSO and opens `path`. */
async function asTeam(page: Page, path: string) {
  const { sso_secret, team } = demo();
  const token = jwt(sso_secret, { email: team[0].email, name: team[0].name, exp: Math.floor(Date.now() / 1000) + 600 });
  await page.goto(`/demo/sso?token=${token}&redirect=${encodeURIComponent(path)}`);
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await expect(page.locator("body")).toHaveAttribute("data-hydrated", "true");
}

/** A fresh post in the demo's first bucket, created through the API by the team. */
async function freshPost(request: import("@playwright/test").APIRequestContext, title: string) {
  const { api_key, sso_secret, team } = demo();
  const headers = { "API-KEY": api_key, Authorization: `Bearer ${jwt(sso_secret, { email: team[0].email, name: team[0].name })}` };
  const buckets = await (await request.get("/api/v3/buckets", { headers })).json();
  const created = await request.post("/api/v3/feature_requests", { headers, data: { title, bucket_id: buckets.buckets[0].id } });
  expect(created.status()).toBe(201);
  return created.json();
}

test("the team changes a post's status and approval from its page", async ({ page, request }) => {
  const post = await freshPost(request, `Moderated ${Date.now()}`);
  await asTeam(page, `/demo/p/${post.slug}`);
  const panel = page.getByRole("region", { name: "Moderation" });
  await panel.getByLabel("Status").selectOption({ label: "Planned" });
  await panel.getByRole("button", { name: "Save changes" }).click();
  await expect(page.locator(".post-meta .status")).toHaveText("Planned");
  await expectNoAxeViolations(page);

  await page.goto("/demo/roadmap");
  await expect(page.getByRole("region", { name: /^Planned/ }).getByRole("link", { name: post.title })).toBeVisible();

  // Back to pending: customers no longer find it.
  await page.goto(`/demo/p/${post.slug}`);
  await expect(page.locator("body")).toHaveAttribute("data-hydrated", "true");
  await page.getByRole("region", { name: "Moderation" }).getByLabel("Visibility").selectOption("pending");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.locator(".pending-note")).toHaveText("Awaiting approval");
  const anonymous = await request.get(`/demo/p/${post.slug}`);
  expect(anonymous.status()).toBe(404);
});

test("a status the team sets reaches open pages live, on the board and on the post", async ({ browser, request }) => {
  const post = await freshPost(request, `Live status ${Date.now()}`);
  const readerContext = await browser.newContext();
  const reader = await readerContext.newPage();
  await reader.goto(`/demo/p/${post.slug}`);
  await expect(reader.locator("body")).toHaveAttribute("data-hydrated", "true");
  const board = await readerContext.newPage();
  await board.goto("/demo?sort=new");
  await expect(board.locator("body")).toHaveAttribute("data-hydrated", "true");
  const card = board.locator(".post-card").filter({ hasText: post.title }).locator(".status");
  await expect(card).not.toHaveText("In Progress");

  const { api_key, sso_secret, team } = demo();
  const headers = { "API-KEY": api_key, Authorization: `Bearer ${jwt(sso_secret, { email: team[0].email, name: team[0].name })}` };
  const moved = await request.put(`/api/v3/feature_requests/${post.id}`, { headers, data: { status: "In Progress" } });
  expect(moved.status()).toBe(200);

  // No reload: the status arrives over Server-Sent Events, with its kind's class.
  await expect(reader.locator(".post-main .post-meta .status")).toHaveText("In Progress", { timeout: 15_000 });
  await expect(reader.locator(".post-main .post-meta .status")).toHaveClass(/status-in_progress/);
  await expect(card).toHaveText("In Progress", { timeout: 15_000 });
  await expectNoAxeViolations(board);
  await readerContext.close();
});

test("team notes stay internal and pinned comments come first", async ({ page, browser, request }) => {
  const post = await freshPost(request, `Threaded ${Date.now()}`);
  const customerContext = await browser.newContext();
  const customer = await customerContext.newPage();
  await signUp(customer, "demo", "Carl Customer", uniqueEmail("carl"), `/demo/p/${post.slug}`);
  await new PostPage(customer).comment.fill("First from a customer");
  await customer.getByRole("button", { name: "Comment", exact: true }).click();
  await new PostPage(customer).comment.fill("Second from a customer");
  await customer.getByRole("button", { name: "Comment", exact: true }).click();
  await expect(customer.locator(".comment").filter({ hasText: "Second from a customer" })).toBeVisible();
  await expect(customer.getByRole("checkbox", { name: /Internal note/ })).toHaveCount(0);
  await expect(customer.getByRole("button", { name: "Pin to top" })).toHaveCount(0);

  await asTeam(page, `/demo/p/${post.slug}`);
  await new PostPage(page).comment.fill("Only for us: check with sales");
  await page.getByRole("checkbox", { name: /Internal note/ }).check();
  await page.getByRole("button", { name: "Comment", exact: true }).click();
  await expect(page.locator(".comment.internal").filter({ hasText: "Only for us" })).toBeVisible();
  await page.locator(".comment").filter({ hasText: "Second from a customer" }).getByRole("button", { name: "Pin to top" }).click();
  await expect(page.locator(".comment-list > .comment").first()).toContainText("Second from a customer");
  await expect(page.locator(".comment-list > .comment").first().getByRole("button", { name: "Unpin" })).toBeVisible();

  await customer.reload();
  await expect(customer.locator(".comment-list > .comment").first()).toContainText("Second from a customer");
  await expect(customer.getByText("Only for us")).toHaveCount(0);
  await customerContext.close();
});

test("a comment carries an image", async ({ page }) => {
  await signUp(page, "demo", "Ian Image", uniqueEmail("ian"), "/demo/p/export-posts-to-csv");
  await expect(page.locator("body")).toHaveAttribute("data-hydrated", "true");
  const text = `Here is a sketch ${Date.now()}`;
  await new PostPage(page).comment.fill(text);
  await page.locator("#comment-form").getByText("Add images").click();
  await page.locator("#comment-form").getByLabel("Images").setInputFiles({ name: "sketch.png", mimeType: "image/png", buffer: PNG });
  await expect(page.getByRole("img", { name: "Preview of sketch.png" })).toBeVisible();
  await page.getByRole("button", { name: "Comment", exact: true }).click();
  const mine = page.locator(".comment").filter({ hasText: text });
  await expect(mine.locator(".prose img")).toBeVisible();
  expect(await mine.locator(".prose img").evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
});

test("the team finds the admin overview from the header, with its figures and chart, free of axe violations", async ({ page }) => {
  await asTeam(page, "/demo");
  await page.getByRole("link", { name: "Admin", exact: true }).click();
  await expect(page).toHaveURL(/\/demo\/admin$/);
  await expect(page.getByRole("heading", { level: 1, name: "Overview" })).toBeVisible();
  await expect(page.getByRole("row", { name: /Last 7 days/ })).toBeVisible();
  await expect(page.getByRole("img", { name: "Posts and votes per day, last 30 days" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Trending" })).toBeVisible();
  await expectNoAxeViolations(page);
});
