import { test, expect } from "./fixtures/test";
import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "./fixtures/axe";
import { PostPage, signUp, uniqueEmail } from "./fixtures/post";
import { demo, jwt } from "./fixtures/demo";
import { linkMailedTo } from "./fixtures/mail";
import { totp } from "./fixtures/totp";
import { execFileSync } from "node:child_process";
import * as os from "node:os";
import * as path from "node:path";

// Getting in (docs/web.md, "Getting in: e-mailed links"): a forgotten password is reset
// through the link the server e-mails, in English and in Arabic (right to left); a board that
// signs in with e-mailed links signs people up and in by link; every page clean under axe.

/** The binary the suite serves, for its commands. */
function upboard(): string {
  return process.env.UPBOARD_BIN ?? path.join(process.env.CARGO_TARGET_DIR ?? path.join(os.homedir(), ".cache", "upboard-target"), "debug", "upboard");
}

/**
 * Someone new on the demo board, signed in through its SSO link: not through the sign-up form,
 * whose limit (20 an hour per address) the rest of the suite spends.
 */
async function newPerson(page: Page, email: string, name: string) {
  await page.goto(`/demo/sso?token=${jwt(demo().sso_secret, { email, name })}`);
  await expect(page).toHaveURL(/\/demo$/);
  await expect(page.getByText(name, { exact: true })).toBeVisible();
}

const flows = [
  {
    lang: "en",
    forgot: "Forgot your password?",
    email: "E-mail",
    submit: "E-mail me a link",
    sent: /If an account uses that address/,
    heading: "Choose a new password",
    password: "New password",
    set: "Set the password and sign in",
  },
  {
    lang: "ar",
    forgot: "هل نسيت كلمة المرور؟",
    email: "البريد الإلكتروني",
    submit: "أرسل لي رابطًا",
    sent: /إن كان هناك حساب يستخدم هذا العنوان/,
    heading: "اختر كلمة مرور جديدة",
    password: "كلمة المرور الجديدة",
    set: "تعيين كلمة المرور وتسجيل الدخول",
  },
];

for (const words of flows) {
  test(`in ${words.lang}: a forgotten password is reset through the e-mailed link`, async ({ page, context }) => {
    const email = uniqueEmail(`forgot-${words.lang}`);
    // Without a password yet: a reset link is how such an account chooses one.
    await newPerson(page, email, `Fay ${words.lang}`);
    await context.clearCookies();
    await context.addCookies([{ name: "upboard_lang", value: words.lang, url: test.info().project.use.baseURL! }]);

    await page.goto("/demo/signin");
    await expect(page.locator("body")).toHaveAttribute("data-hydrated", "true");
    await page.getByRole("link", { name: words.forgot }).click();
    await expect(page).toHaveURL(/\/demo\/signin\/forgot$/);
    await expect(page.locator("html")).toHaveAttribute("lang", words.lang);
    await expect(page.locator("body")).toHaveAttribute("data-hydrated", "true");
    await expectNoAxeViolations(page);
    await page.getByLabel(words.email, { exact: true }).fill(email);
    await page.getByRole("button", { name: words.submit }).click();
    await expect(page).toHaveURL(/\/demo\/signin\/forgot\?sent=1$/);
    await expect(page.getByRole("status")).toHaveText(words.sent);
    await expectNoAxeViolations(page);

    await page.goto(await linkMailedTo(email));
    await expect(page.getByRole("heading", { level: 1, name: words.heading })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("dir", words.lang === "ar" ? "rtl" : "ltr");
    await expectNoAxeViolations(page);
    await page.getByLabel(words.password, { exact: true }).fill("a brand new horse");
    await page.getByRole("button", { name: words.set }).click();
    await expect(page).toHaveURL(/\/demo$/);
    await expect(page.getByText(`Fay ${words.lang}`, { exact: true })).toBeVisible();
  });
}

test("without JavaScript, the forgotten password form answers in place", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  await page.goto("/demo/signin/forgot");
  await page.getByLabel("E-mail", { exact: true }).fill(uniqueEmail("nobody"));
  await page.getByRole("button", { name: "E-mail me a link" }).click();
  await expect(page).toHaveURL(/\/demo\/signin\/forgot\?sent=1$/);
  await expect(page.getByRole("status")).toHaveText(/If an account uses that address/);
  await context.close();
});

