import { test, expect } from "./fixtures/test";
import { BoardPage } from "./fixtures/board";
import { expectNoAxeViolations } from "./fixtures/axe";

test("the demo board is server-rendered with posts, statuses and votes", async ({ page }) => {
  // JavaScript off: what arrives from the server alone.
  const context = await page.context().browser()!.newContext({ javaScriptEnabled: false });
  const noJs = await context.newPage();
  const board = new BoardPage(noJs);
  await board.page.goto(`${test.info().project.use.baseURL}/demo`);
  await expect(noJs.getByRole("heading", { level: 1, name: "Feature Requests" })).toBeVisible();
  expect(await board.posts.count()).toBeGreaterThan(5);
  await expect(board.posts.first().locator(".status")).toBeVisible();
  await context.close();
});

test("the sort switch re-sorts the board and keeps the order in the address", async ({ page }) => {
  const board = new BoardPage(page);
  await board.open("demo");
  await board.waitForHydration();

  const trending = await board.titles();
  await board.sortLink("Top").click();
  await expect(page).toHaveURL(/\/demo\?sort=top$/);
  await expect(board.sortLink("Top")).toHaveAttribute("aria-current", "true");
  const sortedByVotes = async () => {
    const counts = await board.voteCounts();
    return counts.length > 0 && counts.every((n, i) => i === 0 || counts[i - 1] >= n);
  };
  await expect.poll(sortedByVotes).toBe(true);
  // The demo's trending order is not its vote order, so this proves a real re-sort.
  expect(await board.titles()).not.toEqual(trending);
  await page.reload();
  await expect(board.sortLink("Top")).toHaveAttribute("aria-current", "true");
  await expect.poll(sortedByVotes).toBe(true);
});

test("the search box finds posts by their words", async ({ page }) => {
  const board = new BoardPage(page);
  await board.open("demo");
  await page.getByRole("searchbox", { name: "Search posts" }).fill("slack notif");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/[?&]q=slack\+notif/);
  await expect(page.getByRole("status")).toContainText("for “slack notif”");
  await expect(page.getByRole("link", { name: "Slack notifications for new posts" })).toHaveCount(0);
  // Slack notifications live on the Integrations board; search covers the board shown.
  await page.goto("/demo?bucket=integrations&q=slack");
  await expect(page.getByRole("link", { name: "Slack notifications for new posts" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Jira two-way sync" })).toHaveCount(0);
});

test("each Trending card says why it is there, with the keyboard and without JavaScript", async ({ browser, page: withJs }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  await page.goto("/demo");
  const first = page.locator(".post-card").first();
  const why = first.locator("details.why-here");
  await why.locator("summary").focus();
  await page.keyboard.press("Enter");
  await expect(why).toHaveAttribute("open", "");
  await expect(why.getByText("nothing: this is the highest score")).toBeVisible();
  // The formula, said once above the cards, opens the same way.
  const formula = page.locator("details.why-here-board");
  await formula.locator("summary").focus();
  await page.keyboard.press("Enter");
  await expect(formula.getByText(/^Score = log₁₀/)).toBeVisible();
  // axe runs in the page: with JavaScript, the disclosure opened.
  await withJs.goto("/demo");
  await withJs.locator(".post-card details.why-here summary").first().click();
  await expectNoAxeViolations(withJs);
  await page.goto("/demo?sort=top");
  await expect(page.locator("details.why-here")).toHaveCount(0);
  await context.close();
});
