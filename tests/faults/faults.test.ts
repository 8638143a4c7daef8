// Faults and concurrency against two production instances (`next start` ×2) on the machine's PostgreSQL and Redis.
// Run by scripts/test-faults.ts (not by `npm test`): it starts both instances, the test identity provider, and sets
// FAULTS_BASE_A / FAULTS_BASE_B / IDP_URL / DATABASE_URL. The database and Redis are stopped mid-run for a few
// seconds and always started again (finally + afterAll), because other test runs share them.
import { randomUUID } from "node:crypto";
import fs from "node:fs";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signIdToken } from "../helpers/http";
import { eventually, request, restError, type Reply } from "./http";
import { checkServerLog } from "./server-log";
import { restoreServices, startPostgres, startRedis, stopPostgres, stopRedis } from "./services";

const A = process.env.FAULTS_BASE_A ?? "";
const B = process.env.FAULTS_BASE_B ?? "";
const ready = A !== "" && B !== "" && !!process.env.DATABASE_URL;
const PASSWORD = "fault-tolerant-password-42";
const JAVA = 'class A { boolean same(String s) { return s == "x"; } }';
const secrets: string[] = [PASSWORD];

async function claim(base: string, sub = `fault-user-${randomUUID()}`, scope = "read analyze"): Promise<string> {
  const idToken = await signIdToken({ claims: { sub } });
  secrets.push(idToken);
  const r = await request(base, "/api/auth/token", {
    form: {
      grant_type: "urn:ietf:params:oauth:grant-type:token-exchange",
      subject_token: idToken,
      subject_token_type: "urn:ietf:params:oauth:token-type:id_token",
      scope,
    },
  });
  if (r.status !== 200) throw new Error(`token claim on ${base}: ${r.status} ${r.text}`);
  const token = r.json().access_token as string;
  secrets.push(token);
  return token;
}

const signUp = (base: string, email: string) =>
  request(base, "/api/auth/register", {
    body: { email, password: PASSWORD, firstName: "Fault", lastName: "Tolerant" },
  });
const analyze = (base: string, token: string) =>
  request(base, "/api/java/analyze", {
    body: { code: JAVA },
    headers: { authorization: `Bearer ${token}` },
    timeoutMs: 20_000,
  });
const ask = (base: string, token?: string) =>
  request(base, "/api/ask", {
    body: { query: "What is the N+1 problem?" },
    headers: token ? { authorization: `Bearer ${token}` } : {},
    timeoutMs: 20_000,
  });
const health = async (base: string) => {
  const r = await request(base, "/api/health", { timeoutMs: 10_000 });
  return {
    status: r.status,
    body: r.json() as {
      status: string;
      checks: { database: { ok: boolean }; rateLimitStore: { ok: boolean; kind: string } };
    },
  };
};

async function usersWithEmail(email: string): Promise<number> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    const r = await client.query('SELECT count(*)::int AS n FROM "User" WHERE email = $1', [email]);
    return r.rows[0].n as number;
  } finally {
    await client.end();
  }
}

function expectUnavailable(r: Reply, where: string) {
  expect(r.status, `${where}: ${r.text.slice(0, 200)}`).toBe(503);
  expect(restError(r).code).toBe("SERVICE_UNAVAILABLE");
  expect(r.headers["retry-after"]).toBeDefined();
  expect(r.headers["x-request-id"]).toBeDefined();
}

/**
 * Requests in a loop (every 40 ms, alternating instances) for as long as a fault lasts, so that the outage also hits
 * queries in flight: every answer must be one of `allowed`, none may hang, and none may be lost.
 */
function traffic(make: (i: number) => Promise<Reply>) {
  const seen = new Map<string, number>();
  let running = true;
  let i = 0;
  const pending: Promise<void>[] = [];
  const loop = (async () => {
    while (running) {
      const n = i++;
      pending.push(
        make(n).then(
          (r) => void seen.set(String(r.status), (seen.get(String(r.status)) ?? 0) + 1),
          (e) =>
            void seen.set(
              `error: ${String((e as Error).message).slice(0, 60)}`,
              (seen.get(`error: ${String((e as Error).message).slice(0, 60)}`) ?? 0) + 1,
            ),
        ),
      );
      await new Promise((r) => setTimeout(r, 40));
    }
  })();
  return {
    async stop(): Promise<Map<string, number>> {
      running = false;
      await loop;
      await Promise.all(pending);
      return seen;
    },
  };
}

const summary = (m: Map<string, number>) => [...m].map(([k, v]) => `${k}×${v}`).join(" ");

const allGreen = async () => {
  for (const base of [A, B]) {
    const h = await health(base);
    if (h.status !== 200 || h.body.status !== "ok") return false;
  }
  return true;
};

