// A light intermediate representation of a Java compilation unit, built in one walk over java-parser's CST.
// Expressions keep precedence (java-parser's binaryExpression is a flat operand/operator list), qualified names
// become field chains, and every node keeps the location of its most telling token (the method name of a call).
import type { CstNode, IToken } from "java-parser";
import { allTokens, firstToken, isToken, node, nodes, ordered, textOf, token, tokens, type Elem } from "./cst";

export interface Loc {
  line: number;
  col: number;
  endLine: number;
  off: number;
}

export type Expr =
  | {
      k: "lit";
      t: "str" | "num" | "bool" | "null" | "char";
      v: string | number | boolean | null;
      text?: boolean;
      loc: Loc;
    }
  | { k: "name"; name: string; loc: Loc }
  | { k: "this"; loc: Loc }
  | { k: "field"; target: Expr; name: string; loc: Loc }
  | { k: "call"; target: Expr | null; name: string; args: Expr[]; loc: Loc }
  | { k: "new"; type: string; args: Expr[]; body: ClassDecl | null; loc: Loc }
  | { k: "newArray"; type: string; elems: Expr[] | null; dims: Expr[]; loc: Loc }
  | { k: "arrayInit"; elems: Expr[]; loc: Loc }
  | { k: "bin"; op: string; l: Expr; r: Expr; loc: Loc }
  | { k: "un"; op: string; e: Expr; postfix: boolean; loc: Loc }
  | { k: "cond"; c: Expr; a: Expr; b: Expr; loc: Loc }
  | { k: "assign"; op: string; target: Expr; value: Expr; loc: Loc }
  | { k: "cast"; type: string; e: Expr; loc: Loc }
  | { k: "instanceof"; e: Expr; type: string; bind: string | null; loc: Loc }
  | { k: "lambda"; params: string[]; body: Expr | Stmt[]; loc: Loc }
  | { k: "index"; target: Expr; index: Expr; loc: Loc }
  | { k: "classLit"; type: string; loc: Loc }
  | { k: "mref"; target: Expr; name: string; loc: Loc }
  | { k: "switch"; subject: Expr; cases: SwitchCase[]; loc: Loc }
  | { k: "unknown"; subs: Expr[]; loc: Loc };

export interface SwitchCase {
  labels: Expr[];
  isDefault: boolean;
  body: Stmt[];
  /** `case X -> ...`: no fall-through. */
  arrow?: boolean;
}

export type Stmt =
  | { k: "local"; type: string; name: string; init: Expr | null; loc: Loc }
  | { k: "expr"; e: Expr; loc: Loc }
  | { k: "if"; c: Expr; then: Stmt[]; else: Stmt[] | null; loc: Loc }
  | { k: "loop"; init: Stmt[]; c: Expr | null; update: Expr[]; body: Stmt[]; doWhile: boolean; loc: Loc }
  | { k: "foreach"; type: string; name: string; iter: Expr; body: Stmt[]; loc: Loc }
  | { k: "return"; e: Expr | null; loc: Loc }
  | { k: "throw"; e: Expr; loc: Loc }
  | { k: "block"; body: Stmt[]; loc: Loc }
  | {
      k: "try";
      res: Stmt[];
      body: Stmt[];
      catches: { type: string; name: string; body: Stmt[] }[];
      fin: Stmt[] | null;
      loc: Loc;
    }
  | { k: "switch"; subject: Expr; cases: SwitchCase[]; loc: Loc }
  | { k: "jump"; kw: "break" | "continue"; loc: Loc }
  | { k: "yield"; e: Expr; loc: Loc }
  | { k: "classDecl"; decl: ClassDecl; loc: Loc };

export interface Annotation {
  name: string;
  /** Element values; a single unnamed value is stored under "value". */
  args: Map<string, Expr[]>;
  loc: Loc;
}

export interface Param {
  name: string;
  type: string;
  annotations: Annotation[];
  loc: Loc;
}

export interface FieldDecl {
  name: string;
  type: string;
  modifiers: string[];
  annotations: Annotation[];
  init: Expr | null;
  loc: Loc;
}

