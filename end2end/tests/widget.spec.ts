import { test, expect } from "./fixtures/test";
import type { Page } from "@playwright/test";
import { expectNoAxeViolations } from "./fixtures/axe";
import { demo, jwt, PNG } from "./fixtures/demo";
import { linkMailedTo } from "./fixtures/mail";
import { execFileSync, spawn } from "node:child_process";
import * as net from "node:net";
import * as http from "node:http";
import type { AddressInfo } from "node:net";
import * as os from "node:os";
import * as path from "node:path";

// The widget (docs/widget.md) on a host page of another origin, served here with a strict
// Content-Security-Policy of its own: only its own files and the board's script and calls.
// The host's "server" signs the person it has signed in, as a product's server would.

function upboard(): string {
  return process.env.UPBOARD_BIN ?? path.join(process.env.CARGO_TARGET_DIR ?? path.join(os.homedir(), ".cache", "upboard-target"), "debug", "upboard");
}

function database(): string {
  return `sqlite://${process.env.UPBOARD_E2E_DATA}/upboard.db?mode=rwc`;
}

const board = () => test.info().project.use.baseURL!;

/** A host page: its markup names the board's script and the element with a signed token. */
function hostPage(token: string, lang = "en"): string {
  return `<!doctype html>
<html lang="${lang}">
<head><meta charset="utf-8"><title>Acme app</title><link rel="stylesheet" href="/app.css"></head>
<body><main><h1>Acme app</h1><p>Your dashboard.</p></main>
<script src="${board()}/widget.js" async></script>
<upboard-widget org="demo" lang="${lang}"${token ? ` token="${token}"` : ""}></upboard-widget>
</body>
</html>`;
}

