import { defineConfig } from "@playwright/test";
import * as os from "node:os";
import * as path from "node:path";
import * as fs from "node:fs";
import { execFileSync } from "node:child_process";

// The server under test (its webhooks may reach loopback, where the tests listen): the debug `upboard` binary with the site (WASM, CSS) built by
// `.ci/site debug`. `make test` sets both; the defaults match its layout.
const targetDir = process.env.CARGO_TARGET_DIR ?? path.join(os.homedir(), ".cache", "upboard-target");
const bin = process.env.UPBOARD_BIN ?? path.join(targetDir, "debug", "upboard");
const siteRoot = process.env.UPBOARD_SITE_ROOT ?? path.resolve(__dirname, "..", "target", "site");
// The first free port from 3100 (below the kernel's ephemeral range, so no client's connection
// takes it while the server starts), chosen once: worker processes inherit it.
function listens(port: number): boolean {
  const probe = `require("net").createServer().once("error", () => process.exit(1)).listen(${port}, "127.0.0.1", function () { this.close(); })`;
  try {
    execFileSync(process.execPath, ["-e", probe], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}
process.env.UPBOARD_E2E_PORT ??= String(Array.from({ length: 100 }, (_, n) => 3100 + n).find(listens) ?? 3100);
const port = Number(process.env.UPBOARD_E2E_PORT);
// Worker processes load this file again; they inherit the main process's data folder.
const dataDir = (process.env.UPBOARD_E2E_DATA ??= fs.mkdtempSync(path.join(os.tmpdir(), "upboard-e2e-")));
const databaseUrl = `sqlite://${dataDir}/upboard.db?mode=rwc`;
const baseURL = `http://127.0.0.1:${port}`;

// The demo organization, created before the server starts; tests that drive the API or SSO
// read its key and secret from here.
if (!process.env.UPBOARD_E2E_DEMO) {
  process.env.UPBOARD_E2E_DEMO = execFileSync(bin, ["demo", "--json", "--database-url", databaseUrl, "--public-url", baseURL], {
    encoding: "utf8",
  });
}

export default defineConfig({
  testDir: "./tests",
  outputDir: "./test-results",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [["list"]],
  timeout: 60_000,
  expect: { timeout: 15_000 },
  use: {
    baseURL,
    screenshot: "only-on-failure",
    trace: "off",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [{ name: "chromium", use: { browserName: "chromium" } }],
  webServer: {
    command: `exec "${bin}" serve --addr 127.0.0.1:${port} --database-url "${databaseUrl}" --public-url ${baseURL} --site-root "${siteRoot}" --uploads "${dataDir}/uploads" --mail-dir "${dataDir}/mail" --allow-private-webhooks`,
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: "ignore",
    stderr: "pipe",
  },
});