export interface MethodDecl {
  name: string;
  params: Param[];
  returnType: string;
  modifiers: string[];
  annotations: Annotation[];
  body: Stmt[] | null;
  isCtor: boolean;
  loc: Loc;
  cls: ClassDecl;
  /** Index in the unit's flat method list. */
  id: number;
  /** Names of the methods it calls (syntactic). */
  calls: Set<string>;
  /** Simple names and `this.x` fields it assigns. */
  assigns: Set<string>;
}

export interface ClassDecl {
  name: string;
  kind: "class" | "interface" | "enum" | "record" | "anonymous";
  annotations: Annotation[];
  modifiers: string[];
  superclass: string | null;
  interfaces: string[];
  fields: FieldDecl[];
  methods: MethodDecl[];
  inits: Stmt[][];
  /** Names assigned anywhere in the class's methods and initialisers (a field that is never assigned keeps its initial constant). */
  assigned: Set<string>;
  outer: ClassDecl | null;
  loc: Loc;
  startOff: number;
  endOff: number;
  /** Identifiers and string-literal contents of the whole class text (for "is X mentioned in this class" checks). */
  words(): Set<string>;
}

export interface Unit {
  classes: ClassDecl[];
  methods: MethodDecl[];
  /** The parsed text. */
  text: string;
}

const NOLOC: Loc = { line: 1, col: 1, endLine: 1, off: 0 };

/** Children of a CST node: arrays of nodes (rule names) or tokens (token type names). */
type Kids = { [key: string]: (CstNode | IToken)[] | undefined };

/** Identifier (or `super`) of one part of a qualified name. */
function partTok(part: CstNode | undefined): IToken | undefined {
  const pc = part ? ((part.children as Kids).fqnOrRefTypePartCommon?.[0] as CstNode | undefined) : undefined;
  if (!pc) return undefined;
  const kc = pc.children as Kids;
  return (kc.Identifier?.[0] ?? kc.Super?.[0]) as IToken | undefined;
}

function locOf(t: IToken | undefined): Loc {
  if (!t) return NOLOC;
  return {
    line: t.startLine ?? 1,
    col: t.startColumn ?? 1,
    endLine: t.endLine ?? t.startLine ?? 1,
    off: t.startOffset,
  };
}

function locOfNode(e: Elem | undefined): Loc {
  if (!e) return NOLOC;
  if (isToken(e)) return locOf(e);
  const l = e.location;
  if (l && l.startLine !== undefined && !isNaN(l.startOffset))
    return { line: l.startLine, col: l.startColumn ?? 1, endLine: l.endLine ?? l.startLine, off: l.startOffset };
  return locOf(firstToken(e));
}

/** Simple type text: `List<String>`, `String[]`, `int` (from the source slice; falls back to the tokens). */
function typeTextOf(n: CstNode | undefined, text: string): string {
  if (!n) return "";
  const l = n.location;
  if (l && !isNaN(l.startOffset) && !isNaN(l.endOffset) && text) {
    const raw = text.slice(l.startOffset, l.endOffset + 1);
    if (!raw.includes("/")) return raw.replace(/\s+/g, "");
  }
  return textOf(n).replace(/\s+/g, "");
}

export function unescapeJava(s: string): string {
  if (!s.includes("\\")) return s;
  return s.replace(/\\(u+[0-9a-fA-F]{4}|[0-7]{1,3}|.)/g, (_m, g: string) => {
    if (g[0] === "u") return String.fromCharCode(parseInt(g.replace(/^u+/, ""), 16));
    if (/^[0-7]/.test(g)) return String.fromCharCode(parseInt(g, 8));
    switch (g) {
      case "n":
        return "\n";
      case "t":
        return "\t";
      case "r":
        return "\r";
      case "b":
        return "\b";
      case "f":
        return "\f";
      case "s":
        return " ";
      default:
        return g;
    }
  });
}

