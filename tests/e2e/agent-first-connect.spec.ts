// Issue 32, end to end as a new learner meets it: the official MCP SDK v2 client (DCR, PKCE, its own OAuth provider)
// and a real Chromium. A visitor without an account starts from the client, creates an account in the flow (`next`
// carried through sign-up), grants `analyze` only on the consent page (unticking anything else), and lands back on the
// app's loopback page. The client then calls analyze_java_code, is refused mark_lesson_complete (HTTP 403,
// insufficient_scope with scope="progress"), and steps up: a second consent for `progress`, after which the call works.
// Also: screenshots of the consent page at 390 px and 1280 px into docs/screenshots/, and an axe check of it.
import http from "node:http";
import type { AddressInfo } from "node:net";
import AxeBuilder from "@axe-core/playwright";
import {
  Client,
  StreamableHTTPClientTransport,
  UnauthorizedError,
  type OAuthClientProvider,
} from "@modelcontextprotocol/client";
import { expect, test, type Page } from "@playwright/test";

const JAVA = 'class A { void f(java.sql.Statement s, String n) throws Exception { s.executeQuery("SELECT " + n); } }';
type Info = Parameters<NonNullable<OAuthClientProvider["saveClientInformation"]>>[0];
type Tokens = Parameters<OAuthClientProvider["saveTokens"]>[0];

/** An in-memory provider, as a desktop MCP client keeps it on disk. */
class MemoryProvider implements OAuthClientProvider {
  info?: Info;
  saved?: Tokens;
  verifier = "";
  authorizationUrl?: URL;
  constructor(readonly redirectUrl: string) {}
  get clientMetadata() {
    return {
      client_name: "Code Review Buddy",
      redirect_uris: [this.redirectUrl],
      grant_types: ["authorization_code", "refresh_token"],
      response_types: ["code"],
      token_endpoint_auth_method: "none",
    };
  }
  clientInformation() {
    return this.info;
  }
  saveClientInformation(info: Info) {
    this.info = info;
  }
  tokens() {
    return this.saved;
  }
  saveTokens(tokens: Tokens) {
    this.saved = tokens;
  }
  redirectToAuthorization(url: URL) {
    this.authorizationUrl = url;
  }
  saveCodeVerifier(v: string) {
    this.verifier = v;
  }
  codeVerifier() {
    return this.verifier;
  }
}

/** On the consent page: keep only `keep` ticked, Allow, and return the code from the app's loopback page. */
async function consent(page: Page, keep: string[], redirectUri: string): Promise<string> {
  for (const box of await page.getByRole("checkbox").all()) {
    const name = (await box.getAttribute("name"))!.replace(/^grant_/, "");
    if (keep.includes(name)) await box.check();
    else await box.uncheck();
  }
  await page.getByRole("button", { name: "Allow" }).click();
  await expect(page.getByRole("heading", { name: "Back in Code Review Buddy" })).toBeVisible();
  const back = new URL(page.url());
  expect(`${back.origin}${back.pathname}`).toBe(redirectUri);
  return back.searchParams.get("code")!;
}

