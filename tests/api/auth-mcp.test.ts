// The official MCP TypeScript SDK's OAuth client flow, end to end against the built app: the analyze tool answers
// 401 → the SDK discovers the protected resource and the authorization server, registers (RFC 7591), and sends the
// "browser" to the authorization endpoint; a test helper signs in and allows; the SDK exchanges the code (PKCE),
// calls analyze_java_code, refreshes; disconnecting the app on /account stops both tokens.
import { auth, UnauthorizedError, type OAuthClientProvider } from "@modelcontextprotocol/sdk/client/auth.js";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type {
  OAuthClientInformationMixed,
  OAuthClientMetadata,
  OAuthTokens,
} from "@modelcontextprotocol/sdk/shared/auth.js";
import { describe, expect, it } from "vitest";
import { api, BASE, expectErrorShape, hasServer, postJson } from "../helpers/http";
import { authorizeInBrowser, disconnectOnAccountPage, newSourceAddress, signedInLearner } from "../helpers/oauth";

const REDIRECT = "http://127.0.0.1:33418/oauth/callback";
const javaCode =
  'class Repo { java.sql.ResultSet find(java.sql.Statement st, String name) throws Exception { return st.executeQuery("SELECT * FROM t WHERE n = \'" + name + "\'"); } }';

/** An in-memory OAuthClientProvider, as a desktop MCP client keeps it on disk. */
class MemoryProvider implements OAuthClientProvider {
  info?: OAuthClientInformationMixed;
  saved?: OAuthTokens;
  verifier = "";
  authorizationUrl?: URL;
  readonly redirectUrl = REDIRECT;
  readonly clientMetadata: OAuthClientMetadata = {
    client_name: "MCP SDK test client",
    redirect_uris: [REDIRECT],
    grant_types: ["authorization_code", "refresh_token"],
    response_types: ["code"],
    token_endpoint_auth_method: "none",
  };
  private readonly stateValue = `st-${Math.random().toString(36).slice(2)}`;
  state() {
    return this.stateValue;
  }
  clientInformation() {
    return this.info;
  }
  saveClientInformation(info: OAuthClientInformationMixed) {
    this.info = info;
  }
  tokens() {
    return this.saved;
  }
  saveTokens(tokens: OAuthTokens) {
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

describe.skipIf(!hasServer)("MCP SDK OAuth flow", () => {
  it("signs in through the browser, calls analyze_java_code, refreshes, and stops working once disconnected", async () => {
    newSourceAddress(); // the browser's requests get their own rate-limit quota (see tests/helpers/oauth.ts)
    const { browser } = await signedInLearner();
    const provider = new MemoryProvider();
    const mcpUrl = new URL(`${BASE}/api/mcp`);
    const transport = new StreamableHTTPClientTransport(mcpUrl, { authProvider: provider });
    const client = new Client({ name: "oauth-e2e", version: "1.0.0" });
    await client.connect(transport); // the public tools need no token

    // The analyze tool needs one: 401 → discovery → registration → the authorization URL for the browser.
    await expect(client.callTool({ name: "analyze_java_code", arguments: { code: javaCode } })).rejects.toBeInstanceOf(
      UnauthorizedError,
    );
    expect(provider.info?.client_id).toMatch(/^cl_/);
    const authUrl = provider.authorizationUrl!;
    expect(`${authUrl.origin}${authUrl.pathname}`).toBe(`${BASE}/api/auth/authorize`);
    expect(authUrl.searchParams.get("code_challenge_method")).toBe("S256");
    expect(authUrl.searchParams.get("resource")).toBe(BASE);

    // The browser: sign-in cookie, consent page, "Allow" → back to the client's loopback redirect URI.
    const callback = await authorizeInBrowser(browser, authUrl);
    expect(`${callback.origin}${callback.pathname}`).toBe(REDIRECT);
    expect(callback.searchParams.get("state")).toBe(provider.state());
    await transport.finishAuth(callback.searchParams.get("code")!);
    const first = provider.saved!;
    expect(first.refresh_token).toMatch(/^rt_/);

    const result = await client.callTool({ name: "analyze_java_code", arguments: { code: javaCode } });
    expect(result.isError).toBeFalsy();
    expect(JSON.stringify(result.content)).toMatch(/SQL|injection/i);

    // Refresh (the SDK's auth() uses the stored refresh token): new tokens, and they work.
    expect(await auth(provider, { serverUrl: mcpUrl })).toBe("AUTHORIZED");
    const second = provider.saved!;
    expect(second.access_token).not.toBe(first.access_token);
    expect(second.refresh_token).not.toBe(first.refresh_token);
    const again = await client.callTool({ name: "analyze_java_code", arguments: { code: javaCode } });
    expect(again.isError).toBeFalsy();

    // Disconnect on /account: the access token and the refresh token both stop working.
    const r = await disconnectOnAccountPage(browser, provider.info!.client_id);
    expect(r.status).toBe(303);
    await client.close();
    await expectErrorShape(
      await postJson("/api/java/analyze", { code: javaCode }, { authorization: `Bearer ${second.access_token}` }),
      401,
      "UNAUTHORIZED",
    );
    const mcp401 = await postJson(
      "/api/mcp",
      {
        jsonrpc: "2.0",
        id: 9,
        method: "tools/call",
        params: { name: "analyze_java_code", arguments: { code: javaCode } },
      },
      { authorization: `Bearer ${second.access_token}`, accept: "application/json, text/event-stream" },
    );
    expect(mcp401.status).toBe(401);
    const refresh = await api("/api/auth/token", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        grant_type: "refresh_token",
        refresh_token: second.refresh_token!,
        client_id: provider.info!.client_id,
      }),
    });
    expect(refresh.status).toBe(400);
    expect((await refresh.json()).error).toBe("invalid_grant");
  });
});
