// Statement execution: flow-sensitive environments, branches (dead ones skipped), loops, switches, try, returns,
// and narrowing on conditions (allow-lists, containment checks).
import { baseType, type Expr, type Loc, type Stmt, type SwitchCase } from "../../flow";
import {
  CLEAN,
  safeRedirectPrefix,
  constStr,
  isTainted,
  isUntrusted,
  join,
  hasRnd,
  sanitized,
  sanitizedFor,
  type Val,
} from "../val";
import { Env, STALE, declare, mergeEnvs, type MCtx } from "./state";
import { accessKey, isCanonicalized, pathRoot, isAllowListRegex, coveredRules } from "./helpers";
import { EngineBase } from "./base";

/** Number of &&/|| operators in a condition (narrowing both paths of each costs a clone per operator). */
function logicSize(c: Expr, n: number): number {
  if (n > 12 || c.k !== "bin" || (c.op !== "&&" && c.op !== "||")) return n;
  return logicSize(c.r, logicSize(c.l, n + 1));
}

/** Character class tests whose true edge leaves a character without syntax (letters, digits). */
const CHAR_CLASS_TESTS = /^is(Digit|Letter|LetterOrDigit|Alphabetic|UpperCase|LowerCase|JavaIdentifierPart)$/;

/** Accessors of the server part of a URL or URI. */
const HOST_PARTS = new Set(["getHost", "getAuthority", "getHostName", "host", "getHostString"]);
/** Method names that say "make one" without saying what (the class name does). */
const GENERIC_MAKERS = /^(issue|generate|create|next|newValue|make|mint|produce|random)$/;
const URL_PINNED = ["SEC-SSRF", "SEC-OPEN-REDIRECT"] as const;
/** Sinks a value matching an allow-list regex that admits "/" is harmless in (not paths, URLs or class names). */
const SLASH_ALLOWED = [
  "SEC-SQL-INJECTION",
  "SEC-COMMAND-INJECTION",
  "SEC-XSS",
  "SEC-LDAP-INJECTION",
  "SEC-XPATH-INJECTION",
  "SEC-CODE-INJECTION",
  "SEC-EL-INJECTION",
  "SEC-TEMPLATE-INJECTION",
  "SEC-NOSQL-INJECTION",
  "SEC-LOG-INJECTION",
  "SEC-RESPONSE-SPLITTING",
  "SEC-REGEX-DOS",
] as const;

export abstract class StatementExec extends EngineBase {
  // ------------------------------------------------------------------ statements

  execBlock(stmts: Stmt[], env: Env, ctx: MCtx) {
    for (const s of stmts) {
      if (env.dead) break;
      this.exec(s, env, ctx);
    }
  }