function textBlockValue(image: string): string {
  let body = image.slice(3, -3);
  body = body.replace(/^[ \t]*\r?\n/, "");
  const lines = body.split(/\r?\n/);
  let indent = Infinity;
  for (const l of lines) {
    if (!l.trim()) continue;
    const m = /^[ \t]*/.exec(l);
    indent = Math.min(indent, m ? m[0].length : 0);
  }
  if (!isFinite(indent)) indent = 0;
  return unescapeJava(lines.map((l) => l.slice(indent).replace(/[ \t]+$/, "")).join("\n"));
}

// ---------------------------------------------------------------- expressions

const PREC: Record<string, number> = {
  "||": 3,
  "&&": 4,
  "|": 5,
  "^": 6,
  "&": 7,
  "==": 8,
  "!=": 8,
  "<": 9,
  ">": 9,
  "<=": 9,
  ">=": 9,
  instanceof: 9,
  "<<": 10,
  ">>": 10,
  ">>>": 10,
  "+": 11,
  "-": 11,
  "*": 12,
  "/": 12,
  "%": 12,
};

type Piece =
  | { kind: "operand"; e: Expr }
  | { kind: "op"; op: string; loc: Loc }
  | { kind: "instanceof"; type: string; bind: string | null; loc: Loc }
  | { kind: "assign"; op: string; rhs: Expr; loc: Loc };

export class IRBuilder {
  classes: ClassDecl[] = [];
  methods: MethodDecl[] = [];
  private currentClass: ClassDecl | null = null;
  /** Names called and fields assigned in the method being built (for call ordering and constant folding). */
  private calls = new Set<string>();
  private assigns = new Set<string>();
  constructor(private text: string) {}

  private typeText(n: CstNode | undefined): string {
    return typeTextOf(n, this.text);
  }

  build(cst: CstNode): Unit {
    this.walkTypes(cst, null);
    return { classes: this.classes, methods: this.methods, text: this.text };
  }

  private implicitClass: ClassDecl | null = null;

  /** Finds type declarations anywhere under `n` (top level, or nested in unknown wrappers). */
  private walkTypes(n: CstNode, outer: ClassDecl | null) {
    for (const { el } of ordered(n)) {
      if (isToken(el)) continue;
      if (el.name === "classDeclaration" || el.name === "interfaceDeclaration") this.classDecl(el, outer);
      else if (el.name === "fieldDeclaration" || el.name === "methodDeclaration") {
        // Java 21+ implicitly declared class: fields and methods at the top level of the file
        if (!this.implicitClass) {
          this.implicitClass = this.newClass("Main", "class", n, null);
        }
        const cls = this.implicitClass;
        const prev = this.currentClass;
        this.currentClass = cls;
        if (el.name === "fieldDeclaration") this.fields(cls, el, "fieldModifier", []);
        else this.method(cls, el, "method");
        this.currentClass = prev;
      } else if (
        el.name === "ordinaryCompilationUnit" ||
        el.name === "typeDeclaration" ||
        el.name === "compilationUnit"
      )
        this.walkTypes(el, outer);
    }
  }

  annotations(mods: CstNode[]): { annotations: Annotation[]; modifiers: string[] } {
    const annotations: Annotation[] = [];
    const modifiers: string[] = [];
    for (const m of mods) {
      const a = node(m, "annotation");
      if (a) annotations.push(this.annotation(a));
      else {
        const t = firstToken(m);
        if (t) modifiers.push(t.image);
      }
    }
    return { annotations, modifiers };
  }

  annotation(a: CstNode): Annotation {
    const tn = node(a, "typeName");
    const name = tn
      ? (allTokens(tn)
          .filter((t) => t.image !== ".")
          .map((t) => t.image)
          .pop() ?? "")
      : "";
    const args = new Map<string, Expr[]>();
    const pairs = node(a, "elementValuePairList");
    if (pairs) {
      for (const p of nodes(pairs, "elementValuePair")) {
        const key = token(p, "Identifier")?.image ?? "value";
        args.set(key, this.elementValue(node(p, "elementValue")));
      }
    } else {
      const ev = node(a, "elementValue");
      if (ev) args.set("value", this.elementValue(ev));
    }
    return { name, args, loc: locOf(token(a, "At")) };
  }

