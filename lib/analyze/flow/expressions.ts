// Expressions of the flow IR: precedence rebuilt from java-parser's flat binary expressions, qualified names as
// field chains, calls, lambdas, object creation, literals.
import type { CstNode, IToken } from "java-parser";
import { allTokens, isToken, leadingToken, node, nodes, ordered, token, tokens } from "../cst";
import { hasOnlyKey } from "../parser";
import type { ClassDecl, Expr, Loc, MethodDecl, Stmt, SwitchCase } from "./types";
import {
  NOLOC,
  type Kids,
  partTok,
  locOf,
  locOfNode,
  typeTextOf,
  unescapeJava,
  textBlockValue,
  PREC,
  type Piece,
} from "./util";

export abstract class ExprBuilder {
  // Implemented by the later layers (statements.ts, declarations.ts).
  abstract block(b: CstNode | undefined): Stmt[];
  abstract classDecl(cd: CstNode, outer: ClassDecl | null): ClassDecl | null;
  protected abstract arrayInit(ai: CstNode): Expr;
  protected abstract switchBlock(sb: CstNode | undefined): SwitchCase[];
  protected abstract anonymousClass(body: CstNode, typeName: string, loc: Loc): ClassDecl;

  classes: ClassDecl[] = [];
  methods: MethodDecl[] = [];
  protected currentClass: ClassDecl | null = null;
  /** Names called and fields assigned in the method being built (for call ordering and constant folding). */
  protected calls = new Set<string>();
  protected assigns = new Set<string>();
  constructor(protected text: string) {}

  protected typeText(n: CstNode | undefined): string {
    return typeTextOf(n, this.text);
  }

  // ---------------------------------------------------------------- expressions

  expr(e: CstNode | undefined): Expr {
    if (!e) return { k: "unknown", subs: [], loc: NOLOC };
    if (e.name === "expression") {
      const k = e.children as Kids;
      const ce = k.conditionalExpression;
      if (ce) return this.conditional(ce[0] as CstNode);
      const lam = k.lambdaExpression;
      if (lam) return this.lambda(lam[0] as CstNode);
    }
    if (e.name === "conditionalExpression") return this.conditional(e);
    if (e.name === "lambdaExpression") return this.lambda(e);
    return { k: "unknown", subs: [], loc: locOfNode(e) };
  }

  protected lambda(lam: CstNode): Expr {
    const params: string[] = [];
    const lp = node(lam, "lambdaParameters");
    for (const t of allTokens(lp ?? lam)) {
      if (t.tokenType?.name === "Identifier") params.push(t.image);
    }
    // With typed parameters (String s), the type identifiers are collected too; keep only declarator ids when present.
    const ids: string[] = [];
    const collectIds = (n: CstNode) => {
      for (const { el } of ordered(n)) {
        if (isToken(el)) continue;
        if (el.name === "variableDeclaratorId") {
          const t = token(el, "Identifier");
          if (t) ids.push(t.image);
        } else collectIds(el);
      }
    };
    if (lp) collectIds(lp);
    const body = node(lam, "lambdaBody");
    const be = node(body, "expression");
    const bb = node(body, "block");
    return {
      k: "lambda",
      params: ids.length ? ids : params,
      body: be ? this.expr(be) : bb ? this.block(bb) : [],
      loc: locOfNode(lam),
    };
  }

  conditional(ce: CstNode): Expr {
    const kc = ce.children as Kids;
    if (!kc.QuestionMark) {
      const b = kc.binaryExpression;
      if (b) return this.binary(b[0] as CstNode);
    }
    const be = node(ce, "binaryExpression");
    const c = be ? this.binary(be) : ({ k: "unknown", subs: [], loc: locOfNode(ce) } as Expr);
    if (token(ce, "QuestionMark")) {
      const [a, b] = nodes(ce, "expression");
      return { k: "cond", c, a: a ? this.expr(a) : c, b: b ? this.expr(b) : c, loc: locOf(token(ce, "QuestionMark")) };
    }
    return c;
  }

