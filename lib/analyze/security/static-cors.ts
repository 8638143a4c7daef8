// CORS headers written by hand (CWE-942): a filter that answers `Access-Control-Allow-Origin` with `*` while allowing
// credentials, or with whatever `Origin` the request sent. `@CrossOrigin` and `CorsRegistry` configuration are the
// design family's (lib/analyze/design/spring-security.ts); this covers servlet filters, JAX-RS response filters and
// handlers that set the headers themselves.
import type { RawFinding } from "./catalog";
import { stmtExprs, walkExpr, walkStmts, type Expr, type MethodDecl, type Stmt } from "../flow";

type Emit = (f: RawFinding) => void;
type Ul = (l: number) => number;

const HEADER_SETTERS = new Set(["setHeader", "addHeader", "add", "set", "header", "putSingle", "addIfAbsent"]);
const ORIGIN_READS = new Set(["getHeader", "getHeaderString", "getFirst", "header"]);
/** Checks that decide whether an origin is acceptable: an allow-list lookup, an equality, a pattern. */
const ORIGIN_CHECKS = new Set([
  "contains",
  "containsKey",
  "equals",
  "equalsIgnoreCase",
  "matches",
  "anyMatch",
  "startsWith",
  "endsWith",
  "matcher",
]);

const lit = (e: Expr | undefined): string | undefined => (e?.k === "lit" && typeof e.v === "string" ? e.v : undefined);

/** `request.getHeader("Origin")` / `headers.getFirst(HttpHeaders.ORIGIN)`. */
function readsOrigin(e: Expr | null | undefined): boolean {
  if (!e || e.k !== "call" || !ORIGIN_READS.has(e.name) || e.args.length !== 1) return false;
  const a = e.args[0];
  return lit(a)?.toLowerCase() === "origin" || ((a.k === "field" || a.k === "name") && a.name === "ORIGIN");
}

/** Every call in a method body, with the statements of lambdas. */
function calls(body: Stmt[], f: (c: Extract<Expr, { k: "call" }>) => void) {
  walkStmts(body, (s) => {
    for (const e of stmtExprs(s)) if (e) walkExpr(e, (x) => x.k === "call" && f(x));
  });
}

function credentialsAllowed(body: Stmt[]): boolean {
  let on = false;
  calls(body, (c) => {
    if (!HEADER_SETTERS.has(c.name) || c.args.length < 2) return;
    if (lit(c.args[0])?.toLowerCase() === "access-control-allow-credentials" && lit(c.args[1]) === "true") on = true;
  });
  return on;
}

export function corsHeaders(m: MethodDecl, emit: Emit, ul: Ul) {
  if (!m.body) return;
  const body = m.body;
  let origins: Set<string> | undefined;
  let checked: Set<string> | undefined;
  const credentials = credentialsAllowed(body);
  walkStmts(body, (s) => {
    if (s.k === "local" && readsOrigin(s.init)) (origins ??= new Set()).add(s.name);
  });
  // @RequestHeader("Origin") String origin, @HeaderParam("Origin") String origin
  for (const p of m.params)
    for (const a of p.annotations)
      if (/^(RequestHeader|HeaderParam|Header)$/.test(a.name)) {
        const v = a.args.get("value") ?? a.args.get("name") ?? [];
        if (v.some((x) => lit(x)?.toLowerCase() === "origin")) (origins ??= new Set()).add(p.name);
      }
  calls(body, (c) => {
    if (!ORIGIN_CHECKS.has(c.name)) return;
    for (const a of [c.target, ...c.args]) if (a?.k === "name") (checked ??= new Set()).add(a.name);
    for (const a of c.args) if (a.k === "mref" && a.target.k === "name") (checked ??= new Set()).add(a.target.name);
  });
  calls(body, (c) => {
    if (!HEADER_SETTERS.has(c.name) || c.args.length < 2) return;
    if (lit(c.args[0])?.toLowerCase() !== "access-control-allow-origin") return;
    const v = c.args[1];
    const reflected = (v.k === "name" && origins?.has(v.name) && !checked?.has(v.name)) || readsOrigin(v);
    if (!reflected && !(lit(v) === "*" && credentials)) return;
    emit({
      rule: "SEC-CORS-PERMISSIVE",
      line: c.loc.line,
      column: c.loc.col,
      message: reflected
        ? `\`Access-Control-Allow-Origin\` repeats the request's \`Origin\` header without checking it (line ${ul(c.loc.line)}): every website may call this API${credentials ? " with the user's cookies" : ""}.`
        : `\`Access-Control-Allow-Origin: *\` together with \`Access-Control-Allow-Credentials: true\` (line ${ul(c.loc.line)}): every website may call this API as the logged-in user.`,
    });
  });
}
