// Agent authentication end to end, with an off-the-shelf OAuth client (oauth4webapi) and a test identity provider.
import { createHmac, randomUUID } from "node:crypto";
import * as oauth from "oauth4webapi";
import { beforeAll, describe, expect, it } from "vitest";
import { api, BASE, expectErrorShape, getAccessToken, IDP, postJson, signIdToken } from "../helpers/http";

const insecure = { [oauth.allowInsecureRequests]: true };
const origin = new URL(BASE);
let as: oauth.AuthorizationServer;
const code = 'public class Main { public static void main(String[] args) { System.out.println("hi"); } }';
const analyze = (token?: string) =>
  postJson("/api/java/analyze", { code }, token ? { authorization: `Bearer ${token}` } : {});
const form = (params: Record<string, string>, headers: Record<string, string> = {}) =>
  api("/api/auth/token", {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams(params),
  });
const exchange = (subject_token: string, extra: Record<string, string> = {}) =>
  form({
    grant_type: "urn:ietf:params:oauth:grant-type:token-exchange",
    subject_token,
    subject_token_type: "urn:ietf:params:oauth:token-type:id_token",
    ...extra,
  });
const challenge = `Bearer resource_metadata="${BASE}/.well-known/oauth-protected-resource"`;

async function oauthError(r: Response, status: number, error: string) {
  expect(r.status).toBe(status);
  expect(r.headers.get("content-type")).toContain("application/json");
  expect(r.headers.get("cache-control")).toContain("no-store");
  const body = await r.json();
  expect(body.error).toBe(error);
  expect(typeof body.error_description).toBe("string");
}

beforeAll(async () => {
  as = await oauth.processDiscoveryResponse(
    origin,
    await oauth.discoveryRequest(origin, { algorithm: "oauth2", ...insecure }),
  );
});

describe("discovery documents", () => {
  it("RFC 8414 metadata names this origin as issuer and lists both grants, endpoints and scopes", async () => {
    expect(as.issuer).toBe(BASE);
    expect(as.token_endpoint).toBe(`${BASE}/api/auth/token`);
    expect(as.registration_endpoint).toBe(`${BASE}/api/auth/register`);
    expect(as.revocation_endpoint).toBe(`${BASE}/api/auth/token`);
    expect(as.grant_types_supported).toEqual(
      expect.arrayContaining([
        "urn:ietf:params:oauth:grant-type:token-exchange",
        "urn:ietf:params:oauth:grant-type:jwt-bearer",
      ]),
    );
    expect(as.scopes_supported).toEqual(expect.arrayContaining(["read", "analyze"]));
    expect(as.token_endpoint_auth_methods_supported).toContain("none");
    expect(as.response_types_supported).toEqual(["code"]);
  });

  it("RFC 9728 metadata describes the resource and its authorization server, with CORS", async () => {
    const r = await oauth.resourceDiscoveryRequest(origin, insecure);
    expect(r.headers.get("access-control-allow-origin")).toBe("*");
    const rs = await oauth.processResourceDiscoveryResponse(origin, r);
    expect(rs.resource).toBe(BASE);
    expect(rs.authorization_servers).toEqual([BASE]);
    expect(rs.bearer_methods_supported).toEqual(["header"]);
    expect(rs.scopes_supported).toEqual(expect.arrayContaining(["read", "analyze"]));
  });

  it("answers CORS preflights on the token endpoint", async () => {
    const r = await api("/api/auth/token", {
      method: "OPTIONS",
      headers: { origin: "https://agent.example", "access-control-request-method": "POST" },
    });
    expect(r.status).toBe(204);
    expect(r.headers.get("access-control-allow-origin")).toBe("*");
  });
});