  protected exec(s: Stmt, env: Env, ctx: MCtx) {
    switch (s.k) {
      case "local": {
        let v: Val = s.init ? this.ev(s.init, env, ctx) : CLEAN;
        if (v.box && s.init?.k === "name") v = this.dropBox(s.init, env, v);
        v = this.coerce(v, s.type);
        declare(ctx, s.name, s.type);
        if (s.init) v = this.namedSink(s.name, v, s.loc, ctx);
        this.forgetAccessPaths(s.name, env);
        env.set(s.name, v);
        return;
      }
      case "expr":
        this.ev(s.e, env, ctx);
        // System.exit(2) ends the program: the path after it is dead (CLI usage checks)
        if (s.e.k === "call" && s.e.name === "exit" && s.e.target?.k === "name" && s.e.target.name === "System")
          env.dead = true;
        return;
      case "block":
        this.execBlock(s.body, env, ctx);
        return;
      case "if": {
        const cv = this.ev(s.c, env, ctx);
        const known = cv.c && typeof cv.c.v === "boolean" ? cv.c.v : undefined;
        const thenEnv = env.clone();
        const elseEnv = env.clone();
        if (known === false) thenEnv.dead = true;
        else {
          this.refine(s.c, true, thenEnv, ctx);
          this.execBlock(s.then, thenEnv, ctx);
        }
        if (known === true) elseEnv.dead = true;
        else {
          this.refine(s.c, false, elseEnv, ctx);
          if (s.else) this.execBlock(s.else, elseEnv, ctx);
        }
        const merged = mergeEnvs([thenEnv, elseEnv]);
        thenEnv.release();
        elseEnv.release();
        env.adopt(merged);
        env.dead = merged.dead;
        return;
      }
      case "loop": {
        this.execBlock(s.init, env, ctx);
        const exits: Env[] = [];
        ctx.exits.push(exits);
        let cur = env.clone();
        let skipped = false;
        const passes = ctx.loopDepth < 2 ? 2 : 1;
        ctx.loopDepth++;
        for (let pass = 0; pass < passes; pass++) {
          if (s.c && !s.doWhile) {
            const cv = this.ev(s.c, cur, ctx);
            if (cv.c && cv.c.v === false && pass === 0) {
              skipped = true;
              break;
            }
          }
          const body = cur.clone();
          if (s.c) this.refine(s.c, true, body, ctx);
          this.execBlock(s.body, body, ctx);
          body.dead = false; // `continue` / end of body loops back
          for (const u of s.update) this.ev(u, body, ctx);
          if (s.c && s.doWhile) this.ev(s.c, body, ctx);
          const next = mergeEnvs([cur, body, ...exits]);
          cur.release();
          body.release();
          cur = next;
        }
        ctx.loopDepth--;
        ctx.exits.pop();
        const out = skipped ? env : mergeEnvs([cur, ...exits]);
        cur.release();
        for (const x of exits) x.release();
        env.adopt(out);
        env.dead = false;
        return;
      }
      case "foreach": {
        const it = this.ev(s.iter, env, ctx);
        let elem: Val =
          it.elems && it.elems.length
            ? it.elems.reduce((a, b) => join(a, b), CLEAN)
            : { t: it.t, html: it.html, how: it.how };
        if (!it.t && !it.elems) elem = CLEAN;
        elem = this.coerce(elem, s.type);
        const exits: Env[] = [];
        ctx.exits.push(exits);
        let cur = env.clone();
        const passes = ctx.loopDepth < 2 ? 2 : 1;
        ctx.loopDepth++;
        for (let pass = 0; pass < passes; pass++) {
          const body = cur.clone();
          body.set(s.name, elem);
          declare(ctx, s.name, s.type);
          this.execBlock(s.body, body, ctx);
          body.dead = false;
          const next = mergeEnvs([cur, body, ...exits]);
          cur.release();
          body.release();
          cur = next;
        }
        ctx.loopDepth--;
        ctx.exits.pop();
        for (const x of exits) x.release();
        env.adopt(cur);
        env.dead = false;
        return;
      }
      case "return": {
        const v = s.e ? this.ev(s.e, env, ctx) : CLEAN;
        this.onReturn(v, s.loc, ctx);
        env.dead = true;
        return;
      }
      case "throw":
        this.ev(s.e, env, ctx);
        env.dead = true;
        return;
      case "jump": {
        const top = ctx.exits[ctx.exits.length - 1];
        if (top) top.push(env.clone());
        env.dead = true;
        return;
      }
      case "yield": {
        const v = this.ev(s.e, env, ctx);
        const top = ctx.yields[ctx.yields.length - 1];
        if (top) top.push(v);
        env.dead = true;
        return;
      }
      case "try": {
        this.execBlock(s.res, env, ctx);
        const before = env.clone();
        const body = env.clone();
        this.execBlock(s.body, body, ctx);
        const catchStart = mergeEnvs([before, body]);
        before.release();
        catchStart.dead = false;
        const outs: Env[] = [body];
        for (const c of s.catches) {
          const ce = catchStart.clone();
          ce.set(c.name, { type: baseType(c.type) });
          this.execBlock(c.body, ce, ctx);
          outs.push(ce);
        }
        const out = mergeEnvs(outs);
        for (const o of outs) o.release();
        if (s.fin) {
          if (out.dead) {
            const fe = catchStart.clone();
            this.execBlock(s.fin, fe, ctx);
            fe.release();
          } else this.execBlock(s.fin, out, ctx);
        }
        catchStart.release();
        env.adopt(out);
        env.dead = out.dead;
        return;
      }
      case "switch": {
        const subject = this.ev(s.subject, env, ctx);
        const exits: Env[] = [];
        ctx.exits.push(exits);
        const outs: Env[] = [];
        let hasDefault = false;
        const chosen = this.selectCase(subject, s.cases, env, ctx);
        if (chosen !== undefined) {
          // the subject is known: only the selected case runs (falling through until a break)
          hasDefault = true;
          const ce = env.clone();
          for (let i = chosen; i < s.cases.length && !ce.dead; i++) {
            this.execBlock(s.cases[i].body, ce, ctx);
            if (s.cases[i].arrow) break;
          }
          outs.push(ce);
        } else
          for (const c of s.cases) {
            if (c.isDefault) hasDefault = true;
            const ce = env.clone();
            if (c.isDefault) this.excludeCases(s.subject, s.cases, ce, ctx);
            this.execBlock(c.body, ce, ctx);
            outs.push(ce);
          }
        ctx.exits.pop();
        if (!hasDefault) outs.push(env.clone());
        const out = mergeEnvs([...outs, ...exits]);
        for (const o of outs) o.release();
        for (const x of exits) x.release();
        env.adopt(out);
        env.dead = out.dead && !exits.length;
        return;
      }
      case "classDecl":
        return;
    }
  }

