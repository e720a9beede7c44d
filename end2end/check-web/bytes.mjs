// Bytes on the wire for a first and a repeat visit of each page (what `make check-web`
// reports): Chromium's own count of encoded bytes received per request (0 for what comes from
// its cache), summed over everything the page loads until the network is idle.
// Usage: node bytes.mjs BASE_URL PATH... ; prints one JSON object per path.
import { chromium } from "@playwright/test";

const [base, ...paths] = process.argv.slice(2);
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
});

async function visit(page, client, url) {
  let bytes = 0;
  let requests = 0;
  const finished = (event) => {
    bytes += event.encodedDataLength;
    requests += event.encodedDataLength > 0 ? 1 : 0;
  };
  client.on("Network.loadingFinished", finished);
  await page.goto(url, { waitUntil: "networkidle" });
  client.off("Network.loadingFinished", finished);
  return { bytes, requests };
}

for (const path of paths) {
  const context = await browser.newContext({ extraHTTPHeaders: {} });
  const page = await context.newPage();
  const client = await context.newCDPSession(page);
  await client.send("Network.enable");
  const first = await visit(page, client, `${base}/${path}`);
  // Later: the page is asked for again (its 5 s of shared caching are over), the site's
  // files come from the browser's cache (they are immutable).
  await page.goto("about:blank");
  await new Promise((resolve) => setTimeout(resolve, 6000));
  const repeat = await visit(page, client, `${base}/${path}`);
  console.log(JSON.stringify({ path, first, repeat }));
  await context.close();
}
await browser.close();
