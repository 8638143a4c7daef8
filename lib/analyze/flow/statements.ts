// Statements of the flow IR: blocks, locals, control flow, switch (with arrow cases), try.
import type { CstNode } from "java-parser";
import { isToken, node, nodes, ordered, token } from "../cst";
import type { Expr, SwitchCase, Stmt } from "./types";
import { locOf, locOfNode } from "./util";
import { ExprBuilder } from "./expressions";
import { alternativeChild } from "../parser";

export abstract class StmtBuilder extends ExprBuilder {
  // ---------------------------------------------------------------- statements

  block(b: CstNode | undefined): Stmt[] {
    const bs = node(b, "blockStatements");
    return bs ? this.blockStatements(bs) : [];
  }

  protected blockStatements(bs: CstNode): Stmt[] {
    const out: Stmt[] = [];
    for (const s of nodes(bs, "blockStatement")) this.blockStatement(s, out);
    return out;
  }

  protected blockStatement(s: CstNode, out: Stmt[]) {
    const lvds = node(s, "localVariableDeclarationStatement");
    if (lvds) {
      this.localVarDecl(node(lvds, "localVariableDeclaration"), out);
      return;
    }
    const st = node(s, "statement");
    if (st) {
      out.push(...this.statement(st));
      return;
    }
    const cd = node(s, "classDeclaration") ?? node(s, "interfaceDeclaration");
    if (cd) {
      const decl = this.classDecl(cd, this.currentClass);
      if (decl) out.push({ k: "classDecl", decl, loc: decl.loc });
    }
  }

  protected localVarDecl(lvd: CstNode | undefined, out: Stmt[]) {
    if (!lvd) return;
    const lvt = node(lvd, "localVariableType");
    const type = lvt ? (token(lvt, "Var") ? "var" : this.typeText(node(lvt, "unannType"))) : "var";
    for (const vd of nodes(node(lvd, "variableDeclaratorList"), "variableDeclarator")) {
      const idNode = node(vd, "variableDeclaratorId");
      const id = token(idNode, "Identifier") ?? token(idNode, "Underscore");
      const vi = node(vd, "variableInitializer");
      const init = vi ? this.varInit(vi) : null;
      if (type === "yield" && id && !init) {
        // `yield x;` inside a switch rule block is parsed as a declaration of type `yield`.
        out.push({ k: "yield", e: { k: "name", name: id.image, loc: locOf(id) }, loc: locOf(id) });
        continue;
      }
      const dims = node(idNode, "dims") ? "[]" : "";
      out.push({ k: "local", type: type + dims, name: id?.image ?? "_", init, loc: locOf(id) });
    }
  }

  protected varInit(vi: CstNode): Expr {
    const e = node(vi, "expression");
    if (e) return this.expr(e);
    const ai = node(vi, "arrayInitializer");
    if (ai) return this.arrayInit(ai);
    return { k: "unknown", subs: [], loc: locOfNode(vi) };
  }

  protected arrayInit(ai: CstNode): Expr {
    const list = node(ai, "variableInitializerList");
    return {
      k: "arrayInit",
      elems: nodes(list, "variableInitializer").map((v) => this.varInit(v)),
      loc: locOfNode(ai),
    };
  }

  protected stmtBody(st: CstNode | undefined): Stmt[] {
    if (!st) return [];
    return this.statement(st);
  }

