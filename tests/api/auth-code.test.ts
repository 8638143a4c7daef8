// The OAuth 2.1 authorization code flow against the built app: oauth4webapi as the client, a test helper as the
// browser (sign in, consent), Client ID Metadata Documents served from a loopback server in this process, and every
// refusal the flow must make (PKCE, code replay, redirect URIs, resource, refresh-token reuse, CIMD fetch limits).
import http from "node:http";
import type { AddressInfo } from "node:net";
import * as oauth from "oauth4webapi";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { BASE, expectErrorShape } from "../helpers/http";
import {
  api,
  authorizeInBrowser,
  clientLocation,
  loopbackFetch,
  newSourceAddress,
  postJson,
  disconnectOnAccountPage,
  openConsent,
  postConsent,
  signedInLearner,
  type Browser,
} from "../helpers/oauth";

const insecure = { [oauth.allowInsecureRequests]: true, [oauth.customFetch]: loopbackFetch };
const origin = new URL(BASE);
const REDIRECT = "http://127.0.0.1/callback"; // registered; RFC 8252: any port on loopback
const redirectOnPort = (port: number) => `http://127.0.0.1:${port}/callback`;
const javaCode = 'class A { boolean f(String s) { return s == "x"; } }';
let as: oauth.AuthorizationServer;
let learner: { browser: Browser; email: string };
let client: oauth.Client;

const analyze = (token: string) =>
  postJson("/api/java/analyze", { code: javaCode }, { authorization: `Bearer ${token}` });
const tokenForm = (params: Record<string, string>) =>
  api("/api/auth/token", {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(params),
  });

async function oauthError(r: Response, status: number, error: string) {
  const body = await r.json();
  expect(r.status, JSON.stringify(body)).toBe(status);
  expect(r.headers.get("cache-control")).toContain("no-store");
  expect(body.error, JSON.stringify(body)).toBe(error);
  expect(typeof body.error_description).toBe("string");
  return body as { error: string; error_description: string };
}

async function registerClient(extra: Record<string, unknown> = {}): Promise<oauth.Client> {
  return oauth.processDynamicClientRegistrationResponse(
    await oauth.dynamicClientRegistrationRequest(
      as,
      {
        client_name: "Code flow agent",
        redirect_uris: [REDIRECT, "https://agent.example/oauth/cb"],
        grant_types: ["authorization_code", "refresh_token"],
        response_types: ["code"],
        token_endpoint_auth_method: "none",
        ...extra,
      },
      insecure,
    ),
  );
}

interface Started {
  url: URL;
  verifier: string;
  state: string;
  redirectUri: string;
}

async function start(c: oauth.Client, opts: { redirectUri?: string; params?: Record<string, string | null> } = {}) {
  const verifier = oauth.generateRandomCodeVerifier();
  const state = oauth.generateRandomState();
  const redirectUri = opts.redirectUri ?? redirectOnPort(40000 + Math.floor(Math.random() * 20000));
  const url = new URL(as.authorization_endpoint!);
  const params: Record<string, string | null> = {
    response_type: "code",
    client_id: c.client_id,
    redirect_uri: redirectUri,
    scope: "read analyze",
    state,
    code_challenge: await oauth.calculatePKCECodeChallenge(verifier),
    code_challenge_method: "S256",
    resource: BASE,
    ...opts.params,
  };
  for (const [k, v] of Object.entries(params)) if (v !== null) url.searchParams.set(k, v);
  return { url, verifier, state, redirectUri } satisfies Started;
}

/** Authorization response → parameters for the token request (checks state and iss like a real client). */
async function approve(c: oauth.Client, s: Started) {
  const callback = await authorizeInBrowser(learner.browser, s.url);
  expect(`${callback.origin}${callback.pathname}`).toBe(s.redirectUri);
  return oauth.validateAuthResponse(as, c, callback, s.state);
}

async function exchange(c: oauth.Client, s: Started, params: URLSearchParams, verifier = s.verifier) {
  return oauth.authorizationCodeGrantRequest(as, c, oauth.None(), params, s.redirectUri, verifier, {
    ...insecure,
    additionalParameters: { resource: BASE },
  });
}

/** Follows GET /api/auth/authorize once; returns the redirect (to the client) or the error page. */
async function authorizeOnce(url: URL) {
  const r = await learner.browser.fetch(String(url));
  return { status: r.status, location: r.headers.get("location"), body: await r.text() };
}

