// Property-based fuzzing of every public endpoint of the built app: fast-check generates hostile requests (wrong JSON
// types, missing and extra fields, deep nesting, huge strings, invalid UTF-8, wrong content types, oversized bodies,
// odd path parameters, header abuse, odd methods) and each response must be a documented status in the documented
// error shape, never a 5xx, never a hang, never private data, and always carry X-Request-Id.
//
// FUZZ_RUNS sets the number of generated requests (default 1,500, well under a minute); the dedicated run is
//   FUZZ_RUNS=10000 npx tsx scripts/test.ts --only api --skip-build
// FUZZ_SEED replays a run. Requests go out through node:http (not fetch) so that methods, repeated headers, Host and
// raw bytes are sent as generated. Every case comes from its own loopback address (127.100.0.0/16 and up), so the
// per-address rate limits neither starve the fuzzer nor the other HTTP tests, which share 127.0.0.1.
import { Buffer } from "node:buffer";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import zlib from "node:zlib";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { STUDIO_MAX_BODY } from "@/lib/contracts/studio";
import { ERROR_STATUS } from "@/lib/errors";
import { DEFAULT_MAX_BODY } from "@/lib/http/body";
import { checkServerLog } from "../faults/server-log";
import { api, BASE, hasServer, signIdToken } from "../helpers/http";

/** No endpoint reads a body larger than this: their limits answer 413 first (MCP's, about 540 KB, is below it). */
const LARGEST_ACCEPTED_BODY = Math.max(DEFAULT_MAX_BODY, STUDIO_MAX_BODY);
const RUNS = Math.max(50, Number(process.env.FUZZ_RUNS ?? 1500));
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : Date.now() % 2 ** 31;
const TIMEOUT_MS = Number(process.env.FUZZ_TIMEOUT_MS ?? 30_000);
const CONCURRENCY_NOTE = "one sequential property per endpoint, all endpoints in parallel";

// ── the wire ─────────────────────────────────────────────────────────────────────────────────────────────────────

type Shape = "rest" | "oauth" | "rest-or-oauth" | "mcp";

interface Case {
  endpoint: string;
  method: string;
  path: string;
  headers: [string, string][];
  body?: Buffer;
  /** Send the body with Transfer-Encoding: chunked instead of Content-Length. */
  chunked?: boolean;
  /** Statuses that are a documented success for this request (4xx are checked separately). */
  ok: number[];
  /** The error body expected for a 4xx. */
  shape: Shape;
  /** The raw path may leave the API (`..` segments): Next's HTML 404 is then acceptable. */
  mayLeaveApi?: boolean;
  /** Header abuse Node refuses before the app sees the request (431, 400 with an empty body). */
  transport?: boolean;
}

interface Reply {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  ms: number;
}

let addressCounter = 0;
/** A fresh loopback source address per request: 127.100.1.1, 127.100.1.2, … */
function nextAddress(): string {
  const n = addressCounter++;
  return `127.${100 + Math.floor(n / 64516)}.${1 + (Math.floor(n / 254) % 254)}.${1 + (n % 254)}`;
}

const target = new URL(BASE || "http://127.0.0.1:1");

function send(c: Case, localAddress = nextAddress(), timeoutMs = TIMEOUT_MS): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const t = Date.now();
    const hasHost = c.headers.some(([k]) => k.toLowerCase() === "host");
    const flat: string[] = [];
    for (const [k, v] of c.headers) flat.push(k, v);
    if (!hasHost) flat.push("Host", target.host);
    if (c.body && !c.chunked) flat.push("Content-Length", String(c.body.byteLength));
    if (c.body && c.chunked) flat.push("Transfer-Encoding", "chunked");
    let done = false;
    const req = http.request({
      host: target.hostname,
      port: target.port,
      method: c.method,
      path: c.path,
      headers: flat as unknown as http.OutgoingHttpHeaders,
      setHost: false,
      agent: false,
      localAddress,
    });
    const timer = setTimeout(() => {
      if (done) return;
      done = true;
      req.destroy();
      reject(new Error(`hang: no complete response after ${timeoutMs} ms`));
    }, timeoutMs);
    let responded = false;
    req.on("response", (res) => {
      responded = true;
      const chunks: Buffer[] = [];
      res.on("data", (d: Buffer) => chunks.push(d));
      res.on("end", () => {
        if (done) return;
        done = true;
        clearTimeout(timer);
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: decode(Buffer.concat(chunks), res.headers["content-encoding"]),
          ms: Date.now() - t,
        });
      });
      res.on("error", (e) => {
        if (done) return;
        done = true;
        clearTimeout(timer);
        reject(e);
      });
    });
    req.on("error", (e: NodeJS.ErrnoException) => {
      // The server may answer (413, 401) and close before it has read a large body: EPIPE/ECONNRESET on our side
      // after the response started is fine; the response handler resolves.
      if (done || responded) return;
      done = true;
      clearTimeout(timer);
      reject(new Error(`no response: ${e.code ?? e.message}`));
    });
    if (c.body) {
      if (c.chunked) {
        const step = 16 * 1024;
        for (let i = 0; i < c.body.byteLength; i += step) req.write(c.body.subarray(i, i + step));
      } else req.write(c.body);
    }
    req.end();
  });
}

function decode(body: Buffer, encoding: string | undefined): Buffer {
  try {
    if (encoding === "gzip") return zlib.gunzipSync(body);
    if (encoding === "br") return zlib.brotliDecompressSync(body);
    if (encoding === "deflate") return zlib.inflateSync(body);
  } catch {}
  return body;
}

// ── what every response must satisfy ─────────────────────────────────────────────────────────────────────────────