  protected onReturn(v: Val, loc: Loc, ctx: MCtx) {
    const lr = ctx.lambdaRets[ctx.lambdaRets.length - 1];
    if (lr) {
      lr.push(v);
      return;
    }
    ctx.rets.push(v);
    const m = ctx.m;
    if (!m) return;
    if (hasRnd(v)) {
      this.namedSink(m.name, v, loc, ctx, true);
      // ApiKeyIssuer.issue(), InviteCodeController.create(): a generic verb, the class names what is made
      if (GENERIC_MAKERS.test(m.name)) this.namedSink(`${m.cls.name}.${m.name}`, v, loc, ctx, true);
    }
    if (v.pend && !v.pchk) this.usePend(v, ctx, false);
    const h = ctx.handler;
    if (!h || !isTainted(v)) return;
    if (h.rest && (v.html || h.producesHtml) && !ctx.nonHtml) {
      this.sink(
        ctx,
        { rule: "SEC-XSS", loc, call: "return", what: `the HTML response returned by \`${m.name}()\`` },
        v,
      );
    }
    if (!h.rest && h.controller) {
      const pre = v.prefix ?? "";
      if (/^redirect:/.test(pre) && !safeRedirectPrefix(pre.slice(9)) && !(pre === "redirect:/" && v.noPR)) {
        this.sink(ctx, { rule: "SEC-OPEN-REDIRECT", loc, call: 'return "redirect:…"', what: "the redirect target" }, v);
      }
    }
  }