  protected binary(be: CstNode): Expr {
    const ch = be.children as Kids;
    const un = ch.unaryExpression;
    if (un && un.length === 1 && hasOnlyKey(be, "unaryExpression")) return this.unary(un[0] as CstNode);
    const pieces: Piece[] = [];
    const ops = ch.BinaryOperator as IToken[] | undefined;
    if (
      un &&
      ops &&
      ops.length === un.length - 1 &&
      !ch.AssignmentOperator &&
      !ch.Instanceof &&
      !ch.shiftOperator &&
      !ch.expression &&
      !ch.pattern &&
      !ch.referenceType
    ) {
      // the common shape, operands and binary operators only: they alternate, no need to sort the children
      for (let i = 0; i < un.length; i++) {
        if (i > 0) pieces.push({ kind: "op", op: ops[i - 1].image, loc: locOf(ops[i - 1]) });
        pieces.push({ kind: "operand", e: this.unary(un[i] as CstNode) });
      }
    }
    const els = pieces.length ? [] : ordered(be);
    for (let i = 0; i < els.length; i++) {
      const { key, el } = els[i];
      if (key === "unaryExpression") pieces.push({ kind: "operand", e: this.unary(el as CstNode) });
      else if (key === "BinaryOperator")
        pieces.push({ kind: "op", op: (el as IToken).image, loc: locOf(el as IToken) });
      else if (key === "shiftOperator")
        pieces.push({
          kind: "op",
          op: allTokens(el)
            .map((t) => t.image)
            .join(""),
          loc: locOfNode(el),
        });
      else if (key === "AssignmentOperator") {
        const rhs = els[i + 1];
        const rhsExpr =
          rhs && !isToken(rhs.el) && rhs.key === "expression"
            ? this.expr(rhs.el as CstNode)
            : ({ k: "unknown", subs: [], loc: locOf(el as IToken) } as Expr);
        if (rhs && rhs.key === "expression") i++;
        pieces.push({ kind: "assign", op: (el as IToken).image, rhs: rhsExpr, loc: locOf(el as IToken) });
      } else if (key === "Instanceof") {
        const next = els[i + 1];
        let type = "";
        let bind: string | null = null;
        if (next && (next.key === "pattern" || next.key === "referenceType")) {
          i++;
          const pn = next.el as CstNode;
          if (next.key === "pattern") {
            const lvd = node(node(pn, "typePattern"), "localVariableDeclaration");
            type = this.typeText(node(node(lvd, "localVariableType"), "unannType"));
            bind =
              token(
                node(node(node(lvd, "variableDeclaratorList"), "variableDeclarator"), "variableDeclaratorId"),
                "Identifier",
              )?.image ?? null;
            if (!lvd) type = this.typeText(pn);
          } else type = this.typeText(pn);
        }
        pieces.push({ kind: "instanceof", type, bind, loc: locOf(el as IToken) });
      } else if (key === "expression") {
        // stray expression (should have been consumed by an assignment)
        pieces.push({ kind: "operand", e: this.expr(el as CstNode) });
      }
    }
    let pos = 0;
    const parse = (minPrec: number): Expr => {
      const first = pieces[pos];
      let left: Expr = first && first.kind === "operand" ? first.e : { k: "unknown", subs: [], loc: NOLOC };
      pos++;
      for (;;) {
        const p = pieces[pos];
        if (!p) break;
        if (p.kind === "assign") {
          if (minPrec > 1) break;
          pos++;
          if (left.k === "name") this.assigns.add(left.name);
          else if (left.k === "field" && left.target.k === "this") this.assigns.add(left.name);
          left = { k: "assign", op: p.op, target: left, value: p.rhs, loc: p.loc };
          continue;
        }
        if (p.kind === "instanceof") {
          if (PREC.instanceof < minPrec) break;
          pos++;
          left = { k: "instanceof", e: left, type: p.type, bind: p.bind, loc: p.loc };
          continue;
        }
        if (p.kind !== "op") break;
        const prec = Object.hasOwn(PREC, p.op) ? PREC[p.op] : 11;
        if (prec < minPrec) break;
        pos++;
        const right = parse(prec + 1);
        left = { k: "bin", op: p.op, l: left, r: right, loc: p.loc };
      }
      return left;
    };
    const out = parse(0);
    return out;
  }

  protected unary(u: CstNode): Expr {
    const ku = u.children as Kids;
    const primArr = ku.primary;
    let e: Expr = primArr ? this.primary(primArr[0] as CstNode) : { k: "unknown", subs: [], loc: locOfNode(u) };
    if (!ku.UnarySuffixOperator && !ku.UnaryPrefixOperator && !ku.UnaryPrefixOperatorNotPlusMinus) return e;
    const suf = tokens(u, "UnarySuffixOperator");
    const pre = [...tokens(u, "UnaryPrefixOperator"), ...tokens(u, "UnaryPrefixOperatorNotPlusMinus")];
    if (
      (suf.length || pre.some((t) => t.image === "++" || t.image === "--")) &&
      (e.k === "name" || (e.k === "field" && e.target.k === "this"))
    )
      this.assigns.add(e.name);
    for (const t of suf) e = { k: "un", op: t.image, e, postfix: true, loc: locOf(t) };
    for (let i = pre.length - 1; i >= 0; i--) e = { k: "un", op: pre[i].image, e, postfix: false, loc: locOf(pre[i]) };
    return e;
  }