const SEEDED_EMAILS = [
  "ada@example.com",
  "grace@example.com",
  "linus@example.com",
  "margaret@example.com",
  "alan@example.com",
  "barbara@example.com",
];
/** Learners' emails that must never be served: the seeded ones that no lesson quotes as an example, plus fuzz sign-ups. */
const privateEmails = new Set<string>();
const SECRET_PATTERNS: [string, RegExp][] = [
  ["password hash field", /passwordHash/],
  ["scrypt hash", /scrypt\$/],
  ["token hash field", /tokenHash/],
  ["stack frame", /\bat (?:Object\.|async |new )?[\w$.<>]+ \(?[^\s)]*(?:\.js|\.ts|node:[\w/]+):\d+:\d+/],
  ["stack frame (Object)", /\bat Object\./],
  ["node_modules path", /node_modules/],
  ["Prisma internals", /Invalid `prisma|PrismaClient(?:Known|Unknown)RequestError|prisma\.\w+\.\w+\(\)/],
  ["SQL error", /duplicate key value violates|invalid byte sequence for encoding|relation "\w+" does not exist/],
  ["auth secret", /test-secret-for-the-http-suite/],
];
const UUIDish = /^[A-Za-z0-9-]{16,64}$/;

interface Problem {
  kind: string;
  detail: string;
}

function requestText(c: Case): string {
  return `${c.path}\n${c.headers.map(([k, v]) => `${k}: ${v}`).join("\n")}\n${c.body ? c.body.toString("latin1") : ""}`;
}

function checkShape(shape: Shape, status: number, json: unknown): string | null {
  const o = json as Record<string, unknown> | null;
  const rest = () => {
    const e = (o?.error ?? null) as Record<string, unknown> | null;
    if (!e || typeof e !== "object" || typeof e.code !== "string" || typeof e.message !== "string")
      return "not {error:{code,message}}";
    if (e.hint !== undefined && typeof e.hint !== "string") return "hint is not a string";
    const expected = (ERROR_STATUS as Record<string, number>)[e.code];
    if (expected === undefined) return `unknown error code ${e.code}`;
    if (expected !== status) return `code ${e.code} is ${expected}, sent with ${status}`;
    return null;
  };
  const oauth = () =>
    o && typeof o.error === "string" && typeof o.error_description === "string"
      ? null
      : "not {error, error_description}";
  // MCP 2026-07-28 answers its transport errors (header mismatch -32020, unsupported version -32022, …) with HTTP
  // 400/404 and a JSON-RPC error body, as the specification requires; everything else uses the REST shape.
  const rpcError = () => {
    const e = (o?.error ?? null) as Record<string, unknown> | null;
    return o?.jsonrpc === "2.0" && e && Number.isInteger(e.code) && e.code !== -32603 && typeof e.message === "string"
      ? null
      : "not a JSON-RPC error";
  };
  if (shape === "rest") return rest();
  if (shape === "mcp") return rest() === null || rpcError() === null ? null : "neither the REST nor a JSON-RPC error";
  if (shape === "oauth") return oauth();
  if (shape === "rest-or-oauth")
    return rest() === null || oauth() === null ? null : "neither the REST nor the OAuth error shape";
  return null;
}

/** A JSON-RPC 2.0 response: {jsonrpc:"2.0", id, result} or {…, error:{code:int, message}}; -32603 is our bug. */
function checkRpc(text: string): string | null {
  let o: { jsonrpc?: unknown; id?: unknown; result?: unknown; error?: { code?: unknown; message?: unknown } };
  try {
    o = JSON.parse(text);
  } catch {
    return "not JSON";
  }
  if (o?.jsonrpc !== "2.0" || !("id" in o) || "result" in o === "error" in o) return "no jsonrpc/id/result|error";
  if (o.error) {
    if (!Number.isInteger(o.error.code) || typeof o.error.message !== "string")
      return "error without integer code and message";
    if (o.error.code === -32603) return "internal error";
  }
  return null;
}

const STANDARD_METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

/**
 * Answers that Next.js gives before or instead of our handlers, for requests no API client sends. They carry no
 * data and no handler runs, so they are accepted and counted by name (the summary prints them):
 */
function frameworkAnswer(c: Case, r: Reply): string | null {
  const ctype = String(r.headers["content-type"] ?? "");
  // Node or Next refuse extension methods (PROPFIND, FOO, lower-case "get") and broken header sets with a bare 400/431.
  if (r.status === 431 && r.body.byteLength === 0) return "bare 431 (headers over Node's 16 KB limit)";
  if (r.status === 400 && r.body.byteLength === 0 && !ctype && (c.transport || !STANDARD_METHODS.has(c.method)))
    return "bare 400 (method or headers refused by Node/Next)";
  // `RSC: 1` asks for a React Server Component payload: Next redirects to the same URL with `_rsc` (cache busting).
  if (
    r.status === 307 &&
    c.headers.some(([k]) => k.toLowerCase() === "rsc") &&
    String(r.headers.location ?? "").includes("_rsc")
  )
    return "307 to ?_rsc (RSC header)";
  // `x-middleware-prefetch` makes Next answer `{}` without running the handler.
  if (r.status === 200 && r.headers["x-middleware-skip"] === "1" && (r.body.toString() === "{}" || c.method === "HEAD"))
    return "200 {} (x-middleware-prefetch, handler skipped)";
  // Next answers OPTIONS itself (204 + Allow) where a route defines no OPTIONS handler.
  // OPTIONS: Next's automatic 204 + Allow, or the CORS preflight of the OAuth endpoints (lib/oauth/errors.ts preflight()).
  if (c.method === "OPTIONS" && r.status === 204) return "204 OPTIONS (automatic Allow or CORS preflight)";
  // A conditional GET that matches Next's ETag.
  if (r.status === 304 && c.headers.some(([k]) => k.toLowerCase() === "if-none-match")) return "304 (If-None-Match)";
  // `..`, `.` and `\` segments are normalized by Next: a redirect, or a page 404 outside the API.
  if (c.mayLeaveApi) return "path normalized by Next (may leave the endpoint)";
  return null;
}

function verify(c: Case, r: Reply, spoofed: string[]): { problems: Problem[]; framework: string | null } {
  const problems: Problem[] = [];
  const text = r.body.toString("utf8");
  const ctype = String(r.headers["content-type"] ?? "");
  const sent = requestText(c);
  if (r.status >= 500) problems.push({ kind: `${r.status}`, detail: text.slice(0, 300) });
  const framework = r.status >= 500 ? null : frameworkAnswer(c, r);

  if (!framework && r.status < 500) {
    if (r.status >= 400 && c.method !== "HEAD") {
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch {
        problems.push({ kind: `${r.status} body is not JSON`, detail: `${ctype} ${text.slice(0, 200)}` });
      }
      if (json !== undefined) {
        const bad = checkShape(c.shape, r.status, json);
        if (bad)
          problems.push({
            kind: `${r.status} not the documented error shape (${c.shape})`,
            detail: `${bad}: ${text.slice(0, 200)}`,
          });
        if (!ctype.includes("application/json"))
          problems.push({ kind: "error without application/json", detail: ctype });
      }
      if (r.status === 405 && !r.headers.allow) problems.push({ kind: "405 without Allow", detail: "" });
      if (r.status === 401 && c.shape !== "oauth" && c.shape !== "rest-or-oauth" && !r.headers["www-authenticate"])
        problems.push({ kind: "401 without WWW-Authenticate", detail: "" });
    } else if (r.status < 400 && !c.ok.includes(r.status)) {
      problems.push({
        kind: `undocumented ${r.status}`,
        detail: `${ctype} ${String(r.headers.location ?? "")} ${text.slice(0, 200)}`,
      });
    } else if (c.shape === "mcp" && r.status === 200 && c.method === "POST") {
      const bad = checkRpc(text);
      if (bad)
        problems.push({
          kind: bad.startsWith("internal") ? "JSON-RPC internal error (a 500 inside 200)" : "not a JSON-RPC response",
          detail: text.slice(0, 300),
        });
    }
    const rid = r.headers["x-request-id"];
    if (typeof rid !== "string" || !UUIDish.test(rid))
      problems.push({ kind: "no X-Request-Id", detail: `${r.status} ${String(rid)}` });
    else if (spoofed.includes(rid)) problems.push({ kind: "client X-Request-Id echoed", detail: rid });
  }

  for (const email of privateEmails)
    if (text.includes(email) && !sent.includes(email)) problems.push({ kind: "another user's email", detail: email });
  for (const [name, re] of SECRET_PATTERNS) {
    const m = re.exec(text);
    if (m && !sent.includes(m[0]))
      problems.push({ kind: `private data: ${name}`, detail: text.slice(Math.max(0, m.index - 80), m.index + 120) });
  }
  for (const host of spoofed)
    if (host.length > 6 && text.includes(host)) problems.push({ kind: "spoofed header reflected", detail: host });
  return { problems, framework };
}

// ── generators ───────────────────────────────────────────────────────────────────────────────────────────────────

const state = {
  courseSlugs: ["java-fundamentals"],
  lessonPairs: [["java-fundamentals", "hello-world"]] as [string, string][],
  handles: ["ada-dev"],
  analyzeTokens: [] as string[],
  readOnlyToken: "",
  revokedToken: "",
  idTokens: [] as string[],
};
const analyzeToken = (i: number) => state.analyzeTokens[i % state.analyzeTokens.length];

const enc = (s: string) => Buffer.from(s, "utf8");
const repeat = (s: string, n: number) => s.repeat(Math.max(0, n));

/** `.`/`..` (also as %2e, which URL parsers treat alike) and `\` are normalized away: the request may leave the route. */
const normalizedAway = (seg: string) =>
  /^(?:\.|%2e){1,2}$/i.test(seg) || /(^|\/)\.\.?(\/|$)/.test(seg) || seg.includes("\\");

/** Hostile path segments: valid, traversal, encoded slashes, NUL, malformed percent-encoding, unicode, huge. */
const segment = (valid: () => string[]): fc.Arbitrary<{ seg: string; leaves?: boolean }> =>
  segmentRaw(valid).map(({ seg }) => ({ seg, leaves: normalizedAway(seg) }));

const segmentRaw = (valid: () => string[]): fc.Arbitrary<{ seg: string; leaves?: boolean }> =>
  fc.oneof(
    {
      weight: 3,
      arbitrary: fc
        .constant(null)
        .chain(() => fc.constantFrom(...valid()))
        .map((seg) => ({ seg })),
    },
    {
      weight: 3,
      arbitrary: fc
        .string({ maxLength: 40, unit: "binary" })
        .filter((s) => s.length > 0)
        .map((s) => ({ seg: encodeURIComponent(s) })),
    },
    {
      weight: 4,
      arbitrary: fc
        .constantFrom(
          "%2F",
          "a%2Fb",
          "..%2F..%2Fetc%2Fpasswd",
          "%2e%2e%2f",
          "%2e%2e",
          "%00",
          "a%00b",
          "%ff",
          "%fe%ff",
          "%c0%ae%c0%ae",
          "%ed%a0%80",
          "%E2%80%AE",
          "%",
          "%zz",
          "%%",
          "%2",
          "a%",
          "%u002e",
          "%252e%252e",
          "~",
          "-",
          "--",
          "a--b",
          "-a",
          "A",
          "CON",
          "null",
          "undefined",
          "__proto__",
          "constructor",
          "prototype",
          "%20",
          "+",
          "%2B",
          "x;y",
          "x,y",
          "'",
          "%22",
          "%3Cscript%3E",
          "%F0%9F%98%80",
          "%EF%BB%BF",
          "java-fundamentals%00",
          "java-fundamentals%2F..",
          "JAVA-FUNDAMENTALS",
          "java_fundamentals",
          "0",
          "-1",
          "9".repeat(30),
          "1e309",
          "NaN",
          "%C4%B1",
          "%E1%BA%9E",
          "%C3%A9",
          "%0d%0aX-Injected:%201",
          "%09",
          "%5C..%5C",
        )
        .map((seg) => ({ seg })),
    },
    { weight: 1, arbitrary: fc.constantFrom(81, 300, 5000).map((n) => ({ seg: repeat("a", n) })) },
    {
      weight: 1,
      arbitrary: fc.constantFrom("..", ".", "../..", "./.", "\\", "a\\..\\b", ".%2e", "%2E").map((seg) => ({ seg })),
    },
    {
      weight: 1,
      arbitrary: fc
        .uint8Array({ minLength: 1, maxLength: 12 })
        .map((b) => ({ seg: [...b].map((x) => `%${x.toString(16).padStart(2, "0")}`).join("") })),
    },
  );

const query = fc.oneof(
  { weight: 6, arbitrary: fc.constant("") },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      "?x=%ff",
      "?__proto__[a]=1",
      "?constructor=1",
      "?a=" + repeat("b", 6000),
      "?%",
      "?q=%00",
      "?page=-1&limit=1e309",
      "?_rsc=1",
      "?__nextDataReq=1",
      "?x=1&x=2&x=3",
      "?utf8=%E2%9C%93",
      "?" + repeat("&", 500),
    ),
  },
  {
    weight: 1,
    arbitrary: fc
      .dictionary(fc.string({ maxLength: 8 }), fc.string({ maxLength: 20 }), { maxKeys: 4 })
      .map((d) => `?${new URLSearchParams(d)}`),
  },
);

interface HeaderBits {
  headers: [string, string][];
  spoofed: string[];
  transport?: boolean;
}

/** Spoofed forwarding headers, Host, request ids, Next internals (CVE-2025-29927) and other header abuse. */
const spoofHeaders: fc.Arbitrary<HeaderBits> = fc.oneof(
  { weight: 8, arbitrary: fc.constant<HeaderBits>({ headers: [], spoofed: [] }) },
  {
    weight: 4,
    arbitrary: fc
      .record({
        nonce: fc.stringMatching(/^[a-z0-9]{8}$/),
        xff: fc.constantFrom(
          "1.2.3.4",
          "1.2.3.4, 5.6.7.8",
          "::1",
          "127.0.0.1",
          "999.1.1.1",
          "unknown",
          "a".repeat(3000),
          "",
          ", , ,",
        ),
        pick: fc.subarray(["xff", "xfh", "host", "xfp", "rid", "mw", "peer", "forwarded", "override", "origin"], {
          minLength: 1,
        }),
        next: fc.constantFrom("", "", "", "", "", "", "rsc", "prefetch"),
      })
      .map(({ nonce, xff, pick, next }) => {
        const evil = `evil-${nonce}.example`;
        const h: [string, string][] = [];
        const spoofed: string[] = [];
        if (pick.includes("xff"))
          h.push(
            ["X-Forwarded-For", xff],
            ["X-Real-IP", xff.slice(0, 100)],
            ["X-Vercel-Forwarded-For", xff.slice(0, 100)],
          );
        if (pick.includes("xfh")) {
          h.push(["X-Forwarded-Host", evil]);
          spoofed.push(evil);
        }
        if (pick.includes("host")) {
          h.push(["Host", `host-${evil}`]);
          spoofed.push(`host-${evil}`);
        }
        if (pick.includes("xfp")) h.push(["X-Forwarded-Proto", "gopher"], ["X-Forwarded-Port", "99999"]);
        if (pick.includes("rid")) {
          h.push(["X-Request-Id", `spoofed-request-id-${nonce}`]);
          spoofed.push(`spoofed-request-id-${nonce}`);
        }
        if (pick.includes("mw"))
          h.push(["x-middleware-subrequest", "middleware:middleware:middleware:middleware:middleware"]);
        if (pick.includes("peer")) h.push(["x-learn-peer-address", "203.0.113.7"]);
        if (pick.includes("forwarded")) {
          h.push(["Forwarded", `for=1.2.3.4;host=${evil};proto=https`]);
          spoofed.push(evil);
        }
        if (pick.includes("override"))
          h.push(
            ["X-HTTP-Method-Override", "DELETE"],
            ["X-Original-URL", "/api/admin"],
            ["X-Rewrite-URL", "/api/admin"],
          );
        if (next === "rsc")
          h.push(["RSC", "1"], ["Next-Router-Prefetch", "1"], ["Next-Action", "abc"], ["x-nextjs-data", "1"]);
        if (next === "prefetch") h.push(["x-middleware-prefetch", "1"]);
        if (pick.includes("origin")) h.push(["Origin", `https://origin-${nonce}.example`]); // echoed in MCP's 403 message, by design
        return { headers: h, spoofed };
      }),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom<HeaderBits>(
      { headers: [["Host", ""]], spoofed: [], transport: true },
      { headers: [["Host", repeat("h", 300)]], spoofed: [] },
      { headers: [["Host", "127.0.0.1:1"]], spoofed: [] },
      { headers: [["Host", "[::1]"]], spoofed: [] },
      {
        headers: [
          ["Host", "a"],
          ["Host", "b"],
        ],
        spoofed: [],
        transport: true,
      },
      { headers: [["X-Big", repeat("x", 20_000)]], spoofed: [], transport: true },
      {
        headers: Array.from({ length: 200 }, (_, i) => [`X-H-${i}`, repeat("v", 50)] as [string, string]),
        spoofed: [],
        transport: true,
      },
      { headers: [["Accept", repeat("text/html,", 500)]], spoofed: [] },
      { headers: [["Accept-Encoding", "gzip;q=2, br;q=-1, *;q=nan"]], spoofed: [] },
      { headers: [["Cookie", `next-auth.session-token=${repeat("a", 3000)}`]], spoofed: [] },
      { headers: [["Range", "bytes=0-1,2-3"]], spoofed: [] },
      { headers: [["If-None-Match", "*"]], spoofed: [] },
      { headers: [["Expect", "100-continue"]], spoofed: [], transport: true },
      { headers: [["Transfer-Encoding", "gzip"]], spoofed: [], transport: true },
      { headers: [["X-Latin1", "caf\u00e9 \u00ff"]], spoofed: [] },
    ),
  },
);

