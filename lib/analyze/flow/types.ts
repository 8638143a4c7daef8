// Types of the flow view of the analyzer model: a light intermediate representation of a Java compilation unit, built in one walk over java-parser's CST.
// Expressions keep precedence (java-parser's binaryExpression is a flat operand/operator list), qualified names
// become field chains, and every node keeps the location of its most telling token (the method name of a call).
// (built by flow/*.ts; the declarations view lives in model.ts).

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
  /** An enum's constants in order, with their constructor arguments (empty for other kinds). */
  enumConstants: { name: string; args: Expr[] }[];
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