describe("POST /api/auth/register", () => {
  it("registers a public client (RFC 7591) and echoes the metadata with a client_id", async () => {
    const r = await oauth.dynamicClientRegistrationRequest(
      as,
      { client_name: "Test agent", redirect_uris: ["http://127.0.0.1:9999/cb"], token_endpoint_auth_method: "none" },
      insecure,
    );
    const c = await oauth.processDynamicClientRegistrationResponse(r);
    expect(c.client_id).toMatch(/^cl_/);
    expect(c.client_name).toBe("Test agent");
    expect(c.grant_types).toEqual(expect.arrayContaining(["urn:ietf:params:oauth:grant-type:jwt-bearer"]));
    expect(c.client_secret).toBeUndefined();
  });

  it("gives a confidential client a secret that authenticates it at the token endpoint", async () => {
    const c = await oauth.processDynamicClientRegistrationResponse(
      await oauth.dynamicClientRegistrationRequest(
        as,
        { client_name: "Confidential agent", token_endpoint_auth_method: "client_secret_basic", scope: "read" },
        insecure,
      ),
    );
    expect(c.client_secret).toMatch(/^cs_/);
    const idToken = await signIdToken();
    const ok = await oauth.genericTokenEndpointRequest(
      as,
      c,
      oauth.ClientSecretBasic(c.client_secret as string),
      "urn:ietf:params:oauth:grant-type:jwt-bearer",
      { assertion: idToken },
      insecure,
    );
    const t = await oauth.processGenericTokenEndpointResponse(as, c, ok);
    expect(t.scope).toBe("read"); // narrowed to the client's registered scope
    const bad = await oauth.genericTokenEndpointRequest(
      as,
      c,
      oauth.ClientSecretBasic("wrong"),
      "urn:ietf:params:oauth:grant-type:jwt-bearer",
      { assertion: idToken },
      insecure,
    );
    await oauthError(bad, 401, "invalid_client");
  });

  it("rejects invalid client metadata with the RFC 7591 error shape", async () => {
    await oauthError(
      await postJson("/api/auth/register", { redirect_uris: ["http://evil.example/cb"] }),
      400,
      "invalid_redirect_uri",
    );
    await oauthError(
      await postJson("/api/auth/register", { grant_types: ["password"] }),
      400,
      "invalid_client_metadata",
    );
    await oauthError(
      await postJson("/api/auth/register", { client_name: "x", email: "a@b.co", password: "0123456789" }),
      400,
      "invalid_request",
    );
  });

  it("signs up a learner, never echoing the password, and refuses a duplicate email", async () => {
    const email = `learner-${randomUUID()}@example.com`;
    const r = await postJson("/api/auth/register", {
      email,
      password: "correct horse battery",
      firstName: "Jo",
      lastName: "Learner",
    });
    expect(r.status).toBe(201);
    const body = await r.json();
    expect(body).toMatchObject({ email, firstName: "Jo", lastName: "Learner" });
    expect(JSON.stringify(body)).not.toMatch(/password|correct horse|scrypt/);
    const profile = await api(`/api/users/${body.id}`);
    expect(profile.status).toBe(200);
    await expectErrorShape(
      await postJson("/api/auth/register", { email, password: "another password", firstName: "Jo", lastName: "L" }),
      409,
      "CONFLICT",
    );
  });

  it("refuses bad sign-up bodies with 400 and the REST error shape", async () => {
    await expectErrorShape(
      await postJson("/api/auth/register", {
        email: "not-an-email",
        password: "0123456789",
        firstName: "A",
        lastName: "B",
      }),
      400,
      "VALIDATION_ERROR",
    );
    await expectErrorShape(
      await postJson("/api/auth/register", {
        email: "a@example.com",
        password: "short",
        firstName: "A",
        lastName: "B",
      }),
      400,
      "VALIDATION_ERROR",
    );
    await expectErrorShape(await postJson("/api/auth/register", "{not json"), 400, "BAD_REQUEST");
    await expectErrorShape(
      await postJson("/api/auth/register", { email: "x".repeat(70_000) }),
      413,
      "PAYLOAD_TOO_LARGE",
    );
  });
});

describe("POST /api/auth/token: claim, use, revoke", () => {
  const client: oauth.Client = { client_id: "" };
  beforeAll(async () => {
    Object.assign(
      client,
      await oauth.processDynamicClientRegistrationResponse(
        await oauth.dynamicClientRegistrationRequest(
          as,
          { client_name: "Flow agent", token_endpoint_auth_method: "none" },
          insecure,
        ),
      ),
    );
  });

  it("claims with RFC 8693 token exchange (RS256 ID token), uses the token, revokes it, and is refused after", async () => {
    const sub = `agent-owner-${randomUUID()}`;
    const idToken = await signIdToken({ claims: { sub } });
    const r = await oauth.genericTokenEndpointRequest(
      as,
      client,
      oauth.None(),
      "urn:ietf:params:oauth:grant-type:token-exchange",
      {
        subject_token: idToken,
        subject_token_type: "urn:ietf:params:oauth:token-type:id_token",
        resource: BASE,
        scope: "read analyze",
      },
      insecure,
    );
    const t = await oauth.processGenericTokenEndpointResponse(as, client, r);
    expect(t.token_type).toBe("bearer");
    expect(t.expires_in).toBe(3600);
    expect(t.issued_token_type).toBe("urn:ietf:params:oauth:token-type:access_token");
    expect(r.headers.get("cache-control")).toContain("no-store");

    // a second token of the same user (RFC 7523 JWT bearer with an ES256 ID token)
    const second = await oauth.processGenericTokenEndpointResponse(
      as,
      client,
      await oauth.genericTokenEndpointRequest(
        as,
        client,
        oauth.None(),
        "urn:ietf:params:oauth:grant-type:jwt-bearer",
        { assertion: await signIdToken({ alg: "ES256", claims: { sub } }) },
        insecure,
      ),
    );

    const used = await oauth.protectedResourceRequest(
      t.access_token,
      "POST",
      new URL(`${BASE}/api/java/analyze`),
      new Headers({ "content-type": "application/json" }),
      JSON.stringify({ code }),
      insecure,
    );
    expect(used.status).toBe(200);
    expect((await used.json()).analysis).toEqual(expect.any(String));

    await oauth.processRevocationResponse(
      await oauth.revocationRequest(as, client, oauth.None(), t.access_token, insecure),
    );
    const after = await analyze(t.access_token);
    await expectErrorShape(after, 401, "UNAUTHORIZED");
    expect(after.headers.get("www-authenticate")).toBe(`${challenge}, error="invalid_token"`);
    expect((await analyze(second.access_token)).status).toBe(200); // other tokens of the user keep working
  });

  it("revocation answers 200 for unknown tokens too, in JSON and form encodings", async () => {
    expect((await form({ token: "not-a-token-we-issued" })).status).toBe(200);
    expect((await postJson("/api/auth/token", { token: "x.y.z" })).status).toBe(200);
  });

  it("accepts JSON bodies for the claim", async () => {
    const r = await postJson("/api/auth/token", {
      grant_type: "urn:ietf:params:oauth:grant-type:jwt-bearer",
      assertion: await signIdToken(),
    });
    expect(r.status).toBe(200);
    expect((await r.json()).access_token).toEqual(expect.any(String));
  });
});

