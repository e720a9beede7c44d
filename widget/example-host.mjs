// An example host page for the widget (docs/widget.md), as a product's own server would serve
// it: a page with a strict Content-Security-Policy that embeds the board's widget, and the
// identify token this "server" signs for the person signed in to it. `make run` starts it
// beside the demo; the browser tests start it too. Node.js alone, no packages.
//
//   node widget/example-host.mjs --port 9401 --board http://localhost:3000 --org demo \
//     --secret "$WIDGET_SECRET" [--email grace@customer.test --name Grace]

import { createHmac } from "node:crypto";
import { createServer } from "node:http";

const args = new Map();
for (let i = 2; i < process.argv.length; i += 2) args.set(process.argv[i].replace(/^--/, ""), process.argv[i + 1]);
const port = Number(args.get("port") ?? 9401);
const board = (args.get("board") ?? "http://localhost:3000").replace(/\/$/, "");
const org = args.get("org") ?? "demo";
const secret = args.get("secret") ?? process.env.UPBOARD_WIDGET_SECRET;
const email = args.get("email") ?? "grace@customer.test";
const name = args.get("name") ?? "Grace Hopper";
if (!secret) {
  console.error("--secret (or UPBOARD_WIDGET_SECRET): the organization's widget secret");
  process.exit(2);
}

/** The host's signature of its signed-in person: HS256, an hour. */
function identify() {
  const b64 = (value) => Buffer.from(JSON.stringify(value)).toString("base64url");
  const now = Math.floor(Date.now() / 1000);
  const claims = {
    id: `example-${email}`, email, name, iat: now, exp: now + 3600,
    company: { id: "initech", name: "Initech", monthly_revenue: 1200, plan: "pro" },
  };
  const body = `${b64({ alg: "HS256", typ: "JWT" })}.${b64(claims)}`;
  return `${body}.${createHmac("sha256", secret).update(body).digest("base64url")}`;
}

const escape = (text) => text.replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]);
const policy = `default-src 'none'; script-src 'self' ${board}; connect-src ${board}; img-src 'self' ${board}; style-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`;
const css = "body { font: 16px/1.5 Georgia, serif; margin: 2rem auto; max-width: 40rem; padding: 0 1rem; } h1 { font-size: 1.6rem; }";

createServer((request, response) => {
  if (request.url === "/app.css") {
    response.writeHead(200, { "content-type": "text/css; charset=utf-8" }).end(css);
    return;
  }
  const query = new URL(request.url, "http://host").searchParams;
  const lang = query.get("lang") ?? "en";
  // `?widget=off`: the same page without the widget (what `make check-web` compares it with).
  const widget = query.get("widget") === "off" ? "" : `<script src="${board}/widget.js" async></script>
<upboard-widget org="${escape(org)}" lang="${escape(lang)}" token="${identify()}"></upboard-widget>`;
  const page = `<!doctype html>
<html lang="${escape(lang)}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Acme app (an example host)</title><link rel="stylesheet" href="/app.css"></head>
<body>
<main>
<h1>Acme app</h1>
<p>This page stands for your product: its server has signed in ${escape(name)} (${escape(email)}) and vouches for them to the board. Press “Feedback”.</p>
</main>
${widget}
</body>
</html>`;
  response.writeHead(200, { "content-type": "text/html; charset=utf-8", "content-security-policy": policy, "cache-control": "no-store" }).end(page);
}).listen(port, "127.0.0.1", () => console.log(`example host page: http://127.0.0.1:${port}`));
