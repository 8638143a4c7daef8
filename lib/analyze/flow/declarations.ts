// Declarations of the flow IR: classes (named, nested, anonymous, enums, records), fields, methods, annotations.
import type { CstNode } from "java-parser";
import { isToken, leadingToken, node, nodes, ordered, token, tokens } from "../cst";
import type { Loc, Expr, Stmt, Annotation, Param, MethodDecl, ClassDecl, Unit } from "./types";
import { locOf, locOfNode } from "./util";
import { StmtBuilder } from "./statements";

/** The arguments of every marker annotation (`@Id`, `@Service`…): one shared map, never written. */
const NO_ARGS = new Map<string, Expr[]>();

export class IRBuilder extends StmtBuilder {
  build(cst: CstNode): Unit {
    this.walkTypes(cst, null);
    return { classes: this.classes, methods: this.methods, text: this.text };
  }

  protected implicitClass: ClassDecl | null = null;

  /** Finds type declarations anywhere under `n` (top level, or nested in unknown wrappers). */
  protected walkTypes(n: CstNode, outer: ClassDecl | null) {
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
        const t = leadingToken(m);
        if (t) modifiers.push(t.image);
      }
    }
    return { annotations, modifiers };
  }

  annotation(a: CstNode): Annotation {
    const tn = node(a, "typeName");
    // typeName is Identifier (Dot Identifier)*: its last identifier is the last of its Identifier list
    const ids = tokens(tn, "Identifier");
    const name = ids.length ? ids[ids.length - 1].image : "";
    const pairs = node(a, "elementValuePairList");
    const ev = pairs ? undefined : node(a, "elementValue");
    if (!pairs && !ev) return { name, args: NO_ARGS, loc: locOf(token(a, "At")) };
    const args = new Map<string, Expr[]>();
    if (pairs) {
      for (const p of nodes(pairs, "elementValuePair")) {
        const key = token(p, "Identifier")?.image ?? "value";
        args.set(key, this.elementValue(node(p, "elementValue")));
      }
    } else args.set("value", this.elementValue(ev));
    return { name, args, loc: locOf(token(a, "At")) };
  }

  protected elementValue(ev: CstNode | undefined): Expr[] {
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
        const id = token(ec, "Identifier");
        if (id) cls.enumConstants.push({ name: id.image, args: this.args(ec) });
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

  protected newClass(name: string, kind: ClassDecl["kind"], n: CstNode, outer: ClassDecl | null): ClassDecl {
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
      enumConstants: [],
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

  protected anonymousClass(body: CstNode, typeName: string, loc: Loc): ClassDecl {
    const cls = this.newClass(typeName, "anonymous", body, this.currentClass);
    cls.interfaces = [typeName];
    cls.loc = loc;
    const prev = this.currentClass;
    this.currentClass = cls;
    for (const cbd of nodes(body, "classBodyDeclaration")) this.classBodyDeclaration(cbd, cls);
    this.currentClass = prev;
    return cls;
  }

  protected classBodyDeclaration(cbd: CstNode, cls: ClassDecl) {
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

  protected fields(cls: ClassDecl, fd: CstNode, modKey: string, implicit: string[]) {
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

  protected method(cls: ClassDecl, md: CstNode, kind: "method" | "ctor") {
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

  protected methodInner(cls: ClassDecl, md: CstNode, kind: "method" | "ctor") {
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
      const nameTok = leadingToken(node(decl, "simpleTypeName") ?? node(md, "simpleTypeName") ?? md);
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

  protected params(fpl: CstNode | undefined): Param[] {
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
}

export function buildUnit(cst: CstNode, text: string): Unit {
  return new IRBuilder(text).build(cst);
}

/** Base simple name of a type text: `java.util.List<String>` → `List`, `String[]` → `String`. */
