// Types of the analyzer model (see model.ts): the declarations view and the buckets of nodes the rules look at.
import type { CstNode, IToken } from "java-parser";
import type { Unit as FlowUnit } from "./flow";
import type { ParsedUnit } from "./types";

export interface Annotation {
  /** Simple name, e.g. "Transactional" for @org.springframework…Transactional. */
  name: string;
  node: CstNode;
  at: IToken;
  line: number;
  column: number;
  /** Raw text between the parentheses ("" when there are none). */
  args: string;
  hasParens: boolean;
}

export interface VarInfo {
  name: string;
  /** Type text without whitespace, e.g. "List<Order>"; "var" for `var`. */
  type: string;
  /** Simple type name without generics: "List". */
  typeBase: string;
  token: IToken;
  line: number;
  /** Initializer node, when there is one. */
  init?: CstNode;
}

export interface ParamInfo extends VarInfo {
  annotations: Annotation[];
  modifiers: string[];
}

export interface FieldInfo {
  cls: ClassInfo;
  node: CstNode;
  annotations: Annotation[];
  modifiers: string[];
  type: string;
  typeBase: string;
  vars: VarInfo[];
  line: number;
}

export interface MethodInfo {
  cls: ClassInfo;
  node: CstNode;
  name: string;
  kind: "method" | "constructor";
  nameToken: IToken;
  annotations: Annotation[];
  modifiers: string[];
  /** Return type text ("void" for void, "" for constructors). */
  returnType: string;
  returnTypeToken?: IToken;
  params: ParamInfo[];
  locals: VarInfo[];
  line: number;
  endLine: number;
  start: number;
  end: number;
  body?: CstNode;
  /** Statement count in the body (all nesting levels). */
  statements: number;
  isMain: boolean;
}

export interface ClassInfo {
  name: string;
  kind: "class" | "interface" | "enum" | "record" | "annotation" | "anonymous";
  node: CstNode;
  nameToken?: IToken;
  annotations: Annotation[];
  modifiers: string[];
  fields: FieldInfo[];
  methods: MethodInfo[];
  recordComponents: ParamInfo[];
  parent?: ClassInfo;
  /** Type texts in extends/implements. */
  superTypes: string[];
  line: number;
  endLine: number;
  start: number;
  end: number;
}

export interface Located {
  node: CstNode;
  method?: MethodInfo;
  cls?: ClassInfo;
}

export interface JavaModel {
  unit: ParsedUnit;
  text: string;
  tokens: IToken[];
  comments: IToken[];
  classes: ClassInfo[];
  methods: MethodInfo[];
  catches: Located[];
  /** Offsets [start, end] of every try-with-resources resource specification `( … )`. */
  resourceSpecs: Array<[number, number]>;
  loops: Located[];
  /** binaryExpression nodes that contain `==` or `!=`. */
  equalityExprs: Located[];
  expressionStatements: Located[];
  returnStatements: Located[];
  lambdas: Located[];
  /** Offsets [start, end] of field declarations (their initializers are owned by the object). */
  fieldRanges: Array<[number, number]>;
  /**
   * The flow view of the same parse (classes, methods, statements and expressions with precedence), for data-flow
   * rules. Built on first use, once per parse.
   */
  readonly flow: FlowUnit;
}