  protected primary(p: CstNode): Expr {
    const kp = p.children as Kids;
    const prefix = kp.primaryPrefix![0] as CstNode;
    const suffixes = (kp.primarySuffix ?? []) as CstNode[];
    let cur: Expr;
    let si = 0;
    const fqnArr = (prefix.children as Kids).fqnOrRefType;
    if (fqnArr) {
      const fqn = fqnArr[0] as CstNode;
      const kf = fqn.children as Kids;
      const parts: IToken[] = [];
      const t0 = partTok(kf.fqnOrRefTypePartFirst?.[0] as CstNode | undefined);
      if (t0) parts.push(t0);
      const rest = kf.fqnOrRefTypePartRest;
      if (rest)
        for (const r of rest) {
          const t = partTok(r as CstNode);
          if (t) parts.push(t);
        }
      const firstSuffix = suffixes[0];
      const fsk = firstSuffix ? (firstSuffix.children as Kids) : undefined;
      if (fsk && fsk.methodInvocationSuffix) {
        const nameTok = parts.pop()!;
        const target = parts.length ? this.chain(parts) : null;
        cur = {
          k: "call",
          target,
          name: nameTok.image,
          args: this.args(fsk.methodInvocationSuffix[0] as CstNode),
          loc: locOf(nameTok),
        };
        this.calls.add(nameTok.image);
        si = 1;
      } else if (fsk && fsk.classLiteralSuffix) {
        cur = { k: "classLit", type: parts.map((t) => t.image).join("."), loc: locOf(parts[0]) };
        si = 1;
      } else if (fsk && fsk.methodReferenceSuffix) {
        const mr = fsk.methodReferenceSuffix[0] as CstNode;
        const nm = token(mr, "Identifier") ?? token(mr, "New");
        cur = { k: "mref", target: this.chain(parts), name: nm?.image ?? "?", loc: locOf(nm) };
        si = 1;
      } else {
        cur = this.chain(parts);
      }
    } else {
      cur = this.prefixOther(prefix);
    }
    for (; si < suffixes.length; si++) {
      const s = suffixes[si];
      const ks = s.children as Kids;
      const mis = ks.methodInvocationSuffix?.[0] as CstNode | undefined;
      if (mis) {
        // invocation directly on an expression result (e.g. a lambda call is impossible in Java); keep as unknown call
        cur = { k: "call", target: cur, name: "?", args: this.args(mis), loc: locOfNode(s) };
        continue;
      }
      if (ks.Dot) {
        const id = ks.Identifier?.[0] as IToken | undefined;
        if (id) {
          const next = suffixes[si + 1];
          const nmis = next ? ((next.children as Kids).methodInvocationSuffix?.[0] as CstNode | undefined) : undefined;
          if (nmis) {
            cur = { k: "call", target: cur, name: id.image, args: this.args(nmis), loc: locOf(id) };
            this.calls.add(id.image);
            si++;
          } else cur = { k: "field", target: cur, name: id.image, loc: locOf(id) };
          continue;
        }
        if (token(s, "This")) {
          cur = { k: "this", loc: locOf(token(s, "This")) };
          continue;
        }
        const uci = node(s, "unqualifiedClassInstanceCreationExpression");
        if (uci) {
          cur = this.newObject(uci);
          continue;
        }
        const ta = node(s, "templateArgument");
        if (ta) {
          cur = { k: "unknown", subs: [cur], loc: locOfNode(s) };
          continue;
        }
      }
      const aas = node(s, "arrayAccessSuffix");
      if (aas) {
        const ie = node(aas, "expression");
        cur = {
          k: "index",
          target: cur,
          index: ie ? this.expr(ie) : { k: "unknown", subs: [], loc: NOLOC },
          loc: locOfNode(s),
        };
        continue;
      }
      const mrs = node(s, "methodReferenceSuffix");
      if (mrs) {
        const nm = token(mrs, "Identifier") ?? token(mrs, "New");
        cur = { k: "mref", target: cur, name: nm?.image ?? "?", loc: locOf(nm) };
        continue;
      }
      const cls = node(s, "classLiteralSuffix");
      if (cls) {
        cur = { k: "classLit", type: "?", loc: locOfNode(s) };
      }
    }
    return cur;
  }

  protected chain(parts: IToken[]): Expr {
    let cur: Expr =
      parts[0].image === "super"
        ? { k: "this", loc: locOf(parts[0]) }
        : { k: "name", name: parts[0].image, loc: locOf(parts[0]) };
    for (let i = 1; i < parts.length; i++)
      cur = { k: "field", target: cur, name: parts[i].image, loc: locOf(parts[i]) };
    return cur;
  }

  protected args(mis: CstNode): Expr[] {
    const al = (mis.children as Kids).argumentList;
    if (!al) return [];
    const es = ((al[0] as CstNode).children as Kids).expression as CstNode[] | undefined;
    if (!es) return [];
    const out: Expr[] = new Array(es.length);
    for (let i = 0; i < es.length; i++) out[i] = this.expr(es[i]);
    return out;
  }