describe("POST /api/auth/token: refused input", () => {
  it("unsupported grants → unsupported_grant_type", async () => {
    await oauthError(
      await form({ grant_type: "password", username: "a", password: "b" }),
      400,
      "unsupported_grant_type",
    );
    await oauthError(await form({ grant_type: "client_credentials" }), 400, "unsupported_grant_type");
  });
  it("missing or repeated parameters and wrong types → invalid_request", async () => {
    await oauthError(await form({}), 400, "invalid_request");
    await oauthError(
      await api("/api/auth/token", {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: "grant_type=urn%3Aietf%3Aparams%3Aoauth%3Agrant-type%3Ajwt-bearer&assertion=a&assertion=b",
      }),
      400,
      "invalid_request",
    );
    await oauthError(await postJson("/api/auth/token", { grant_type: ["x"], assertion: 1 }), 400, "invalid_request");
    await oauthError(await form({ grant_type: "urn:ietf:params:oauth:grant-type:jwt-bearer" }), 400, "invalid_request");
    await oauthError(
      await exchange(await signIdToken(), { subject_token_type: "urn:ietf:params:oauth:token-type:jwt" }),
      400,
      "invalid_request",
    );
    await oauthError(
      await api("/api/auth/token", { method: "POST", headers: { "content-type": "text/xml" }, body: "<x/>" }),
      400,
      "invalid_request",
    );
  });
  it("bodies over 64 KB → 413", async () => {
    await oauthError(
      await form({ grant_type: "urn:ietf:params:oauth:grant-type:jwt-bearer", assertion: "a".repeat(70_000) }),
      413,
      "invalid_request",
    );
  });
  it("garbage, alg none, HS256-with-the-RSA-public-key, unknown keys, expired, not-yet-valid, wrong iss/aud → invalid_grant", async () => {
    const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString("base64url");
    const now = Math.floor(Date.now() / 1000);
    const claims = { iss: IDP, aud: process.env.IDP_AUDIENCE, sub: "attacker", iat: now, exp: now + 300 };
    const none = `${b64({ alg: "none", typ: "JWT" })}.${b64(claims)}.`;
    const pem = await (await fetch(`${IDP}/public-rsa-pem`)).text();
    const hsInput = `${b64({ alg: "HS256", typ: "JWT", kid: "rsa-1" })}.${b64(claims)}`;
    const hs = `${hsInput}.${createHmac("sha256", pem).update(hsInput).digest("base64url")}`;
    const cases = [
      "garbage",
      "a.b.c",
      none,
      hs,
      await signIdToken({ key: "stranger" }),
      await signIdToken({ expiresIn: "-5m" }),
      await signIdToken({ claims: { nbf: now + 3600 } }),
      await signIdToken({ claims: { iss: "https://evil.example" } }),
      await signIdToken({ claims: { aud: "someone-else" } }),
      await signIdToken({ expiresIn: null }), // no exp
    ];
    for (const assertion of cases)
      await oauthError(
        await form({ grant_type: "urn:ietf:params:oauth:grant-type:jwt-bearer", assertion }),
        400,
        "invalid_grant",
      );
  });
  it("a foreign resource → invalid_target; an unknown scope → invalid_scope", async () => {
    await oauthError(await exchange(await signIdToken(), { resource: "https://other.example" }), 400, "invalid_target");
    await oauthError(await exchange(await signIdToken(), { scope: "admin" }), 400, "invalid_scope");
  });
});