test("a board of e-mailed links: the admin chooses it, and people sign up and in by link", async ({ page, context }) => {
  // An organization of its own: the demo keeps its passwords.
  const name = `links${Date.now() % 1000000}`;
  execFileSync(upboard(), [
    "org", "create", "--name", name, "--admin-email", `ada@${name}.test`, "--admin-name", "Ada", "--admin-password", "correct horse battery",
    "--database-url", `sqlite://${process.env.UPBOARD_E2E_DATA}/upboard.db?mode=rwc`,
  ], { encoding: "utf8" });
  await page.goto(`/${name}/signin?redirect=/${name}/admin/settings`);
  await expect(page.locator("body")).toHaveAttribute("data-hydrated", "true");
  await page.getByLabel("E-mail").fill(`ada@${name}.test`);
  await page.getByLabel("Password").fill("correct horse battery");
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/${name}/admin/settings$`));
  const section = page.getByRole("region", { name: "Signing in" });
  await section.getByLabel("A link by e-mail only (no passwords)").check();
  await section.getByRole("button", { name: "Save how people sign in" }).click();
  await expect(page.getByRole("status").filter({ hasText: "How people sign in was saved." })).toBeVisible();
  await expect(page.getByRole("region", { name: "Signing in" }).getByLabel("A link by e-mail only (no passwords)")).toBeChecked();
  await expectNoAxeViolations(page);

  // Someone new signs up with name and address, in Arabic, and signs in with the link.
  await context.clearCookies();
  await context.addCookies([{ name: "upboard_lang", value: "ar", url: test.info().project.use.baseURL! }]);
  const email = uniqueEmail("by-link");
  await page.goto(`/${name}/signup`);
  await expect(page.locator("body")).toHaveAttribute("data-hydrated", "true");
  await expect(page.getByLabel("كلمة المرور", { exact: true })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.getByLabel("الاسم", { exact: true }).fill("Lina");
  await page.getByLabel("البريد الإلكتروني", { exact: true }).fill(email);
  await page.getByRole("button", { name: "إنشاء حساب" }).click();
  await expect(page).toHaveURL(new RegExp(`/${name}/signin\\?link_sent=1$`));
  await expect(page.getByRole("status")).toContainText("رابط لتسجيل الدخول");
  await expectNoAxeViolations(page);
  await page.goto(await linkMailedTo(email));
  await page.getByRole("button", { name: "تسجيل الدخول" }).click();
  await expect(page).toHaveURL(new RegExp(`/${name}$`));
  await expect(page.getByText("Lina", { exact: true })).toBeVisible();
});

const twoFactor = [
  { lang: "en", link: "Set up or turn off two-factor sign-in", setUp: "Set up two-factor sign-in", code: "Code", on: "Turn on", onNow: "Two-factor sign-in is on.", signIn: "Sign in" },
  { lang: "ar", link: "إعداد تسجيل الدخول بخطوتين أو إيقافه", setUp: "إعداد تسجيل الدخول بخطوتين", code: "الرمز", on: "تفعيل", onNow: "تسجيل الدخول بخطوتين مفعّل.", signIn: "تسجيل الدخول" },
];

for (const words of twoFactor) {
  test(`in ${words.lang}: two-factor sign-in is set up from the person's page and asked for at sign-in`, async ({ page, context }) => {
    const email = uniqueEmail(`totp-${words.lang}`);
    await newPerson(page, email, `Tove ${words.lang}`);
    await context.addCookies([{ name: "upboard_lang", value: words.lang, url: test.info().project.use.baseURL! }]);
    await page.goto("/demo/me");
    await page.getByRole("link", { name: words.link }).click();
    await expect(page).toHaveURL(/\/demo\/me\/two-factor$/);
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: words.setUp }).click();
    await expect(page.getByRole("img")).toBeVisible();
    await expectNoAxeViolations(page);
    const secret = (await page.locator("code.secret").innerText()).trim();
    await page.getByLabel(words.code, { exact: true }).fill(totp(secret));
    await page.getByRole("button", { name: words.on }).click();
    await expect(page.getByRole("status")).toHaveText(words.onNow);
    await expect(page.locator("ol.recovery-codes li")).toHaveCount(10);
    await expectNoAxeViolations(page);

    // Signing in again (with an operator's single-use link: the first step, as a password is)
    // asks for a code.
    await context.clearCookies();
    await context.addCookies([{ name: "upboard_lang", value: words.lang, url: test.info().project.use.baseURL! }]);
    const link = JSON.parse(
      execFileSync(upboard(), ["org", "sign-in-link", "--org", "demo", "--email", email, "--public-url", test.info().project.use.baseURL!, "--database-url", `sqlite://${process.env.UPBOARD_E2E_DATA}/upboard.db?mode=rwc`], {
        encoding: "utf8",
      }),
    );
    await page.goto(link.sign_in_url);
    await page.getByRole("button", { name: words.signIn, exact: true }).click();
    await expect(page).toHaveURL(/\/demo\/signin\/code\?redirect=\/demo$/);
    await expectNoAxeViolations(page);
    // The code of the next step: the one that turned it on was used.
    await page.getByLabel(words.code, { exact: true }).fill(totp(secret, Date.now() + 30_000));
    await page.getByRole("button", { name: words.signIn, exact: true }).click();
    await expect(page).toHaveURL(/\/demo$/);
    await expect(page.getByText(`Tove ${words.lang}`, { exact: true })).toBeVisible();
  });
}