  private elementValue(ev: CstNode | undefined): Expr[] {
    if (!ev) return [];
    const ce = node(ev, "conditionalExpression");
    if (ce) return [this.conditional(ce)];
    const arr = node(ev, "elementValueArrayInitializer");
    if (arr) {
      const list = node(arr, "elementValueList");
      return nodes(list, "elementValue").flatMap((x) => this.elementValue(x));
    }
    return [];
  }

  classDecl(cd: CstNode, outer: ClassDecl | null): ClassDecl | null {
    const modNodes = [...nodes(cd, "classModifier"), ...nodes(cd, "interfaceModifier")];
    const { annotations, modifiers } = this.annotations(modNodes);
    const inner =
      node(cd, "normalClassDeclaration") ??
      node(cd, "enumDeclaration") ??
      node(cd, "recordDeclaration") ??
      node(cd, "normalInterfaceDeclaration") ??
      node(cd, "annotationInterfaceDeclaration");
    if (!inner) return null;
    const kind: ClassDecl["kind"] =
      inner.name === "enumDeclaration"
        ? "enum"
        : inner.name === "recordDeclaration"
          ? "record"
          : inner.name === "normalClassDeclaration"
            ? "class"
            : "interface";
    const name = token(node(inner, "typeIdentifier"), "Identifier")?.image ?? "?";
    const ext = node(inner, "classExtends");
    const superclass = ext ? this.typeText(node(ext, "classType")) : null;
    const interfaces: string[] = [];
    for (const key of ["classImplements", "interfaceExtends"]) {
      const ci = node(inner, key);
      const list = node(ci, "interfaceTypeList");
      for (const it of nodes(list, "interfaceType")) interfaces.push(this.typeText(it));
    }
    const cls = this.newClass(name, kind, cd, outer);
    cls.annotations = annotations;
    cls.modifiers = modifiers;
    cls.superclass = superclass;
    cls.interfaces = interfaces;
    const prev = this.currentClass;
    this.currentClass = cls;
    if (kind === "record") {
      const comps = node(node(inner, "recordHeader"), "recordComponentList");
      for (const rc of nodes(comps, "recordComponent")) {
        const { annotations: ann } = this.annotations(nodes(rc, "recordComponentModifier"));
        const id = token(rc, "Identifier");
        if (id)
          cls.fields.push({
            name: id.image,
            type: this.typeText(node(rc, "unannType")),
            modifiers: ["private", "final"],
            annotations: ann,
            init: null,
            loc: locOf(id),
          });
      }
      for (const rb of nodes(node(inner, "recordBody"), "recordBodyDeclaration")) {
        const cbd = node(rb, "classBodyDeclaration");
        if (cbd) this.classBodyDeclaration(cbd, cls);
        const cc = node(rb, "compactConstructorDeclaration");
        if (cc) this.method(cls, cc, "ctor");
      }
    } else if (kind === "enum") {
      const body = node(inner, "enumBody");
      for (const ec of nodes(node(body, "enumConstantList"), "enumConstant")) {
        const cb = node(ec, "classBody");
        if (cb) this.anonymousClass(cb, name, locOfNode(ec));
      }
      for (const cbd of nodes(node(body, "enumBodyDeclarations"), "classBodyDeclaration"))
        this.classBodyDeclaration(cbd, cls);
    } else if (inner.name === "normalClassDeclaration") {
      for (const cbd of nodes(node(inner, "classBody"), "classBodyDeclaration")) this.classBodyDeclaration(cbd, cls);
    } else if (inner.name === "normalInterfaceDeclaration") {
      for (const imd of nodes(node(inner, "interfaceBody"), "interfaceMemberDeclaration")) {
        const cdecl = node(imd, "constantDeclaration");
        if (cdecl) this.fields(cls, cdecl, "constantModifier", ["public", "static", "final"]);
        const im = node(imd, "interfaceMethodDeclaration");
        if (im) this.method(cls, im, "method");
        const c2 = node(imd, "classDeclaration") ?? node(imd, "interfaceDeclaration");
        if (c2) this.classDecl(c2, cls);
      }
    }
    this.currentClass = prev;
    return cls;
  }

