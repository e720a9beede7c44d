import { test, expect } from "./fixtures/test";
import { expectNoAxeViolations } from "./fixtures/axe";
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import * as os from "node:os";
import * as path from "node:path";
import * as readline from "node:readline";

// Signing in through an OpenID provider (docs/sso.md): npm oidc-provider, started here on
// loopback (end2end/oidc/provider.mjs), added to the demo board with `upboard oidc add`; its
// own sign-in page driven as a person would, in English and in Arabic (right to left); our
// pages clean under axe.

function upboard(): string {
  return process.env.UPBOARD_BIN ?? path.join(process.env.CARGO_TARGET_DIR ?? path.join(os.homedir(), ".cache", "upboard-target"), "debug", "upboard");
}

const database = () => `sqlite://${process.env.UPBOARD_E2E_DATA}/upboard.db?mode=rwc`;

let provider: ChildProcess | undefined;
let providerId = 0;

test.beforeAll(async () => {
  const base = test.info().project.use.baseURL!;
  provider = spawn(
    process.execPath,
    [
      path.join(__dirname, "..", "oidc", "provider.mjs"),
      "--port", "0",
      "--client", `upboard:e2e-secret:${base}/demo/oidc/callback`,
      "--account", "admin@demo.test=upboard-admins",
    ],
    { stdio: ["ignore", "pipe", "ignore"] },
  );
  const first: string = await new Promise((resolve) => readline.createInterface({ input: provider!.stdout! }).once("line", resolve));
  const issuer = JSON.parse(first).issuer as string;
  const added = execFileSync(
    upboard(),
    ["oidc", "add", "--org", "demo", "--issuer", issuer, "--client-id", "upboard", "--label", "Test provider",
     "--role-claim", "groups", "--admin-value", "upboard-admins", "--scopes", "email profile groups",
     "--public-url", base, "--database-url", database()],
    { encoding: "utf8", env: { ...process.env, UPBOARD_OIDC_CLIENT_SECRET: "e2e-secret" } },
  );
  providerId = JSON.parse(added).id;
});

test.afterAll(async () => {
  if (providerId) {
    execFileSync(upboard(), ["oidc", "remove", "--org", "demo", "--id", String(providerId), "--database-url", database()]);
  }
  provider?.kill();
});

const flows = [
  { lang: "en", button: "Sign in with Test provider", back: "Back to signing in" },
  { lang: "ar", button: "تسجيل الدخول عبر Test provider", back: "العودة إلى تسجيل الدخول" },
];

for (const words of flows) {
  test(`in ${words.lang}: a customer signs in through the OpenID provider`, async ({ page, context }) => {
    await context.addCookies([{ name: "upboard_lang", value: words.lang, url: test.info().project.use.baseURL! }]);
    await page.goto("/demo/signin");
    await expect(page.locator("html")).toHaveAttribute("lang", words.lang);
    const button = page.getByRole("link", { name: words.button });
    await expect(button).toBeVisible();
    await expectNoAxeViolations(page);
    await button.click();
    // The provider's own page: any password; the login is the account.
    const login = `oidc-${words.lang}-${Date.now()}`;
    await page.locator('input[name="login"]').fill(login);
    await page.locator('input[name="password"]').fill("any password");
    await page.getByRole("button", { name: "Sign-in" }).click();
    await expect(page).toHaveURL(/\/demo$/);
    await expect(page.getByText(login, { exact: true }).first()).toBeVisible();
    await expectNoAxeViolations(page);

    // A way back that was never started: said plainly, in the page's language.
    await page.goto("/demo/oidc/callback?state=forged&code=x");
    await expect(page.getByRole("alert")).toBeVisible();
    await expect(page.getByRole("link", { name: words.back })).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

test("a team member in the provider's admin group opens the admin area", async ({ page }) => {
  await page.goto("/demo/signin?redirect=/demo/admin");
  await page.getByRole("link", { name: "Sign in with Test provider" }).click();
  await page.locator('input[name="login"]').fill("admin@demo.test");
  await page.locator('input[name="password"]').fill("any password");
  await page.getByRole("button", { name: "Sign-in" }).click();
  await expect(page).toHaveURL(/\/demo\/admin$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  // The settings page lists the provider with its test sign-in, clean under axe, and narrow.
  await page.setViewportSize({ width: 360, height: 800 });
  await page.goto("/demo/admin/settings");
  await expect(page.getByRole("heading", { name: "Test provider", level: 4 })).toBeVisible();
  await expect(page.getByRole("link", { name: "Test sign-in" })).toBeVisible();
  await expectNoAxeViolations(page);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, "the settings page fits 360 px").toBeLessThanOrEqual(0);
});
