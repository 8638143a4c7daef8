// A short in-process cache of access-token rows, which every authenticated request reads (one indexed lookup that
// costs about 2 ms of the event loop through Prisma, more than the rest of an authenticated ask). Only while this
// process holds the embedded database (PGlite is opened by one process only, so every revocation passes through
// this process and empties the cache before it answers): a row is trusted for at most TOKEN_ROW_TTL_MS after it was read, and
// a read that overlapped a revocation is not stored. On a database server several instances may share the table and
// a revocation on one must hold on the others at once (tests/faults), so there the row is read every time.
// Missing and revoked rows are never cached; only correctly signed tokens get this far.
import { ownsEmbeddedDatabase } from "@/lib/db/client";

export interface TokenRow {
  id: string;
  userId: string;
  scope: string;
  clientId: string | null;
  revokedAt: Date | null;
  expiresAt: Date;
  audience: string;
}

export const TOKEN_ROW_TTL_MS = 60_000;
const MAX_ENTRIES = 10_000;

interface State {
  rows: Map<string, { row: TokenRow; until: number }>;
  /** Bumped by every revocation, so a read that started before it is not stored after it. */
  epoch: number;
}
const state: State =
  (globalThis as unknown as { __tokenRowCache?: State }).__tokenRowCache ??
  ((globalThis as unknown as { __tokenRowCache?: State }).__tokenRowCache = { rows: new Map(), epoch: 0 });

/** The row for `tokenHash`: from the cache while it is fresh (embedded database only), else from `load`. */
export async function cachedTokenRow(
  tokenHash: string,
  load: () => Promise<TokenRow | null>,
  now = Date.now(),
): Promise<TokenRow | null> {
  if (!(await ownsEmbeddedDatabase())) return load();
  const hit = state.rows.get(tokenHash);
  if (hit && hit.until > now) return hit.row;
  if (hit) state.rows.delete(tokenHash);
  const epoch = state.epoch;
  const row = await load();
  if (row && !row.revokedAt && state.epoch === epoch) {
    if (state.rows.size >= MAX_ENTRIES) state.rows.delete(state.rows.keys().next().value!);
    state.rows.set(tokenHash, { row, until: now + TOKEN_ROW_TTL_MS });
  }
  return row;
}

/** Called by every query that revokes access tokens, after its write: nothing read before it is trusted after it. */
export function forgetTokenRows(): void {
  state.epoch++;
  state.rows.clear();
}