  private newClass(name: string, kind: ClassDecl["kind"], n: CstNode, outer: ClassDecl | null): ClassDecl {
    const text = this.text;
    const startOff = n.location?.startOffset ?? 0;
    const endOff = n.location?.endOffset ?? 0;
    let words: Set<string> | null = null;
    const lazyWords = () => {
      if (words) return words;
      words = new Set<string>();
      const src = text.slice(startOff, endOff + 1);
      for (const m of src.matchAll(/"((?:[^"\\\n]|\\.)*)"|[A-Za-z_$][\w$]*/g)) words.add(m[1] ?? m[0]);
      return words;
    };
    const cls: ClassDecl = {
      name,
      kind,
      annotations: [],
      modifiers: [],
      superclass: null,
      interfaces: [],
      fields: [],
      methods: [],
      inits: [],
      assigned: new Set(),
      outer,
      loc: locOfNode(n),
      startOff,
      endOff,
      words: lazyWords,
    };
    this.classes.push(cls);
    return cls;
  }

  private anonymousClass(body: CstNode, typeName: string, loc: Loc): ClassDecl {
    const cls = this.newClass(typeName, "anonymous", body, this.currentClass);
    cls.interfaces = [typeName];
    cls.loc = loc;
    const prev = this.currentClass;
    this.currentClass = cls;
    for (const cbd of nodes(body, "classBodyDeclaration")) this.classBodyDeclaration(cbd, cls);
    this.currentClass = prev;
    return cls;
  }

  private classBodyDeclaration(cbd: CstNode, cls: ClassDecl) {
    const cmd = node(cbd, "classMemberDeclaration");
    if (cmd) {
      const fd = node(cmd, "fieldDeclaration");
      if (fd) this.fields(cls, fd, "fieldModifier", []);
      const md = node(cmd, "methodDeclaration");
      if (md) this.method(cls, md, "method");
      const c2 = node(cmd, "classDeclaration") ?? node(cmd, "interfaceDeclaration");
      if (c2) this.classDecl(c2, cls);
      return;
    }
    const ctor = node(cbd, "constructorDeclaration");
    if (ctor) {
      this.method(cls, ctor, "ctor");
      return;
    }
    const ii = node(cbd, "instanceInitializer") ?? node(cbd, "staticInitializer");
    if (ii) {
      const b = node(ii, "block");
      if (b) {
        const prev = this.assigns;
        this.assigns = new Set();
        cls.inits.push(this.block(b));
        for (const a of this.assigns) cls.assigned.add(a);
        this.assigns = prev;
      }
    }
  }

  private fields(cls: ClassDecl, fd: CstNode, modKey: string, implicit: string[]) {
    const { annotations, modifiers } = this.annotations(nodes(fd, modKey));
    const type = this.typeText(node(fd, "unannType"));
    for (const vd of nodes(node(fd, "variableDeclaratorList"), "variableDeclarator")) {
      const idNode = node(vd, "variableDeclaratorId");
      const id = token(idNode, "Identifier");
      if (!id) continue;
      const dims = node(idNode, "dims") ? "[]" : "";
      const vi = node(vd, "variableInitializer");
      cls.fields.push({
        name: id.image,
        type: type + dims,
        modifiers: [...implicit, ...modifiers],
        annotations,
        init: vi ? this.varInit(vi) : null,
        loc: locOf(id),
      });
    }
  }

  private method(cls: ClassDecl, md: CstNode, kind: "method" | "ctor") {
    const prevCalls = this.calls;
    const prevAssigns = this.assigns;
    this.calls = new Set();
    this.assigns = new Set();
    try {
      this.methodInner(cls, md, kind);
    } finally {
      for (const a of this.assigns) cls.assigned.add(a);
      this.calls = prevCalls;
      this.assigns = prevAssigns;
    }
  }

  private methodInner(cls: ClassDecl, md: CstNode, kind: "method" | "ctor") {
    const modNodes = [
      ...nodes(md, "methodModifier"),
      ...nodes(md, "interfaceMethodModifier"),
      ...nodes(md, "constructorModifier"),
    ];
    const { annotations, modifiers } = this.annotations(modNodes);
    let name = cls.name;
    let returnType = "void";
    let params: Param[] = [];
    let body: Stmt[] | null = null;
    let loc = locOfNode(md);
    if (md.name === "constructorDeclaration" || md.name === "compactConstructorDeclaration") {
      const decl = node(md, "constructorDeclarator");
      const nameTok = firstToken(node(decl, "simpleTypeName") ?? node(md, "simpleTypeName") ?? md);
      if (nameTok) loc = locOf(nameTok);
      params = this.params(node(decl, "formalParameterList"));
      if (md.name === "compactConstructorDeclaration")
        params = cls.fields.map((f) => ({ name: f.name, type: f.type, annotations: f.annotations, loc: f.loc }));
      const cb = node(md, "constructorBody");
      body = [];
      const eci = node(cb, "explicitConstructorInvocation");
      if (eci) body.push(...this.genericStmts(eci));
      const bs = node(cb, "blockStatements");
      if (bs) body.push(...this.blockStatements(bs));
      kind = "ctor";
    } else {
      const header = node(md, "methodHeader");
      const result = node(header, "result");
      returnType = this.typeText(result) || "void";
      const decl = node(header, "methodDeclarator");
      const id = token(decl, "Identifier");
      name = id?.image ?? "?";
      if (id) loc = locOf(id);
      params = this.params(node(decl, "formalParameterList"));
      const mb = node(md, "methodBody");
      const b = node(mb, "block");
      body = b ? this.block(b) : null;
    }
    const m: MethodDecl = {
      name,
      params,
      returnType,
      modifiers,
      annotations,
      body,
      isCtor: kind === "ctor",
      loc,
      cls,
      id: this.methods.length,
      calls: this.calls,
      assigns: this.assigns,
    };
    if (kind === "ctor") m.name = "<init>";
    cls.methods.push(m);
    this.methods.push(m);
  }

  private params(fpl: CstNode | undefined): Param[] {
    const out: Param[] = [];
    for (const fp of nodes(fpl, "formalParameter")) {
      const reg = node(fp, "variableParaRegularParameter");
      const va = node(fp, "variableArityParameter");
      const p = reg ?? va;
      if (!p) continue;
      const { annotations } = this.annotations(nodes(p, "variableModifier"));
      const id = reg ? token(node(reg, "variableDeclaratorId"), "Identifier") : token(va, "Identifier");
      let type = this.typeText(node(p, "unannType"));
      if (va) type += "[]";
      else if (node(node(reg, "variableDeclaratorId"), "dims")) type += "[]";
      out.push({ name: id?.image ?? "?", type, annotations, loc: locOf(id) });
    }
    return out;
  }

  // ---------------------------------------------------------------- statements

  block(b: CstNode | undefined): Stmt[] {
    const bs = node(b, "blockStatements");
    return bs ? this.blockStatements(bs) : [];
  }

  private blockStatements(bs: CstNode): Stmt[] {
    const out: Stmt[] = [];
    for (const s of nodes(bs, "blockStatement")) this.blockStatement(s, out);
    return out;
  }

  private blockStatement(s: CstNode, out: Stmt[]) {
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

  private localVarDecl(lvd: CstNode | undefined, out: Stmt[]) {
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

  private varInit(vi: CstNode): Expr {
    const e = node(vi, "expression");
    if (e) return this.expr(e);
    const ai = node(vi, "arrayInitializer");
    if (ai) return this.arrayInit(ai);
    return { k: "unknown", subs: [], loc: locOfNode(vi) };
  }

  private arrayInit(ai: CstNode): Expr {
    const list = node(ai, "variableInitializerList");
    return {
      k: "arrayInit",
      elems: nodes(list, "variableInitializer").map((v) => this.varInit(v)),
      loc: locOfNode(ai),
    };
  }

  private stmtBody(st: CstNode | undefined): Stmt[] {
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
        let inner: CstNode | undefined;
        for (const key in st.children) {
          const c = st.children[key][0];
          if (c && !isToken(c)) inner = c as CstNode;
        }
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
        return [
          {
            k: "loop",
            init: [],
            c: this.expr(node(st, "expression")!),
            update: [],
            body: this.stmtBody(node(st, "statement")),
            doWhile: false,
            loc,
          },
        ];
      case "doStatement":
        return [
          {
            k: "loop",
            init: [],
            c: this.expr(node(st, "expression")!),
            update: [],
            body: this.stmtBody(node(st, "statement")),
            doWhile: true,
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
  private genericStmts(n: CstNode): Stmt[] {
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

  private switchBlock(sb: CstNode | undefined): SwitchCase[] {
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

  private lambda(lam: CstNode): Expr {
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

  private binary(be: CstNode): Expr {
    const ch = be.children as Kids;
    const un = ch.unaryExpression;
    if (un && un.length === 1) {
      let only = true;
      for (const k in ch) if (k !== "unaryExpression") only = false;
      if (only) return this.unary(un[0] as CstNode);
    }
    const pieces: Piece[] = [];
    const els = ordered(be);
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

  private unary(u: CstNode): Expr {
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

  private primary(p: CstNode): Expr {
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

  private chain(parts: IToken[]): Expr {
    let cur: Expr =
      parts[0].image === "super"
        ? { k: "this", loc: locOf(parts[0]) }
        : { k: "name", name: parts[0].image, loc: locOf(parts[0]) };
    for (let i = 1; i < parts.length; i++)
      cur = { k: "field", target: cur, name: parts[i].image, loc: locOf(parts[i]) };
    return cur;
  }

  private args(mis: CstNode): Expr[] {
    const al = (mis.children as Kids).argumentList;
    if (!al) return [];
    const es = ((al[0] as CstNode).children as Kids).expression as CstNode[] | undefined;
    if (!es) return [];
    const out: Expr[] = new Array(es.length);
    for (let i = 0; i < es.length; i++) out[i] = this.expr(es[i]);
    return out;
  }

  private prefixOther(prefix: CstNode): Expr {
    let k0 = "";
    for (const k in prefix.children) k0 = k;
    const lit = k0 === "literal" ? node(prefix, "literal") : undefined;
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

  private newObject(uci: CstNode): Expr {
    const t = node(uci, "classOrInterfaceTypeToInstantiate");
    const ids = tokens(t, "Identifier").map((x) => x.image);
    const type = ids.join(".");
    const args = this.args(uci);
    const cb = node(uci, "classBody");
    const loc = locOf(token(uci, "New"));
    const body = cb ? this.anonymousClass(cb, ids[ids.length - 1] ?? type, loc) : null;
    return { k: "new", type, args, body, loc };
  }

  private literal(lit: CstNode): Expr {
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
      const img = firstToken(il)?.image ?? "0";
      const clean = img.replace(/_/g, "").replace(/[lLfFdD]$/, "");
      let v = Number(clean);
      if (/^0[0-7]+$/.test(clean)) v = parseInt(clean, 8);
      else if (/^0[bB]/.test(clean)) v = parseInt(clean.slice(2), 2);
      return { k: "lit", t: "num", v: isNaN(v) ? 0 : v, loc };
    }
    return { k: "unknown", subs: [], loc };
  }
}

export function buildUnit(cst: CstNode, text: string): Unit {
  return new IRBuilder(text).build(cst);
}

/** Base simple name of a type text: `java.util.List<String>` → `List`, `String[]` → `String`. */
const baseTypeCache = new Map<string, string>();

export function baseType(t: string | null | undefined): string {
  if (!t) return "";
  const hit = baseTypeCache.get(t);
  if (hit !== undefined) return hit;
  const r = computeBaseType(t);
  if (baseTypeCache.size < 5000) baseTypeCache.set(t, r);
  return r;
}

function computeBaseType(t: string): string {
  let s = t;
  const lt = s.indexOf("<");
  if (lt >= 0) s = s.slice(0, lt);
  s = s.replace(/\[\]/g, "").replace(/\.\.\./g, "");
  const dot = s.lastIndexOf(".");
  if (dot >= 0) s = s.slice(dot + 1);
  return s.trim();
}

export function isArrayType(t: string | null | undefined): boolean {
  return !!t && /\[\]$|\.\.\.$/.test(t);
}
