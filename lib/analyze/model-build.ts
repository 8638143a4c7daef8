// Builds the analyzer model's declarations view in ONE iterative pass over the CST (see model.ts); the flow view
// (flow/) is built lazily from the same parse the first time a rule asks for it.
import type { CstNode, IToken } from "java-parser";
import type { CstElement } from "./cst";
import type { ParsedUnit } from "./types";
import {
  collectTokens,
  compactText,
  isNode,
  isToken,
  kid,
  kids,
  lowerBound,
  simpleTypeName,
  stripTypeArgs,
  tok,
} from "./cst";

import { buildFlow, type Unit as FlowUnit } from "./flow";
import { grammarKeysByRule } from "./parser";
import type { Annotation, ClassInfo, FieldInfo, JavaModel, MethodInfo, ParamInfo, VarInfo } from "./model-types";

const STATEMENT_NODES = new Set([
  "localVariableDeclarationStatement",
  "expressionStatement",
  "ifStatement",
  "whileStatement",
  "forStatement",
  "doStatement",
  "returnStatement",
  "throwStatement",
  "tryStatement",
  "switchStatement",
  "breakStatement",
  "continueStatement",
  "yieldStatement",
  "assertStatement",
  "synchronizedStatement",
]);

/**
 * Subtrees that never contain a statement, a lambda, an anonymous class or an `==`: types, names,
 * literals, annotations, headers. Not descending into them roughly halves the nodes visited.
 * (Their contents are read directly where needed, e.g. by makeMethod/makeField.)
 */
const SKIP = new Set([
  "unannType",
  "typeArguments",
  "typeParameters",
  "throws",
  "dims",
  "literal",
  "fqnOrRefType",
  "annotation",
  "importDeclaration",
  "packageDeclaration",
  "methodHeader",
  "constructorDeclarator",
  "typeName",
  "classType",
  "classExtends",
  "classImplements",
  "interfaceExtends",
  "classPermits",
  "localVariableType",
  "catchType",
  "variableDeclaratorId",
  "recordHeader",
  "simpleTypeName",
  "typeIdentifier",
  "unannPrimitiveTypeWithOptionalDimsSuffix",
  "classOrInterfaceTypeToInstantiate",
  "referenceType",
  "primitiveType",
  "result",
  "methodDeclarator",
  // modifiers: keywords, and annotations (read by modifiersOf)
  "classModifier",
  "interfaceModifier",
  "fieldModifier",
  "constantModifier",
  "methodModifier",
  "interfaceMethodModifier",
  "constructorModifier",
  "variableModifier",
  "enumConstantModifier",
  "recordComponentModifier",
  "annotationInterfaceElementModifier",
]);

/**
 * Start offsets, in order, of the tokens an expression must contain for the walk to find anything in it: -> { == !=
 * (a binary search then answers for any nested expression). Each is a token type with a fixed pattern: decided once
 * per type (tokenTypeIdx), not by comparing every token's image.
 */
const markingType: Array<boolean | undefined> = [];
function markerOffsets(tokens: IToken[]): number[] {
  const out: number[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    const s = t.image;
    const marks = (markingType[t.tokenTypeIdx] ??= s === "->" || s === "{" || s === "==" || s === "!=");
    if (marks) out.push(t.startOffset);
  }
  return out;
}

const bySite = (a: { node: CstNode }, b: { node: CstNode }) =>
  a.node.location.startOffset - b.node.location.startOffset;

/** The sub-rule keys the walk visits for a rule (the grammar's, without SKIP), or undefined without the grammar. */
const walkKeysCache = new Map<string, readonly string[]>();
function walkKeys(rule: string): readonly string[] | undefined {
  let keys = walkKeysCache.get(rule);
  if (keys) return keys;
  const all = grammarKeysByRule()?.get(rule)?.subrules;
  if (!all) return undefined;
  keys = all.filter((k) => !SKIP.has(k));
  walkKeysCache.set(rule, keys);
  return keys;
}

