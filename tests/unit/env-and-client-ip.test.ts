import { afterEach, describe, expect, it, vi } from "vitest";

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

async function fresh() {
  vi.resetModules();
  return { env: await import("@/lib/env"), ip: await import("@/lib/http/client-ip") };
}

describe("clientAddress (rate-limit key)", () => {
  it("ignores a client's X-Forwarded-For by default and uses the socket address set by the server", async () => {
    vi.stubEnv("VERCEL", undefined);
    vi.stubEnv("TRUST_PROXY", undefined);
    const { ip } = await fresh();
    const h = new Headers({ "x-forwarded-for": "6.6.6.6", [ip.PEER_HEADER]: "127.0.0.1" });
    expect(ip.clientAddress(h)).toBe("127.0.0.1");
  });
  it("uses the last X-Forwarded-For entry (the trusted proxy's) with TRUST_PROXY=1", async () => {
    vi.stubEnv("TRUST_PROXY", "1");
    const { ip } = await fresh();
    expect(ip.clientAddress(new Headers({ "x-forwarded-for": "6.6.6.6, 10.0.0.7" }))).toBe("10.0.0.7");
  });
  it("uses Vercel's own header on Vercel", async () => {
    vi.stubEnv("VERCEL", "1");
    const { ip } = await fresh();
    expect(
      ip.clientAddress(new Headers({ "x-vercel-forwarded-for": "203.0.113.9", "x-forwarded-for": "6.6.6.6" })),
    ).toBe("203.0.113.9");
  });
});

describe("env", () => {
  it("derives the canonical origin from APP_URL, else the Vercel deployment, without a trailing slash", async () => {
    vi.stubEnv("APP_URL", "https://learn.example.com/");
    expect((await fresh()).env.appOrigin()).toBe("https://learn.example.com");
    vi.stubEnv("APP_URL", undefined);
    vi.stubEnv("VERCEL_URL", "preview-abc.vercel.app");
    vi.stubEnv("VERCEL_ENV", "preview");
    expect((await fresh()).env.appOrigin()).toBe("https://preview-abc.vercel.app");
  });
  it("refuses to start on Vercel without a database server, a secret or an identity provider", async () => {
    vi.stubEnv("VERCEL", "1");
    vi.stubEnv("NODE_ENV", "production");
    vi.stubEnv("DATABASE_URL", undefined);
    await expect(fresh()).rejects.toThrow(/DATABASE_URL is required on Vercel/);
    vi.stubEnv("DATABASE_URL", "postgresql://u@db.example.com/app");
    vi.stubEnv("AUTH_SECRET", undefined);
    vi.stubEnv("NEXTAUTH_SECRET", undefined);
    await expect(fresh()).rejects.toThrow(/AUTH_SECRET/);
    vi.stubEnv("AUTH_SECRET", "s".repeat(32));
    await expect(fresh()).rejects.toThrow(/AUTH_JWT_ISSUER/);
  });
  it("refuses to start on Vercel production without a shared rate-limit store (previews may count per instance)", async () => {
    vi.stubEnv("VERCEL", "1");
    vi.stubEnv("NODE_ENV", "production");
    vi.stubEnv("DATABASE_URL", "postgresql://u@db.example.com/app");
    vi.stubEnv("AUTH_SECRET", "s".repeat(32));
    vi.stubEnv("AUTH_JWT_ISSUER", "https://idp.example.com");
    vi.stubEnv("AUTH_JWT_JWKS_URL", "https://idp.example.com/jwks.json");
    vi.stubEnv("AUTH_JWT_AUDIENCE", "learn");
    vi.stubEnv("REDIS_URL", undefined);
    vi.stubEnv("UPSTASH_REDIS_REST_URL", undefined);
    vi.stubEnv("UPSTASH_REDIS_REST_TOKEN", undefined);
    vi.stubEnv("VERCEL_ENV", "preview");
    await expect(fresh()).resolves.toBeDefined();
    vi.stubEnv("VERCEL_ENV", "production");
    await expect(fresh()).rejects.toThrow(/shared rate-limit store is required on Vercel production/);
    vi.stubEnv("UPSTASH_REDIS_REST_URL", "https://eu1-fine-cat.upstash.io");
    await expect(fresh()).rejects.toThrow(/UPSTASH_REDIS_REST_TOKEN/);
    vi.stubEnv("UPSTASH_REDIS_REST_TOKEN", "token");
    await expect(fresh()).resolves.toBeDefined();
    vi.stubEnv("UPSTASH_REDIS_REST_URL", undefined);
    vi.stubEnv("REDIS_URL", "redis://cache.example.com:6379");
    await expect(fresh()).resolves.toBeDefined();
  });
  it("reports invalid values by name", async () => {
    vi.stubEnv("AI_TIMEOUT_MS", "not-a-number");
    await expect(fresh()).rejects.toThrow(/AI_TIMEOUT_MS/);
  });
});
