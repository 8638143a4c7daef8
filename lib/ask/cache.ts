// Keeps one built ask index in memory and rebuilds it when the content changes.
//
// Staleness bound: the content version is checked at most every `maxAgeMs`, and a request that arrives after that
// waits for the check (and, if the version changed, the rebuild), so an edit made in Prisma Studio shows up in
// answers at most `maxAgeMs` (plus one load/build) later. Concurrent callers share one in-flight check/build.

import { buildAskIndex, type AskIndex } from "./build";
import type { LessonDoc } from "./types";

export interface AskIndexCacheOptions {
  /** How long a built index is trusted without re-checking the content version (e.g. 30_000). */
  maxAgeMs: number;
  /**
   * Optional cheap version probe (e.g. `max(updatedAt)` + lesson count). Without it, `load` is called for every
   * check and the index is rebuilt only when the version it returns differs.
   */
  version?: () => Promise<string>;
  /** Clock (tests). */
  now?: () => number;
  /** Index builder (tests). */
  build?: (lessons: LessonDoc[]) => AskIndex;
}

export interface AskIndexCache {
  /** The current index (loading/building it if needed). */
  get(): Promise<AskIndex>;
  /** Forgets the checked time so that the next `get` re-checks the version (e.g. after a known edit). */
  invalidate(): void;
  /** Version of the index currently held (undefined before the first build). */
  readonly version: string | undefined;
}

export function createAskIndexCache(
  load: () => Promise<{ lessons: LessonDoc[]; version: string }>,
  options: AskIndexCacheOptions,
): AskIndexCache {
  const maxAgeMs = Math.max(0, options.maxAgeMs);
  const now = options.now ?? Date.now;
  const build = options.build ?? buildAskIndex;
  let index: AskIndex | undefined;
  let version: string | undefined;
  let checkedAt = -Infinity;
  let inFlight: Promise<AskIndex> | null = null;

  const refresh = async (): Promise<AskIndex> => {
    const startedAt = now();
    try {
      if (index && options.version) {
        const v = await options.version();
        if (v === version) {
          checkedAt = startedAt;
          return index;
        }
      }
      const loaded = await load();
      if (!index || loaded.version !== version) {
        index = build(loaded.lessons);
        version = loaded.version;
      }
      checkedAt = startedAt;
      return index;
    } catch (err) {
      // Keep serving the last good index if the database is briefly unavailable; retry after maxAgeMs.
      if (index) {
        checkedAt = startedAt;
        return index;
      }
      throw err;
    }
  };

  return {
    get(): Promise<AskIndex> {
      if (index && now() - checkedAt < maxAgeMs) return Promise.resolve(index);
      if (!inFlight) {
        inFlight = refresh().finally(() => {
          inFlight = null;
        });
      }
      return inFlight;
    },
    invalidate() {
      checkedAt = -Infinity;
    },
    get version() {
      return version;
    },
  };
}
