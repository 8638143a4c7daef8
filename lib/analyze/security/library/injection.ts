import { CLEAN, combine, constStr, isTainted, unionLabels, type Val } from "../val";
import { FILES_OPS, FILE_INSTANCE_OPS, PATH_IDENTITY, JDBC_TEMPLATE_METHODS, LDAP_TYPES } from "./tables";
import {
  bt,
  nameIs,
  litArg,
  sinkSpec,
  redirectCheck,
  cmdSink,
  fileOp,
  pathBuild,
  isStatementish,
  isJdbcTemplate,
  NONE,
  type CallSite,
  type LibResult,
} from "./common";

/** SQL */
export function onSQL(c: CallSite): LibResult {
  const { engine, ctx, tv, args, name, cls, loc, a0 } = c;
  switch (name) {
    case "executeQuery":
    case "executeUpdate":
    case "executeLargeUpdate":
    case "addBatch":
      if (a0) engine.sink(ctx, sinkSpec("SEC-SQL-INJECTION", loc, name, "a SQL query", { useHow: true }), a0);
      return name === "executeQuery" ? { type: "ResultSet" } : CLEAN;
    case "execute":
      if (a0 && isStatementish(tv))
        engine.sink(ctx, sinkSpec("SEC-SQL-INJECTION", loc, name, "a SQL query", { useHow: true }), a0);
      else if (a0 && isJdbcTemplate(tv))
        engine.sink(ctx, sinkSpec("SEC-SQL-INJECTION", loc, name, "a SQL query", { useHow: true }), a0);
      return isStatementish(tv) || isJdbcTemplate(tv) ? CLEAN : undefined;
    case "prepareStatement":
    case "prepareCall":
    case "nativeSQL":
      if (a0) engine.sink(ctx, sinkSpec("SEC-SQL-INJECTION", loc, name, "a SQL statement", { useHow: true }), a0);
      return { type: name === "prepareCall" ? "CallableStatement" : "PreparedStatement" };
    case "createStatement":
      return { type: "Statement" };
    case "createQuery":
    case "createNativeQuery":
    case "createSQLQuery":
    case "createSelectionQuery":
    case "createMutationQuery":
      if (a0 && a0.type !== "CriteriaQuery" && !a0.clsLit && !(tv && /criteria|builder|^cb$/i.test(tv.nm ?? "")))
        engine.sink(
          ctx,
          sinkSpec(
            "SEC-SQL-INJECTION",
            loc,
            name,
            name === "createQuery" || name === "createSelectionQuery" ? "a JPQL/HQL query" : "a native SQL query",
            { useHow: true },
          ),
          a0,
        );
      return { type: "Query" };
    case "sql":
      if (a0 && tv && (/JdbcClient|DatabaseClient/.test(bt(tv)) || nameIs(tv, /jdbc|database|client/i)))
        engine.sink(ctx, sinkSpec("SEC-SQL-INJECTION", loc, name, "a SQL query", { useHow: true }), a0);
      return NONE;
    case "getConnection":
      if (cls === "DriverManager" && args.length >= 3)
        engine.hardcodedArg(ctx, args[2], loc, "The database password passed to `DriverManager.getConnection`");
      return { type: "Connection" };
  }
  if (JDBC_TEMPLATE_METHODS.has(name) && a0 && isJdbcTemplate(tv)) {
    engine.sink(ctx, sinkSpec("SEC-SQL-INJECTION", loc, name, "a SQL query", { useHow: true }), a0);
    return CLEAN;
  }
  return undefined;
}

/** OS commands */
export function onOSCommands(c: CallSite): LibResult {
  const { engine, ctx, tv, args, name, cls, loc, a0 } = c;
  if (name === "getRuntime" && cls === "Runtime") return { type: "Runtime" };
  if (name === "exec" && tv && (bt(tv) === "Runtime" || nameIs(tv, /^(rt|runtime|r)$/i))) {
    cmdSink(
      engine,
      ctx,
      loc,
      "Runtime.exec",
      a0,
      args.length > 1 && !a0?.elems && bt(a0) !== "String[]" ? args : a0?.elems,
    );
    // exec(cmd, envp): an environment entry whose NAME comes from the request (LD_PRELOAD=..., BASH_ENV=...)
    const envp = args[1];
    for (const entry of envp?.elems ?? [])
      if (isTainted(entry) && !(entry.prefix ?? "").includes("="))
        engine.sink(ctx, sinkSpec("SEC-COMMAND-INJECTION", loc, "Runtime.exec", "the environment of a process"), entry);
    return { type: "Process" };
  }
  if (name === "command" && tv && bt(tv) === "ProcessBuilder" && args.length) {
    cmdSink(
      engine,
      ctx,
      loc,
      "ProcessBuilder.command",
      args.length === 1 ? a0 : undefined,
      args.length === 1 ? a0?.elems : args,
    );
    return tv;
  }
  if (cls === "CommandLine" && name === "parse" && a0) {
    cmdSink(engine, ctx, loc, "CommandLine.parse", a0, undefined);
    return { type: "CommandLine" };
  }
  return undefined;
}

