// The browser's part of the OAuth authorization code flow, done over plain HTTP for the tests: sign in (next-auth
// credentials), follow the authorization endpoint to the consent page, post the learner's decision, and use the
// account page's "Disconnect" form. Cookies are kept in a small jar per learner.
//
// Every request here leaves from its own loopback source address (127.x.y.z, one per test: `newSourceAddress()`),
// because the auth endpoints are rate limited per client address (60/min) and one flow makes several requests:
// each test gets its own quota instead of sharing 127.0.0.1's with every other test file.
import { randomInt, randomUUID } from "node:crypto";
import http from "node:http";
import { BASE } from "./http";

let source = "127.0.0.1";

/** Switches the source address of the requests below to a fresh 127.x.y.z; returns it. */
export function newSourceAddress(): string {
  source = `127.${randomInt(1, 255)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
  return source;
}

/** fetch() from the current loopback source address, never following redirects. Answers a standard Response. */
export const loopbackFetch: typeof fetch = async (input, init) => {
  const req = new Request(input, { ...init, redirect: "manual" });
  const body = req.body ? Buffer.from(await req.arrayBuffer()) : undefined;
  const url = new URL(req.url);
  const headers: Record<string, string> = {};
  req.headers.forEach((v, k) => (headers[k] = v));
  if (body) headers["content-length"] = String(body.length);
  return new Promise<Response>((resolve, reject) => {
    const r = http.request(url, { method: req.method, headers, localAddress: source }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("error", reject);
      res.on("end", () => {
        const h = new Headers();
        for (let i = 0; i < res.rawHeaders.length; i += 2) h.append(res.rawHeaders[i], res.rawHeaders[i + 1]);
        const status = res.statusCode ?? 500;
        const buf = Buffer.concat(chunks);
        resolve(new Response([101, 204, 205, 304].includes(status) ? null : buf, { status, headers: h }));
      });
    });
    r.on("error", reject);
    r.end(body);
  });
};

export function api(path: string, init: RequestInit = {}): Promise<Response> {
  return loopbackFetch(`${BASE}${path}`, init);
}

export function postJson(path: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return api(path, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
}

export class Browser {
  private jar = new Map<string, string>();

  cookie(): string {
    return [...this.jar].map(([k, v]) => `${k}=${v}`).join("; ");
  }

  async fetch(url: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    if (this.jar.size) headers.set("cookie", this.cookie());
    const r = await loopbackFetch(url.startsWith("http") ? url : `${BASE}${url}`, { ...init, headers });
    for (const c of r.headers.getSetCookie()) {
      const [pair] = c.split(";");
      const i = pair.indexOf("=");
      const name = pair.slice(0, i).trim();
      const value = pair.slice(i + 1).trim();
      if (value === "" || /max-age=0|expires=thu, 01 jan 1970/i.test(c)) this.jar.delete(name);
      else this.jar.set(name, value);
    }
    return r;
  }
}

/** A new learner with a password, signed in through next-auth's credentials provider. */
export async function signedInLearner(): Promise<{ browser: Browser; email: string }> {
  const email = `oauth-${randomUUID()}@example.com`;
  const password = "a long test password";
  const r = await postJson("/api/auth/register", { email, password, firstName: "Olga", lastName: "Auth" });
  if (r.status !== 201) throw new Error(`sign-up failed: ${r.status} ${await r.text()}`);
  const browser = new Browser();
  const { csrfToken } = await (await browser.fetch("/api/auth/csrf")).json();
  const signIn = await browser.fetch("/api/auth/callback/credentials", {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ csrfToken, email, password, callbackUrl: `${BASE}/account` }),
  });
  if (signIn.status >= 400 || !browser.cookie().includes("session-token"))
    throw new Error(`sign-in failed: ${signIn.status} ${signIn.headers.get("location")}`);
  return { browser, email };
}

const unescapeHtml = (s: string) =>
  s.replace(/&(amp|lt|gt|quot|#x27|#39);/g, (_, e: string) =>
    e === "amp" ? "&" : e === "lt" ? "<" : e === "gt" ? ">" : e === "quot" ? '"' : "'",
  );

/** The hidden inputs of the first form in `html` that contains `marker`. */
export function formFields(html: string, marker: string): Record<string, string> {
  const form = html.split("<form").find((f) => f.includes(marker));
  if (!form) throw new Error(`no form with ${marker}`);
  const fields: Record<string, string> = {};
  for (const m of form.split("</form>")[0].matchAll(/<input([^>]*)>/g)) {
    const name = /name="([^"]*)"/.exec(m[1])?.[1];
    if (!name) continue;
    fields[unescapeHtml(name)] = unescapeHtml(/value="([^"]*)"/.exec(m[1])?.[1] ?? "");
  }
  return fields;
}

/** Opens the consent page for an authorization URL (following our own redirects) and returns its HTML. */
export async function openConsent(browser: Browser, authorizationUrl: string): Promise<{ url: string; html: string }> {
  const first = await browser.fetch(authorizationUrl);
  if (first.status !== 303) throw new Error(`authorize answered ${first.status}: ${await first.text()}`);
  const url = first.headers.get("location")!;
  if (!url.startsWith(`${BASE}/oauth/authorize?`)) throw new Error(`authorize redirected to ${url}`);
  const page = await browser.fetch(url);
  if (page.status !== 200) throw new Error(`consent page answered ${page.status} → ${page.headers.get("location")}`);
  return { url, html: await page.text() };
}

/**
 * Where a consent response sends the browser: the `Refresh` target of the page that returns to the client (the
 * consent endpoint answers 200 with Refresh, not a 303: see lib/oauth/error-page.ts). Null when it does not.
 */
export function clientLocation(r: Response): URL | null {
  const m = /^0;url=(.+)$/.exec(r.headers.get("refresh") ?? "");
  return m ? new URL(m[1]) : null;
}

/** Posts the consent form; returns the response (200 with Refresh to the client's redirect URI on success). */
export async function postConsent(
  browser: Browser,
  html: string,
  decision: "allow" | "deny",
  override: Record<string, string> = {},
  headers: Record<string, string> = { origin: BASE },
): Promise<Response> {
  const fields = { ...formFields(html, "consent_token"), decision, ...override };
  return browser.fetch("/api/auth/authorize", {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams(fields),
  });
}

/** The whole browser step: consent page, "Allow", and the redirect back to the client (its URL). */
export async function authorizeInBrowser(browser: Browser, authorizationUrl: string | URL): Promise<URL> {
  const { html } = await openConsent(browser, String(authorizationUrl));
  const r = await postConsent(browser, html, "allow");
  const back = clientLocation(r);
  if (r.status !== 200 || !back) throw new Error(`consent answered ${r.status}: ${await r.text()}`);
  return back;
}

/** Clicks "Disconnect" for a client on /account (the page's server-action form, posted as a browser would). */
export async function disconnectOnAccountPage(browser: Browser, clientId: string): Promise<Response> {
  const page = await browser.fetch("/account");
  if (page.status !== 200) throw new Error(`/account answered ${page.status}`);
  const html = await page.text();
  const escaped = clientId.replace(/&/g, "&amp;");
  const fields = formFields(html, `value="${escaped}"`);
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.append(k, v);
  return browser.fetch("/account", { method: "POST", body, headers: { origin: BASE } });
}