  statement(st: CstNode): Stmt[] {
    const loc = locOfNode(st);
    switch (st.name) {
      case "statement": {
        const inner =
          node(st, "statementWithoutTrailingSubstatement") ??
          node(st, "labeledStatement") ??
          node(st, "ifStatement") ??
          node(st, "whileStatement") ??
          node(st, "forStatement");
        return inner ? this.statement(inner) : [];
      }
      case "statementWithoutTrailingSubstatement": {
        const inner = alternativeChild(st);
        return inner ? this.statement(inner) : [];
      }
      case "block":
        return [{ k: "block", body: this.block(st), loc }];
      case "labeledStatement":
        return this.stmtBody(node(st, "statement"));
      case "emptyStatement":
        return [];
      case "expressionStatement": {
        const se = node(st, "statementExpression");
        const e = node(se, "expression");
        return e ? [{ k: "expr", e: this.expr(e), loc }] : [];
      }
      case "ifStatement": {
        const ss = nodes(st, "statement");
        return [
          {
            k: "if",
            c: this.expr(node(st, "expression")!),
            then: this.stmtBody(ss[0]),
            else: ss[1] ? this.stmtBody(ss[1]) : null,
            loc,
          },
        ];
      }
      case "whileStatement":
      case "doStatement":
        return [
          {
            k: "loop",
            init: [],
            c: this.expr(node(st, "expression")!),
            update: [],
            body: this.stmtBody(node(st, "statement")),
            doWhile: st.name === "doStatement",
            loc,
          },
        ];
      case "forStatement": {
        const bf = node(st, "basicForStatement");
        if (bf) {
          const init: Stmt[] = [];
          const fi = node(bf, "forInit");
          if (fi) {
            const lvd = node(fi, "localVariableDeclaration");
            if (lvd) this.localVarDecl(lvd, init);
            for (const se of nodes(node(fi, "statementExpressionList"), "statementExpression")) {
              const e = node(se, "expression");
              if (e) init.push({ k: "expr", e: this.expr(e), loc: locOfNode(se) });
            }
          }
          const update: Expr[] = [];
          for (const se of nodes(node(node(bf, "forUpdate"), "statementExpressionList"), "statementExpression")) {
            const e = node(se, "expression");
            if (e) update.push(this.expr(e));
          }
          const c = node(bf, "expression");
          return [
            {
              k: "loop",
              init,
              c: c ? this.expr(c) : null,
              update,
              body: this.stmtBody(node(bf, "statement")),
              doWhile: false,
              loc,
            },
          ];
        }
        const ef = node(st, "enhancedForStatement");
        if (ef) {
          const lvd = node(ef, "localVariableDeclaration");
          const tmp: Stmt[] = [];
          this.localVarDecl(lvd, tmp);
          const decl = tmp[0];
          return [
            {
              k: "foreach",
              type: decl && decl.k === "local" ? decl.type : "var",
              name: decl && decl.k === "local" ? decl.name : "_",
              iter: this.expr(node(ef, "expression")!),
              body: this.stmtBody(node(ef, "statement")),
              loc,
            },
          ];
        }
        return [];
      }
      case "returnStatement": {
        const e = node(st, "expression");
        return [{ k: "return", e: e ? this.expr(e) : null, loc }];
      }
      case "throwStatement":
        return [{ k: "throw", e: this.expr(node(st, "expression")!), loc }];
      case "breakStatement":
        return [{ k: "jump", kw: "break", loc }];
      case "continueStatement":
        return [{ k: "jump", kw: "continue", loc }];
      case "yieldStatement": {
        const e = node(st, "expression");
        return e ? [{ k: "yield", e: this.expr(e), loc }] : [];
      }
      case "synchronizedStatement": {
        const out: Stmt[] = [];
        const e = node(st, "expression");
        if (e) out.push({ k: "expr", e: this.expr(e), loc });
        const b = node(st, "block");
        if (b) out.push({ k: "block", body: this.block(b), loc });
        return out;
      }
      case "switchStatement":
        return [
          {
            k: "switch",
            subject: this.expr(node(st, "expression")!),
            cases: this.switchBlock(node(st, "switchBlock")),
            loc,
          },
        ];
      case "tryStatement": {
        const twr = node(st, "tryWithResourcesStatement");
        const t = twr ?? st;
        const res: Stmt[] = [];
        if (twr) {
          for (const r of nodes(node(node(twr, "resourceSpecification"), "resourceList"), "resource")) {
            const lvd = node(r, "localVariableDeclaration");
            if (lvd) this.localVarDecl(lvd, res);
            else res.push(...this.genericStmts(r));
          }
        }
        const catches = nodes(node(t, "catches"), "catchClause").map((cc) => {
          const cfp = node(cc, "catchFormalParameter");
          return {
            type: this.typeText(node(cfp, "catchType")),
            name: token(node(cfp, "variableDeclaratorId"), "Identifier")?.image ?? "_",
            body: this.block(node(cc, "block")!),
          };
        });
        const fin = node(node(t, "finally"), "block");
        return [
          { k: "try", res, body: this.block(node(t, "block")!), catches, fin: fin ? this.block(fin) : null, loc },
        ];
      }
      case "assertStatement":
        return nodes(st, "expression").map((e) => ({ k: "expr", e: this.expr(e), loc }) as Stmt);
      default:
        return this.genericStmts(st);
    }
  }

  /** Fallback: every expression found under an unknown node becomes an expression statement. */
  protected genericStmts(n: CstNode): Stmt[] {
    const out: Stmt[] = [];
    const visit = (x: CstNode) => {
      for (const { el } of ordered(x)) {
        if (isToken(el)) continue;
        if (el.name === "expression") out.push({ k: "expr", e: this.expr(el), loc: locOfNode(el) });
        else if (el.name === "argumentList") {
          const args = nodes(el, "expression").map((e) => this.expr(e));
          out.push({ k: "expr", e: { k: "unknown", subs: args, loc: locOfNode(el) }, loc: locOfNode(el) });
        } else if (el.name === "block") out.push({ k: "block", body: this.block(el), loc: locOfNode(el) });
        else visit(el);
      }
    };
    visit(n);
    return out;
  }

  protected switchBlock(sb: CstNode | undefined): SwitchCase[] {
    const cases: SwitchCase[] = [];
    if (!sb) return cases;
    for (const g of nodes(sb, "switchBlockStatementGroup")) {
      const labels: Expr[] = [];
      let isDefault = false;
      for (const l of nodes(g, "switchLabel")) {
        if (token(l, "Default")) isDefault = true;
        for (const cc of nodes(l, "caseConstant")) {
          const ce = node(cc, "conditionalExpression");
          if (ce) labels.push(this.conditional(ce));
        }
      }
      const bs = node(g, "blockStatements");
      cases.push({ labels, isDefault, body: bs ? this.blockStatements(bs) : [] });
    }
    for (const r of nodes(sb, "switchRule")) {
      const labels: Expr[] = [];
      let isDefault = false;
      const l = node(r, "switchLabel");
      if (token(l, "Default")) isDefault = true;
      for (const cc of nodes(l, "caseConstant")) {
        const ce = node(cc, "conditionalExpression");
        if (ce) labels.push(this.conditional(ce));
      }
      let body: Stmt[] = [];
      const e = node(r, "expression");
      const b = node(r, "block");
      const th = node(r, "throwStatement");
      if (e) body = [{ k: "yield", e: this.expr(e), loc: locOfNode(e) }];
      else if (b) body = this.block(b);
      else if (th) body = this.statement(th);
      cases.push({ labels, isDefault, body, arrow: true });
    }
    return cases;
  }
}