function expressionNeedsWalk(markers: number[], node: CstNode): boolean {
  const start = node.location.startOffset;
  let lo = 0;
  let hi = markers.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (markers[mid] < start) lo = mid + 1;
    else hi = mid;
  }
  return lo < markers.length && markers[lo] <= node.location.endOffset;
}

/**
 * The model's object: a class, so the lazy `flow` getter lives on the prototype (an object literal with a getter is
 * set up property by property on every build).
 */
class Model implements JavaModel {
  readonly text: string;
  classes: ClassInfo[] = [];
  methods: MethodInfo[] = [];
  catches: JavaModel["catches"] = [];
  resourceSpecs: Array<[number, number]> = [];
  loops: JavaModel["loops"] = [];
  equalityExprs: JavaModel["equalityExprs"] = [];
  expressionStatements: JavaModel["expressionStatements"] = [];
  returnStatements: JavaModel["returnStatements"] = [];
  lambdas: JavaModel["lambdas"] = [];
  fieldRanges: Array<[number, number]> = [];
  constructor(
    readonly unit: ParsedUnit,
    readonly tokens: IToken[],
    readonly comments: IToken[],
  ) {
    this.text = unit.text;
  }
  private flowView: FlowUnit | undefined;
  get flow(): FlowUnit {
    return (this.flowView ??= buildFlow(this.unit.cst, this.text));
  }
}