/** Authorization header abuse; `valid` adds a valid analyze token to the mix. */
type AuthBits = { headers: [string, string][]; kind: string; transport?: boolean };
const authHeaders = (valid: boolean): fc.Arbitrary<AuthBits> =>
  fc.oneof(
    { weight: 6, arbitrary: fc.constant<AuthBits>({ headers: [], kind: "none" }) },
    ...(valid
      ? [
          {
            weight: 8,
            arbitrary: fc.nat().map((i) => ({
              headers: [["Authorization", `Bearer ${analyzeToken(i)}`]] as [string, string][],
              kind: "valid",
            })),
          },
        ]
      : []),
    {
      weight: 4,
      arbitrary: fc
        .constantFrom(
          "read-only",
          "revoked",
          "tampered",
          "two-bearers",
          "repeated",
          "basic",
          "bearer-empty",
          "bearer-space",
          "lowercase",
          "huge",
          "too-huge",
          "garbage",
          "jwt-none",
          "id-token",
          "latin1",
          "comma",
        )
        .map((kind) => {
          const tok = state.analyzeTokens[0] ?? "a.b.c";
          const h = (v: string) => [["Authorization", v]] as [string, string][];
          switch (kind) {
            case "read-only":
              return { kind, headers: h(`Bearer ${state.readOnlyToken}`) };
            case "revoked":
              return { kind, headers: h(`Bearer ${state.revokedToken}`) };
            case "tampered":
              return { kind, headers: h(`Bearer ${tok.slice(0, -3)}${tok.endsWith("AAA") ? "BBB" : "AAA"}`) };
            case "two-bearers":
              return { kind, headers: h(`Bearer ${tok}, Bearer ${tok}`) };
            case "repeated":
              return {
                kind,
                headers: [
                  ["Authorization", `Bearer ${tok}`],
                  ["Authorization", `Bearer ${tok}`],
                ] as [string, string][],
              };
            case "basic":
              return { kind, headers: h("Basic Zm9vOmJhcg==") };
            case "bearer-empty":
              return { kind, headers: h("Bearer") };
            case "bearer-space":
              return { kind, headers: h("Bearer    ") };
            case "lowercase":
              return { kind, headers: h(`bearer ${tok}`) };
            case "huge":
              return { kind, headers: h(`Bearer ${repeat("a", 12_000)}`) };
            case "too-huge":
              return { kind, headers: h(`Bearer ${repeat("a", 70_000)}`), transport: true };
            case "garbage":
              return { kind, headers: h(`Bearer ${"}{][".repeat(10)}`) };
            case "jwt-none":
              return {
                kind,
                headers: h(
                  `Bearer ${Buffer.from('{"alg":"none","typ":"at+jwt"}').toString("base64url")}.${Buffer.from('{"sub":"x","scope":"read analyze"}').toString("base64url")}.`,
                ),
              };
            case "id-token":
              return { kind, headers: h(`Bearer ${state.idTokens[0] ?? "x"}`) };
            case "latin1":
              return { kind, headers: h("Bearer caf\u00e9") };
            default:
              return { kind, headers: h(`Bearer a,b`) };
          }
        }),
    },
  );