  /** Narrow variables on the true/false edge of a condition (allow-lists, path containment checks, equality). */
  refine(c: Expr, truth: boolean, env: Env, ctx: MCtx): void {
    if (c.k === "un" && c.op === "!") return this.refine(c.e, !truth, env, ctx);
    if (c.k === "bin") {
      if (c.op === "&&" && truth) {
        this.refine(c.l, true, env, ctx);
        this.refine(c.r, true, env, ctx);
      } else if (c.op === "||" && !truth) {
        this.refine(c.l, false, env, ctx);
        this.refine(c.r, false, env, ctx);
      } else if ((c.op === "||" || c.op === "&&") && logicSize(c, 0) <= 12) {
        // "a".equals(x) || "b".equals(x) is true: x is "a" on one path and "b" on the other
        const first = env.clone();
        this.refine(c.l, truth, first, ctx);
        const second = env.clone();
        this.refine(c.l, !truth, second, ctx);
        this.refine(c.r, truth, second, ctx);
        const merged = mergeEnvs([first, second]);
        first.release();
        second.release();
        env.adopt(merged);
      } else if (this.refineIndexOf(c, truth, env, ctx)) {
        // s.indexOf('\n') >= 0 is false: no line break in s
      } else if ((c.op === "==" && truth) || (c.op === "!=" && !truth)) {
        this.refineEquals(c.l, c.r, env, ctx);
        this.refineEquals(c.r, c.l, env, ctx);
      }
      return;
    }
    if (c.k !== "call") return;
    if (this.refineUrlCheck(c, truth, env, ctx)) return;
    const target = c.target;
    if (target?.k === "name" && target.name === "Character" && CHAR_CLASS_TESTS.test(c.name)) {
      // Character.isLetterOrDigit(ch): a character that passed carries no syntax
      if (truth && c.args[0]?.k === "name") this.sanitizeVar(c.args[0].name, env);
      return;
    }
    if (c.name === "startsWith" && target) {
      const lit = c.args[0]?.k === "lit" && typeof c.args[0].v === "string" ? c.args[0].v : undefined;
      if (target.k === "name" && lit !== undefined) {
        // x.startsWith("/") && !x.startsWith("//"): a path on this site (redirect targets)
        const v = env.get(target.name);
        if (v && truth && lit.length > (v.prefix ?? "").length && !v.c) env.set(target.name, { ...v, prefix: lit });
        if (v && !truth && (lit === "//" || lit === "/\\")) env.set(target.name, { ...v, noPR: true });
      }
      if (!truth) return;
      // a containment check compares against a base directory, or a canonical path against a literal prefix;
      // a raw string starting with "f_" can still hold "f_/../../etc/passwd"
      if (lit !== undefined && !isCanonicalized(target)) return;
      const root = pathRoot(target);
      if (root) this.markChecked(root, env, ctx);
      return;
    }
    if (c.name === "contains" && target && !truth && c.args[0]?.k === "lit" && typeof c.args[0].v === "string") {
      // s.contains("\n") is false: s has no line break (a rejection of CR/LF before logging)
      const name = c.args[0].v.length === 1 ? this.narrowable(target, env, ctx) : undefined;
      if (name) this.excludeChars(name, c.args[0].v, env);
    }
    if (c.name === "contains" && target && !truth && c.args[0]?.k === "lit" && String(c.args[0].v).includes("..")) {
      const root = pathRoot(target);
      if (root) this.markChecked(root, env, ctx);
      return;
    }
    if ((c.name === "equals" || c.name === "equalsIgnoreCase") && truth && target && c.args[0]) {
      // dest.getParent().equals(root): the path stays inside root (Spring's upload guide)
      if (target.k === "call" && (target.name === "getParent" || target.name === "getParentFile")) {
        const root = pathRoot(target);
        if (root) this.markChecked(root, env, ctx);
        return;
      }
      this.refineEquals(target, c.args[0], env, ctx);
      this.refineEquals(c.args[0], target, env, ctx);
      return;
    }
    if (c.name === "matches" && truth) {
      // s.matches("[a-z]+"), PATTERN.matcher(s).matches(), Pattern.matches(re, s)
      let subject: Expr | undefined;
      let re: Expr | undefined;
      if (target && target.k === "call" && target.name === "matcher") {
        subject = target.args[0];
        re = target.target ?? undefined;
      } else if (target && (target.k === "name" || target.k === "field") && target.name === "Pattern") {
        re = c.args[0];
        subject = c.args[1];
      } else if (target) {
        subject = target;
        re = c.args[0];
      }
      if (!subject) return;
      const name = this.narrowable(subject, env, ctx);
      if (!name) return;
      const rv = re ? this.ev(re, env, ctx) : undefined;
      const rs = constStr(rv) ?? rv?.kinds?.find((k) => k.startsWith("re:"))?.slice(3);
      const head = rs !== undefined ? /^\^?(\[[^\]]+\])\{(\d+)\}\.\*\$?$/.exec(rs) : null;
      if (rs !== undefined && isAllowListRegex(rs)) this.sanitizeVar(name, env);
      else if (head && isAllowListRegex(head[1])) {
        // "^[a-z]{2}.*": only the first two characters are known harmless (language.substring(0, 2))
        const v = env.get(name);
        if (v) env.set(name, { ...v, kinds: [...(v.kinds ?? []), `safeHead:${head[2]}`] });
      } else if (rs !== undefined && isAllowListRegex(rs.replace(/\//g, ""))) {
        // [A-Za-z0-9._/-]+: no shell, SQL or markup syntax, but "/" (and "..") still move through directories
        const v = env.get(name);
        if (v) env.set(name, sanitizedFor(v, SLASH_ALLOWED));
      }
      return;
    }
    if ((c.name === "contains" || c.name === "containsKey") && truth && target && c.args[0]) {
      const tv = this.ev(target, env, ctx);
      const name = isUntrusted(tv) ? undefined : this.narrowable(c.args[0], env, ctx);
      if (name) this.sanitizeVar(name, env);
      return;
    }
    if (
      c.name === "isValid" ||
      c.name === "isSafe" ||
      c.name === "isAllowed" ||
      c.name === "isValidPath" ||
      c.name === "isValidFileName"
    ) {
      if (truth) for (const a of c.args) if (a.k === "name") this.sanitizeVar(a.name, env);
      return;
    }
    // if (userService.authenticate(username, password)) session.setAttribute("user", username)
    if (
      truth &&
      /^(authenticate|login|signIn|verify|validate|check|exists|isAuthenticated|isAuthorized|hasAccess|canAccess|matches)/i.test(
        c.name,
      )
    ) {
      for (const a of c.args) {
        if (a.k !== "name") continue;
        const v = env.get(a.name);
        if (v) env.set(a.name, { ...v, validated: true });
      }
    }
  }

  /**
   * The default branch of a switch over characters: the subject is none of the labels whose case ends the switch.
   * When those cover a sink's special characters (an escaping loop), the character is harmless there.
   */
  protected excludeCases(subject: Expr, cases: SwitchCase[], env: Env, ctx: MCtx) {
    if (subject.k !== "name") return;
    const v = env.get(subject.name);
    if (!v || !isTainted(v)) return;
    const out = new Set<string>();
    for (const c of cases) {
      const last = c.body[c.body.length - 1];
      const ends = c.arrow || (last && (last.k === "jump" || last.k === "return" || last.k === "throw"));
      if (!ends) continue;
      for (const l of c.labels) {
        const s = constStr(this.ev(l, env, ctx));
        if (s === undefined || s.length !== 1) return;
        out.add(s);
      }
    }
    const rules = coveredRules([...out].join(""));
    if (rules.length) env.set(subject.name, sanitizedFor(v, rules));
  }

  /**
   * Checks that pin the server an outgoing request goes to: `HOSTS.contains(uri.getHost())`,
   * `PREFIXES.stream().anyMatch(url::startsWith)`, `url.startsWith("https://api.example.com/")`. The checked value
   * (and every variable holding the same untrusted text) is then safe as a request URL or redirect target.
   */
  private refineUrlCheck(c: Extract<Expr, { k: "call" }>, truth: boolean, env: Env, ctx: MCtx): boolean {
    const pinUrl = (name: string) => {
      const v = env.get(name);
      if (!v || !isTainted(v)) return;
      const sig = v.t?.map((l) => (l.k === "src" ? `${l.desc}@${l.line}` : l.k === "param" ? `p${l.i}` : "")).join();
      for (const [n, w] of env.vars) {
        const wsig = w.t?.map((l) => (l.k === "src" ? `${l.desc}@${l.line}` : l.k === "param" ? `p${l.i}` : "")).join();
        if (n === name || (wsig && wsig === sig)) env.set(n, sanitizedFor(w, URL_PINNED));
      }
    };
    const a0 = c.args[0];
    if (!truth && c.name === "isSiteLocalAddress" && !c.args.length && c.target?.k === "name") {
      // InetAddress.getByName(uri.getHost()).isSiteLocalAddress() is false: not a private network address
      pinUrl(c.target.name);
      return true;
    }
    if (truth && (c.name === "contains" || c.name === "containsKey") && a0?.k === "call" && HOST_PARTS.has(a0.name)) {
      const owner = a0.target;
      if (owner?.k === "name" && c.target && !isUntrusted(this.ev(c.target, env, ctx))) pinUrl(owner.name);
      return true;
    }
    if ((c.name === "anyMatch" && truth) || (c.name === "noneMatch" && !truth)) {
      if (a0?.k === "mref" && a0.name === "startsWith" && a0.target.k === "name") {
        pinUrl(a0.target.name);
        return true;
      }
    }
    if (truth && c.name === "startsWith" && c.target?.k === "name" && a0?.k === "lit" && typeof a0.v === "string") {
      if (/^https?:\/\/[^/]+\//i.test(a0.v)) pinUrl(c.target.name);
      return false; // the redirect and path refinements below still apply
    }
    return false;
  }

  /**
   * `s.indexOf('\n') >= 0` (also `> -1`, `!= -1`, and `< 0`, `== -1` negated): on the edge where the character is
   * absent, `s` is known not to contain it. True when the condition had this shape.
   */
  private refineIndexOf(c: Extract<Expr, { k: "bin" }>, truth: boolean, env: Env, ctx: MCtx): boolean {
    const call = c.l;
    if (call.k !== "call" || call.name !== "indexOf" || call.args.length !== 1 || !call.target) return false;
    const ch = call.args[0];
    const n = c.r.k === "lit" && typeof c.r.v === "number" ? c.r.v : c.r.k === "un" && c.r.op === "-" ? -1 : undefined;
    if (ch.k !== "lit" || typeof ch.v !== "string" || ch.v.length !== 1 || n === undefined) return false;
    const found = (c.op === ">=" && n === 0) || (c.op === ">" && n === -1) || (c.op === "!=" && n === -1);
    const absent = (c.op === "<" && n === 0) || (c.op === "==" && n === -1);
    if (!found && !absent) return false;
    if (found !== truth) {
      const name = this.narrowable(call.target, env, ctx);
      if (name) this.excludeChars(name, ch.v, env);
    }
    return true;
  }

  /** `name` is known not to contain `chars`: safe for the sinks whose special characters are all gone. */
  protected excludeChars(name: string, chars: string, env: Env) {
    const v = env.get(name);
    if (!v || !isTainted(v)) return;
    const rep = [...new Set([...(v.rep ?? ""), ...chars])].join("");
    const rules = coveredRules(rep);
    env.set(name, rules.length ? { ...sanitizedFor(v, rules), rep } : { ...v, rep });
  }

  /** Whether any condition narrowed an access path (`args[0]`, `dto.name()`) in this analysis. */
  protected accessPaths = false;

  /**
   * The environment name a condition narrows for `x`: a variable, or an access path (`args[0]`,
   * `request.target()`) whose current value is stored under its key, so that later reads see the narrowing.
   */
  protected narrowable(x: Expr, env: Env, ctx: MCtx): string | undefined {
    if (x.k === "name") return x.name;
    const key = accessKey(x);
    const base = x.k === "index" || x.k === "call" ? x.target : null;
    if (!key || base?.k !== "name" || !env.has(base.name)) return undefined;
    const cur = env.get(key);
    if (!cur || cur === STALE) env.set(key, this.ev(x, env, ctx));
    this.accessPaths = true;
    return key;
  }

  /** `x = …`: narrowings of its elements and accessors no longer hold. */
  protected forgetAccessPaths(name: string, env: Env) {
    if (!this.accessPaths) return;
    for (const k of env.vars.keys()) if (k.startsWith(`#${name}[`) || k.startsWith(`#${name}.`)) env.set(k, STALE);
  }

  protected refineEquals(x: Expr, other: Expr, env: Env, ctx: MCtx) {
    if (x.k !== "name" || !env.has(x.name)) return;
    const ov = this.ev(other, env, ctx);
    if (ov.c && !isTainted(ov)) env.set(x.name, { ...ov });
  }

  protected sanitizeVar(name: string, env: Env) {
    const v = env.get(name);
    if (v) env.set(name, sanitized(v));
  }

  protected markChecked(name: string, env: Env, ctx: MCtx) {
    const v = env.get(name);
    if (!v) return;
    this.clearPend(v, ctx);
    env.set(name, { ...v, pchk: true });
  }
}
