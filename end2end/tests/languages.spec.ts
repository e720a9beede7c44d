import { test, expect } from "./fixtures/test";
import { expectNoAxeViolations } from "./fixtures/axe";
import { uniqueEmail } from "./fixtures/post";

// The product in the reader's language (docs/web.md, "Languages"): the footer's switch works
// without JavaScript, and the main flows read, work and pass axe in German and in Arabic
// (right to left).

test("without JavaScript, the footer's switch turns the board German and back", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  await page.goto("/demo");
  await page.getByLabel("Language", { exact: true }).selectOption("de");
  await page.getByRole("button", { name: "Change", exact: true }).click();
  await expect(page).toHaveURL(/\/demo$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "de");
  await expect(page.getByRole("searchbox", { name: "Beiträge durchsuchen" })).toBeVisible();
  await expect(page.getByLabel("Sprache", { exact: true })).toHaveValue("de");
  await page.getByLabel("Sprache", { exact: true }).selectOption("en");
  await page.getByRole("button", { name: "Ändern", exact: true }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await context.close();
});

const flows = [
  {
    lang: "de",
    dir: "ltr",
    search: "Beiträge durchsuchen",
    top: "Top",
    name: "Name",
    email: "E-Mail",
    password: "Passwort",
    signUp: "Registrieren",
    upvote: /^Für „Dark mode“ stimmen/,
    comment: "Kommentieren",
  },
  {
    lang: "ar",
    dir: "rtl",
    search: "البحث في المنشورات",
    top: "الأعلى تصويتًا",
    name: "الاسم",
    email: "البريد الإلكتروني",
    password: "كلمة المرور",
    signUp: "إنشاء حساب",
    upvote: /^التصويت لصالح «Dark mode»/,
    comment: "تعليق",
  },
];

for (const words of flows) {
  test(`in ${words.lang}: the board, sign-up, a vote and a comment read in the language and pass axe`, async ({ page, context }) => {
    await context.addCookies([{ name: "upboard_lang", value: words.lang, url: test.info().project.use.baseURL! }]);
    await page.goto("/demo");
    await expect(page.locator("html")).toHaveAttribute("lang", words.lang);
    await expect(page.locator("html")).toHaveAttribute("dir", words.dir);
    await expect(page.locator("body")).toHaveAttribute("data-hydrated", "true");
    await expect(page.getByRole("searchbox", { name: words.search })).toBeVisible();
    if (words.dir === "rtl") {
      // Laid out right to left: the brand starts at the right edge, the account links at the left.
      const width = page.viewportSize()!.width;
      const brand = (await page.locator(".brand").boundingBox())!;
      expect(brand.x + brand.width, "the brand sits at the right").toBeGreaterThan(width / 2);
    }
    await expectNoAxeViolations(page);
    await page.getByRole("link", { name: words.top, exact: true }).click();
    await expect(page).toHaveURL(/sort=top/);

    for (const path of ["/demo/roadmap", "/demo/changelog", "/demo/new", "/demo/signin"]) {
      await page.goto(path);
      await expect(page.locator("html")).toHaveAttribute("lang", words.lang);
      await expect(page.locator("body")).toHaveAttribute("data-hydrated", "true");
      await expectNoAxeViolations(page);
    }

    await page.goto(`/demo/signup?redirect=${encodeURIComponent("/demo/p/dark-mode")}`);
    await page.getByLabel(words.name, { exact: true }).fill(`Lena ${words.lang}`);
    await page.getByLabel(words.email, { exact: true }).fill(uniqueEmail(`lang-${words.lang}`));
    await page.getByLabel(words.password, { exact: true }).fill("correct horse battery");
    await page.getByRole("button", { name: words.signUp }).click();
    await expect(page).toHaveURL(/\/demo\/p\/dark-mode$/);
    await expect(page.locator("body")).toHaveAttribute("data-hydrated", "true");
    const upvote = page.getByRole("button", { name: words.upvote });
    const before = Number(await page.locator(".vote-count").first().innerText());
    await upvote.click();
    await expect(upvote).toHaveAttribute("aria-pressed", "true");
    await expect(page.locator(".vote-count").first()).toHaveText(String(before + 1));
    const text = `Ein Kommentar ${Date.now()}`;
    await page.getByLabel(words.comment, { exact: true }).fill(text);
    await page.getByRole("button", { name: words.comment, exact: true }).click();
    await expect(page.getByRole("paragraph").filter({ hasText: text })).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

// Nothing on a page moves as it hydrates, in any language (Lighthouse's cumulative layout
// shift): an island's first render in the browser takes the room its server render took. A
// narrow phone (the width Lighthouse's mobile run uses), where a longer German or Arabic word
// is the first to wrap.
for (const lang of ["en", "de", "ar"]) {
  test(`in ${lang}: the board, a post and the roadmap do not shift as they hydrate`, async ({ browser }) => {
    const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
    await context.addCookies([{ name: "upboard_lang", value: lang, url: test.info().project.use.baseURL! }]);
    await context.addInitScript(() => {
      const shifts: { value: number; sources: string[] }[] = [];
      (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean; sources?: { node?: Node | null }[] }[]) {
          if (entry.hadRecentInput) continue;
          const sources = (entry.sources ?? []).map((s) => {
            const node = s.node as Element | null | undefined;
            return node ? `${node.nodeName.toLowerCase()}${node instanceof Element && node.className ? "." + String(node.className).replace(/ /g, ".") : ""}` : "?";
          });
          shifts.push({ value: entry.value, sources });
        }
      }).observe({ type: "layout-shift", buffered: true });
    });
    const page = await context.newPage();
    // The page paints before it hydrates, as on a phone's network (here the bundle would arrive
    // before the first paint, and a shift at hydration would go unseen).
    await page.route("**/*.wasm", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 700));
      await route.continue();
    });
    for (const path of ["/demo", "/demo/p/dark-mode", "/demo/roadmap"]) {
      await page.goto(path);
      await expect(page.locator("body")).toHaveAttribute("data-hydrated", "true");
      // The effects that run after hydration (the theme switch, live counts) have run.
      await page.waitForTimeout(500);
      const shifts = await page.evaluate(() => (window as unknown as { __shifts: { value: number; sources: string[] }[] }).__shifts);
      expect(shifts, `${path} in ${lang}: what moved`).toEqual([]);
    }
    await context.close();
  });
}

// The board's row of tabs scrolled vertically by a pixel at a desktop's width (a tab hung 1px
// below the row), showing a scrollbar beside the tabs, in English and in Arabic.
for (const lang of ["en", "ar"]) {
  test(`in ${lang}: the board's tabs sit in their row at 1280 px, with no vertical scrollbar`, async ({ page, context }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await context.addCookies([{ name: "upboard_lang", value: lang, url: test.info().project.use.baseURL! }]);
    await page.goto("/demo");
    const row = page.locator(".tabs ul");
    await expect(row).toBeVisible();
    const sizes = await row.evaluate((ul) => ({ scroll: ul.scrollHeight, client: ul.clientHeight, barWidth: ul.offsetWidth - ul.clientWidth }));
    expect(sizes.scroll, JSON.stringify(sizes)).toBeLessThanOrEqual(sizes.client);
    expect(sizes.barWidth, "no scrollbar takes width beside the tabs").toBe(0);
  });
}