/** file paths */
export function onFilePaths(c: CallSite): LibResult {
  const { engine, ctx, tv, args, name, cls, loc, a0 } = c;
  if ((cls === "Paths" && name === "get") || (cls === "Path" && name === "of")) {
    const v = pathBuild(
      engine,
      ctx,
      args.filter((a) => !a.clsLit),
      loc,
      `${cls}.${name}`,
      "Path",
    );
    return v;
  }
  if (
    (name === "resolve" || name === "resolveSibling") &&
    tv &&
    !cls &&
    a0 &&
    (bt(tv) === "Path" ||
      tv.kinds?.includes("path") ||
      nameIs(tv, /path|dir|base|root|folder|upload|storage|location/i))
  ) {
    const v = pathBuild(engine, ctx, [a0], loc, name, "Path");
    v.t = unionLabels(v.t, tv.t);
    if (tv.pend) v.pend = [...new Set([...(v.pend ?? []), ...tv.pend])];
    return v;
  }
  if (tv && !cls && PATH_IDENTITY.has(name) && (tv.kinds?.includes("path") || bt(tv) === "Path" || bt(tv) === "File")) {
    const out: Val = {
      ...tv,
      type: name === "toFile" || name.endsWith("File") ? "File" : name === "toUri" || name === "toURI" ? "URI" : "Path",
      kinds: ["path"],
      nm: undefined,
    };
    return out;
  }
  if (cls === "Files" && FILES_OPS.has(name)) {
    for (const a of args)
      if (a.kinds?.includes("path") || a.pend || bt(a) === "Path" || bt(a) === "File")
        fileOp(engine, ctx, a, loc, `Files.${name}`);
    // file contents are not the attacker's input (only the name was); the result carries no taint
    if (name === "readString" || name === "readAllLines" || name === "lines") return { type: "String" };
    if (name === "readAllBytes") return { type: "byte[]" };
    return { type: name.startsWith("new") ? name.slice(3) : "Object" };
  }
  if (cls === "ResourceUtils" && name === "getFile" && a0) {
    fileOp(engine, ctx, a0, loc, "ResourceUtils.getFile");
    return { type: "File", kinds: ["path"] };
  }
  if (
    tv &&
    !cls &&
    FILE_INSTANCE_OPS.has(name) &&
    (tv.kinds?.includes("path") || bt(tv) === "File" || bt(tv) === "Path")
  ) {
    fileOp(engine, ctx, tv, loc, name);
    return CLEAN;
  }
  if (
    name === "transferTo" &&
    a0 &&
    tv &&
    (bt(tv) === "MultipartFile" || bt(tv) === "Part" || isTainted(tv) || /file/i.test(tv.nm ?? ""))
  ) {
    fileOp(engine, ctx, a0, loc, "transferTo");
    return CLEAN;
  }
  return undefined;
}

/** LDAP / XPath */
export function onLDAPXPath(c: CallSite): LibResult {
  const { engine, ctx, tv, args, name, cls, loc, a0 } = c;
  if (
    name === "search" &&
    tv &&
    !cls &&
    (LDAP_TYPES.has(bt(tv)) || nameIs(tv, /ctx|context|ldap|^dir/i)) &&
    args.length >= 2
  ) {
    const filter = args[1];
    if (isTainted(filter))
      engine.sink(
        ctx,
        sinkSpec("SEC-LDAP-INJECTION", loc, "search", "an LDAP search filter", { useHow: true }),
        filter,
      );
    else if (isTainted(a0) && !a0.type?.includes("Query"))
      engine.sink(
        ctx,
        sinkSpec("SEC-LDAP-INJECTION", loc, "search", "an LDAP distinguished name", { useHow: true }),
        a0,
      );
    return { type: "NamingEnumeration" };
  }
  if (name === "newXPath") return { type: "XPath" };
  if (
    (name === "evaluate" || name === "compile" || name === "evaluateExpression") &&
    tv &&
    !cls &&
    a0 &&
    (bt(tv) === "XPath" || nameIs(tv, /xpath|^xp$/i))
  ) {
    engine.sink(ctx, sinkSpec("SEC-XPATH-INJECTION", loc, name, "an XPath expression", { useHow: true }), a0);
    return { type: "String" };
  }
  if (
    (name === "selectNodes" || name === "selectSingleNode" || name === "valueOf") &&
    tv &&
    !cls &&
    a0 &&
    /Document|Node|Element/.test(bt(tv)) &&
    isTainted(a0)
  ) {
    engine.sink(ctx, sinkSpec("SEC-XPATH-INJECTION", loc, name, "an XPath expression", { useHow: true }), a0);
    return CLEAN;
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