beforeEach(() => void newSourceAddress());
beforeAll(async () => {
  newSourceAddress();
  as = await oauth.processDiscoveryResponse(
    origin,
    await oauth.discoveryRequest(origin, { algorithm: "oauth2", ...insecure }),
  );
  learner = await signedInLearner();
  client = await registerClient();
});

describe("metadata", () => {
  it("advertises the authorization endpoint, the code flow with S256 PKCE, refresh tokens and CIMD", () => {
    expect(as.authorization_endpoint).toBe(`${BASE}/api/auth/authorize`);
    expect(as.response_types_supported).toEqual(["code"]);
    expect(as.code_challenge_methods_supported).toEqual(["S256"]);
    expect(as.grant_types_supported).toEqual(expect.arrayContaining(["authorization_code", "refresh_token"]));
    expect(as.token_endpoint_auth_methods_supported).toContain("none");
    expect(as.client_id_metadata_document_supported).toBe(true);
    expect(as.authorization_response_iss_parameter_supported).toBe(true);
  });
});

describe("authorization code flow with oauth4webapi", () => {
  it("completes: consent, code, tokens (with a refresh token), a protected call, rotation and reuse detection", async () => {
    const s = await start(client);
    const params = await approve(client, s);
    const t = await oauth.processAuthorizationCodeResponse(as, client, await exchange(client, s, params));
    expect(t.token_type).toBe("bearer");
    expect(t.expires_in).toBe(3600);
    expect(t.scope).toBe("read analyze");
    expect(t.refresh_token).toMatch(/^rt_/);
    expect((await analyze(t.access_token)).status).toBe(200);

    // Refresh: a new access token and a new refresh token; the old refresh token is used up.
    const r1 = await oauth.processRefreshTokenResponse(
      as,
      client,
      await oauth.refreshTokenGrantRequest(as, client, oauth.None(), t.refresh_token!, insecure),
    );
    expect(r1.refresh_token).toMatch(/^rt_/);
    expect(r1.refresh_token).not.toBe(t.refresh_token);
    expect((await analyze(r1.access_token)).status).toBe(200);
    // A refresh may narrow the scopes, never widen them.
    await oauthError(
      await tokenForm({
        grant_type: "refresh_token",
        refresh_token: r1.refresh_token!,
        client_id: client.client_id,
        scope: "read progress",
      }),
      400,
      "invalid_scope",
    );

    // Reuse of the old refresh token revokes the whole family: the newest refresh token and every access token.
    const reuse = await oauthError(
      await tokenForm({ grant_type: "refresh_token", refresh_token: t.refresh_token!, client_id: client.client_id }),
      400,
      "invalid_grant",
    );
    expect(reuse.error_description).toMatch(/already used/);
    await oauthError(
      await tokenForm({ grant_type: "refresh_token", refresh_token: r1.refresh_token!, client_id: client.client_id }),
      400,
      "invalid_grant",
    );
    await expectErrorShape(await analyze(t.access_token), 401, "UNAUTHORIZED");
    await expectErrorShape(await analyze(r1.access_token), 401, "UNAUTHORIZED");
  });

  it("a denied consent answers access_denied at the redirect URI, with state and iss", async () => {
    const s = await start(client);
    const { html } = await openConsent(learner.browser, String(s.url));
    expect(html).toContain("Code flow agent");
    expect(html).toContain("127.0.0.1"); // the redirect host
    expect(html).toMatch(/analyze/);
    const r = await postConsent(learner.browser, html, "deny");
    expect(r.status).toBe(200);
    expect(r.headers.get("location")).toBeNull();
    const back = clientLocation(r)!;
    expect(await r.text()).toContain(back.host);
    expect(back.searchParams.get("error")).toBe("access_denied");
    expect(back.searchParams.get("state")).toBe(s.state);
    expect(back.searchParams.get("iss")).toBe(BASE);
  });

  it("a signed-out learner is sent to sign in and comes back to the consent page", async () => {
    const s = await start(client);
    const first = await api(String(s.url).slice(BASE.length));
    expect(first.status).toBe(303);
    const consent = first.headers.get("location")!;
    const page = await fetch(consent, { redirect: "manual" });
    expect([303, 307]).toContain(page.status);
    const signin = new URL(page.headers.get("location")!, BASE);
    expect(signin.pathname).toBe("/signin");
    const next = signin.searchParams.get("next")!;
    expect(`${BASE}${next}`).toBe(consent);
    // The sign-in page keeps `next` for its form (its own check accepts the encoded consent URL).
    const html = await (await fetch(`${BASE}${signin.pathname}${signin.search}`)).text();
    expect(html).toContain(`value="${next.replace(/&/g, "&amp;")}"`);
  });
});

