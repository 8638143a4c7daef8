// Calls of the injection families that are not table rows: connections with hard-coded passwords, and redirects
// built with Spring's response builders (the queries, commands, paths, LDAP and XPath sinks are in spec.ts).
import { CLEAN, combine, constStr, isTainted } from "../val";
import { litArg, redirectCheck, type CallSite, type LibResult } from "./common";

/** SQL connections (the queries themselves are sinks in spec.ts) */
export function onSQL(c: CallSite): LibResult {
  const { engine, ctx, args, name, cls, loc } = c;
  if (name === "getConnection") {
    if (cls === "DriverManager" && args.length >= 3)
      engine.hardcodedArg(ctx, args[2], loc, "The database password passed to `DriverManager.getConnection`");
    return { type: "Connection" };
  }
  return undefined;
}

/** redirects built with Spring */
export function onRedirectsBuiltWith(c: CallSite): LibResult {
  const { engine, ctx, tv, args, name, cls, loc, a0 } = c;
  if (name === "location" && a0 && tv && !cls) {
    redirectCheck(engine, ctx, a0, loc, "location");
    return tv;
  }
  if (name === "setLocation" && a0 && tv && !cls) {
    redirectCheck(engine, ctx, a0, loc, "setLocation");
    return CLEAN;
  }
  if (name === "header" && args.length >= 2 && litArg(args, 0)?.toLowerCase() === "location") {
    redirectCheck(engine, ctx, args[1], loc, 'header("Location")');
    return tv ?? CLEAN;
  }
  if (name === "contentType" && tv && a0) {
    const ct = constStr(a0);
    if (ct && /html/i.test(ct)) return { ...tv, kinds: [...(tv.kinds ?? []), "htmlCT"] };
    return tv;
  }
  if (name === "body" && tv && a0) {
    const v = combine([a0], undefined);
    if (a0.how) v.how = a0.how;
    if (tv.kinds?.includes("htmlCT") && isTainted(a0)) v.html = true;
    v.type = "ResponseEntity";
    return v;
  }
  return undefined;
}
