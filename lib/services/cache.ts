// A tiny TTL memo for public, shared reads (catalogue). Staleness is bounded by CATALOG_CACHE_SECONDS (default 10 s);
// concurrent callers share one in-flight load. Per-user data is never cached here.
import { env } from "@/lib/env";

const entries = new Map<string, { at: number; value: Promise<unknown> }>();

export function memo<T>(key: string, load: () => Promise<T>): Promise<T> {
  const ttl = env.CATALOG_CACHE_SECONDS * 1000;
  if (ttl <= 0) return load();
  const now = Date.now();
  const hit = entries.get(key);
  if (hit && now - hit.at < ttl) return hit.value as Promise<T>;
  const value = load();
  entries.set(key, { at: now, value });
  value.catch(() => entries.delete(key));
  if (entries.size > 1000) entries.delete(entries.keys().next().value!);
  return value;
}

export function clearMemo(): void {
  entries.clear();
}

/**
 * For cached pages without a dynamic segment (catalogue, home, masters), which `next build` prerenders: the build
 * reads the database only when it has a server of its own (DATABASE_URL, as on Vercel, where the build's output is
 * served); with the embedded PGlite folder (one process at a time, none at all on a fresh clone) it renders `empty`.
 * `next start` never serves that output (lib/pages/cache-handler.mjs renders each page on its first request).
 */
export async function readUnlessBuilding<T>(load: () => Promise<T>, empty: T): Promise<T> {
  if (env.NEXT_PHASE !== "phase-production-build") return load();
  if (!env.DATABASE_URL) return empty;
  try {
    return await load();
  } catch {
    return empty;
  }
}
