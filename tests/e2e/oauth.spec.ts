// The authorization code flow in a real browser (Chromium): a signed-out learner follows an app's authorization
// link, signs in, comes back to the consent page, allows, and the browser lands on the app's loopback redirect URI
// with a code (the page's CSP lets the form's redirect through); the app exchanges it with its PKCE verifier.
import { createHash, randomBytes } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test } from "@playwright/test";

test("sign in, consent and come back to the app with a code that it exchanges", async ({ page, request, baseURL }) => {
  const callbacks: string[] = [];
  const app = http.createServer((req, res) => {
    callbacks.push(req.url ?? "");
    res.writeHead(200, { "content-type": "text/html" });
    res.end("<!doctype html><title>Agent</title><h1>Signed in to the agent</h1>");
  });
  await new Promise<void>((r) => app.listen(0, "127.0.0.1", r));
  const redirectUri = `http://127.0.0.1:${(app.address() as AddressInfo).port}/callback`;
  try {
    const email = `e2e-oauth-${Date.now()}@example.com`;
    expect(
      (
        await request.post("/api/auth/register", {
          data: { email, password: "a very good password", firstName: "Eve", lastName: "Agent" },
        })
      ).status(),
    ).toBe(201);
    const reg = await request.post("/api/auth/register", {
      data: {
        client_name: "E2E agent",
        redirect_uris: ["http://127.0.0.1/callback"],
        token_endpoint_auth_method: "none",
      },
    });
    const { client_id } = await reg.json();

    const verifier = randomBytes(32).toString("base64url");
    const state = randomBytes(8).toString("hex");
    const url = new URL("/api/auth/authorize", baseURL);
    for (const [k, v] of Object.entries({
      response_type: "code",
      client_id,
      redirect_uri: redirectUri,
      scope: "read analyze",
      state,
      code_challenge: createHash("sha256").update(verifier).digest("base64url"),
      code_challenge_method: "S256",
      resource: new URL(baseURL!).origin,
    }))
      url.searchParams.set(k, v);

    await page.goto(url.toString());
    await expect(page).toHaveURL(/\/signin\?next=/);
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill("a very good password");
    await page.getByRole("button", { name: "Sign in" }).click();

    await expect(page.getByRole("heading", { name: "Connect an app to your account?" })).toBeVisible();
    await expect(page.getByText("read", { exact: true })).toBeVisible();
    await page.getByRole("button", { name: "Allow" }).click();
    await expect(page.getByRole("heading", { name: "Signed in to the agent" })).toBeVisible();

    const back = new URL(page.url());
    expect(`${back.origin}${back.pathname}`).toBe(redirectUri);
    expect(back.searchParams.get("state")).toBe(state);
    const token = await request.post("/api/auth/token", {
      form: {
        grant_type: "authorization_code",
        code: back.searchParams.get("code")!,
        redirect_uri: redirectUri,
        client_id,
        code_verifier: verifier,
      },
    });
    expect(token.status()).toBe(200);
    const body = await token.json();
    expect(body.refresh_token).toMatch(/^rt_/);
    expect(callbacks.filter((u) => u.startsWith("/callback"))).toHaveLength(1); // (Chromium also asks for /favicon.ico)
  } finally {
    await new Promise<void>((r) => app.close(() => r()));
  }
});