test("a new learner signs up in the flow, grants analyze only, and steps up for progress", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const app = http.createServer((_req, res) => {
    res.writeHead(200, { "content-type": "text/html" });
    res.end("<!doctype html><html lang=en><title>Buddy</title><h1>Back in Code Review Buddy</h1></html>");
  });
  await new Promise<void>((r) => app.listen(0, "127.0.0.1", r));
  const redirectUri = `http://127.0.0.1:${(app.address() as AddressInfo).port}/callback`;
  const provider = new MemoryProvider(redirectUri);
  const transport = new StreamableHTTPClientTransport(new URL("/api/mcp", baseURL), { authProvider: provider });
  const client = new Client({ name: "code-review-buddy", version: "1.0.0" });
  try {
    await client.connect(transport); // the public tools need no token

    // 401 with scope="analyze" → the SDK registers itself and asks for exactly that scope.
    await expect(client.callTool({ name: "analyze_java_code", arguments: { code: JAVA } })).rejects.toBeInstanceOf(
      UnauthorizedError,
    );
    const first = provider.authorizationUrl!;
    expect(first.searchParams.get("scope")).toBe("analyze");

    // The visitor has no account: sign-in page → "Create an account" → sign-up, with `next` kept all the way.
    await page.goto(first.toString());
    await expect(page).toHaveURL(/\/signin\?next=/);
    await expect(page.getByText(/An app is asking to connect/)).toBeVisible();
    await page.getByRole("link", { name: "Create an account" }).click();
    await expect(page).toHaveURL(/\/signup\?next=/);
    await page.getByLabel("First name").fill("Nova");
    await page.getByLabel("Last name").fill("Learner");
    await page.getByLabel("Email").fill(`nova-${Date.now()}@example.com`);
    await page.getByLabel(/Password/).fill("a very good password");
    await page.getByRole("button", { name: "Create account" }).click();

    // The consent page: the facts, the redirect in words, who is signed in.
    await expect(page.getByRole("heading", { name: "Connect an app to your account?" })).toBeVisible();
    await expect(page.getByText("An app that registered itself as:")).toBeVisible();
    await expect(page.getByText("“Code Review Buddy”")).toBeVisible();
    await expect(page.getByText("Not verified.")).toBeVisible();
    await expect(page.getByText("back to the app on this computer")).toBeVisible();
    await expect(page.getByRole("button", { name: "Not you? Switch account" })).toBeVisible();
    const axe = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
    expect(axe.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
      await page.screenshot({ path: `docs/screenshots/consent-${width}.png`, fullPage: true });
    }
    await page.setViewportSize({ width: 1280, height: 800 });

    await transport.finishAuth(await consent(page, ["analyze"], redirectUri));
    expect(provider.saved?.scope).toBe("analyze");
    const analyzed = await client.callTool({ name: "analyze_java_code", arguments: { code: JAVA } });
    expect(analyzed.isError).toBeFalsy();

    // The token cannot mark progress: HTTP 403 insufficient_scope naming the scope it needs…
    const refused = await fetch(new URL("/api/mcp", baseURL), {
      method: "POST",
      headers: {
        authorization: `Bearer ${provider.saved!.access_token}`,
        "content-type": "application/json",
        accept: "application/json, text/event-stream",
        "mcp-protocol-version": "2025-11-25",
      },
      body: JSON.stringify({
        jsonrpc: "2.0",
        id: 1,
        method: "tools/call",
        params: { name: "mark_lesson_complete", arguments: { course: "java-fundamentals", lesson: "loops" } },
      }),
    });
    expect(refused.status).toBe(403);
    const challenge = refused.headers.get("www-authenticate") ?? "";
    expect(challenge).toMatch(/error="insufficient_scope"/);
    expect(challenge).toMatch(/scope="progress"/);

    // …and the SDK steps up on its own: a new authorization URL that asks for progress.
    const call = () =>
      client.callTool({
        name: "mark_lesson_complete",
        arguments: { course: "java-fundamentals", lesson: "loops", completed: true },
      });
    provider.authorizationUrl = undefined;
    await expect(call()).rejects.toBeInstanceOf(UnauthorizedError);
    const stepUp = provider.authorizationUrl!;
    expect(stepUp.searchParams.get("scope")?.split(" ")).toContain("progress");
    await page.goto(stepUp.toString()); // still signed in: straight to the consent page
    await expect(page.getByRole("heading", { name: "Connect an app to your account?" })).toBeVisible();
    const wanted = stepUp.searchParams.get("scope")!.split(" ");
    await transport.finishAuth(await consent(page, wanted, redirectUri));
    expect(provider.saved?.scope?.split(" ")).toContain("progress");
    const marked = await call();
    expect(marked.isError).toBeFalsy();
    expect(JSON.stringify(marked.structuredContent)).toContain("loops");
  } finally {
    await client.close().catch(() => {});
    await new Promise<void>((r) => app.close(() => r()));
  }
});
