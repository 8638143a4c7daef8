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