describe.skipIf(!ready)("faults and concurrency (two instances, PostgreSQL, Redis)", () => {
  beforeAll(async () => {
    await restoreServices();
    await eventually("both instances healthy", allGreen);
    for (const base of [A, B]) expect((await health(base)).body.checks.rateLimitStore.kind).toBe("redis");
  }, 60_000);

  afterAll(async () => {
    await restoreServices(); // whatever failed above, leave PostgreSQL and Redis running for the other runs
  }, 60_000);

  describe("two instances on one PostgreSQL and Redis", () => {
    it("hold the ask limit exactly across both: 30 allowed, not 60, for one token subject", async () => {
      const token = await claim(A);
      const replies = await Promise.all(Array.from({ length: 80 }, (_, i) => ask(i % 2 ? A : B, token)));
      const allowed = replies.filter((r) => r.status === 200);
      const limited = replies.filter((r) => r.status === 429);
      const onA = replies.filter((r, i) => i % 2 && r.status === 200).length;
      console.log(
        `ask limit across 2 instances: ${allowed.length} × 200 (${onA} on A, ${allowed.length - onA} on B), ${limited.length} × 429`,
      );
      expect(allowed.length).toBe(30);
      expect(limited.length).toBe(50);
      for (const r of limited) {
        expect(restError(r).code).toBe("RATE_LIMITED");
        expect(Number(r.headers["retry-after"])).toBeGreaterThan(0);
      }
      expect(replies.every((r) => r.headers["ratelimit-status"] === undefined)).toBe(true); // enforced, not failed open
    });

    it("see a token revoked on one instance at once on the other", async () => {
      const token = await claim(A);
      expect((await analyze(B, token)).status).toBe(200);
      const revoked = await request(A, "/api/auth/token", { form: { token } });
      expect(revoked.status).toBe(200);
      const after = await analyze(B, token);
      expect(after.status).toBe(401);
      expect(restError(after).message).toMatch(/revoked/);
      expect((await analyze(A, token)).status).toBe(401);
    });

    it("create exactly one account for concurrent sign-ups with the same email; the others get 409", async () => {
      const email = `race-${randomUUID()}@example.org`;
      const replies = await Promise.all(Array.from({ length: 12 }, (_, i) => signUp(i % 2 ? A : B, email)));
      const statuses = replies.map((r) => r.status).sort();
      console.log(`12 concurrent sign-ups, one email, 2 instances: ${statuses.join(" ")}`);
      expect(statuses.filter((s) => s === 201)).toHaveLength(1);
      expect(statuses.filter((s) => s === 409)).toHaveLength(11);
      for (const r of replies.filter((r) => r.status === 409)) expect(restError(r).code).toBe("CONFLICT");
      expect(await usersWithEmail(email)).toBe(1);
    });

    it("sign up learners with the same name but different emails concurrently, all of them (handles stay unique)", async () => {
      const replies = await Promise.all(
        Array.from({ length: 10 }, (_, i) => signUp(i % 2 ? A : B, `same-name-${randomUUID()}@example.org`)),
      );
      console.log(`10 concurrent sign-ups, one name, 10 emails: ${replies.map((r) => r.status).join(" ")}`);
      expect(replies.map((r) => r.status)).toEqual(Array(10).fill(201));
      expect(new Set(replies.map((r) => r.json().handle)).size).toBe(10);
    });
  });

  describe("PostgreSQL stops mid-run", () => {
    it("answers 503 SERVICE_UNAVAILABLE, turns /api/health red, recovers by itself, and loses no write", async () => {
      // Written just before the fault: a learner account and an access token.
      const email = `before-fault-${randomUUID()}@example.org`;
      const created = await signUp(A, email);
      expect(created.status).toBe(201);
      const learner = created.json() as { id: string; handle: string };
      const token = await claim(B);
      expect((await analyze(A, token)).status).toBe(200);

      let down: Reply[] = [];
      const t = Date.now();
      const background = traffic((i) =>
        i % 3 === 2 ? analyze(i % 2 ? A : B, token) : request(i % 2 ? A : B, "/api/users/ada-dev"),
      );
      try {
        await new Promise((r) => setTimeout(r, 300)); // queries in flight when the server goes away
        await stopPostgres();
        down = await Promise.all([
          request(A, "/api/users/ada-dev"),
          request(B, `/api/users/${learner.id}`),
          analyze(A, token),
          request(B, "/api/auth/token", {
            form: {
              grant_type: "urn:ietf:params:oauth:grant-type:token-exchange",
              subject_token: await signIdToken(),
              subject_token_type: "urn:ietf:params:oauth:token-type:id_token",
            },
          }),
          signUp(A, `during-fault-${randomUUID()}@example.org`),
          request(A, "/api/health"),
          request(B, "/api/health"),
          request(B, "/api/courses"),
          request(A, "/api/mcp", {
            body: {
              jsonrpc: "2.0",
              id: 1,
              method: "tools/call",
              params: { name: "get_user_profile", arguments: { id: "ada-dev" } },
            },
          }),
        ]);
      } finally {
        await startPostgres();
      }
      const window = Date.now() - t;
      const [profileA, profileB, analyzeA, claimB, signUpA, healthA, healthB, coursesB, mcpA] = down;
      console.log(
        `PostgreSQL down for ${window} ms; answers: ${down.map((r) => `${r.status} (${r.ms} ms)`).join(", ")}`,
      );
      expectUnavailable(profileA, "GET /api/users/ada-dev");
      expectUnavailable(profileB, "GET /api/users/{id} on B");
      expectUnavailable(analyzeA, "POST /api/java/analyze (token check)");
      expectUnavailable(signUpA, "POST /api/auth/register (sign-up)");
      expect(claimB.status).toBe(503);
      expect(claimB.json()).toMatchObject({ error: "temporarily_unavailable", error_description: expect.any(String) });
      for (const h of [healthA, healthB]) {
        expect(h.status).toBe(503);
        expect(h.json()).toMatchObject({ status: "down", checks: { database: { ok: false } } });
      }
      expect([200, 503]).toContain(coursesB.status); // the catalogue may come from its 10 s cache
      if (coursesB.status === 503) expect(restError(coursesB).code).toBe("SERVICE_UNAVAILABLE");
      expect([200, 503]).toContain(mcpA.status);
      if (mcpA.status === 200) expect(mcpA.json()).toMatchObject({ jsonrpc: "2.0", id: 1 });
      for (const r of down) expect(r.ms).toBeLessThan(10_000);

      const recovered = await eventually("both instances healthy again", allGreen, 30_000);
      console.log(`recovered ${recovered} ms after PostgreSQL was back`);
      await new Promise((r) => setTimeout(r, 300));
      const during = await background.stop();
      console.log(`background traffic through the PostgreSQL outage: ${summary(during)}`);
      expect([...during.keys()].filter((k) => k !== "200" && k !== "503")).toEqual([]); // no 500, no hang, no reset
      expect((await request(A, "/api/users/ada-dev")).status).toBe(200);
      expect((await request(B, `/api/users/${learner.handle}`)).status).not.toBe(503);
      expect((await analyze(A, token)).status).toBe(200); // the token issued before the fault still works
      expect((await analyze(B, await claim(A))).status).toBe(200); // and new ones are issued
      const again = await signUp(B, email);
      expect(again.status).toBe(409); // the account written before the fault is there
      expect(await usersWithEmail(email)).toBe(1);
    }, 90_000);
  });

  describe("Redis stops mid-run", () => {
    it("fails open (served, RateLimit-Status: unavailable), reports degraded health, and recovers by itself", async () => {
      const token = await claim(A);
      let down: Reply[] = [];
      const t = Date.now();
      const background = traffic((i) => ask(i % 2 ? A : B)); // anonymous, each from a fresh address: never over a limit
      try {
        await new Promise((r) => setTimeout(r, 300));
        await stopRedis();
        down = await Promise.all([
          ask(A),
          ask(B, token),
          analyze(B, token),
          request(A, "/api/auth/register", {
            body: { client_name: "fault test agent", redirect_uris: ["http://127.0.0.1:9/cb"] },
          }),
          request(A, "/api/health"),
          request(B, "/api/health"),
        ]);
      } finally {
        await startRedis();
      }
      const window = Date.now() - t;
      const [askA, askB, analyzeB, registerA, healthA, healthB] = down;
      console.log(`Redis down for ${window} ms; answers: ${down.map((r) => `${r.status} (${r.ms} ms)`).join(", ")}`);
      for (const r of [askA, askB, analyzeB]) {
        expect(r.status, r.text.slice(0, 200)).toBe(200);
        expect(r.headers["ratelimit-status"]).toBe("unavailable");
      }
      expect(registerA.status, registerA.text.slice(0, 200)).toBe(201);
      for (const h of [healthA, healthB]) {
        expect(h.status).toBe(200);
        expect(h.json()).toMatchObject({
          status: "degraded",
          checks: { database: { ok: true }, rateLimitStore: { ok: false } },
        });
      }
      for (const r of down) expect(r.ms).toBeLessThan(10_000);

      const recovered = await eventually("both instances report the rate-limit store again", allGreen, 30_000);
      console.log(`recovered ${recovered} ms after Redis was back`);
      const during = await background.stop();
      console.log(`background traffic through the Redis outage: ${summary(during)}`);
      expect([...during.keys()]).toEqual(["200"]); // served throughout: enforced, or failed open
      await eventually("limits enforced again", async () => {
        const r = await ask(B, token);
        return (
          r.status === 200 && r.headers["ratelimit-status"] === undefined && typeof r.headers.ratelimit === "string"
        );
      });
    }, 90_000);
  });

  describe("the servers afterwards", () => {
    it("are still running (no crash)", () => {
      for (const pid of (process.env.FAULTS_PIDS ?? "").split(",").filter(Boolean).map(Number))
        expect(() => process.kill(pid, 0)).not.toThrow();
    });

    it("logged JSON lines without tokens, ID tokens or passwords", () => {
      for (const file of (process.env.FAULTS_LOGS ?? "").split(",").filter(Boolean)) {
        const r = checkServerLog(fs.readFileSync(file, "utf8"), secrets);
        console.log(
          `${file}: ${r.lines} lines, ${r.appLines} JSON lines from the app, ${r.frameworkLines} from Next.js/next-auth`,
        );
        expect(r.badJson).toEqual([]);
        expect(r.leaks).toEqual([]);
        expect(r.appLines).toBeGreaterThan(0); // the outages were logged
      }
    });
  });
});