describe("refused: PKCE, codes and redirect URIs", () => {
  it("missing or plain PKCE, and other response types, go back to the client as errors", async () => {
    const cases: [Record<string, string | null>, string, RegExp][] = [
      [{ code_challenge: null, code_challenge_method: null }, "invalid_request", /code_challenge/],
      [{ code_challenge_method: null }, "invalid_request", /S256/],
      [{ code_challenge_method: "plain" }, "invalid_request", /plain is not accepted/],
      [{ code_challenge: "too-short" }, "invalid_request", /code_challenge/],
      [{ response_type: "token" }, "unsupported_response_type", /code/],
      [{ scope: "read admin" }, "invalid_scope", /admin/],
      [{ resource: "https://other.example" }, "invalid_target", /other\.example/],
    ];
    for (const [params, error, why] of cases) {
      const s = await start(client, { params });
      const r = await authorizeOnce(s.url);
      expect(r.status, JSON.stringify(params)).toBe(303);
      const back = new URL(r.location!);
      expect(`${back.origin}${back.pathname}`).toBe(s.redirectUri);
      expect(back.searchParams.get("error"), JSON.stringify(params)).toBe(error);
      expect(back.searchParams.get("error_description")).toMatch(why);
      expect(back.searchParams.get("state")).toBe(s.state);
      expect(back.searchParams.get("iss")).toBe(BASE);
    }
  });

  it("a wrong or missing code_verifier is refused (and the code is spent)", async () => {
    const s = await start(client);
    const params = await approve(client, s);
    const code = params.get("code")!;
    const base = { grant_type: "authorization_code", code, redirect_uri: s.redirectUri, client_id: client.client_id };
    await oauthError(await tokenForm(base), 400, "invalid_request");
    await oauthError(await tokenForm({ ...base, code_verifier: "short" }), 400, "invalid_request");
    const wrong = await oauthError(
      await tokenForm({ ...base, code_verifier: oauth.generateRandomCodeVerifier() }),
      400,
      "invalid_grant",
    );
    expect(wrong.error_description).toMatch(/PKCE/);
    // The first checked attempt used the code up: even the right verifier is now a replay.
    await oauthError(await tokenForm({ ...base, code_verifier: s.verifier }), 400, "invalid_grant");
  });

  it("a replayed code is refused and revokes the tokens it issued", async () => {
    const s = await start(client);
    const params = await approve(client, s);
    const t = await oauth.processAuthorizationCodeResponse(as, client, await exchange(client, s, params));
    expect((await analyze(t.access_token)).status).toBe(200);
    const again = await oauthError(await exchange(client, s, params), 400, "invalid_grant");
    expect(again.error_description).toMatch(/already used/);
    await expectErrorShape(await analyze(t.access_token), 401, "UNAUTHORIZED");
    await oauthError(
      await tokenForm({ grant_type: "refresh_token", refresh_token: t.refresh_token!, client_id: client.client_id }),
      400,
      "invalid_grant",
    );
  });

  it("a code is bound to its redirect URI, its client and its resource", async () => {
    const other = await registerClient({ client_name: "Another agent" });
    for (const mutate of [
      (b: Record<string, string>) => ({ ...b, redirect_uri: redirectOnPort(1234) }), // another port is another URI here
      (b: Record<string, string>) => ({ ...b, redirect_uri: "https://agent.example/oauth/cb" }),
      (b: Record<string, string>) => ({ ...b, client_id: other.client_id }),
      (b: Record<string, string>) => ({ ...b, resource: "https://other.example" }),
    ]) {
      const s = await start(client);
      const params = await approve(client, s);
      const base = {
        grant_type: "authorization_code",
        code: params.get("code")!,
        redirect_uri: s.redirectUri,
        client_id: client.client_id,
        code_verifier: s.verifier,
      };
      const body: Record<string, string> = mutate(base);
      const r = await tokenForm(body);
      await oauthError(r, 400, body.resource ? "invalid_target" : "invalid_grant");
    }
  });

  it("open redirect attempts get an error page, never a redirect", async () => {
    const attempts: Record<string, string | null>[] = [
      { redirect_uri: "https://evil.example/callback" },
      { redirect_uri: "https://agent.example/oauth/cb/../../evil" },
      { redirect_uri: "https://agent.example/oauth/cb?next=https://evil.example" },
      { redirect_uri: "https://agent.example.evil.example/oauth/cb" },
      { redirect_uri: "http://127.0.0.1:8080@evil.example/callback" },
      { redirect_uri: "javascript:alert(1)" },
      { redirect_uri: null },
      { client_id: "cl_unknown" },
      { client_id: "cl_\u0000" },
      { client_id: "https://tool.example/c.json\u0000" },
      { client_id: null },
    ];
    for (const params of attempts) {
      const s = await start(client, { params, redirectUri: "https://agent.example/oauth/cb" });
      const r = await authorizeOnce(s.url);
      expect(r.status, JSON.stringify(params)).toBe(400);
      expect(r.location).toBeNull();
      expect(r.body).toContain("This app cannot be connected");
    }
    // A repeated redirect_uri is ambiguous: page, not redirect.
    const s = await start(client);
    s.url.searchParams.append("redirect_uri", "https://evil.example/cb");
    expect((await authorizeOnce(s.url)).status).toBe(400);
    // The consent endpoint checks the same rules on its own.
    const { html } = await openConsent(learner.browser, String((await start(client)).url));
    const forged = await postConsent(learner.browser, html, "allow", { redirect_uri: "https://evil.example/cb" });
    expect(forged.status).toBe(400);
    expect(forged.headers.get("location")).toBeNull();
    expect(clientLocation(forged)).toBeNull();
  });

  it("the consent form only works for its own learner, request and site", async () => {
    const s = await start(client);
    const { html } = await openConsent(learner.browser, String(s.url));
    const crossSite = await postConsent(learner.browser, html, "allow", {}, { origin: "https://evil.example" });
    expect(crossSite.status).toBe(403);
    expect(crossSite.headers.get("location")).toBeNull();
    const tampered = await postConsent(learner.browser, html, "allow", { scope: "read analyze progress" });
    expect(tampered.status).toBe(403);
    const otherLearner = await signedInLearner();
    const stolen = await postConsent(otherLearner.browser, html, "allow");
    expect(stolen.status).toBe(403);
  });

  it("a refresh token works only for its own client", async () => {
    const other = await registerClient({ client_name: "Thief" });
    const s = await start(client);
    const t = await oauth.processAuthorizationCodeResponse(
      as,
      client,
      await exchange(client, s, await approve(client, s)),
    );
    await oauthError(
      await tokenForm({ grant_type: "refresh_token", refresh_token: t.refresh_token!, client_id: other.client_id }),
      400,
      "invalid_grant",
    );
    await oauthError(
      await tokenForm({ grant_type: "refresh_token", refresh_token: t.refresh_token! }),
      401,
      "invalid_client",
    );
    await oauthError(
      await tokenForm({ grant_type: "refresh_token", refresh_token: "rt_unknown", client_id: client.client_id }),
      400,
      "invalid_grant",
    );
  });

  it("RFC 7009 revocation of a refresh token revokes its grant", async () => {
    const s = await start(client);
    const t = await oauth.processAuthorizationCodeResponse(
      as,
      client,
      await exchange(client, s, await approve(client, s)),
    );
    await oauth.processRevocationResponse(
      await oauth.revocationRequest(as, client, oauth.None(), t.refresh_token!, insecure),
    );
    await expectErrorShape(await analyze(t.access_token), 401, "UNAUTHORIZED");
    await oauthError(
      await tokenForm({ grant_type: "refresh_token", refresh_token: t.refresh_token!, client_id: client.client_id }),
      400,
      "invalid_grant",
    );
  });

  it("a client registered without the code grant may not use it", async () => {
    const c = await oauth.processDynamicClientRegistrationResponse(
      await oauth.dynamicClientRegistrationRequest(
        as,
        {
          client_name: "Claims only",
          redirect_uris: [REDIRECT],
          grant_types: ["urn:ietf:params:oauth:grant-type:jwt-bearer"],
          token_endpoint_auth_method: "none",
        },
        insecure,
      ),
    );
    const s = await start(c);
    const back = new URL((await authorizeOnce(s.url)).location!);
    expect(back.searchParams.get("error")).toBe("unauthorized_client");
  });
});