test("a board that asks new customers to confirm their address: what they do waits, says why, and counts once they do", async ({ page, context }) => {
  // An organization of its own: the demo does not ask.
  const name = `confirm${Date.now() % 1000000}`;
  execFileSync(upboard(), [
    "org", "create", "--name", name, "--admin-email", `ada@${name}.test`, "--admin-name", "Ada", "--admin-password", "correct horse battery",
    "--database-url", `sqlite://${process.env.UPBOARD_E2E_DATA}/upboard.db?mode=rwc`,
  ], { encoding: "utf8" });
  await page.goto(`/${name}/signin?redirect=/${name}/admin/settings`);
  await expect(page.locator("body")).toHaveAttribute("data-hydrated", "true");
  await page.getByLabel("E-mail").fill(`ada@${name}.test`);
  await page.getByLabel("Password").fill("correct horse battery");
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/${name}/admin/settings$`));
  const asks = "New customers confirm their e-mail address before their posts, comments and votes count";
  await page.getByRole("region", { name: "Signing in" }).getByLabel(asks).check();
  await page.getByRole("region", { name: "Signing in" }).getByRole("button", { name: "Save how people sign in" }).click();
  await expect(page.getByRole("status").filter({ hasText: "How people sign in was saved." })).toBeVisible();
  await expect(page.getByRole("region", { name: "Signing in" }).getByLabel(asks)).toBeChecked();
  // The team's post, to vote on.
  await page.goto(`/${name}/new`);
  await page.getByLabel("Title").fill("Dark mode");
  await page.getByRole("button", { name: "Post idea" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Dark mode");
  const postPath = new URL(page.url()).pathname;

  // Someone new signs up: every page says why what they do waits, and their vote is theirs
  // but counts nowhere yet.
  await context.clearCookies();
  const email = uniqueEmail("confirm");
  await signUp(page, name, "Vic", email, postPath);
  const notice = page.locator(".address-notice");
  await expect(notice).toContainText("your posts, comments and votes count once you do");
  await expect(page.locator("body")).toHaveAttribute("data-hydrated", "true");
  const post = new PostPage(page);
  await post.upvote.click();
  await expect(post.upvote).toHaveAttribute("aria-pressed", "true");
  await expect(post.voteCount()).toHaveText("0");
  await page.reload();
  await expect(post.upvote).toHaveAttribute("aria-pressed", "true");
  await expectNoAxeViolations(page);
  // In Arabic too.
  await context.addCookies([{ name: "upboard_lang", value: "ar", url: test.info().project.use.baseURL! }]);
  await page.reload();
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(notice).toContainText("أكّد عنوان بريدك الإلكتروني");
  await expect(notice.getByRole("button", { name: "أرسل الرابط مجددًا" })).toBeVisible();
  await expectNoAxeViolations(page);
  await context.addCookies([{ name: "upboard_lang", value: "en", url: test.info().project.use.baseURL! }]);

  // The e-mail's link asks first, then confirms and signs in: the vote counts.
  await page.goto(await linkMailedTo(email));
  await expect(page.getByRole("heading", { level: 1, name: "Confirm your e-mail address" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Confirm and sign in" }).click();
  await expect(page).toHaveURL(new RegExp(`/${name}$`));
  await expect(page.locator(".address-notice")).toHaveCount(0);
  await page.goto(postPath);
  await expect(post.voteCount()).toHaveText("1");
  await expect(post.upvote).toHaveAttribute("aria-pressed", "true");
});

