// Password sign-in is under the `auth` limit (per client address) on next-auth's credentials route, and next-auth's
// own URLs follow the app's origin rule (APP_URL) rather than its localhost:3000 default.
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { env } from "@/lib/env";
import { PEER_HEADER } from "@/lib/http/client-ip";
import { enforceRateLimit } from "@/lib/http/rate";

const run = promisify(execFile);

describe("password sign-in rate limit", () => {
  it("answers the attempt after the limit with 429 RATE_LIMITED and Retry-After, per client address", async () => {
    const { POST } = await import("@/app/api/auth/[...nextauth]/route");
    const headers = (ip: string) => ({ "content-type": "application/x-www-form-urlencoded", [PEER_HEADER]: ip });
    const attempt = (ip: string) =>
      POST(
        new NextRequest("http://127.0.0.1:3000/api/auth/callback/credentials", {
          method: "POST",
          headers: headers(ip),
          body: "email=nobody%40example.com&password=wrong-password",
        }),
        { params: Promise.resolve({ nextauth: ["callback", "credentials"] }) },
      );
    const ip = `203.0.113.${Math.floor(Math.random() * 200) + 1}`;
    // The first AUTH_RATE_LIMIT attempts of the minute from this address (sign-in form or next-auth: one quota)…
    for (let i = 0; i < env.AUTH_RATE_LIMIT; i++) await enforceRateLimit("auth", new Headers(headers(ip)), null);
    // …so the next one on next-auth's credentials route is refused before any password is checked.
    const over = await attempt(ip);
    expect(over.status).toBe(429);
    expect(over.headers.get("retry-after")).toMatch(/^\d+$/);
    expect((await over.json()).error.code).toBe("RATE_LIMITED");
    await expect(enforceRateLimit("auth", new Headers(headers("198.51.100.7")), null)).resolves.toBeDefined();
  }, 120_000);
});

describe("next-auth URLs", () => {
  it("follow APP_URL when NEXTAUTH_URL is not set", async () => {
    const childEnv: NodeJS.ProcessEnv = { ...process.env, APP_URL: "http://127.0.0.1:3917", LOG_LEVEL: "silent" };
    delete childEnv.NEXTAUTH_URL;
    const r = await run(
      "node_modules/.bin/tsx",
      ["-e", 'import("./lib/auth/nextauth").then(() => console.log(process.env.NEXTAUTH_URL))'],
      { env: childEnv },
    );
    expect(r.stdout.trim().split("\n").at(-1)).toBe("http://127.0.0.1:3917");
  }, 60_000);
});
