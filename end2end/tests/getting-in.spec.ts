import { test, expect } from "./fixtures/test";
import { expectNoAxeViolations } from "./fixtures/axe";
import { signUp, uniqueEmail } from "./fixtures/post";
import { linkMailedTo } from "./fixtures/mail";

// Getting in (docs/web.md, "Getting in"): a forgotten password is reset through the link the
// server e-mails, in English and in Arabic (right to left), every page clean under axe.

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
    await signUp(page, "demo", `Fay ${words.lang}`, email);
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