export function buildModel(unit: ParsedUnit): JavaModel {
  const text = unit.text;
  const root = unit.cst;
  const model: JavaModel = new Model(
    unit,
    collectTokens(root),
    ((root as CstNode & { comments?: IToken[] }).comments ?? []).slice(),
  );
  const tokens = model.tokens;
  const markers = markerOffsets(tokens);
  // Parallel stacks instead of one frame object per node.
  const nodes: CstNode[] = [root];
  const classes: Array<ClassInfo | undefined> = [undefined];
  const methods: Array<MethodInfo | undefined> = [undefined];
  while (nodes.length) {
    const node = nodes.pop()!;
    let cls = classes.pop();
    let method = methods.pop();
    // Most of a CST is expression chains. Only walk an expression (also one nested in a walked expression, such as
    // a call argument) when it can contain something the rules need.
    if (node.name === "expression" && !expressionNeedsWalk(markers, node)) continue;
    let anonBody: CstNode | undefined;
    let anonCls: ClassInfo | undefined;
    switch (node.name) {
      case "classDeclaration":
      case "interfaceDeclaration": {
        const c = makeClass(text, node, cls);
        if (c) {
          model.classes.push(c);
          cls = c;
          method = undefined;
        }
        break;
      }
      case "fieldDeclaration":
      case "constantDeclaration": {
        if (cls) {
          const f = makeField(text, node, cls);
          cls.fields.push(f);
        }
        model.fieldRanges.push([node.location.startOffset, node.location.endOffset]);
        method = undefined;
        break;
      }
      case "methodDeclaration":
      case "interfaceMethodDeclaration":
      case "constructorDeclaration":
      case "compactConstructorDeclaration": {
        if (cls) {
          const m = makeMethod(text, tokens, node, cls);
          if (m) {
            cls.methods.push(m);
            model.methods.push(m);
            method = m;
          }
        }
        break;
      }
      case "localVariableDeclaration":
        if (method)
          addVars(
            text,
            node,
            kid(kid(node, "localVariableType"), "unannType") ?? kid(node, "localVariableType"),
            method.locals,
          );
        break;
      case "catchFormalParameter": {
        if (method) {
          const id = kid(node, "variableDeclaratorId");
          const name = id && tok(id, "Identifier");
          const ct = kid(node, "catchType");
          if (name && ct) {
            const type = compactText(text, ct);
            method.locals.push({
              name: name.image,
              type,
              typeBase: simpleTypeName(type.split("|")[0]),
              token: name,
              line: name.startLine,
            });
          }
        }
        break;
      }
      case "catchClause":
        model.catches.push({ node, method, cls });
        break;
      case "resourceSpecification":
        model.resourceSpecs.push([node.location.startOffset, node.location.endOffset]);
        break;
      case "basicForStatement":
      case "enhancedForStatement":
      case "whileStatement":
      case "doStatement":
        model.loops.push({ node, method, cls });
        break;
      case "unqualifiedClassInstanceCreationExpression": {
        const body = kid(node, "classBody");
        if (body) {
          const typeNode = kid(node, "classOrInterfaceTypeToInstantiate");
          const name = typeNode ? stripTypeArgs(compactText(text, typeNode)) : "anonymous";
          anonBody = body;
          anonCls = {
            name,
            kind: "anonymous",
            node: body,
            annotations: [],
            modifiers: [],
            fields: [],
            methods: [],
            recordComponents: [],
            parent: cls,
            superTypes: [name],
            line: body.location.startLine,
            endLine: body.location.endLine,
            start: body.location.startOffset,
            end: body.location.endOffset,
          };
          model.classes.push(anonCls);
        }
        break;
      }
      case "binaryExpression": {
        const ops = (node.children as Record<string, CstElement[] | undefined>).BinaryOperator;
        if (ops) {
          for (const op of ops) {
            const img = (op as IToken).image;
            if (img === "==" || img === "!=") {
              model.equalityExprs.push({ node, method, cls });
              break;
            }
          }
        }
        break;
      }
      case "expressionStatement":
        model.expressionStatements.push({ node, method, cls });
        break;
      case "returnStatement":
        model.returnStatements.push({ node, method, cls });
        break;
      case "lambdaExpression":
        model.lambdas.push({ node, method, cls });
        break;
      default:
        if (method && STATEMENT_NODES.has(node.name)) method.statements++;
        break;
    }
    if (method && (node.name === "expressionStatement" || node.name === "returnStatement")) method.statements++;
    const ch = node.children as Record<string, CstElement[]>;
    // Chevrotain's children objects have no prototype, so V8 keeps them in dictionary mode: enumerating their keys
    // (an array per node) was the main cost of this walk. The grammar says which sub-rule keys a node can have, so
    // those are probed instead (walkKeys); Object.keys only if the grammar could not be read.
    const grammarKeys = walkKeys(node.name);
    const keys = grammarKeys ?? Object.keys(ch);
    for (let j = 0; j < keys.length; j++) {
      const k = keys[j];
      // (the grammar's keys are already sub-rules outside SKIP) rule names start lower-case, token types
      // upper-case: skip token arrays without looking
      if (!grammarKeys && (k.charCodeAt(0) < 97 || SKIP.has(k))) continue;
      const arr = ch[k];
      if (arr === undefined) continue;
      for (let i = 0; i < arr.length; i++) {
        const c = arr[i] as CstNode;
        nodes.push(c);
        if (c === anonBody) {
          classes.push(anonCls);
          methods.push(undefined);
        } else {
          classes.push(cls);
          methods.push(method);
        }
      }
    }
  }
  // Source order for every list, whatever order the walk met them in.
  model.classes.sort((a, b) => a.start - b.start);
  model.methods.sort((a, b) => a.start - b.start);
  for (const list of [
    model.catches,
    model.loops,
    model.equalityExprs,
    model.expressionStatements,
    model.returnStatements,
    model.lambdas,
  ])
    list.sort(bySite);
  model.resourceSpecs.sort((a, b) => a[0] - b[0]);
  model.fieldRanges.sort((a, b) => a[0] - b[0]);
  for (const c of model.classes) {
    c.methods.sort((a, b) => a.start - b.start);
    c.fields.sort((a, b) => a.node.location.startOffset - b.node.location.startOffset);
  }
  for (const m of model.methods) m.locals.sort((a, b) => a.token.startOffset - b.token.startOffset);
  model.comments.sort((a, b) => a.startOffset - b.startOffset);
  return model;
}

function modifiersOf(text: string, nodes: CstElement[]): { annotations: Annotation[]; modifiers: string[] } {
  const annotations: Annotation[] = [];
  const modifiers: string[] = [];
  for (const m of nodes) {
    if (!isNode(m)) continue;
    const ann = kid(m, "annotation");
    if (ann) {
      const a = makeAnnotation(text, ann);
      if (a) annotations.push(a);
      continue;
    }
    for (const k in m.children) {
      for (const c of (m.children as Record<string, CstElement[]>)[k]) if (isToken(c)) modifiers.push(c.image);
    }
  }
  return { annotations, modifiers };
}

