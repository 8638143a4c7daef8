// Shared helpers of the library models: receiver tests, source labels, sink specs, and the sinks that need more
// than one line (commands, paths, redirects, weak algorithms).
import { baseType, type Expr, type Loc } from "../../flow";
import type { Env, MCtx, SinkSpec } from "../engine/state";
import { isCacheKeyContext, mentionsPassword } from "../names";
import { CLEAN, constStr, isTainted, safeRedirectPrefix, unionLabels, type Label, type Val } from "../val";
import { SANITIZER_METHOD, SHELLS, WEAK_CIPHERS } from "./tables";
import type { LibHost as Engine } from "../host";

export function bt(v: Val | null | undefined): string {
  return v?.type ? baseType(v.type) : "";
}
export function nameIs(v: Val | null, re: RegExp): boolean {
  return !!v && !v.type && !!v.nm && re.test(v.nm);
}

export function src(desc: string, loc: Loc, kind: "web" | "console" | "args" | "network" = "web"): Label[] {
  return [{ k: "src", desc, line: loc.line, kind }];
}

export function litArg(args: Val[], i: number): string | undefined {
  return constStr(args[i]);
}

export const sanitizerCache = new Map<string, boolean>();
export function isSanitizerMethod(name: string): boolean {
  let r = sanitizerCache.get(name);
  if (r === undefined) {
    r = SANITIZER_METHOD.test(name);
    if (sanitizerCache.size < 5000) sanitizerCache.set(name, r);
  }
  return r;
}

export function sinkSpec(
  rule: SinkSpec["rule"],
  loc: Loc,
  call: string,
  what: string,
  extra?: Partial<SinkSpec>,
): SinkSpec {
  return { rule, loc, call, what, ...extra };
}

export function weakCipher(transformation: string, algorithmOnly = false): string | null {
  const parts = transformation.toUpperCase().split("/");
  const alg = parts[0].trim();
  const algBase = alg.replace(/WRAP$/, "");
  if (WEAK_CIPHERS.has(algBase) || /^PBEWITH.*(DES|RC2|RC4|MD5)/.test(alg))
    return `the ${parts[0]} algorithm is broken or too weak`;
  if (algorithmOnly) return null;
  if (parts[1] && parts[1].trim() === "ECB" && !alg.startsWith("RSA") && !alg.startsWith("EC"))
    return "ECB mode leaks patterns of the plaintext";
  if (parts.length === 1 && alg === "AES")
    return `"AES" alone means AES/ECB/PKCS5Padding, and ECB mode leaks patterns of the plaintext`;
  return null;
}

export function redirectCheck(engine: Engine, ctx: MCtx, v: Val | undefined, loc: Loc, call: string) {
  if (!v || !isTainted(v)) return;
  const pre = (v.prefix ?? "").replace(/^redirect:/, "");
  if (safeRedirectPrefix(pre) || (pre === "/" && v.noPR)) return;
  engine.sink(ctx, sinkSpec("SEC-OPEN-REDIRECT", loc, call, "a redirect target"), v);
}

export function cmdSink(
  engine: Engine,
  ctx: MCtx,
  loc: Loc,
  call: string,
  v: Val | undefined,
  elems: Val[] | undefined,
) {
  if (elems && elems.length) {
    const prog = elems[0];
    if (isTainted(prog)) {
      engine.sink(ctx, sinkSpec("SEC-COMMAND-INJECTION", loc, call, "the program name of an OS command"), prog);
      return;
    }
    const progName = (constStr(prog) ?? "")
      .split(/[\/\\]/)
      .pop()!
      .toLowerCase();
    const rest = elems.slice(1);
    // a path checked to stay in its directory, or made absolute, begins with a directory, not with "-"
    const optionLike = (x: Val) => !(!SHELLS.has(progName) && (x.pchk || x.kinds?.includes("abs")));
    const tainted = rest.filter((x) => isTainted(x) && optionLike(x));
    if (!tainted.length) return;
    const joined = tainted.reduce((a, b) => ({ ...a, t: unionLabels(a.t, b.t), how: a.how ?? b.how }), CLEAN as Val);
    // encoded for the shell only when every tainted argument is
    const ok = tainted.map((x) => x.okFor ?? []).reduce((a, b) => a.filter((r) => b.includes(r)));
    if (ok.length) joined.okFor = ok;
    if (SHELLS.has(progName)) {
      engine.sink(
        ctx,
        sinkSpec("SEC-COMMAND-INJECTION", loc, call, `a command line run by the \`${progName}\` shell`),
        joined,
      );
    } else {
      engine.sink(
        ctx,
        sinkSpec("SEC-COMMAND-INJECTION", loc, call, `the arguments of the \`${progName || "external"}\` command`, {
          sev: "warning",
          note: "The program is fixed and no shell is involved, so this is argument injection (options such as `--output=…`) rather than full command injection; still validate the value.",
        }),
        joined,
      );
    }
    return;
  }
  if (v && isTainted(v))
    engine.sink(ctx, sinkSpec("SEC-COMMAND-INJECTION", loc, call, "an OS command", { useHow: true }), v);
}

