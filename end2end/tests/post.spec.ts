import { test, expect } from "./fixtures/test";
import { BoardPage } from "./fixtures/board";
import { PostPage, signUp, uniqueEmail } from "./fixtures/post";
import { demo, jwt } from "./fixtures/demo";
import { expectNoAxeViolations } from "./fixtures/axe";

test("a new user signs up, votes, and the vote survives a reload", async ({ page }) => {
  await signUp(page, "demo", "Vera Voter", uniqueEmail("vera"), "/demo/p/dark-mode");
  const post = new PostPage(page);
  await expect(page.locator("body")).toHaveAttribute("data-hydrated", "true");
  const before = Number(await post.voteCount().textContent());
  await expect(post.upvote).toHaveAttribute("aria-pressed", "false");
  await post.upvote.click();
  await expect(post.upvote).toHaveAttribute("aria-pressed", "true");
  await expect(post.voteCount()).toHaveText(String(before + 1));
  await page.reload();
  await expect(post.upvote).toHaveAttribute("aria-pressed", "true");
  await expect(post.voteCount()).toHaveText(String(before + 1));
  // Voting the same way again takes the vote back.
  await post.upvote.click();
  await expect(post.upvote).toHaveAttribute("aria-pressed", "false");
  await expect(post.voteCount()).toHaveText(String(before));
});

test("comments and replies appear in the thread", async ({ page }) => {
  await signUp(page, "demo", "Cora Commenter", uniqueEmail("cora"), "/demo/p/export-posts-to-csv");
  const post = new PostPage(page);
  await expect(page.locator("body")).toHaveAttribute("data-hydrated", "true");
  const text = `Would love this for our board meetings ${Date.now()}`;
  await post.comment.fill(text);
  await page.getByRole("button", { name: "Comment", exact: true }).click();
  const mine = post.comments().filter({ hasText: text });
  await expect(mine).toBeVisible();
  const replyBox = mine.locator(":scope > details.reply");
  await replyBox.locator(":scope > summary").click();
  const reply = `Replying to myself ${Date.now()}`;
  await replyBox.getByRole("textbox", { name: "Reply to Cora Commenter" }).fill(reply);
  await replyBox.getByRole("button", { name: "Reply", exact: true }).click();
  await expect(page.locator(".comment-list.replies .comment").filter({ hasText: reply })).toBeVisible();
  await page.reload();
  await expect(page.locator(".comment-list.replies .comment").filter({ hasText: reply })).toBeVisible();
});

test("with JavaScript disabled, voting and commenting still work", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const email = uniqueEmail("nojs");
  await page.goto("/demo/signup?redirect=/demo/p/slack-notifications-for-new-posts");
  await page.getByLabel("Name").fill("Noah No-Script");
  await page.getByLabel("E-mail").fill(email);
  await page.getByLabel("Password").fill("correct horse battery");
  await page.getByRole("button", { name: "Sign up" }).click();
  await expect(page).toHaveURL(/\/demo\/p\/slack-notifications-for-new-posts$/);
  const post = new PostPage(page);
  const before = Number(await post.voteCount().textContent());
  await post.upvote.click();
  await expect(post.voteCount()).toHaveText(String(before + 1));
  await expect(post.upvote).toHaveAttribute("aria-pressed", "true");
  const text = `No script needed ${Date.now()}`;
  await post.comment.fill(text);
  await page.getByRole("button", { name: "Comment", exact: true }).click();
  await expect(post.comments().filter({ hasText: text })).toBeVisible();
  await context.close();
});

