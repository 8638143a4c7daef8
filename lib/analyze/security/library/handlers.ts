// The algorithmic parts the specification points to (SpecEntry.model / guard): what a table row cannot say, such as
// which program a command line runs, how a path is built, whether a session value was validated.
import { cookieFinding, cookieSetter, literalCookieText, literalMentions } from "../cookies";
import { cipherAlgorithm, digestAlgorithm } from "./crypto";
import { CLEAN, constStr, hasSrc, isTainted, unionLabels, type Label, type Val } from "../val";
import type { GuardName, ModelName, SpecEntry } from "./spec-types";
import { WRAPPER_SUFFIX } from "./tables";
import { CLASSES } from "./spec";
import {
  bt,
  cmdSink,
  fileOp,
  litArg,
  pathBuild,
  redirectCheck,
  sinkSpec,
  type CallSite,
  type LibResult,
} from "./common";

/** A model's answer "this entry does not apply here after all" (the other library models are tried). */
export const SKIP = Symbol("entry does not apply");
export type ModelResult = LibResult | typeof SKIP | void;
type Model = (c: CallSite, e: SpecEntry) => ModelResult;

/** Constructors that always open the file they are given (the FileInputStream entry of spec-injection.ts). */
const FILE_OPENERS = new Set([
  "FileInputStream",
  ...(CLASSES.find((x) => x.name === "FileInputStream")?.aliases ?? []),
]);

/** Environment variables whose value decides which programs, libraries or startup code a child process runs. */
const EXEC_ENV =
  /^(PATH|LD_\w+|DYLD_\w+|BASH_ENV|ENV|SHELLOPTS|PS4|PYTHONPATH|PYTHONSTARTUP|NODE_OPTIONS|JAVA_TOOL_OPTIONS|_JAVA_OPTIONS|PERL5OPT|PERL5LIB|RUBYOPT|GIT_\w+)=/;

export const GUARDS: Record<GuardName, (c: CallSite) => boolean> = {
  /** Output written to a response that is not declared JSON/plain text. */
  htmlResponse: (c) => !c.ctx.nonHtml,
  /** A query string, not a Criteria object or a class literal. */
  /** A SnakeYAML parser built without a SafeConstructor. */
  unsafeYaml: (c) => !c.tv?.kinds?.includes("safeYaml"),
  /** An XStream whose file never restricts the types it may create (allowTypes*, NoTypePermission.NONE). */
  xstreamUnrestricted: (c) => !c.engine.xstreamRestricted,
  /** `query().base(..).filter(text)`: a Spring LDAP query builder chain (LdapQueryBuilder.query()). */
  ldapQueryChain: (c) => {
    let x = c.e.target;
    while (x?.k === "call" && x.target)
      x = x.target.k === "name" && x.target.name === "LdapQueryBuilder" ? null : x.target;
    return x === null || (x?.k === "call" && x.name === "query" && !x.target);
  },
  notCriteria: (c) =>
    !!c.a0 && c.a0.type !== "CriteriaQuery" && !c.a0.clsLit && !(c.tv && /criteria|builder|^cb$/i.test(c.tv.nm ?? "")),
};