export function makeAnnotation(text: string, ann: CstNode): Annotation | undefined {
  const at = tok(ann, "At");
  const typeName = kid(ann, "typeName");
  if (!at || !typeName) return undefined;
  const ids = kids(typeName, "Identifier").filter(isToken);
  const name = ids.length ? ids[ids.length - 1].image : "";
  const lp = tok(ann, "LBrace");
  const rp = tok(ann, "RBrace");
  return {
    name,
    node: ann,
    at,
    line: at.startLine,
    column: at.startColumn,
    args: lp && rp ? text.slice(lp.endOffset + 1, rp.startOffset) : "",
    hasParens: !!lp,
  };
}

function makeClass(text: string, node: CstNode, parent: ClassInfo | undefined): ClassInfo | undefined {
  let inner: CstNode | undefined;
  let kind: ClassInfo["kind"] = "class";
  let mods: CstElement[];
  if (node.name === "classDeclaration") {
    mods = kids(node, "classModifier");
    inner = kid(node, "normalClassDeclaration");
    if (!inner && (inner = kid(node, "enumDeclaration"))) kind = "enum";
    if (!inner && (inner = kid(node, "recordDeclaration"))) kind = "record";
  } else {
    mods = kids(node, "interfaceModifier");
    kind = "interface";
    inner = kid(node, "normalInterfaceDeclaration");
    if (!inner && (inner = kid(node, "annotationInterfaceDeclaration"))) kind = "annotation";
  }
  if (!inner) return undefined;
  const nameToken = tok(kid(inner, "typeIdentifier"), "Identifier");
  const { annotations, modifiers } = modifiersOf(text, mods);
  const superTypes: string[] = [];
  const ext = kid(inner, "classExtends");
  if (ext) for (const c of kids(ext, "classType")) if (isNode(c)) superTypes.push(compactText(text, c));
  for (const key of ["classImplements", "interfaceExtends"]) {
    const impl = kid(inner, key);
    const list = kid(impl, "interfaceTypeList");
    if (list) for (const it of kids(list, "interfaceType")) if (isNode(it)) superTypes.push(compactText(text, it));
  }
  const recordComponents: ParamInfo[] = [];
  if (kind === "record") {
    const list = kid(kid(inner, "recordHeader"), "recordComponentList");
    for (const rc of kids(list, "recordComponent")) {
      if (!isNode(rc)) continue;
      const id = tok(rc, "Identifier");
      const t = kid(rc, "unannType");
      if (!id || !t) continue;
      const type = compactText(text, t);
      const mm = modifiersOf(text, kids(rc, "recordComponentModifier"));
      recordComponents.push({
        name: id.image,
        type,
        typeBase: simpleTypeName(type),
        token: id,
        line: id.startLine,
        ...mm,
      });
    }
  }
  return {
    name: nameToken?.image ?? "?",
    kind,
    node,
    nameToken,
    annotations,
    modifiers,
    fields: [],
    methods: [],
    recordComponents,
    parent,
    superTypes,
    line: nameToken?.startLine ?? node.location.startLine,
    endLine: node.location.endLine,
    start: node.location.startOffset,
    end: node.location.endOffset,
  };
}

function addVars(text: string, decl: CstNode, typeNode: CstNode | undefined, into: VarInfo[]): VarInfo[] {
  const type = typeNode ? compactText(text, typeNode) : "var";
  const typeBase = simpleTypeName(type);
  const added: VarInfo[] = [];
  const list = kid(decl, "variableDeclaratorList");
  for (const d of kids(list, "variableDeclarator")) {
    if (!isNode(d)) continue;
    const id = tok(kid(d, "variableDeclaratorId"), "Identifier");
    if (!id) continue;
    const init = kid(d, "variableInitializer");
    const v: VarInfo = { name: id.image, type, typeBase, token: id, line: id.startLine };
    if (init) v.init = init;
    into.push(v);
    added.push(v);
  }
  return added;
}

