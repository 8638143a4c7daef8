// OAuth scopes of this service. A token without a requested scope gets DEFAULT_SCOPES.
export const SCOPES = {
  read: "Read your profile, progress and pro lessons.",
  analyze: "Run the Java code analysis (POST /api/java/analyze and the MCP analyze tool).",
  progress: "Mark lessons complete or not complete on your behalf.",
  practice: "Submit solutions to exercises and run Java code on your behalf (10 runs a minute).",
} as const;
export type Scope = keyof typeof SCOPES;
export const SCOPE_NAMES = Object.keys(SCOPES) as Scope[];
export const DEFAULT_SCOPES: Scope[] = ["read", "analyze"];

/** Parses a space-separated scope string; unknown scopes → null (invalid_scope). Empty → the defaults. */
export function parseScope(scope: string | undefined | null): Scope[] | null {
  if (!scope || !scope.trim()) return [...DEFAULT_SCOPES];
  const parts = [...new Set(scope.trim().split(/\s+/))];
  if (!parts.every((p): p is Scope => (SCOPE_NAMES as string[]).includes(p))) return null;
  return parts as Scope[];
}