describe("token endpoint error codes", () => {
  it("an unknown grant is unsupported_grant_type even for a registered client (RFC 6749 §5.2)", async () => {
    for (const grant_type of ["password", "foo", "client_credentials"])
      await oauthError(await tokenForm({ grant_type, client_id: client.client_id }), 400, "unsupported_grant_type");
  });
  it("an invalid subject_token in token exchange is invalid_request (RFC 8693 §2.2.2)", async () => {
    await oauthError(
      await tokenForm({
        grant_type: "urn:ietf:params:oauth:grant-type:token-exchange",
        subject_token: "not-a-jwt",
        subject_token_type: "urn:ietf:params:oauth:token-type:id_token",
      }),
      400,
      "invalid_request",
    );
  });
});

describe("Client ID Metadata Documents", () => {
  let server: http.Server;
  let cimd = "";
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      const self = `${cimd}${req.url}`;
      const doc = {
        client_id: self,
        client_name: "Metadata Tool",
        client_uri: "https://tool.example",
        redirect_uris: [REDIRECT],
        grant_types: ["authorization_code", "refresh_token"],
        response_types: ["code"],
        token_endpoint_auth_method: "none",
      };
      const json = (body: unknown, extra: Record<string, string> = {}) => {
        res.writeHead(200, { "content-type": "application/json", ...extra });
        res.end(JSON.stringify(body));
      };
      if (req.url === "/client.json") return json(doc, { "cache-control": "max-age=60" });
      if (req.url === "/large.json") return json({ ...doc, padding: "x".repeat(40_000) });
      if (req.url === "/slow.json") return void setTimeout(() => json(doc), 4500);
      if (req.url === "/redirect.json") {
        res.writeHead(301, { location: `${cimd}/client.json` });
        return res.end();
      }
      if (req.url === "/to-private.json") {
        res.writeHead(302, { location: "http://169.254.169.254/latest/meta-data/" });
        return res.end();
      }
      res.writeHead(404);
      res.end();
    });
    await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
    cimd = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  it("a client identified by its metadata URL completes the code flow; the consent page names it", async () => {
    const c: oauth.Client = { client_id: `${cimd}/client.json`, token_endpoint_auth_method: "none" };
    const s = await start(c);
    const { html } = await openConsent(learner.browser, String(s.url));
    expect(html).toContain("Metadata Tool");
    expect(html).toContain(new URL(cimd).host);
    const r = await postConsent(learner.browser, html, "allow");
    const params = oauth.validateAuthResponse(as, c, clientLocation(r)!, s.state);
    const t = await oauth.processAuthorizationCodeResponse(as, c, await exchange(c, s, params));
    expect((await analyze(t.access_token)).status).toBe(200);
    expect(t.refresh_token).toMatch(/^rt_/);
  });

  it("refuses documents that are too large, slow, redirecting or on private addresses, with a page", async () => {
    for (const [clientId, why] of [
      [`${cimd}/large.json`, /larger than 16 KB/],
      [`${cimd}/slow.json`, /did not arrive within 3 s/],
      [`${cimd}/redirect.json`, /redirect \(301\)/],
      [`${cimd}/to-private.json`, /redirect \(302\)/],
      [`${cimd}/missing.json`, /HTTP 404/],
      ["https://10.1.2.3/client.json", /non-public address/],
      ["https://169.254.169.254/latest/client.json", /non-public address/],
      ["https://[fd00::1]/client.json", /non-public address/],
      ["http://tool.example/client.json", /https/],
      ["https://tool.example/", /path/],
    ] as const) {
      const s = await start({ client_id: clientId });
      const r = await authorizeOnce(s.url);
      expect(r.status, clientId).toBe(400);
      expect(r.location).toBeNull();
      expect(r.body, clientId).toMatch(why);
    }
  });

  it("refuses a metadata-URL client at the token endpoint when its document is unusable", async () => {
    await oauthError(
      await tokenForm({ grant_type: "authorization_code", code: "ac_x", client_id: `${cimd}/large.json` }),
      401,
      "invalid_client",
    );
  });
});

describe("connected apps on /account", () => {
  it("lists the app and disconnecting it stops its access and refresh tokens", async () => {
    const { browser } = learner;
    const c = await registerClient({ client_name: "Disconnect me" });
    const s = await start(c);
    const t = await oauth.processAuthorizationCodeResponse(as, c, await exchange(c, s, await approve(c, s)));
    const page = await (await browser.fetch("/account")).text();
    expect(page).toContain("Connected apps");
    expect(page).toContain("Disconnect me");
    const r = await disconnectOnAccountPage(browser, c.client_id);
    expect(r.status).toBe(303);
    expect(r.headers.get("location")).toContain("disconnected=1");
    await expectErrorShape(await analyze(t.access_token), 401, "UNAUTHORIZED");
    await oauthError(
      await tokenForm({ grant_type: "refresh_token", refresh_token: t.refresh_token!, client_id: c.client_id }),
      400,
      "invalid_grant",
    );
    const after = await (await browser.fetch(r.headers.get("location")!)).text();
    expect(after).toContain("App disconnected");
    expect(after).not.toContain('aria-label="Disconnect Disconnect me"');
  });
});