export const MODELS: Record<ModelName, Model> = {
  exec(c) {
    const { engine, ctx, loc, args, a0 } = c;
    cmdSink(
      engine,
      ctx,
      loc,
      "Runtime.exec",
      a0,
      args.length > 1 && !a0?.elems && bt(a0) !== "String[]" ? args : a0?.elems,
    );
    // exec(cmd, envp): an environment entry whose NAME comes from the request (LD_PRELOAD=..., BASH_ENV=...), or
    // the value of a variable that decides which programs or libraries run (PATH=" + dir)
    for (const entry of args[1]?.elems ?? [])
      if (isTainted(entry) && (!(entry.prefix ?? "").includes("=") || EXEC_ENV.test(entry.prefix ?? "")))
        engine.sink(ctx, sinkSpec("SEC-COMMAND-INJECTION", loc, "Runtime.exec", "the environment of a process"), entry);
  },
  processCommand(c) {
    const { engine, ctx, loc, args, a0 } = c;
    const one = args.length === 1;
    cmdSink(engine, ctx, loc, "ProcessBuilder.command", one ? a0 : undefined, one ? a0?.elems : args);
  },
  commonsCommandLine(c) {
    cmdSink(c.engine, c.ctx, c.loc, "CommandLine.parse", c.a0, undefined);
  },
  pathsGet(c) {
    const parts = c.args.filter((a) => !a.clsLit);
    return pathBuild(c.engine, c.ctx, parts, c.loc, `${c.cls}.${c.name}`, "Path");
  },
  pathResolve(c) {
    const { tv, a0 } = c;
    const v = pathBuild(c.engine, c.ctx, [a0], c.loc, c.name, "Path");
    v.t = unionLabels(v.t, tv!.t);
    if (tv!.pend) v.pend = [...new Set([...(v.pend ?? []), ...tv!.pend])];
    return v;
  },
  pathIdentity(c) {
    const { tv, name } = c;
    const type =
      name === "toFile" || name.endsWith("File") ? "File" : name === "toUri" || name === "toURI" ? "URI" : "Path";
    return { ...tv, type, kinds: ["path"], nm: undefined };
  },
  filesOp(c) {
    const { name } = c;
    for (const a of c.args)
      if (a.kinds?.includes("path") || a.pend || bt(a) === "Path" || bt(a) === "File")
        fileOp(c.engine, c.ctx, a, c.loc, `Files.${name}`);
    // file contents are not the attacker's input (only the name was); the result carries no taint
    if (name === "readString" || name === "readAllLines" || name === "lines") return { type: "String" };
    if (name === "readAllBytes") return { type: "byte[]" };
    return { type: name.startsWith("new") ? name.slice(3) : "Object" };
  },
  fileInstanceOp(c) {
    fileOp(c.engine, c.ctx, c.tv!, c.loc, c.name);
  },
  resourceFile(c) {
    fileOp(c.engine, c.ctx, c.a0, c.loc, "ResourceUtils.getFile");
  },
  transferTo(c) {
    const { tv } = c;
    if (!tv || !(bt(tv) === "MultipartFile" || bt(tv) === "Part" || isTainted(tv) || /file/i.test(tv.nm ?? "")))
      return SKIP;
    fileOp(c.engine, c.ctx, c.a0, c.loc, "transferTo");
  },
  ldapSearch(c) {
    const { engine, ctx, loc, args, a0, name } = c;
    const filter = args[1];
    if (isTainted(filter))
      engine.sink(ctx, sinkSpec("SEC-LDAP-INJECTION", loc, name, "an LDAP search filter", { useHow: true }), filter);
    else if (isTainted(a0) && !a0.type?.includes("Query"))
      engine.sink(ctx, sinkSpec("SEC-LDAP-INJECTION", loc, name, "an LDAP distinguished name", { useHow: true }), a0);
  },
  redirect(c) {
    redirectCheck(c.engine, c.ctx, c.a0, c.loc, c.name);
  },
  contentType(c) {
    const ct = constStr(c.a0);
    if (ct !== undefined && !/html|xml/i.test(ct)) c.ctx.nonHtml = true;
  },
  responseHeader(c) {
    const { engine, ctx, e, loc, args, name } = c;
    const h = litArg(args, 0)?.toLowerCase();
    if (h === "location") redirectCheck(engine, ctx, args[1], loc, name + '("Location")');
    if (h === "set-cookie" && literalCookieText(e.args[1]))
      cookieFinding(
        (f) => engine.emit(f),
        loc,
        "set in this header",
        literalMentions(e.args[1], /;\s*secure/i),
        literalMentions(e.args[1], /;\s*httponly/i),
        false,
        engine.ul,
      );
    else if (h && args[1]) engine.randomSink(ctx, args[1], loc, name, `the response header \`${litArg(args, 0)}\``);
    if (h !== "location" && args[1] && isTainted(args[1]))
      engine.sink(ctx, sinkSpec("SEC-RESPONSE-SPLITTING", loc, name, "a response header"), args[1]);
    if (h === "content-type") {
      const ct = constStr(args[1]);
      if (ct !== undefined && !/html|xml/i.test(ct)) ctx.nonHtml = true;
    }
  },
  sessionAttribute(c) {
    const { engine, ctx, loc, args, name } = c;
    // the attribute's name or its value from the request, unvalidated
    for (const a of args.slice(0, 2))
      if ((hasSrc(a) || a.t?.some((l) => l.k === "param")) && !a.validated) {
        engine.sink(ctx, sinkSpec("SEC-TRUST-BOUNDARY", loc, name, "the HTTP session"), { ...a, how: undefined });
        break;
      }
    const attr = litArg(args, 0);
    if (attr) engine.namedSink(attr, args[1], loc, ctx);
    // session state is identity and authorization data (ids, tokens, OTPs): a predictable value there is guessable
    engine.randomSink(ctx, args[1], loc, name, attr ? `the session attribute \`${attr}\`` : "a session attribute");
  },
  newFile(c) {
    return pathBuild(c.engine, c.ctx, c.args, c.loc, "new File", "File");
  },
  openFile(c) {
    const { engine, ctx, args, a0, loc, name } = c;
    const type = c.cls!;
    // PrintWriter(String/File) opens a file; PrintWriter(response.getWriter()) only wraps a stream
    if (
      !FILE_OPENERS.has(type) &&
      !(
        a0 &&
        (bt(a0) === "String" || bt(a0) === "File" || a0.kinds?.includes("path")) &&
        !a0.kinds?.includes("respWriter")
      )
    )
      return SKIP;
    // a tainted string opened directly is both the path construction and the file access
    for (const a of args.filter((x) => !x.kinds?.includes("respWriter") && !x.kinds?.includes("stdout"))) {
      if (!isTainted(a) && !a.pend) continue;
      if (a.pend || a.pchk) fileOp(engine, ctx, a, loc, name);
      else engine.sink(ctx, sinkSpec("SEC-PATH-TRAVERSAL", loc, name, "a file path", { useHow: true }), a);
      break;
    }
    return { type, kinds: WRAPPER_SUFFIX.test(type) ? undefined : ["path"] };
  },
  /** pb.start() after pb.environment().put(name, untrusted): the child runs with the sender's variable. */
  processStart(c) {
    const { engine, ctx, loc, tv } = c;
    if (tv?.kinds?.includes("untrustedEnv") && isTainted(tv))
      engine.sink(
        ctx,
        sinkSpec("SEC-COMMAND-INJECTION", loc, "ProcessBuilder.start", "the environment of an OS command"),
        tv,
      );
    return { type: "Process" };
  },
  /** pb.environment().put(name, value): remembered on the ProcessBuilder variable (reported at start()). */
  processEnvPut(c) {
    const { engine, env, e, args } = c;
    const owner = e.target?.k === "call" && e.target.name === "environment" ? e.target.target : null;
    // an untrusted name, or an untrusted value of PATH/LD_PRELOAD-like variables (a fixed harmless name is data)
    const name = constStr(args[0]);
    const bad = isTainted(args[0]) ? args : name !== undefined && EXEC_ENV.test(`${name}=`) ? args.slice(1) : [];
    if (!bad.some((a) => isTainted(a))) return owner ? CLEAN : SKIP;
    if (!owner || !bad.length) return SKIP;
    const t = bad.reduce<Label[] | undefined>((acc, a) => unionLabels(acc, a.t), undefined);
    engine.updateVar(
      owner,
      (v) => ({ ...v, t: unionLabels(v.t, t), kinds: [...(v.kinds ?? []), "untrustedEnv"] }),
      env,
    );
    return CLEAN;
  },
  newProcess(c) {
    const { args, a0 } = c;
    const one = args.length === 1;
    cmdSink(c.engine, c.ctx, c.loc, "new ProcessBuilder", one ? a0 : undefined, one ? a0?.elems : args);
  },
  redirectView(c) {
    const a0 = c.a0;
    const s = a0?.c ? String(a0.c.v) : (a0?.prefix ?? "");
    if (/^redirect:/.test(s)) redirectCheck(c.engine, c.ctx, a0, c.loc, c.name);
  },
  wrapStream(c) {
    return { t: c.a0?.t, type: c.cls, kinds: c.a0?.kinds };
  },
  wrapReader(c) {
    return { t: c.a0?.t, type: c.cls, kinds: c.a0?.kinds?.filter((k) => k !== "path") };
  },
  digestAlgorithm(c) {
    digestAlgorithm(c);
  },
  cipherAlgorithm(c) {
    return cipherAlgorithm(c) ? { type: c.cls } : SKIP;
  },
  cookieFlag(c) {
    const { engine, env, e, tv, name, cls, a0 } = c;
    if (!tv?.ck || cls) return SKIP;
    const v = a0?.c ? a0.c.v : undefined;
    engine.updateVar(e.target, (cur) => (cur.ck ? { ...cur, ck: cookieSetter(cur.ck, name, v) } : cur), env);
  },
  addCookie(c) {
    const { engine, a0 } = c;
    if (a0?.ck && !a0.ck.deleted)
      cookieFinding((f) => engine.emit(f), a0.ck.loc, a0.ck.name, a0.ck.secure, a0.ck.httpOnly, false, engine.ul);
    return SKIP; // the call itself is otherwise unknown
  },
  weakRandom(c) {
    const { engine, env, e, tv, name, cls, loc } = c;
    const desc = cls ? `\`${cls}.${name}()\`` : `\`${bt(tv) || "Random"}.${name}()\``;
    const label: Label = { k: "rnd", desc, loc };
    if (name === "nextBytes" && e.args[0]) {
      const fill = (v: Val): Val => ({ ...v, t: unionLabels(v.t, [label]), hc: undefined, zeroArr: undefined });
      engine.updateVar(e.args[0], fill, env);
      return CLEAN;
    }
    return { t: [label], type: cls ? "String" : name === "nextBoolean" ? "boolean" : "number" };
  },
  fillBytes(c) {
    const { engine, env, e } = c;
    if (e.args[0]) engine.updateVar(e.args[0], (v) => ({ ...v, hc: undefined, zeroArr: undefined }), env);
  },
  /** `new Document("$where", js)`: only the `$where` operator makes the value JavaScript. */
  whereOperator(c, e) {
    if (litArg(c.args, 0) !== "$where" || e.kind !== "sink") return;
    if (c.args[1])
      c.engine.sink(c.ctx, sinkSpec(e.rule, c.loc, `new ${c.cls ?? "Document"}("$where", …)`, e.what), c.args[1]);
  },
  /** `text.matches(regex)`, `split`, `replaceAll`: the pattern argument of a String method (the default still applies). */
  stringRegex(c, e) {
    if (e.kind !== "sink" || (!c.cls && c.tv?.type && c.tv.type !== "String")) return SKIP;
    // Pattern.compile(text, Pattern.LITERAL): matched as plain text
    if (c.cls && c.e.args.slice(1).some((a) => a.k === "field" && a.name === "LITERAL")) return SKIP;
    if (c.args[0] && isTainted(c.args[0])) c.engine.sink(c.ctx, sinkSpec(e.rule, c.loc, c.name, e.what), c.args[0]);
    return SKIP;
  },
  /** A header of a response builder (`ResponseEntity.ok().header(n, v)`); Location is the redirect model's. */
  responseHeaderBuilder(c, e) {
    const h = litArg(c.args, 0)?.toLowerCase();
    if (e.kind !== "sink" || h === "location") return SKIP;
    if (c.args[1] && isTainted(c.args[1])) c.engine.sink(c.ctx, sinkSpec(e.rule, c.loc, c.name, e.what), c.args[1]);
    return SKIP;
  },
  readObject(c) {
    const { engine, ctx, tv, cls, loc, name } = c;
    if (!tv || cls) return SKIP;
    const t = bt(tv);
    if (t === "ObjectInputStream" && !tv.filtered && !engine.globalSerialFilter)
      engine.sink(ctx, sinkSpec("SEC-DESERIALIZATION", loc, `ObjectInputStream.${name}`, "Java deserialization"), tv);
    else if (t === "XMLDecoder")
      engine.sink(ctx, sinkSpec("SEC-DESERIALIZATION", loc, "XMLDecoder.readObject", "XMLDecoder deserialization"), tv);
  },
};