describe("bearer authentication on the API", () => {
  it("401 with exactly the spec's WWW-Authenticate header when no token is sent", async () => {
    const r = await analyze();
    await expectErrorShape(r, 401, "UNAUTHORIZED");
    expect(r.headers.get("www-authenticate")).toBe(challenge);
  });
  it("an ID token is not an API token; garbage and malformed headers are refused with invalid_token", async () => {
    for (const value of [
      `Bearer ${await signIdToken()}`,
      "Bearer garbage",
      "Basic dXNlcjpwYXNz",
      "Bearer a b",
      `Bearer ${"x".repeat(5000)}`,
    ]) {
      const r = await postJson("/api/java/analyze", { code }, { authorization: value });
      await expectErrorShape(r, 401, "UNAUTHORIZED");
      expect(r.headers.get("www-authenticate")).toBe(`${challenge}, error="invalid_token"`);
    }
  });
  it("a token without the analyze scope → 403 insufficient_scope", async () => {
    const r = await analyze(await getAccessToken("read"));
    await expectErrorShape(r, 403, "INSUFFICIENT_SCOPE");
    expect(r.headers.get("www-authenticate")).toContain('error="insufficient_scope"');
  });
});

describe("public agent documents", () => {
  it("/llms.txt follows the llmstxt.org format and links courses, API, MCP and pricing", async () => {
    const r = await api("/llms.txt");
    expect(r.status).toBe(200);
    const t = await r.text();
    expect(t).toMatch(/^# JavaSpring Learn\n\n> /);
    for (const h of ["## Courses", "## API", "## MCP", "## Pricing"]) expect(t).toContain(h);
    expect(t).toContain(`${BASE}/api/mcp`);
    expect(t).toContain(`${BASE}/courses/java-fundamentals`);
    // templates are written as templates, never as links; each has one real example link
    expect(t).toContain(`\`GET ${BASE}/api/courses/{slug}\``);
    expect(t).not.toMatch(/\]\([^)]*\{/);
    expect(t).toMatch(/Example: \[\/api\/courses\/[a-z0-9-]+\/lessons\/[a-z0-9-]+\]/);
  });
  it("every link in /llms.txt resolves with a GET (agents follow links)", async () => {
    const t = await (await api("/llms.txt")).text();
    const links = [...t.matchAll(/\]\((https?:[^)\s]+)\)/g)].map((m) => m[1]);
    expect(links.length).toBeGreaterThan(20);
    const local = links.filter((l) => l.startsWith(BASE));
    expect(local).toEqual(links);
    for (const l of new Set(local)) expect((await api(l.slice(BASE.length))).status, l).toBe(200);
  });
  it("/pricing.md lists plans and every active master program with its price from the database", async () => {
    const t = await (await api("/pricing.md")).text();
    const masters = await (await api("/api/masters")).json();
    for (const m of masters) {
      expect(t).toContain(m.title);
      expect(t).toContain(String(m.priceCents));
    }
    expect(t).not.toContain("retired");
    expect(t).toContain("Pro (monthly)");
  });
  it("/.well-known/api-catalog is an RFC 9727 linkset; HEAD carries the Link header", async () => {
    const r = await api("/.well-known/api-catalog");
    expect(r.headers.get("content-type")).toBe(
      'application/linkset+json; profile="https://www.rfc-editor.org/info/rfc9727"',
    );
    const body = await r.json();
    expect(body.linkset[0]["service-desc"][0].href).toBe(`${BASE}/api/openapi.json`);
    expect(body.linkset[0]["service-doc"][0].href).toMatch(/^http/);
    const h = await api("/.well-known/api-catalog", { method: "HEAD" });
    expect(h.status).toBe(200);
    expect(h.headers.get("link")).toBe(`<${BASE}/.well-known/api-catalog>; rel="api-catalog"`);
  });
  it("/api/openapi.json is OpenAPI 3.1 generated from the contracts and covers every endpoint", async () => {
    const doc = await (await api("/api/openapi.json")).json();
    expect(doc.openapi).toBe("3.1.0");
    expect(doc.servers[0].url).toBe(BASE);
    for (const p of [
      "/api/courses",
      "/api/courses/{slug}",
      "/api/masters",
      "/api/users/{id}",
      "/api/ask",
      "/api/java/analyze",
      "/api/mcp",
      "/api/auth/register",
      "/api/auth/authorize",
      "/api/auth/token",
    ])
      expect(doc.paths[p], p).toBeDefined();
    expect(doc.components.schemas.AskRequest.properties.query.maxLength).toBe(2000);
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({
      type: "http",
      scheme: "bearer",
      bearerFormat: "JWT",
    });
  });
});