function makeField(text: string, node: CstNode, cls: ClassInfo): FieldInfo {
  const { annotations, modifiers } = modifiersOf(
    text,
    kids(node, node.name === "fieldDeclaration" ? "fieldModifier" : "constantModifier"),
  );
  const typeNode = kid(node, "unannType");
  const vars: VarInfo[] = [];
  addVars(text, node, typeNode, vars);
  const type = typeNode ? compactText(text, typeNode) : "";
  return {
    cls,
    node,
    annotations,
    modifiers,
    type,
    typeBase: simpleTypeName(type),
    vars,
    line: typeNode?.location.startLine ?? node.location.startLine,
  };
}

function makeParams(text: string, list: CstNode | undefined): ParamInfo[] {
  const out: ParamInfo[] = [];
  for (const fp of kids(list, "formalParameter")) {
    if (!isNode(fp)) continue;
    const reg = kid(fp, "variableParaRegularParameter");
    const vararg = kid(fp, "variableArityParameter");
    const p = reg ?? vararg;
    if (!p) continue;
    const typeNode = kid(p, "unannType");
    const id = reg ? tok(kid(reg, "variableDeclaratorId"), "Identifier") : tok(p, "Identifier");
    if (!typeNode || !id) continue;
    const type = compactText(text, typeNode) + (vararg ? "[]" : "");
    const { annotations, modifiers } = modifiersOf(text, kids(p, "variableModifier"));
    out.push({
      name: id.image,
      type,
      typeBase: simpleTypeName(type),
      token: id,
      line: id.startLine,
      annotations,
      modifiers,
    });
  }
  return out;
}

function makeMethod(text: string, tokens: IToken[], node: CstNode, cls: ClassInfo): MethodInfo | undefined {
  let modsKey = "methodModifier";
  let nameToken: IToken | undefined;
  let returnType = "";
  let returnTypeToken: IToken | undefined;
  let params: ParamInfo[] = [];
  let body: CstNode | undefined;
  let kind: MethodInfo["kind"] = "method";
  if (node.name === "methodDeclaration" || node.name === "interfaceMethodDeclaration") {
    if (node.name === "interfaceMethodDeclaration") modsKey = "interfaceMethodModifier";
    const header = kid(node, "methodHeader");
    const result = kid(header, "result");
    const decl = kid(header, "methodDeclarator");
    nameToken = tok(decl, "Identifier");
    if (result) {
      const t = kid(result, "unannType");
      returnType = t ? compactText(text, t) : "void";
      const v = tok(result, "Void");
      returnTypeToken = v ?? (t ? tokens[lowerBound(tokens, t.location.startOffset)] : undefined);
    }
    params = makeParams(text, kid(decl, "formalParameterList"));
    body = kid(kid(node, "methodBody"), "block");
  } else if (node.name === "constructorDeclaration") {
    modsKey = "constructorModifier";
    kind = "constructor";
    const decl = kid(node, "constructorDeclarator");
    nameToken = tok(kid(kid(decl, "simpleTypeName"), "typeIdentifier"), "Identifier");
    params = makeParams(text, kid(decl, "formalParameterList"));
    body = kid(node, "constructorBody");
  } else {
    modsKey = "constructorModifier";
    kind = "constructor";
    nameToken = tok(kid(kid(node, "simpleTypeName"), "typeIdentifier"), "Identifier");
    params = cls.recordComponents.slice();
    body = kid(node, "constructorBody");
  }
  if (!nameToken) return undefined;
  const { annotations, modifiers } = modifiersOf(text, kids(node, modsKey));
  const isMain =
    nameToken.image === "main" &&
    modifiers.includes("static") &&
    returnType === "void" &&
    params.length === 1 &&
    /^String(\[\]|\.\.\.)/.test(params[0].type);
  return {
    cls,
    node,
    name: nameToken.image,
    kind,
    nameToken,
    annotations,
    modifiers,
    returnType,
    returnTypeToken,
    params,
    locals: [],
    line: nameToken.startLine,
    endLine: node.location.endLine,
    start: node.location.startOffset,
    end: node.location.endOffset,
    body,
    statements: 0,
    isMain,
  };
}
