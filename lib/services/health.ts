// Health of the backing services, for uptime checks.
import packageJson from "@/package.json";
import { aiMode } from "@/lib/ai/provider";
import { pingDatabase } from "@/lib/db/queries/health";
import { env } from "@/lib/env";
import { rateLimitStoreKind, pingRateLimitStore } from "@/lib/ratelimit";
import { analysisMode } from "./analyze-pool";

export interface Health {
  status: "ok" | "degraded" | "down";
  version: string;
  checks: {
    database: { ok: boolean; kind: "postgres" | "pglite"; ms: number };
    rateLimitStore: { ok: boolean; kind: string; ms: number };
    ai: { mode: string };
    /** Where code reviews run: a pool of worker threads (size, busy, queued), or inline. */
    analysis: ReturnType<typeof analysisMode>;
  };
}

async function timed(fn: () => Promise<unknown>, timeoutMs = 2000): Promise<{ ok: boolean; ms: number }> {
  const t = Date.now();
  try {
    await Promise.race([fn(), new Promise((_, rej) => setTimeout(() => rej(new Error("timeout")), timeoutMs))]);
    return { ok: true, ms: Date.now() - t };
  } catch {
    return { ok: false, ms: Date.now() - t };
  }
}

export async function getHealth(): Promise<Health> {
  const [db, rl] = await Promise.all([timed(pingDatabase), timed(pingRateLimitStore)]);
  return {
    status: !db.ok ? "down" : !rl.ok ? "degraded" : "ok",
    version: packageJson.version,
    checks: {
      database: { ...db, kind: env.DATABASE_URL ? "postgres" : "pglite" },
      rateLimitStore: { ...rl, kind: rateLimitStoreKind() },
      ai: { mode: aiMode() },
      analysis: analysisMode(),
    },
  };
}
