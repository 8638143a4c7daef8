// A readable cookie that says "a session cookie is present" (set by middleware.ts, read by the client islands of
// cached pages). Not a credential: the islands' server actions read the real, HttpOnly session.
export const SIGNED_IN_HINT = "learn.signed-in";

/** In the browser: whether the hint is set (no request for visitors who are not signed in). */
export function hasSignedInHint(): boolean {
  return typeof document !== "undefined" && document.cookie.split("; ").includes(`${SIGNED_IN_HINT}=1`);
}
