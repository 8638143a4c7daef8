// Calls of the injection families that are not table rows: connections with hard-coded passwords, and redirects
// built with Spring's response builders (the queries, commands, paths, LDAP and XPath sinks are in spec.ts).
import { CLEAN, combine, constStr, isTainted } from "../val";
import { litArg, redirectCheck, sinkSpec, type CallSite, type LibResult } from "./common";

const PANACHE_QUERIES = new Set(["find", "list", "stream", "count", "delete", "update", "findAll"]);

/** SQL connections (the queries themselves are sinks in spec.ts) */
export function onSQL(c: CallSite): LibResult {
  const { engine, ctx, args, name, cls, loc } = c;
  // Course.find("title like '" + t + "'"): Panache's static queries take HQL (or Mongo query) text
  const panache = cls ? engine.panacheEntities.get(cls) : undefined;
  if (panache && PANACHE_QUERIES.has(name) && args[0] && isTainted(args[0])) {
    const rule = panache === "mongo" ? "SEC-NOSQL-INJECTION" : "SEC-SQL-INJECTION";
    const what = panache === "mongo" ? "a MongoDB query" : "an HQL query";
    engine.sink(ctx, sinkSpec(rule, loc, `${cls}.${name}`, what, { useHow: true }), args[0]);
    return { type: "PanacheQuery" };
  }
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
  // ResponseEntity.ok().contentType(TEXT_HTML), JAX-RS Response.ok().type(TEXT_HTML_TYPE), WebFlux contentType
  if ((name === "contentType" || (name === "type" && !cls)) && tv && a0) {
    // MediaType.valueOf("application/javascript") / parseMediaType("text/html;charset=UTF-8")
    const x = c.e.args[0];
    const ct =
      constStr(a0) ??
      (x?.k === "call" && /^(valueOf|parseMediaType)$/.test(x.name) && x.args[0]?.k === "lit"
        ? String(x.args[0].v)
        : undefined);
    if (ct && /html/i.test(ct)) return { ...tv, kinds: [...(tv.kinds ?? []), "htmlCT"] };
    if (ct && /javascript|ecmascript/i.test(ct)) return { ...tv, kinds: [...(tv.kinds ?? []), "scriptCT"] };
    return tv;
  }
  if ((name === "body" || name === "entity" || name === "bodyValue") && tv && a0 && !cls) {
    const v = combine([a0], undefined);
    if (a0.how) v.how = a0.how;
    const html = tv.kinds?.includes("htmlCT");
    if (html && isTainted(a0)) v.html = true;
    // a script (JSONP) or a body the handler's return does not carry (entity/bodyValue in a lambda): report here
    if (isTainted(a0) && (tv.kinds?.includes("scriptCT") || (html && name !== "body"))) {
      engine.sink(ctx, sinkSpec("SEC-XSS", loc, name, html ? "an HTML response body" : "a script response"), a0);
      return { type: "ResponseEntity" }; // reported here: not once more where the handler returns it
    }
    v.type = "ResponseEntity";
    return v;
  }
  return undefined;
}