/** The host's server, on an origin of its own; `token` chooses what it signs. */
async function serveHost(token: () => string, lang = "en"): Promise<{ url: string; close: () => void }> {
  const server = http.createServer((request, response) => {
    const policy = `default-src 'none'; script-src 'self' ${board()}; connect-src ${board()}; img-src 'self' ${board()}; style-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`;
    if (request.url === "/app.css") {
      response.writeHead(200, { "content-type": "text/css" }).end("body { font-family: Georgia, serif; margin: 2rem; } button { color: red; }");
      return;
    }
    response.writeHead(200, { "content-type": "text/html; charset=utf-8", "content-security-policy": policy }).end(hostPage(token(), lang));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => server.close() };
}

function allow(origin: string) {
  execFileSync(upboard(), ["widget", "origins", "--org", "demo", "--add", origin, "--database-url", database()], { encoding: "utf8" });
}

const signed = (email: string, name: string, extra: Record<string, unknown> = {}) =>
  jwt(demo().widget_secret, { id: `host-${email}`, email, name, exp: Math.floor(Date.now() / 1000) + 600, company: { id: "initech", name: "Initech", monthly_revenue: 1200, plan: "pro" }, ...extra });

/** Every request the page makes goes to the host or the board, nowhere else. */
function watchOrigins(page: Page, host: string): string[] {
  const elsewhere: string[] = [];
  page.on("request", (request) => {
    const origin = new URL(request.url()).origin;
    if (origin !== host && origin !== new URL(board()).origin) elsewhere.push(request.url());
  });
  return elsewhere;
}

test("an identified person votes, comments and posts through the widget on a strict host page", async ({ page, request }) => {
  const email = `widget-${Date.now()}@customer.test`;
  const host = await serveHost(() => signed(email, "Wendy Widget"));
  try {
    allow(host.url);
    const elsewhere = watchOrigins(page, host.url);
    const violations: string[] = [];
    page.on("console", (message) => { if (/Content Security Policy|Refused/.test(message.text())) violations.push(message.text()); });
    await page.goto(host.url);
    const launcher = page.getByRole("button", { name: /^Feedback/ });
    await expect(launcher).toBeVisible();
    await expectNoAxeViolations(page);

    // Open: the panel is a dialog, focus moves into it, and it is clean under axe.
    await launcher.click();
    const dialog = page.getByRole("dialog", { name: "Feedback" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Close" })).toBeFocused();
    // Search as you type (the board holds the whole suite's posts by now).
    await dialog.getByLabel("Search ideas").fill("Dark mode");
    const upvote = dialog.getByRole("button", { name: /^Upvote “Dark mode”,/ });
    await expect(upvote).toBeVisible();
    await expectNoAxeViolations(page);

    // A vote, as the person the host signed in.
    const before = Number((await upvote.textContent())!.match(/, (\d+) votes?/)![1]);
    await upvote.click();
    await expect(upvote).toHaveAttribute("aria-pressed", "true");
    await expect(upvote).toHaveAccessibleName(new RegExp(`, ${before + 1} votes?`));

    // A comment on the post, seen in its thread.
    await dialog.getByRole("button", { name: "Dark mode", exact: true }).click();
    await expect(dialog.getByRole("heading", { name: "Dark mode" })).toBeVisible();
    const remark = `From inside the app ${Date.now()}`;
    await dialog.getByLabel("Your comment").fill(remark);
    await dialog.getByRole("button", { name: "Comment", exact: true }).click();
    await expect(dialog.getByText(remark)).toBeVisible();
    await expect(dialog.getByRole("status").filter({ hasText: "Your comment was added." })).toBeVisible();

    // A new idea with an image, the similar ones shown as the title is typed.
    await dialog.getByRole("button", { name: "New idea" }).click();
    await dialog.getByLabel("Title").fill("Dark mode for the dashboard");
    await expect(dialog.getByText("Similar ideas: vote there if one is yours")).toBeVisible();
    const title = `Widget idea ${Date.now()}`;
    await dialog.getByLabel("Title").fill(title);
    await dialog.getByLabel("Description (optional)").fill("Sent from the widget.");
    await dialog.getByLabel("Images (optional)").setInputFiles({ name: "shot.png", mimeType: "image/png", buffer: PNG });
    await dialog.getByRole("button", { name: "Post idea" }).click();
    await expect(dialog.getByRole("heading", { name: title })).toBeVisible();
    await expectNoAxeViolations(page);

    // The roadmap and what's new.
    await dialog.getByRole("button", { name: "Roadmap" }).click();
    await expect(dialog.getByRole("heading", { level: 3 }).first()).toBeVisible();
    await dialog.getByRole("button", { name: "What's new" }).click();
    await expect(dialog.locator(".body")).not.toContainText("Loading");

    // Escape closes, and focus goes back to the button.
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(launcher).toBeFocused();

    // Everything it did is the signed-in person's, on the board.
    const mine = await request.get(`${board()}/api/v3/feature_requests?submitter_emails[]=${encodeURIComponent(email)}`, { headers: { "API-KEY": demo().api_key } });
    const body = await mine.json();
    expect(body.feature_requests.map((p: { title: string }) => p.title)).toContain(title);
    expect(elsewhere, "no request left the host and the board").toEqual([]);
    expect(violations, "the host's policy refused nothing").toEqual([]);
  } finally {
    host.close();
  }
});

/** Signs the demo's admin in (SSO) and chooses who may use the widget without identify. */
async function widgetAccess(page: Page, label: RegExp) {
  const { sso_secret, team } = demo();
  const token = jwt(sso_secret, { email: team[0].email, name: team[0].name, exp: Math.floor(Date.now() / 1000) + 600 });
  await page.goto(`${board()}/demo/sso?token=${token}&redirect=${encodeURIComponent("/demo/admin/settings")}`);
  await page.getByLabel(label).check();
  await page.getByRole("button", { name: "Save who may use the widget" }).click();
  await expect(page.getByLabel(label)).toBeChecked();
}

test("where the board takes an e-mail address, the widget asks for one and the vote counts once the link is opened", async ({ page }) => {
  const email = `typed-${Date.now()}@customer.test`;
  const host = await serveHost(() => "");
  try {
    allow(host.url);
    await widgetAccess(page, /someone who gives an e-mail address/);
    await page.goto(host.url);
    await page.getByRole("button", { name: /^Feedback/ }).click();
    const dialog = page.getByRole("dialog", { name: "Feedback" });
    // The search's answer, before its buttons are used (it replaces the list).
    const search = async () => {
      const searched = page.waitForResponse((r) => r.url().includes("/board?") && r.url().includes("q=Dark"));
      await dialog.getByLabel("Search ideas").fill("Dark mode");
      await searched;
    };
    await search();
    const upvote = dialog.getByRole("button", { name: /^Upvote “Dark mode”,/ });
    const before = Number((await upvote.textContent())!.match(/, (\d+) votes?/)![1]);

    // The vote asks for an address first, then waits for its owner.
    await upvote.click();
    await expect(dialog.getByLabel("E-mail address")).toBeFocused();
    await expectNoAxeViolations(page);
    await dialog.getByLabel("E-mail address").fill(email);
    await dialog.getByLabel("Name (optional)").fill("Tess Typed");
    await dialog.getByRole("button", { name: "Continue" }).click();
    await expect(dialog.getByRole("status").filter({ hasText: `We e-mailed a link to ${email}.` })).toBeVisible();
    await expect(upvote).toHaveAttribute("aria-pressed", "true");
    await expect(upvote).toHaveAccessibleName(new RegExp(`, ${before} votes?`));
    await expectNoAxeViolations(page);

    // The link in the e-mail makes it count.
    await page.goto(await linkMailedTo(email));
    await page.getByRole("button", { name: "Confirm and sign in" }).click();
    await expect(page).toHaveURL(/\/demo$/);
    await page.goto(host.url);
    await page.getByRole("button", { name: /^Feedback/ }).click();
    await search();
    await expect(upvote).toHaveAccessibleName(new RegExp(`, ${before + 1} votes?`));
  } finally {
    await widgetAccess(page, /your server signs everyone/);
    host.close();
  }
});

test("in Arabic the widget reads right to left, and stays clean under axe", async ({ page }) => {
  const host = await serveHost(() => signed(`widget-ar-${Date.now()}@customer.test`, "Warda"), "ar");
  try {
    allow(host.url);
    await page.goto(host.url);
    await page.getByRole("button", { name: /^ملاحظاتك/ }).click();
    const dialog = page.getByRole("dialog", { name: "ملاحظاتك" });
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAttribute("dir", "rtl");
    await dialog.getByLabel("ابحث في الأفكار").fill("Dark mode");
    await expect(dialog.getByRole("button", { name: /^صوّت لـ«Dark mode»,/ })).toBeVisible();
    await expectNoAxeViolations(page);
  } finally {
    host.close();
  }
});

test("a tampered token and an unlisted host are refused", async ({ page, request, consoleErrors }) => {
  const tampered = await serveHost(() => signed(`tampered-${Date.now()}@customer.test`, "Mallory").replace(/.$/, (c) => (c === "A" ? "B" : "A")));
  const unlisted = await serveHost(() => signed(`unlisted-${Date.now()}@customer.test`, "Una"));
  try {
    allow(tampered.url);
    await page.goto(tampered.url);
    await page.getByRole("button", { name: /^Feedback/ }).click();
    const dialog = page.getByRole("dialog", { name: "Feedback" });
    await expect(dialog.getByRole("alert")).toHaveText("Sign in to the product to vote, comment and post.");

    // Not listed: the board answers its preflight and its calls with 403 and no CORS header.
    const refused = await request.get(`${board()}/widget/v1/demo/me`, { headers: { origin: unlisted.url } });
    expect(refused.status()).toBe(403);
    expect(refused.headers()["access-control-allow-origin"]).toBeUndefined();
    await page.goto(unlisted.url);
    await page.getByRole("button", { name: /^Feedback/ }).click();
    await expect(page.getByRole("dialog", { name: "Feedback" }).getByRole("alert")).toBeVisible();
  } finally {
    tampered.close();
    unlisted.close();
    // The browser's own notes on the refused cross-origin calls are what this test expects.
    const expected = (e: string) => e.includes("blocked by CORS policy");
    consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !expected(e)));
  }
});

test("make run's example host page (widget/example-host.mjs) embeds the widget for its person", async ({ page }) => {
  // A free port, then the script exactly as .ci/serve-demo starts it.
  const port = await new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
  allow(`http://127.0.0.1:${port}`);
  const email = `example-${Date.now()}@customer.test`;
  const host = spawn(process.execPath, [path.join(__dirname, "..", "..", "widget", "example-host.mjs"), "--port", String(port), "--board", board(), "--org", "demo", "--secret", demo().widget_secret, "--email", email, "--name", "Ella Example"]);
  try {
    await new Promise<void>((resolve, reject) => {
      host.stdout.on("data", (chunk) => { if (String(chunk).includes("example host page")) resolve(); });
      host.on("exit", (code) => reject(new Error(`example-host.mjs ended (${code})`)));
    });
    await page.goto(`http://127.0.0.1:${port}/`);
    await page.getByRole("button", { name: /^Feedback/ }).click();
    const dialog = page.getByRole("dialog", { name: "Feedback" });
    await dialog.getByLabel("Search ideas").fill("Dark mode");
    const upvote = dialog.getByRole("button", { name: /^Upvote “Dark mode”,/ });
    await upvote.click();
    await expect(upvote).toHaveAttribute("aria-pressed", "true");
    await expectNoAxeViolations(page);
  } finally {
    host.kill();
  }
});


// Last in this file (the only one that uses the widget's secret): it rotates the demo's secret.
test("an expired token, and one signed with a secret rotated out after its grace, are refused", async ({ page }) => {
  const old = demo().widget_secret;
  const person = (secret: string, exp: number) => () => jwt(secret, { id: "host-rotation", email: "rotation@customer.test", name: "Rita", exp });
  const later = Math.floor(Date.now() / 1000) + 600;
  const expired = await serveHost(person(old, Math.floor(Date.now() / 1000) - 60));
  const stale = await serveHost(person(old, later));
  let fresh: { url: string; close: () => void } | undefined;
  const refused = async (url: string) => {
    await page.goto(url);
    await page.getByRole("button", { name: /^Feedback/ }).click();
    await expect(page.getByRole("dialog", { name: "Feedback" }).getByRole("alert")).toHaveText("Sign in to the product to vote, comment and post.");
  };
  try {
    allow(expired.url);
    allow(stale.url);
    await refused(expired.url);
    // A new secret with no grace: the old one's tokens are refused at once, the new one's taken.
    const made = JSON.parse(execFileSync(upboard(), ["widget", "secret", "--org", "demo", "--grace-hours", "0", "--database-url", database()], { encoding: "utf8" }));
    await refused(stale.url);
    fresh = await serveHost(person(made.widget_secret, later));
    allow(fresh.url);
    await page.goto(fresh.url);
    await page.getByRole("button", { name: /^Feedback/ }).click();
    // (The board holds the whole suite's posts by now: the post is found by search.)
    const dialog = page.getByRole("dialog", { name: "Feedback" });
    await dialog.getByLabel("Search ideas").fill("Dark mode");
    await expect(dialog.getByRole("button", { name: /^Upvote “Dark mode”,/ })).toBeVisible();
    await expect(dialog.getByRole("alert")).toHaveCount(0);
  } finally {
    expired.close();
    stale.close();
    fresh?.close();
  }
});