/** Bodies that are not JSON at all: empty, invalid UTF-8, binary, BOM, truncated, HTML. */
const nonJsonBody = fc.oneof(
  fc.constantFrom(
    Buffer.alloc(0),
    enc(" \n\t"),
    Buffer.from([0xff, 0xfe, 0x7b]),
    Buffer.from([0xc0, 0xaf]),
    Buffer.from('{"query":"\xed\xa0\x80"}', "latin1"),
    Buffer.from('{"query":"\xe2\x82"}', "latin1"),
    Buffer.from('{"query":"a\xff"}', "latin1"),
    enc("\ufeff{}"),
    enc("{"),
    enc('{"a":'),
    enc("<xml/>"),
    enc("query=hello"),
    enc("null"),
    enc("undefined"),
    enc("NaN"),
    enc("[]"),
    enc('"x"'),
    enc("1e999"),
    enc("{'a':1}"),
    enc('{"a":1,}'),
  ),
  fc.uint8Array({ maxLength: 200 }).map((b) => Buffer.from(b)),
);

/** Deeply nested JSON inside and over the size limits. */
const deepJson = (key: string) =>
  fc
    .constantFrom(100, 5_000, 30_000, 200_000)
    .chain((n) =>
      fc.constantFrom(
        enc(repeat("[", n) + repeat("]", n)),
        enc(`{"${key}":${repeat("[", n)}${repeat("]", n)}}`),
        enc(repeat('{"a":', n) + "1" + repeat("}", n)),
        enc(`{"${key}":${repeat('{"a":', n)}1${repeat("}", n)}}`),
        enc(repeat("[", n)),
      ),
    );

const hugeString = fc
  .constantFrom(2_001, 65 * 1024, 200 * 1024 + 1, 700 * 1024, 1_500_000)
  .chain((n) =>
    fc.constantFrom(
      repeat("a", n),
      repeat("é", Math.ceil(n / 2)),
      repeat("😀", Math.ceil(n / 4)),
      repeat("\u0000", Math.ceil(n / 6)),
    ),
  );

/** Any JSON value, plus the strings JSON can carry that databases and renderers dislike. */
const wildValue = fc.oneof(
  { weight: 4, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  {
    weight: 2,
    arbitrary: fc.constantFrom<unknown>(
      null,
      true,
      0,
      -0,
      1e308,
      -1,
      2 ** 53 + 1,
      "",
      " ",
      "\u0000",
      "a\u0000b",
      "\ud800",
      "\udfff",
      "\u202e",
      "\uffff",
      "<script>alert(1)</script>",
      '\'; DROP TABLE "User"; --',
      "${7*7}",
      "{{7*7}}",
      "../../etc/passwd",
      "%00",
      "\r\nSet-Cookie: x=1",
      [],
      {},
      [[]],
      { $ne: null },
      { __proto__: { admin: true } },
    ),
  },
  { weight: 1, arbitrary: fc.string({ unit: "grapheme", maxLength: 200 }) },
  { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 200 }) },
);

/** Strings of a valid length that databases, regexes and renderers choke on. */
const poison = fc.constantFrom(
  "a\u0000b",
  "\u0000",
  "\ud800",
  "x\udfffy",
  "\udbff\udbff",
  "\u202eevil",
  "\ufeffbom",
  "\uffff\ufffe",
  "a\r\nb",
  "\t",
  "%00",
  "\\",
  "\u2028\u2029",
  "😀".repeat(20),
  "e\u0301",
  "İ",
  "ǅ",
  "\u0085",
  "<img src=x onerror=alert(1)>",
  '\'; DROP TABLE "User"; --',
  "a".repeat(59),
  "(a+)+$".repeat(8),
);

/** A valid object with one string field replaced by a poison string, and a fresh email (so sign-ups reach the insert). */
function poisoned(valid: Record<string, unknown>): fc.Arbitrary<Buffer> {
  const keys = Object.keys(valid).filter((k) => typeof valid[k] === "string");
  return fc.record({ key: fc.constantFrom(...keys), value: poison, id: fc.uuid() }).map(({ key, value, id }) => {
    const o: Record<string, unknown> = { ...valid, [key]: value };
    if ("email" in valid && key !== "email") o.email = `fuzz-${id}@example.org`;
    if ("password" in valid && key === "password") o.password = `${value}-long-enough-password`;
    return enc(JSON.stringify(o));
  });
}