/** File operation on `v`: reports pending path constructions, or the operation itself for a tainted path string. */
export function fileOp(engine: Engine, ctx: MCtx, v: Val | undefined, loc: Loc, call: string) {
  if (!v) return;
  engine.usePend(v, ctx, true, sinkSpec("SEC-PATH-TRAVERSAL", loc, call, "a file path", { useHow: true }));
}

/** A path is built from `parts`: the result carries the taint and a pending finding at this location. */
export function pathBuild(engine: Engine, ctx: MCtx, parts: Val[], loc: Loc, call: string, type: string): Val {
  const v: Val = { type, kinds: ["path"] };
  let t: Label[] | undefined;
  const pend: string[] = [];
  let anyUnchecked = false;
  let how: string | undefined;
  for (const p of parts) {
    t = unionLabels(t, p.t);
    if (p.pend) pend.push(...p.pend);
    if (isTainted(p) && !p.pchk && !p.pend) anyUnchecked = true;
    if (p.how) how = p.how;
  }
  if (t) v.t = t;
  if (isTainted(v) && !anyUnchecked && !pend.length) v.pchk = true;
  if (anyUnchecked) {
    const tainted = parts
      .filter((p) => isTainted(p) && !p.pchk && !p.pend)
      .reduce((a, b) => ({ ...a, t: unionLabels(a.t, b.t), how: a.how ?? b.how }), CLEAN as Val);
    pend.push(
      engine.pendPath(ctx, sinkSpec("SEC-PATH-TRAVERSAL", loc, call, "a file path", { useHow: true }), tainted),
    );
  }
  if (pend.length) v.pend = [...new Set(pend)];
  if (how) v.how = how;
  return v;
}

export function weakHashCall(engine: Engine, ctx: MCtx, cls: string, name: string, loc: Loc) {
  const weak =
    /^(md5|md2|sha1|sha)(Hex|Digest|DigestAsHex)?$|^md5DigestAsHex$|^appendMd5DigestAsHex$|^md5Digest$|^get(Md5|Md2|Sha1|Sha)Digest$/.test(
      name,
    );
  if (weak) {
    if (isCacheKeyContext(ctx.m?.name, ctx.cls.name)) return;
    engine.emit({
      rule: "SEC-WEAK-HASH",
      line: loc.line,
      column: loc.col,
      message: `\`${cls}.${name}()\` uses a broken hash (MD5/SHA-1) (line ${engine.ul(loc.line)}).`,
    });
  } else if (/^sha(256|384|512)/i.test(name) && ctx.m && mentionsPassword(ctx.m.name)) {
    engine.emit({
      rule: "SEC-WEAK-PASSWORD-HASH",
      line: loc.line,
      column: loc.col,
      message: `\`${ctx.m.name}()\` hashes passwords with a single fast digest (\`${cls}.${name}\`, line ${engine.ul(loc.line)}); use BCrypt, Argon2 or PBKDF2.`,
    });
  }
}

export type CallExpr = Extract<Expr, { k: "call" }>;
export type NewExpr = Extract<Expr, { k: "new" }>;

/** A library call being modelled: the call, its receiver and argument values, and where to report. */
export interface CallSite {
  engine: Engine;
  ctx: MCtx;
  env: Env;
  e: CallExpr;
  tv: Val | null;
  args: Val[];
  name: string;
  cls: string | undefined;
  loc: Loc;
  a0: Val;
}

/** "No model for this call, and stop looking" (the engine's default applies). */
export const NONE = Symbol("no library model");
export type LibResult = Val | typeof NONE | undefined;