  protected prefixOther(prefix: CstNode): Expr {
    // a primaryPrefix is one alternative: a literal, `this`, a parenthesised expression, `new …`, a cast, …
    const lit = node(prefix, "literal");
    if (lit) return this.literal(lit);
    const th = token(prefix, "This");
    if (th) return { k: "this", loc: locOf(th) };
    const par = node(prefix, "parenthesisExpression");
    if (par) {
      const e = node(par, "expression");
      return e ? this.expr(e) : { k: "unknown", subs: [], loc: locOfNode(par) };
    }
    const cast = node(prefix, "castExpression");
    if (cast) {
      const pc = node(cast, "primitiveCastExpression");
      if (pc)
        return {
          k: "cast",
          type: this.typeText(node(pc, "primitiveType")),
          e: this.unary(node(pc, "unaryExpression")!),
          loc: locOfNode(cast),
        };
      const rc = node(cast, "referenceTypeCastExpression");
      if (rc) {
        const type = this.typeText(node(rc, "referenceType"));
        const lam = node(rc, "lambdaExpression");
        const un = node(rc, "unaryExpressionNotPlusMinus");
        const inner = lam ? this.lambda(lam) : un ? this.unary(un) : ({ k: "unknown", subs: [], loc: NOLOC } as Expr);
        return { k: "cast", type, e: inner, loc: locOfNode(cast) };
      }
    }
    const ne = node(prefix, "newExpression");
    if (ne) {
      const uci = node(ne, "unqualifiedClassInstanceCreationExpression");
      if (uci) return this.newObject(uci);
      const ac = node(ne, "arrayCreationExpression");
      if (ac) {
        const type = this.typeText(node(ac, "primitiveType") ?? node(ac, "classOrInterfaceType"));
        const wi = node(ac, "arrayCreationWithInitializerSuffix");
        const wo = node(ac, "arrayCreationExpressionWithoutInitializerSuffix");
        const elems = wi ? (this.arrayInit(node(wi, "arrayInitializer")!) as { elems: Expr[] }).elems : null;
        const dims = wo ? nodes(node(wo, "dimExprs"), "dimExpr").map((d) => this.expr(node(d, "expression")!)) : [];
        return { k: "newArray", type, elems, dims, loc: locOf(token(ac, "New")) };
      }
    }
    const sw = node(prefix, "switchStatement");
    if (sw)
      return {
        k: "switch",
        subject: this.expr(node(sw, "expression")!),
        cases: this.switchBlock(node(sw, "switchBlock")),
        loc: locOfNode(sw),
      };
    const prim = node(prefix, "unannPrimitiveTypeWithOptionalDimsSuffix");
    if (prim) return { k: "name", name: this.typeText(prim), loc: locOfNode(prim) };
    return { k: "unknown", subs: [], loc: locOfNode(prefix) };
  }

  protected newObject(uci: CstNode): Expr {
    const t = node(uci, "classOrInterfaceTypeToInstantiate");
    const ids = tokens(t, "Identifier").map((x) => x.image);
    const type = ids.join(".");
    const args = this.args(uci);
    const cb = node(uci, "classBody");
    const loc = locOf(token(uci, "New"));
    const body = cb ? this.anonymousClass(cb, ids[ids.length - 1] ?? type, loc) : null;
    return { k: "new", type, args, body, loc };
  }

  protected literal(lit: CstNode): Expr {
    const loc = locOfNode(lit);
    const s = token(lit, "StringLiteral");
    if (s) return { k: "lit", t: "str", v: unescapeJava(s.image.slice(1, -1)), loc };
    const tb = token(lit, "TextBlock");
    if (tb) return { k: "lit", t: "str", v: textBlockValue(tb.image), text: true, loc };
    const c = token(lit, "CharLiteral");
    if (c) return { k: "lit", t: "char", v: unescapeJava(c.image.slice(1, -1)), loc };
    if (token(lit, "Null")) return { k: "lit", t: "null", v: null, loc };
    const b = node(lit, "booleanLiteral");
    if (b) return { k: "lit", t: "bool", v: !!token(b, "True"), loc };
    const il = node(lit, "integerLiteral") ?? node(lit, "floatingPointLiteral");
    if (il) {
      const img = leadingToken(il)?.image ?? "0";
      const clean = img.replace(/_/g, "").replace(/[lLfFdD]$/, "");
      let v = Number(clean);
      if (/^0[0-7]+$/.test(clean)) v = parseInt(clean, 8);
      else if (/^0[bB]/.test(clean)) v = parseInt(clean.slice(2), 2);
      return { k: "lit", t: "num", v: isNaN(v) ? 0 : v, loc };
    }
    return { k: "unknown", subs: [], loc };
  }
}