test("an old slug leads to the post's new address", async ({ page, request }) => {
  const credentials = demo();
  test.skip(!credentials.api_key, "needs the demo's credentials");
  const token = jwt(credentials.sso_secret, { email: credentials.team[0].email, name: credentials.team[0].name });
  // A post of this test's own, so that no other test's post changes its address.
  const buckets = await (await request.get("/api/v3/buckets", { headers: { "API-KEY": credentials.api_key } })).json();
  const made = await request.post("/api/v3/feature_requests", {
    headers: { "API-KEY": credentials.api_key, Authorization: `Bearer ${token}` },
    data: { title: `Slug keeper ${Date.now()}`, bucket_id: buckets.buckets[0].id },
  });
  expect(made.status()).toBe(201);
  const original = await made.json();
  const renamed = await request.put(`/api/v3/feature_requests/${original.id}`, {
    headers: { "API-KEY": credentials.api_key, Authorization: `Bearer ${token}` },
    data: { title: `${original.title} (renamed ${Date.now()})` },
  });
  expect(renamed.status()).toBe(200);
  const now = await renamed.json();
  await page.goto(`/demo/p/${original.slug}`);
  await expect(page).toHaveURL(new RegExp(`/demo/p/${now.slug}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(now.title);
});

test("SSO signs a user in with the token the API accepts", async ({ page }) => {
  const credentials = demo();
  test.skip(!credentials.sso_secret, "needs the demo's credentials");
  const token = jwt(credentials.sso_secret, { email: uniqueEmail("sso"), name: "Sam Sso", exp: Math.floor(Date.now() / 1000) + 600 });
  await page.goto(`/demo/sso?token=${token}&redirect=/demo/p/dark-mode`);
  await expect(page).toHaveURL(/\/demo\/p\/dark-mode$/);
  await expect(page.getByText("Sam Sso", { exact: true })).toBeVisible();
  await page.goto(`/demo/sso?token=${token}x`);
  await expect(page.getByRole("heading", { name: "Sign-in failed" })).toBeVisible();
});

test("the board links every post to its page", async ({ page }) => {
  const board = new BoardPage(page);
  await board.open("demo");
  const links = board.posts.locator(".post-title a");
  const count = await links.count();
  expect(count).toBeGreaterThan(1);
  const cards: { title: string; href: string }[] = [];
  for (let at = 0; at < count; at++) {
    const link = links.nth(at);
    cards.push({ title: (await link.innerText()).trim(), href: (await link.getAttribute("href")) ?? "" });
  }
  // Each card's link leads to the page of the post it names.
  for (const { title, href } of cards) {
    expect(href, title).toMatch(/^\/demo\/p\/[a-z0-9-]+$/);
    const answer = await page.goto(href);
    expect(answer?.status(), href).toBe(200);
    await expect(page.getByRole("heading", { level: 1 }), href).toHaveText(title);
  }
  // And one, followed from the board in the browser, opens a page to vote on.
  await board.open("demo");
  await links.first().click();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("button", { name: /^Upvote/ })).toBeVisible();
});

test("a second browser sees the first one's vote arrive live", async ({ browser }) => {
  const watcherContext = await browser.newContext();
  const watcher = await watcherContext.newPage();
  await watcher.goto("/demo/p/jira-two-way-sync");
  await expect(watcher.locator("body")).toHaveAttribute("data-hydrated", "true");
  const board = await watcherContext.newPage();
  await board.goto("/demo?bucket=integrations&sort=top");
  await expect(board.locator("body")).toHaveAttribute("data-hydrated", "true");
  const watched = new PostPage(watcher);
  const before = Number(await watched.voteCount().textContent());
  const card = board.locator(".post-card").filter({ hasText: "Jira two-way sync" }).locator(".vote-count");
  await expect(card).toHaveText(String(before));

  const voterContext = await browser.newContext();
  const voter = await voterContext.newPage();
  await signUp(voter, "demo", "Livia Live", uniqueEmail("live"), "/demo/p/jira-two-way-sync");
  await expect(voter.locator("body")).toHaveAttribute("data-hydrated", "true");
  await new PostPage(voter).upvote.click();
  await expect(new PostPage(voter).voteCount()).toHaveText(String(before + 1));

  // No reload on the watcher's side: the count arrives over Server-Sent Events.
  await expect(watched.voteCount()).toHaveText(String(before + 1), { timeout: 15_000 });
  await expect(card).toHaveText(String(before + 1), { timeout: 15_000 });
  await watcherContext.close();
  await voterContext.close();
});

test("a reader edits their own comment", async ({ page }) => {
  await signUp(page, "demo", "Eddie Editor", uniqueEmail("eddie"), "/demo/p/webhooks-for-status-changes");
  await expect(page.locator("body")).toHaveAttribute("data-hydrated", "true");
  const original = `Frist comment ${Date.now()}`;
  await page.getByRole("textbox", { name: "Comment", exact: true }).fill(original);
  await page.getByRole("button", { name: "Comment", exact: true }).click();
  const mine = page.locator(".comment").filter({ hasText: original });
  await expect(mine).toBeVisible();
  await mine.locator(":scope > details.edit summary").click();
  const fixed = original.replace("Frist", "First");
  await mine.getByRole("textbox", { name: "Edit your comment" }).fill(fixed);
  await mine.getByRole("button", { name: "Save" }).click();
  await expect(page.locator(".comment").filter({ hasText: fixed })).toBeVisible();
  await page.reload();
  await expect(page.locator(".comment").filter({ hasText: fixed })).toBeVisible();
  await expect(page.locator(".comment").filter({ hasText: original })).toHaveCount(0);
});

test("a reader follows a post by voting, unsubscribes and subscribes again, and sets their e-mail on their page", async ({ page }) => {
  await signUp(page, "demo", "Sam Subscriber", uniqueEmail("sam"), "/demo/p/dark-mode");
  await expect(page.getByRole("button", { name: "Subscribe", exact: true })).toBeVisible();
  await expect(page.getByText("You get no e-mails about this post.")).toBeVisible();
  const post = new PostPage(page);
  await expect(page.locator("body")).toHaveAttribute("data-hydrated", "true");
  await post.upvote.click();
  await expect(post.upvote).toHaveAttribute("aria-pressed", "true");
  await page.reload();
  // Voting made them a follower.
  const unsubscribe = page.getByRole("button", { name: "Unsubscribe", exact: true });
  await expect(unsubscribe).toBeVisible();
  await unsubscribe.focus();
  await page.keyboard.press("Enter");
  await expect(page.getByText("You get no e-mails about this post.")).toBeVisible();
  await page.getByRole("button", { name: "Subscribe", exact: true }).click();
  await expect(page.getByText("You get an e-mail when its status changes or someone comments.")).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto("/demo/me");
  await page.getByLabel("Posts I follow (status changes, new comments)").selectOption("off");
  await page.getByRole("button", { name: "Save e-mail settings" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Your e-mail settings were saved." })).toBeVisible();
  await expect(page.getByLabel("Posts I follow (status changes, new comments)")).toHaveValue("off");
  await expectNoAxeViolations(page);
});