/** A JSON object built from a valid template, then broken: wrong types, missing or extra fields, huge values. */
function hostileObject(valid: Record<string, unknown>): fc.Arbitrary<Buffer> {
  const keys = Object.keys(valid);
  const mutated = fc
    .record({
      drop: fc.subarray(keys),
      change: fc.dictionary(fc.constantFrom(...keys), wildValue, { maxKeys: keys.length }),
      extra: fc.dictionary(
        fc.oneof(
          fc.string({ maxLength: 12 }),
          fc.constantFrom("__proto__", "constructor", "role", "isPro", "userId", "passwordHash"),
        ),
        wildValue,
        { maxKeys: 2 },
      ),
      huge: fc.option(fc.tuple(fc.constantFrom(...keys), hugeString), { freq: 6 }),
    })
    .map(({ drop, change, extra, huge }) => {
      const o: Record<string, unknown> = { ...valid, ...change };
      for (const k of drop) delete o[k];
      let text = JSON.stringify(o);
      const extras = Object.entries(extra).map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v) ?? "null"}`);
      if (extras.length) text = text === "{}" ? `{${extras.join(",")}}` : `${text.slice(0, -1)},${extras.join(",")}}`;
      if (huge)
        text =
          text === "{}"
            ? `{${JSON.stringify(huge[0])}:${JSON.stringify(huge[1])}}`
            : `${text.slice(0, -1)},${JSON.stringify(huge[0])}:${JSON.stringify(huge[1])}}`;
      return enc(text);
    });
  return fc.oneof(
    { weight: 2, arbitrary: fc.constant(enc(JSON.stringify(valid))) },
    { weight: 8, arbitrary: mutated },
    { weight: 3, arbitrary: poisoned(valid) },
    { weight: 2, arbitrary: nonJsonBody },
    { weight: 1, arbitrary: deepJson(keys[0] ?? "a") },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 4 }).map((v) => enc(JSON.stringify(v))) },
  );
}

const contentType = fc.oneof(
  { weight: 8, arbitrary: fc.constant("application/json") },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      "",
      "text/plain",
      "application/x-www-form-urlencoded",
      "multipart/form-data; boundary=xyz",
      "application/xml",
      "text/html",
      "*/*",
      "application/json; charset=latin1",
      "application/json; charset=utf-16",
      "application/merge-patch+json",
      "APPLICATION/JSON",
      "application/json;;;",
      "application/octet-stream",
      "application/jsonx",
      "json",
      "text/event-stream",
      "application/json, text/plain",
      "\u00e9/\u00e9",
      repeat("a", 3000),
    ),
  },
);

interface BodyBits {
  body: Buffer;
  headers: [string, string][];
  chunked: boolean;
}

const withBody = (body: fc.Arbitrary<Buffer>, types = contentType): fc.Arbitrary<BodyBits> =>
  fc
    .record({ body, type: types, chunked: fc.integer({ min: 0, max: 9 }).map((n) => n < 3) })
    .map(({ body, type, chunked }) => ({
      body,
      chunked: chunked || body.byteLength > 1_000_000,
      headers: type === "" ? [] : ([["Content-Type", type]] as [string, string][]),
    }));

/** Oversized bodies: just over each documented limit, with and without Content-Length. */
const oversized = (limit: number, key: string) =>
  fc.record({ extra: fc.constantFrom(1, 1024, limit), chunked: fc.boolean() }).map(({ extra, chunked }) => ({
    body: enc(`{"${key}":"${repeat("x", limit + extra)}"}`),
    headers: [["Content-Type", "application/json"]] as [string, string][],
    chunked,
  }));

const ODD_METHODS = [
  "PUT",
  "PATCH",
  "DELETE",
  "OPTIONS",
  "HEAD",
  "PROPFIND",
  "FOO",
  "LINK",
  "PURGE",
  "SEARCH",
  "MKCOL",
  "get",
  "M-SEARCH",
];

// ── per-endpoint case generators ─────────────────────────────────────────────────────────────────────────────────

type Gen = { name: string; weight: number; arb: () => fc.Arbitrary<{ c: Case; spoofed: string[] }> };

function assemble(
  base: Omit<Case, "headers" | "body" | "chunked" | "transport"> & { transport?: boolean },
  parts: { headers?: [string, string][]; spoofed?: string[]; body?: BodyBits; transport?: boolean }[],
): { c: Case; spoofed: string[] } {
  const headers: [string, string][] = [];
  const spoofed: string[] = [];
  let body: BodyBits | undefined;
  let transport = base.transport ?? false;
  for (const p of parts) {
    if (p.headers) headers.push(...p.headers);
    if (p.spoofed) spoofed.push(...p.spoofed);
    if (p.body) body = p.body;
    if (p.transport) transport = true;
  }
  if (body) headers.push(...body.headers);
  return { c: { ...base, headers, body: body?.body, chunked: body?.chunked, transport }, spoofed };
}

const getMethods = fc.oneof(
  { weight: 6, arbitrary: fc.constant("GET") },
  { weight: 2, arbitrary: fc.constantFrom(...ODD_METHODS, "POST") },
);
const okFor = (method: string, ok: number[]) => {
  const m = method.toUpperCase(); // Next serves a lower-case "get" like GET
  return m === "OPTIONS" ? [204, ...ok] : m === "GET" || m === "HEAD" ? ok : [];
};
const transportMethod = (m: string) =>
  m === "get" ||
  m === "M-SEARCH" ||
  m === "FOO" ||
  m === "PROPFIND" ||
  m === "LINK" ||
  m === "PURGE" ||
  m === "SEARCH" ||
  m === "MKCOL";

/** A GET resource with path parameters. */
function getResource(
  name: string,
  weight: number,
  build: () => fc.Arbitrary<{ path: string; leaves: boolean }>,
  opts: { auth?: boolean } = {},
): Gen {
  return {
    name,
    weight,
    arb: () =>
      fc
        .record({
          p: build(),
          q: query,
          m: getMethods,
          spoof: spoofHeaders,
          auth: opts.auth ? authHeaders(true) : fc.constant({ headers: [] as [string, string][], kind: "none" }),
          accept: fc.constantFrom("", "application/json", "text/html", "text/event-stream", "*/*;q=0"),
        })
        .map(({ p, q, m, spoof, auth, accept }) =>
          assemble(
            {
              endpoint: name,
              method: m,
              path: p.path + q,
              ok: okFor(m, [200]),
              shape: "rest",
              mayLeaveApi: p.leaves,
              transport: transportMethod(m),
            },
            [spoof, auth, { headers: accept ? [["Accept", accept]] : [] }],
          ),
        ),
  };
}

const slugSeg = () => segment(() => state.courseSlugs);
const GENS: Gen[] = [
  getResource("GET /api/courses", 3, () => fc.constant({ path: "/api/courses", leaves: false })),
  getResource("GET /api/courses/{slug}", 6, () =>
    slugSeg().map((s) => ({ path: `/api/courses/${s.seg}`, leaves: !!s.leaves })),
  ),
  getResource(
    "GET /api/courses/{slug}/lessons/{lesson}",
    7,
    () =>
      fc
        .oneof(
          fc
            .constantFrom(...state.lessonPairs)
            .map(([c, l]) => ({ seg: c, lesson: { seg: l } as { seg: string; leaves?: boolean } })),
          fc.record({ seg: slugSeg().map((s) => s.seg), lesson: segment(() => state.lessonPairs.map((p) => p[1])) }),
        )
        .map((x) => ({
          path: `/api/courses/${x.seg}/lessons/${x.lesson.seg}`,
          leaves: !!x.lesson.leaves || normalizedAway(x.seg),
        })),
    { auth: true },
  ),
  getResource("GET /api/masters", 2, () => fc.constant({ path: "/api/masters", leaves: false })),
  getResource("GET /api/users/{id}", 5, () =>
    segment(() => state.handles).map((s) => ({ path: `/api/users/${s.seg}`, leaves: !!s.leaves })),
  ),
  getResource("GET /api/health", 2, () => fc.constant({ path: "/api/health", leaves: false })),
  getResource("GET /api/openapi.json", 2, () => fc.constant({ path: "/api/openapi.json", leaves: false })),
  getResource("GET documents", 5, () =>
    fc
      .constantFrom(
        "/.well-known/oauth-protected-resource",
        "/.well-known/oauth-authorization-server",
        "/.well-known/api-catalog",
        "/.well-known/mcp.json",
        "/llms.txt",
        "/pricing.md",
      )
      .map((path) => ({ path, leaves: false })),
  ),
  {
    name: "POST /api/ask",
    weight: 12,
    arb: () =>
      fc
        .record({
          m: fc.oneof(
            { weight: 9, arbitrary: fc.constant("POST") },
            { weight: 1, arbitrary: fc.constantFrom(...ODD_METHODS, "GET") },
          ),
          body: fc.oneof(
            { weight: 10, arbitrary: withBody(hostileObject({ query: "What is the N+1 problem?" })) },
            { weight: 1, arbitrary: oversized(64 * 1024, "query") },
          ),
          spoof: spoofHeaders,
          auth: authHeaders(true),
          accept: fc.constantFrom("", "", "application/json", "text/event-stream", "text/event-stream;q=0", "*/*"),
        })
        .map(({ m, body, spoof, auth, accept }) =>
          assemble(
            {
              endpoint: "POST /api/ask",
              method: m,
              path: "/api/ask",
              ok: m === "POST" ? [200] : okFor(m, []),
              shape: "rest",
              transport: transportMethod(m),
            },
            [spoof, auth, { headers: accept ? [["Accept", accept]] : [] }, { body }],
          ),
        ),
  },
  {
    name: "POST /api/java/analyze",
    weight: 14,
    arb: () =>
      fc
        .record({
          m: fc.oneof(
            { weight: 9, arbitrary: fc.constant("POST") },
            { weight: 1, arbitrary: fc.constantFrom(...ODD_METHODS, "GET") },
          ),
          body: fc.oneof(
            {
              weight: 10,
              arbitrary: withBody(
                fc.oneof(
                  hostileObject({
                    code: 'class A { boolean f(String s) { return s == "x"; } }',
                    lastError: 'Exception in thread "main" java.lang.NullPointerException\n\tat A.f(A.java:1)',
                    lastOutput: "",
                  }),
                  fc.string({ maxLength: 400 }).map((code) => enc(JSON.stringify({ code }))),
                  fc
                    .array(
                      fc.constantFrom(
                        "class",
                        "A",
                        "{",
                        "}",
                        "(",
                        ")",
                        ";",
                        "public",
                        "void",
                        "String",
                        "@RestController",
                        "@Autowired",
                        '"',
                        "'",
                        "/*",
                        "*/",
                        "//",
                        "\n",
                        "<",
                        ">",
                        "->",
                        "::",
                        "record",
                        "switch",
                        "case",
                        "yield",
                        "sealed",
                        "permits",
                        "var",
                        "new",
                        "int[]",
                        "...",
                        "@",
                        "\\u0000",
                        "\u0000",
                      ),
                      { maxLength: 300 },
                    )
                    .map((t) => enc(JSON.stringify({ code: t.join(" ") }))),
                ),
              ),
            },
            { weight: 1, arbitrary: oversized(650 * 1024, "code") },
          ),
          spoof: spoofHeaders,
          auth: authHeaders(true),
        })
        .map(({ m, body, spoof, auth }) =>
          assemble(
            {
              endpoint: `POST /api/java/analyze (${auth.kind === "valid" ? "token" : "no valid token"})`,
              method: m,
              path: "/api/java/analyze",
              ok: m === "POST" ? [200] : okFor(m, []),
              shape: "rest",
              transport: transportMethod(m) || auth.transport,
            },
            [spoof, auth, { body }],
          ),
        ),
  },
  {
    name: "POST /api/mcp",
    weight: 14,
    arb: () => {
      const id = fc.oneof(
        fc.integer(),
        fc.string({ maxLength: 20 }),
        fc.constant(null),
        fc.constantFrom<unknown>(1.5, 1e308, {}, [], true, "\u0000"),
      );
      const toolArgs = fc.oneof(
        fc.constantFrom<unknown>(
          { slug: "java-fundamentals" },
          { query: "What is a record?" },
          { code: "class A {}" },
          { id: "ada-dev" },
          { courseSlug: "java-fundamentals", lessonSlug: "hello-world" },
        ),
        fc.dictionary(
          fc.constantFrom(
            "slug",
            "query",
            "code",
            "id",
            "courseSlug",
            "lessonSlug",
            "lesson",
            "lastError",
            "handle",
            "x",
          ),
          wildValue,
          { maxKeys: 3 },
        ),
        wildValue,
      );
      const message = fc.oneof(
        fc.record({
          jsonrpc: fc.constant("2.0"),
          id,
          method: fc.constant("tools/call"),
          params: fc.record(
            {
              name: fc.oneof(
                fc.constantFrom(
                  "list_courses",
                  "get_course",
                  "get_lesson",
                  "list_master_programs",
                  "get_user_profile",
                  "ask_question",
                  "analyze_java_code",
                ),
                fc.string({ maxLength: 30 }),
              ),
              arguments: toolArgs,
            },
            { requiredKeys: ["name"] },
          ),
        }),
        fc.record(
          {
            jsonrpc: fc.oneof(fc.constant("2.0"), wildValue),
            id,
            method: fc.oneof(
              fc.constantFrom(
                "initialize",
                "ping",
                "tools/list",
                "notifications/initialized",
                "resources/list",
                "prompts/get",
                "tools/call",
                "$/cancel",
                "__proto__",
                "constructor",
              ),
              fc.string({ maxLength: 20 }),
            ),
            params: wildValue,
          },
          { requiredKeys: [] },
        ),
        fc.record({
          jsonrpc: fc.constant("2.0"),
          id,
          method: fc.constant("initialize"),
          params: fc.record(
            {
              protocolVersion: fc.oneof(
                fc.constantFrom("2025-11-25", "2025-06-18", "2025-03-26", "1999-01-01"),
                fc.string(),
              ),
              capabilities: wildValue,
              clientInfo: wildValue,
            },
            { requiredKeys: [] },
          ),
        }),
        fc.array(fc.record({ jsonrpc: fc.constant("2.0"), id: fc.integer(), method: fc.constant("ping") }), {
          maxLength: 3,
        }),
        wildValue,
      );
      return fc
        .record({
          m: fc.oneof(
            { weight: 9, arbitrary: fc.constant("POST") },
            { weight: 1, arbitrary: fc.constantFrom(...ODD_METHODS) },
          ),
          body: fc.oneof(
            { weight: 8, arbitrary: withBody(message.map((v) => enc(JSON.stringify(v) ?? "null"))) },
            { weight: 2, arbitrary: withBody(fc.oneof(nonJsonBody, deepJson("params"))) },
            {
              weight: 1,
              arbitrary: withBody(
                hugeString.map((s) =>
                  enc(
                    JSON.stringify({
                      jsonrpc: "2.0",
                      id: 1,
                      method: "tools/call",
                      params: { name: "analyze_java_code", arguments: { code: s } },
                    }),
                  ),
                ),
              ),
            },
          ),
          spoof: spoofHeaders,
          auth: authHeaders(true),
          accept: fc.constantFrom(
            "",
            "application/json, text/event-stream",
            "application/json",
            "text/event-stream",
            "text/html",
            "*/*",
          ),
          version: fc.constantFrom("", "", "2025-06-18", "2025-11-25", "1.0", repeat("9", 200)),
          origin: fc.constantFrom("", "", "", "null", "https://evil.example", BASE, "http://localhost:1"),
        })
        .map(({ m, body, spoof, auth, accept, version, origin }) =>
          assemble(
            {
              endpoint: "POST /api/mcp",
              method: m,
              path: "/api/mcp",
              ok: m === "POST" ? [200, 202] : okFor(m, [200]),
              shape: "mcp",
              transport: transportMethod(m) || auth.transport,
            },
            [
              spoof,
              auth,
              {
                headers: [
                  ...(accept ? [["Accept", accept]] : []),
                  ...(version ? [["MCP-Protocol-Version", version]] : []),
                  ...(origin ? [["Origin", origin]] : []),
                ] as [string, string][],
              },
              { body },
            ],
          ),
        );
    },
  },
  {
    name: "GET /api/mcp",
    weight: 3,
    arb: () =>
      fc
        .record({
          m: getMethods,
          spoof: spoofHeaders,
          accept: fc.constantFrom(
            "",
            "text/event-stream",
            "application/json",
            "text/event-stream, application/json",
            "*/*",
          ),
          origin: fc.constantFrom("", "", "null", "https://evil.example", "http://[::1]:3000"),
        })
        .map(({ m, spoof, accept, origin }) =>
          assemble(
            {
              endpoint: "GET /api/mcp",
              method: m,
              path: "/api/mcp",
              ok: m === "POST" ? [200, 202] : okFor(m, [200]),
              shape: m === "POST" ? "mcp" : "rest",
              transport: transportMethod(m),
            },
            [
              spoof,
              {
                headers: [...(accept ? [["Accept", accept]] : []), ...(origin ? [["Origin", origin]] : [])] as [
                  string,
                  string,
                ][],
              },
            ],
          ),
        ),
  },
  {
    name: "POST /api/auth/register",
    weight: 10,
    arb: () =>
      fc
        .record({
          m: fc.oneof(
            { weight: 9, arbitrary: fc.constant("POST") },
            { weight: 1, arbitrary: fc.constantFrom(...ODD_METHODS, "GET") },
          ),
          body: fc.oneof(
            {
              weight: 5,
              arbitrary: withBody(
                hostileObject({
                  email: "fuzz-learner@example.org",
                  password: "correct horse battery",
                  firstName: "Fuzz",
                  lastName: "Learner",
                }),
              ),
            },
            {
              weight: 5,
              arbitrary: withBody(
                hostileObject({
                  client_name: "Fuzz agent",
                  redirect_uris: ["http://127.0.0.1:9/cb"],
                  grant_types: ["urn:ietf:params:oauth:grant-type:token-exchange"],
                  token_endpoint_auth_method: "none",
                  scope: "read",
                }),
              ),
            },
            {
              weight: 1,
              arbitrary: withBody(
                fc
                  .record({
                    email: fc.emailAddress(),
                    password: fc.string({ minLength: 10, maxLength: 40 }),
                    firstName: fc.string({ unit: "grapheme", minLength: 1, maxLength: 30 }),
                    lastName: fc.string({ unit: "binary", minLength: 1, maxLength: 30 }),
                  })
                  .map((o) => enc(JSON.stringify(o))),
              ),
            },
            {
              weight: 1,
              arbitrary: fc.constantFrom(...SEEDED_EMAILS).map((email) => ({
                body: enc(JSON.stringify({ email, password: "another password", firstName: "A", lastName: "B" })),
                headers: [["Content-Type", "application/json"]] as [string, string][],
                chunked: false,
              })),
            },
            { weight: 1, arbitrary: oversized(64 * 1024, "client_name") },
          ),
          spoof: spoofHeaders,
        })
        .map(({ m, body, spoof }) =>
          assemble(
            {
              endpoint: "POST /api/auth/register",
              method: m,
              path: "/api/auth/register",
              ok: m === "POST" ? [201] : okFor(m, []),
              shape: m === "POST" ? "rest-or-oauth" : "rest",
              transport: transportMethod(m),
            },
            [spoof, { body }],
          ),
        ),
  },
  {
    name: "POST /api/auth/token",
    weight: 12,
    arb: () => {
      const value = fc.oneof(
        fc.string({ maxLength: 40 }),
        fc.constantFrom(
          "urn:ietf:params:oauth:grant-type:token-exchange",
          "urn:ietf:params:oauth:grant-type:jwt-bearer",
          "urn:javaspring-learn:params:oauth:grant-type:session",
          "authorization_code",
          "client_credentials",
          "refresh_token",
          "password",
        ),
        fc.constantFrom(
          "urn:ietf:params:oauth:token-type:id_token",
          "urn:ietf:params:oauth:token-type:access_token",
          "read analyze",
          "read write admin",
          BASE,
          "https://evil.example",
          "",
        ),
        fc.constantFrom(...state.idTokens, state.revokedToken),
        hugeString.filter((s) => s.length < 70_000),
      );
      const params = fc.dictionary(
        fc.oneof(
          {
            weight: 6,
            arbitrary: fc.constantFrom(
              "grant_type",
              "subject_token",
              "subject_token_type",
              "assertion",
              "scope",
              "resource",
              "audience",
              "client_id",
              "client_secret",
              "token",
              "token_type_hint",
              "requested_token_type",
              "actor_token",
              "label",
            ),
          },
          { weight: 1, arbitrary: fc.string({ maxLength: 10 }) },
        ),
        value,
        { maxKeys: 6 },
      );
      const form = params.map((p) => enc(new URLSearchParams(p).toString()));
      const json = fc.oneof(
        params.map((p) => enc(JSON.stringify(p))),
        fc
          .dictionary(fc.constantFrom("grant_type", "token", "subject_token", "scope"), wildValue, { maxKeys: 3 })
          .map((p) => enc(JSON.stringify(p))),
      );
      const rawForm = fc
        .constantFrom(
          "token=a&token=b",
          "grant_type=x&grant_type=y",
          "%ff=%fe",
          "token",
          "=&=&=",
          "token=%",
          "a=%zz",
          repeat("a=1&", 5000),
          "token=\u0000",
          "grant_type=urn:ietf:params:oauth:grant-type:token-exchange&subject_token=a.b.c&subject_token_type=urn:ietf:params:oauth:token-type:id_token",
        )
        .map(enc);
      return fc
        .record({
          m: fc.oneof(
            { weight: 9, arbitrary: fc.constant("POST") },
            { weight: 1, arbitrary: fc.constantFrom(...ODD_METHODS, "GET") },
          ),
          body: fc.oneof(
            {
              weight: 5,
              arbitrary: withBody(
                fc.oneof(form, rawForm),
                fc.constantFrom(
                  "application/x-www-form-urlencoded",
                  "application/x-www-form-urlencoded; charset=ISO-8859-1",
                  "",
                ),
              ),
            },
            { weight: 3, arbitrary: withBody(json, fc.constantFrom("application/json", "")) },
            { weight: 2, arbitrary: withBody(fc.oneof(nonJsonBody, deepJson("token"))) },
            { weight: 1, arbitrary: oversized(64 * 1024, "token") },
          ),
          basic: fc.oneof(
            { weight: 6, arbitrary: fc.constant([] as [string, string][]) },
            {
              weight: 1,
              arbitrary: fc
                .constantFrom(
                  "Basic !!!",
                  "Basic //4=",
                  `Basic ${Buffer.from("a:b:c").toString("base64")}`,
                  `Basic ${Buffer.from(":").toString("base64")}`,
                  `Basic ${Buffer.from(repeat("x", 5000)).toString("base64")}`,
                  "Basic",
                  "Bearer x",
                  "Digest x",
                )
                .map((v) => [["Authorization", v]] as [string, string][]),
            },
          ),
          spoof: spoofHeaders,
        })
        .map(({ m, body, basic, spoof }) =>
          assemble(
            {
              endpoint: "POST /api/auth/token",
              method: m,
              path: "/api/auth/token",
              ok: m === "POST" ? [200] : okFor(m, []),
              shape: m === "POST" ? "oauth" : "rest",
              transport: transportMethod(m),
            },
            [spoof, { headers: basic }, { body }],
          ),
        );
    },
  },
];

// ── setup: catalogue slugs, a pool of access tokens (each token subject has its own ask/analyze quota) ────────────

async function claim(scope: string): Promise<string> {
  const idToken = await signIdToken();
  const body = enc(
    new URLSearchParams({
      grant_type: "urn:ietf:params:oauth:grant-type:token-exchange",
      subject_token: idToken,
      subject_token_type: "urn:ietf:params:oauth:token-type:id_token",
      scope,
    }).toString(),
  );
  const r = await send({
    endpoint: "setup",
    method: "POST",
    path: "/api/auth/token",
    headers: [["Content-Type", "application/x-www-form-urlencoded"]],
    body,
    ok: [200],
    shape: "oauth",
  });
  if (r.status !== 200) throw new Error(`token claim failed: ${r.status} ${r.body.toString()}`);
  return JSON.parse(r.body.toString()).access_token as string;
}

describe.skipIf(!hasServer)("hostile input on every endpoint (property-based fuzzing)", () => {
  beforeAll(async () => {
    const courses = (await (await api("/api/courses")).json()) as { slug: string }[];
    state.courseSlugs = courses.map((c) => c.slug);
    state.lessonPairs = [];
    for (const slug of state.courseSlugs.slice(0, 4)) {
      const d = (await (await api(`/api/courses/${slug}`)).json()) as { sections: { lessons: { slug: string }[] }[] };
      for (const s of d.sections) for (const l of s.lessons) state.lessonPairs.push([slug, l.slug]);
    }
    state.handles = ["ada-dev", "grace-h", "linus-t", "margaret-h", "alan-t", "barbara-l"];
    const lessons = fs
      .readdirSync(path.resolve("prisma/content/courses"), { recursive: true, encoding: "utf8" })
      .filter((f) => f.endsWith(".md"));
    const quoted = lessons.map((f) => fs.readFileSync(path.resolve("prisma/content/courses", f), "utf8")).join("\n");
    for (const email of SEEDED_EMAILS) if (!quoted.includes(email)) privateEmails.add(email);
    const pool = Math.max(4, Math.ceil(RUNS / 250));
    state.analyzeTokens = await Promise.all(Array.from({ length: pool }, () => claim("read analyze")));
    state.readOnlyToken = await claim("read");
    state.revokedToken = await claim("read analyze");
    const rv = await send({
      endpoint: "setup",
      method: "POST",
      path: "/api/auth/token",
      headers: [["Content-Type", "application/x-www-form-urlencoded"]],
      body: enc(`token=${state.revokedToken}`),
      ok: [200],
      shape: "oauth",
    });
    expect(rv.status).toBe(200);
    state.idTokens = await Promise.all(Array.from({ length: 6 }, () => signIdToken()));
  }, 120_000);

  it(
    `answers ${RUNS} generated requests with documented statuses and shapes, never a 5xx, a hang or private data`,
    async () => {
      const totalWeight = GENS.reduce((s, g) => s + g.weight, 0);
      const counts = new Map<string, number>();
      const statuses = new Map<number, number>();
      const framework = new Map<string, number>();
      const problems = new Map<string, { n: number; example: string }>();
      let cases = 0;
      let fiveXX = 0;
      let hangs = 0;
      let slowest = { ms: 0, what: "" };
      const t0 = Date.now();

      // Shares by weight, rounded down, the remainder to the first generators: exactly RUNS cases in all.
      const shares = GENS.map((g) => Math.floor((RUNS * g.weight) / totalWeight));
      for (let i = 0, left = RUNS - shares.reduce((a, b) => a + b, 0); left > 0; i = (i + 1) % shares.length, left--)
        shares[i]++;
      const runGen = async (g: Gen, i: number) => {
        const numRuns = shares[i];
        await fc.assert(
          fc.asyncProperty(g.arb(), async ({ c, spoofed }) => {
            cases++;
            counts.set(c.endpoint, (counts.get(c.endpoint) ?? 0) + 1);
            let found: Problem[];
            try {
              const r = await send(c);
              statuses.set(r.status, (statuses.get(r.status) ?? 0) + 1);
              if (r.status >= 500) fiveXX++;
              if (r.ms > slowest.ms)
                slowest = {
                  ms: r.ms,
                  what: `${c.method} ${c.path.slice(0, 80)} (${c.body?.byteLength ?? 0} B) → ${r.status}`,
                };
              if (c.endpoint === "POST /api/auth/register" && r.status === 201) {
                const email = /"email":"([^"]+)"/.exec(r.body.toString())?.[1];
                if (email) privateEmails.add(email); // private from now on, for every other request
              }
              const v = verify(c, r, spoofed);
              found = v.problems;
              if (v.framework) framework.set(v.framework, (framework.get(v.framework) ?? 0) + 1);
            } catch (e) {
              const msg = (e as Error).message;
              if (msg.startsWith("hang")) hangs++;
              // Broken framing (Transfer-Encoding: gzip, two Hosts) with a large body: Node answers 400 and closes while we
              // are still writing, so the answer is lost in the reset. Not the app's doing.
              if (c.transport && c.body && /ECONNRESET|EPIPE/.test(msg)) {
                framework.set(
                  "connection reset by Node (broken framing)",
                  (framework.get("connection reset by Node (broken framing)") ?? 0) + 1,
                );
                found = [];
              } else if (c.body && c.body.byteLength > LARGEST_ACCEPTED_BODY && /ECONNRESET|EPIPE/.test(msg)) {
                // A body larger than any endpoint reads is refused (413/415/401) before it is read, and the socket
                // closes under our writes: TCP can lose that early answer on our side (no lingering close in Node).
                framework.set(
                  "connection closed under an oversized body",
                  (framework.get("connection closed under an oversized body") ?? 0) + 1,
                );
                found = [];
              } else found = [{ kind: msg.startsWith("hang") ? "hang" : "no response", detail: msg }];
            }
            for (const p of found) {
              const key = `${c.endpoint} · ${p.kind}`;
              const prev = problems.get(key);
              if (prev) prev.n++;
              else problems.set(key, { n: 1, example: `${describeCase(c)}\n      → ${p.detail.slice(0, 400)}` });
            }
          }),
          { numRuns, seed: SEED + i, endOnFailure: true },
        );
      };
      await Promise.all(GENS.map(runGen));

      const secs = (Date.now() - t0) / 1000;
      const perEndpoint = [...counts]
        .sort((a, b) => b[1] - a[1])
        .map(([k, v]) => `${k}: ${v}`)
        .join(", ");
      const statusLine = [...statuses]
        .sort((a, b) => a[0] - b[0])
        .map(([k, v]) => `${k}×${v}`)
        .join(" ");
      console.log(
        `\nfuzz: ${cases} cases in ${secs.toFixed(1)} s (seed ${SEED}; ${CONCURRENCY_NOTE}), 5xx: ${fiveXX}, hangs: ${hangs}, problems: ${[...problems.values()].reduce((s, p) => s + p.n, 0)}\n` +
          `fuzz statuses: ${statusLine}\nfuzz per endpoint: ${perEndpoint}\nfuzz slowest: ${slowest.ms} ms ${slowest.what}\n` +
          `fuzz framework answers: ${[...framework].map(([k, v]) => `${k}: ${v}`).join("; ") || "none"}`,
      );
      if (problems.size)
        console.log([...problems].map(([k, v]) => `  ✘ ${k} (${v.n}×)\n      ${v.example}`).join("\n"));
      expect(cases).toBeGreaterThanOrEqual(RUNS);
      expect(fiveXX).toBe(0);
      expect(hangs).toBe(0);
      expect([...problems.keys()]).toEqual([]);
    },
    Math.max(120_000, RUNS * 200),
  );
});

describe.skipIf(!hasServer)("inputs the fuzzer found (kept as fixed regressions)", () => {
  const json = (body: string): Pick<Case, "body" | "headers"> => ({
    body: Buffer.from(body),
    headers: [["Content-Type", "application/json"]],
  });
  const form = (body: string): Pick<Case, "body" | "headers"> => ({
    body: Buffer.from(body),
    headers: [["Content-Type", "application/x-www-form-urlencoded"]],
  });
  const cases: [string, number, string, Omit<Case, "endpoint" | "ok" | "shape">][] = [
    [
      "a path parameter that is not UTF-8 (Next: plain-text 500)",
      400,
      "BAD_REQUEST",
      { method: "GET", path: "/api/courses/%ff", headers: [] },
    ],
    [
      "a truncated percent-escape in a lesson path",
      400,
      "BAD_REQUEST",
      { method: "GET", path: "/api/courses/java-fundamentals/lessons/%E0%A4%A", headers: [] },
    ],
    ["a lone '%' as a user id", 400, "BAD_REQUEST", { method: "GET", path: "/api/users/%", headers: [] }],
    [
      "a NUL in client metadata (500 from the database)",
      400,
      "BAD_REQUEST",
      { method: "POST", path: "/api/auth/register", ...json('{"client_name":"a\\u0000b"}') },
    ],
    [
      "an unpaired surrogate in a sign-up name (500 from the database)",
      400,
      "BAD_REQUEST",
      {
        method: "POST",
        path: "/api/auth/register",
        ...json(
          '{"email":"surrogate@example.org","password":"long enough password","firstName":"\\ud800","lastName":"B"}',
        ),
      },
    ],
    [
      "a redirect URI that is not a URL (500 from the contract's refinement)",
      400,
      "invalid_redirect_uri",
      { method: "POST", path: "/api/auth/register", ...json('{"redirect_uris":["\\\\[*>"]}') },
    ],
    [
      "a NUL in an OAuth parameter",
      400,
      "invalid_request",
      {
        method: "POST",
        path: "/api/auth/token",
        ...form("grant_type=urn:ietf:params:oauth:grant-type:jwt-bearer&assertion=a.b.c&client_id=%00"),
      },
    ],
    [
      "POST on /llms.txt (Next: 405 without a body)",
      405,
      "METHOD_NOT_ALLOWED",
      { method: "POST", path: "/llms.txt", headers: [] },
    ],
    ["DELETE on /pricing.md", 405, "METHOD_NOT_ALLOWED", { method: "DELETE", path: "/pricing.md", headers: [] }],
  ];
  it.each(cases)("%s → %i %s", async (_name, status, code, c) => {
    const r = await send({ endpoint: "regression", ok: [], shape: "rest", ...c });
    const body = JSON.parse(r.body.toString());
    expect(r.status).toBe(status);
    expect(body.error?.code ?? body.error).toBe(code);
    expect(r.headers["x-request-id"]).toMatch(UUIDish);
  });

  it("puts X-Request-Id on /api/health and the agent documents", async () => {
    for (const p of [
      "/api/health",
      "/llms.txt",
      "/pricing.md",
      "/.well-known/mcp.json",
      "/.well-known/api-catalog",
      "/.well-known/oauth-authorization-server",
      "/api/openapi.json",
    ]) {
      const r = await send({ endpoint: "request id", method: "GET", path: p, headers: [], ok: [200], shape: "rest" });
      expect(r.status, p).toBe(200);
      expect(r.headers["x-request-id"], p).toMatch(UUIDish);
    }
  });
});

// The harness (scripts/test.ts) writes the server's stdout and stderr here; TEST_SERVER_LOG points elsewhere.
const SERVER_LOG = path.resolve(process.env.TEST_SERVER_LOG ?? ".data/test-server.log");

describe.skipIf(!hasServer || !fs.existsSync(SERVER_LOG))("the server log after the fuzzing", () => {
  it("has JSON lines from the app and no token, ID token, password or hash anywhere", () => {
    const secrets = [
      ...state.analyzeTokens,
      state.readOnlyToken,
      state.revokedToken,
      ...state.idTokens,
      "correct horse battery",
      "test-secret-for-the-http-suite",
    ];
    const r = checkServerLog(fs.readFileSync(SERVER_LOG, "utf8"), secrets);
    console.log(
      `server log: ${r.lines} lines, ${r.appLines} JSON lines from the app, ${r.frameworkLines} from Next.js/next-auth`,
    );
    expect(r.badJson).toEqual([]);
    expect(r.leaks).toEqual([]);
  });
});

describe.skipIf(!hasServer)("methods Next.js cannot represent", () => {
  // Next builds a web Request for every request and the Fetch standard forbids TRACE, so Next would answer 500 before
  // middleware runs; instrumentation-node.ts answers such methods with 405 first.
  it("refuses TRACE and extension methods with 405 in the error shape, not a 500", async () => {
    // (a method token unknown to Node's HTTP parser, e.g. FOO, never reaches the app: Node answers 400 itself)
    for (const method of ["TRACE", "PROPFIND", "MKCOL"]) {
      const r = await send({ endpoint: method, method, path: "/api/courses", headers: [], ok: [], shape: "rest" });
      expect(r.status, method).toBe(405);
    }
  });
});

function describeCase(c: Case): string {
  const body = c.body
    ? c.body.byteLength > 160
      ? `${c.body.subarray(0, 120).toString("latin1")}… (${c.body.byteLength} B)`
      : c.body.toString("latin1")
    : "";
  const headers = c.headers
    .map(([k, v]) => `${k}: ${v.length > 60 ? `${v.slice(0, 40)}… (${v.length})` : v}`)
    .join(" | ");
  return `${c.method} ${c.path.length > 120 ? `${c.path.slice(0, 100)}… (${c.path.length})` : c.path}${c.chunked ? " [chunked]" : ""}  [${headers}]  ${JSON.stringify(body)}`;
}
