// Spring Boot design rules: field injection, @Transactional pitfalls, layering (repositories and entities in
// controllers), validation of request bodies, N+1 queries. The rows are in ./rules.ts.
import { code, fence } from "../markdown";
import {
  hasAnnotation,
  isControllerClass,
  isTestClass,
  type Annotation,
  type ClassInfo,
  type MethodInfo,
} from "../model";
import { compactText, kid, simpleTypeName, tok, typeIdentifiers } from "../cst";
import { capitalize, decapitalize, type RuleContext } from "../rules/context";
import { slot } from "../memo";

const MAPPINGS = ["GetMapping", "PostMapping", "PutMapping", "PatchMapping", "DeleteMapping", "RequestMapping"];
const REPO_SUFFIX = /(Repository|Repo|Dao)$/;
const CONSTRAINTS = new Set([
  "NotNull",
  "NotBlank",
  "NotEmpty",
  "Size",
  "Min",
  "Max",
  "Email",
  "Pattern",
  "Positive",
  "PositiveOrZero",
  "Negative",
  "NegativeOrZero",
  "Past",
  "PastOrPresent",
  "Future",
  "FutureOrPresent",
  "Digits",
  "DecimalMin",
  "DecimalMax",
  "AssertTrue",
  "AssertFalse",
  "Valid",
]);
const UNVALIDATED_BODY_TYPES = new Set([
  "String",
  "Map",
  "HashMap",
  "JsonNode",
  "ObjectNode",
  "Object",
  "byte[]",
  "Resource",
  "MultiValueMap",
]);
const COLLECTION_TYPES = new Set(["List", "Set", "Collection", "SortedSet", "Map", "Bag", "Iterable"]);

const reposCache = slot<RuleContext, Set<string>>("repository interfaces");
const SPRING_DATA_REPOSITORY = /(Jpa|Crud|PagingAndSorting|Mongo|ListCrud|Reactive\w*)Repository\b|^Repository\b/;

/** Interfaces declared here that extend a Spring Data repository. */
export function repositoryInterfaces(ctx: RuleContext): Set<string> {
  const cached = reposCache.get(ctx);
  if (cached) return cached;
  const out = new Set<string>();
  for (const c of ctx.model.classes) {
    if (c.kind !== "interface") continue;
    if (c.superTypes.some((t) => SPRING_DATA_REPOSITORY.test(t)) || hasAnnotation(c, "Repository")) out.add(c.name);
  }
  return reposCache.set(ctx, out);
}

export function isRepoType(type: string, repos: Set<string>): boolean {
  const base = simpleTypeName(type);
  return REPO_SUFFIX.test(base) || repos.has(base);
}

// ------------------------------------------------------------------------------------------------

export function fieldInjection(ctx: RuleContext): void {
  for (const cls of ctx.model.classes) {
    if (cls.kind === "anonymous" || cls.kind === "interface") continue;
    const injected = cls.fields.filter(
      (f) => hasAnnotation(f, "Autowired", "Inject") && !f.modifiers.includes("static"),
    );
    // the test-class check walks every method's annotations: only for the few classes with injected fields
    if (!injected.length || isTestClass(cls)) continue;
    const ann = hasAnnotation(injected[0], "Autowired", "Inject")!;
    const vars = injected.flatMap((f) => f.vars.map((v) => ({ name: v.name, type: f.type })));
    const names = vars.map((v) => code(v.name)).join(", ");
    const ctorName = ctx.isWrapper(cls) ? "MyService" : cls.name;
    const snippet = [
      ...vars.map((v) => `private final ${v.type} ${v.name};`),
      "",
      `public ${ctorName}(${vars.map((v) => `${v.type} ${v.name}`).join(", ")}) {`,
      ...vars.map((v) => `    this.${v.name} = ${v.name};`),
      "}",
    ].join("\n");
    ctx.report(
      "DES-FIELD-INJECTION",
      ann.line,
      vars.length === 1
        ? `field injection: ${names} is injected with \`@${ann.name}\` on the field`
        : `field injection: ${names} are injected with \`@${ann.name}\` on fields`,
      {
        column: ann.column,
        endLine: injected[0].vars[0]?.line,
        fix: `Inject through the constructor (with a single constructor, \`@Autowired\` is not needed):\n\n${fence(snippet)}`,
      },
    );
  }
}

// ------------------------------------------------------------------------------------------------

const REQUIRES_OWN_TX = /REQUIRES_NEW|NESTED|NOT_SUPPORTED|NEVER|MANDATORY/;

export function transactional(ctx: RuleContext): void {
  for (const m of ctx.model.methods) {
    const ann = hasAnnotation(m, "Transactional");
    if (!ann || m.cls.kind === "interface") continue;
    const bad = m.modifiers.includes("private")
      ? "private"
      : m.modifiers.includes("final")
        ? "final"
        : m.modifiers.includes("static")
          ? "static"
          : null;
    if (!bad) continue;
    const modTok = findModifierToken(ctx, m, bad);
    ctx.emit(
      bad === "private" ? "DES-TRANSACTIONAL-PRIVATE" : "DES-TRANSACTIONAL-FINAL",
      "warning",
      modTok?.startLine ?? m.line,
      `\`@Transactional\` on ${bad} method ${code(m.name + "()")} has no effect`,
      {
        column: modTok?.startColumn,
        explanation: `Spring starts the transaction in a proxy that wraps the bean and overrides its public methods. A ${bad} method cannot be intercepted by that proxy, so it runs without a transaction: changes are not rolled back on errors and lazy loading fails.`,
        fix: `Make ${code(m.name + "()")} a public, non-final instance method and call it from another bean (for example from the controller), or put \`@Transactional\` on the public service method that calls it.`,
      },
    );
  }

  const isTx = (m: MethodInfo) =>
    m.kind === "method" && !m.modifiers.includes("static") && !!hasAnnotation(m, "Transactional");
  for (const cls of ctx.model.classes) {
    if (!cls.methods.some(isTx)) continue; // most classes: no array built
    const tx = cls.methods.filter(isTx);
    const byName = new Map<string, MethodInfo[]>();
    for (const m of cls.methods) byName.set(m.name, [...(byName.get(m.name) ?? []), m]);
    const txByName = new Map<string, { m: MethodInfo; ann: Annotation }>();
    for (const m of tx) {
      if ((byName.get(m.name) ?? []).every((o) => hasAnnotation(o, "Transactional")))
        txByName.set(m.name, { m, ann: hasAnnotation(m, "Transactional")! });
    }
    if (!txByName.size) continue;
    const classTx = !!hasAnnotation(cls, "Transactional");
    for (const caller of cls.methods) {
      if (!caller.body) continue;
      const callerTx = classTx || !!hasAnnotation(caller, "Transactional");
      const [from, to] = ctx.range(caller.body.location.startOffset, caller.body.location.endOffset);
      const reported = new Set<string>();
      for (let i = from; i < to; i++) {
        const t = ctx.tokens[i];
        const target = txByName.get(t.image);
        if (!target || target.m === caller || reported.has(t.image)) continue;
        if (ctx.tokens[i + 1]?.image !== "(") continue;
        // a private or final target is reported once, at its annotation (DES-TRANSACTIONAL-PRIVATE / -FINAL)
        if (target.m.modifiers.includes("private") || target.m.modifiers.includes("final")) continue;
        const prev = ctx.tokens[i - 1];
        const selfCall = prev?.image !== "." || ctx.tokens[i - 2]?.image === "this";
        if (!selfCall || prev?.image === "::") continue;
        if (ctx.classAt(t.startOffset) !== cls) continue; // inside an anonymous/local class
        const strongCallee = REQUIRES_OWN_TX.test(target.ann.args);
        if (callerTx && !strongCallee) continue; // same transaction anyway
        if (!callerTx && caller.modifiers.includes("private") && !strongCallee) continue;
        reported.add(t.image);
        ctx.report(
          "DES-TRANSACTIONAL-SELF-INVOCATION",
          t.startLine,
          `${code(target.m.name + "()")} is called from ${code(caller.name + "()")} in the same class, so its \`@Transactional\` is ignored`,
          {
            column: t.startColumn,
            fix: `Put \`@Transactional\` on ${code(caller.name + "()")} (the method called from outside), or move ${code(target.m.name + "()")} into a separate bean and inject it.`,
          },
        );
      }
    }
  }
}

function findModifierToken(ctx: RuleContext, m: MethodInfo, mod: string) {
  const [from, to] = ctx.range(m.start, m.nameToken.startOffset);
  for (let i = from; i < to; i++) if (ctx.tokens[i].image === mod) return ctx.tokens[i];
  return undefined;
}

// ------------------------------------------------------------------------------------------------

function isHandler(m: MethodInfo): boolean {
  return m.annotations.some((a) => MAPPINGS.includes(a.name));
}

function returnsBody(cls: ClassInfo, m: MethodInfo): boolean {
  return (
    !!hasAnnotation(cls, "RestController") || !!hasAnnotation(cls, "ResponseBody") || !!hasAnnotation(m, "ResponseBody")
  );
}

/** Layering of controllers: repositories used directly, entities returned, request bodies without `@Valid`. */
export function controllerLayers(ctx: RuleContext): void {
  const repos = repositoryInterfaces(ctx);
  // Named classes of the unit by simple name (the first declared wins), built on first use instead of a search of
  // every class per request-body parameter.
  let byName: Map<string, ClassInfo> | undefined;
  const namedClasses = (): Map<string, ClassInfo> => {
    if (!byName) {
      byName = new Map();
      for (const c of ctx.model.classes) if (c.kind !== "anonymous" && !byName.has(c.name)) byName.set(c.name, c);
    }
    return byName;
  };
  const entities = ctx.entities();
  // a search of the whole text: only when a handler returns a body
  let entityNames: Set<string> | undefined;
  for (const cls of ctx.model.classes) {
    if (!isControllerClass(cls)) continue;

    // repositories used directly
    const repoField = cls.fields.find((f) => isRepoType(f.type, repos));
    const ctorParam = repoField
      ? undefined
      : cls.methods
          .filter((m) => m.kind === "constructor")
          .flatMap((m) => m.params)
          .find((p) => isRepoType(p.type, repos));
    const dep = repoField
      ? { type: repoField.typeBase, line: repoField.line }
      : ctorParam
        ? { type: ctorParam.typeBase, line: ctorParam.line }
        : undefined;
    if (dep) {
      const entity = dep.type.replace(REPO_SUFFIX, "") || "Item";
      const service = `${entity}Service`;
      ctx.report(
        "DES-REPOSITORY-IN-CONTROLLER",
        dep.line,
        `controller ${code(ctx.className(cls))} uses the repository ${code(dep.type)} directly`,
        {
          fix: `Move the data access and business logic into a service and inject that into the controller:\n\n${fence(
            `@Service\npublic class ${service} {\n    private final ${dep.type} repository;\n\n    public ${service}(${dep.type} repository) {\n        this.repository = repository;\n    }\n\n    @Transactional(readOnly = true)\n    public List<${entity}> findAll() {\n        return repository.findAll();\n    }\n}`,
          )}`,
        },
      );
    }

    for (const m of cls.methods) {
      if (!isHandler(m)) continue;
      // entities returned from handlers
      if (returnsBody(cls, m) && m.returnType) {
        const names = (entityNames ??= ctx.entityNames());
        const ent = typeIdentifiers(m.returnType).find((id) => names.has(id));
        if (ent) {
          const fields = (entities.get(ent)?.fields ?? [])
            .flatMap((f) => f.vars.map((v) => ({ name: v.name, type: f.type, f })))
            .filter(
              (v) =>
                !COLLECTION_TYPES.has(simpleTypeName(v.type)) &&
                !/password|secret|token|hash/i.test(v.name) &&
                !v.f.modifiers.includes("static"),
            )
            .filter((v) => !v.f.annotations.some((a) => /^(OneToMany|ManyToMany|ManyToOne|OneToOne)$/.test(a.name)))
            .slice(0, 3);
          const comps = fields.length
            ? fields
            : [
                { name: "id", type: "Long" },
                { name: "name", type: "String" },
              ];
          const dto = `${ent}Dto`;
          const snippet = `public record ${dto}(${comps.map((c) => `${c.type} ${c.name}`).join(", ")}) {\n    static ${dto} from(${ent} e) {\n        return new ${dto}(${comps.map((c) => `e.get${capitalize(c.name)}()`).join(", ")});\n    }\n}`;
          const t = m.returnTypeToken;
          ctx.report(
            "DES-ENTITY-IN-RESPONSE",
            t?.startLine ?? m.line,
            `${code(m.name + "()")} returns the JPA entity ${code(ent)} directly`,
            {
              column: t?.startColumn,
              fix: `Return a DTO (a record with just the fields the client needs) and map the entity to it in the service:\n\n${fence(snippet)}`,
            },
          );
        }
      }
      // @RequestBody without @Valid
      for (const p of m.params) {
        const rb = hasAnnotation(p, "RequestBody");
        if (!rb || hasAnnotation(p, "Valid", "Validated")) continue;
        const base = simpleTypeName(p.type);
        if (
          UNVALIDATED_BODY_TYPES.has(base) ||
          UNVALIDATED_BODY_TYPES.has(p.type) ||
          /^[a-z]/.test(base) ||
          /^(Integer|Long|Double|Boolean)$/.test(base)
        )
          continue;
        const decl = namedClasses().get(base);
        const constrained =
          !!decl &&
          (decl.fields.some((f) => f.annotations.some((a) => CONSTRAINTS.has(a.name))) ||
            decl.recordComponents.some((rc) => rc.annotations.some((a) => CONSTRAINTS.has(a.name))));
        ctx.emit(
          "DES-MISSING-VALID",
          constrained ? "warning" : "info",
          rb.line,
          `the request body ${code(p.name)} (${code(p.type)}) is not validated: \`@Valid\` is missing`,
          {
            column: rb.column,
            explanation: constrained
              ? `${code(base)} declares validation constraints, but Spring only checks them when the parameter is annotated with \`@Valid\`. Without it, invalid input goes straight into your code.`
              : "Without `@Valid`, bean-validation constraints (`@NotBlank`, `@Size`, …) on the request body are never checked, so the API accepts any input. Add constraints to the DTO and `@Valid` to the parameter.",
            fix: fence(`public ResponseEntity<?> ${m.name}(@Valid @RequestBody ${p.type} ${p.name}) { … }`),
          },
        );
      }
    }
  }
}

// ------------------------------------------------------------------------------------------------

export interface LazyCollections {
  /** getter name → field name, per entity */
  byEntity: Map<string, Map<string, string>>;
  /** getters of collection fields of any entity declared here */
  all: Set<string>;
  /** getters of non-collection fields of entities declared here */
  scalar: Set<string>;
}

export function lazyCollections(ctx: RuleContext): LazyCollections {
  const byEntity = new Map<string, Map<string, string>>();
  const all = new Set<string>();
  const scalar = new Set<string>();
  for (const [name, e] of ctx.entities()) {
    const getters = new Map<string, string>();
    for (const f of e.fields) {
      const rel = f.annotations.find((a) => /^(OneToMany|ManyToMany|ElementCollection)$/.test(a.name));
      const isColl = COLLECTION_TYPES.has(f.typeBase) || !!rel;
      for (const v of f.vars) {
        const g = "get" + capitalize(v.name);
        if (isColl && !(rel && /EAGER/.test(rel.args))) {
          getters.set(g, v.name);
          all.add(g);
        } else scalar.add(g);
      }
    }
    byEntity.set(name, getters);
  }
  return { byEntity, all, scalar };
}

export const COLLECTION_USE = new Set([
  "size",
  "stream",
  "isEmpty",
  "iterator",
  "forEach",
  "contains",
  "get",
  "add",
  "remove",
  "addAll",
  "removeIf",
]);

/**
 * A repository method that loads the relations with its results: named so (`findAllWithOrders`, `findAllFetchLines`,
 * `…JoinFetch…`), or declared here with `@EntityGraph` or a `join fetch` query.
 */
export function fetchesRelations(ctx: RuleContext, method: string): boolean {
  if (/With[A-Z]|Fetch|Join|Eager|Graph/.test(method)) return true;
  for (const m of ctx.model.methods) {
    if (m.name !== method || m.cls.kind !== "interface") continue;
    if (hasAnnotation(m, "EntityGraph") || /join\s+fetch/i.test(hasAnnotation(m, "Query")?.args ?? "")) return true;
  }
  return false;
}

export function nPlusOne(ctx: RuleContext): void {
  const repos = repositoryInterfaces(ctx);
  // the entities' getters: only once a loop over repository results is found
  let lazyCache: LazyCollections | undefined;
  const entities = ctx.entities();
  for (const loop of ctx.model.loops) {
    if (loop.node.name !== "enhancedForStatement" || !loop.method) continue;
    const method = loop.method;
    const repoNames = new Set<string>();
    for (let c: ClassInfo | undefined = method.cls; c; c = c.parent)
      for (const f of c.fields) if (isRepoType(f.type, repos)) f.vars.forEach((v) => repoNames.add(v.name));
    for (const p of method.params) if (isRepoType(p.type, repos)) repoNames.add(p.name);
    for (const l of method.locals) if (isRepoType(l.type, repos)) repoNames.add(l.name);
    if (!repoNames.size) continue;

    const iterable = kid(loop.node, "expression");
    const decl = kid(loop.node, "localVariableDeclaration");
    const body = kid(loop.node, "statement");
    if (!iterable || !decl || !body) continue;
    const itText = compactText(ctx.text, iterable);
    const fromRepo = (s: string) => {
      const m = /^(?:this\.)?([A-Za-z_$][\w$]*)\.([A-Za-z_$][\w$]*)\(/.exec(s);
      return !!m && repoNames.has(m[1]) && !fetchesRelations(ctx, m[2]);
    };
    let isRepoResult = fromRepo(itText);
    if (!isRepoResult && /^[A-Za-z_$][\w$]*$/.test(itText)) {
      const local = method.locals
        .filter((l) => l.name === itText && l.token.startOffset < loop.node.location.startOffset)
        .pop();
      if (local?.init) isRepoResult = fromRepo(compactText(ctx.text, local.init));
    }
    if (!isRepoResult) continue;
    const loopVar = tok(
      kid(kid(kid(decl, "variableDeclaratorList"), "variableDeclarator"), "variableDeclaratorId"),
      "Identifier",
    );
    const typeNode = kid(decl, "localVariableType");
    if (!loopVar || !typeNode) continue;
    const varType = simpleTypeName(compactText(ctx.text, typeNode));
    const lazy = (lazyCache ??= lazyCollections(ctx));
    const getters = entities.has(varType) ? lazy.byEntity.get(varType)! : undefined;

    const [from, to] = ctx.range(body.location.startOffset, body.location.endOffset);
    for (let i = from; i < to - 3; i++) {
      const t = ctx.tokens[i];
      if (t.image !== loopVar.image || ctx.tokens[i + 1].image !== "." || ctx.tokens[i - 1]?.image === ".") continue;
      const g = ctx.tokens[i + 2];
      if (ctx.tokens[i + 3].image !== "(" || !/^get[A-Z]/.test(g.image)) continue;
      let hit = false;
      if (getters) hit = getters.has(g.image);
      else if (!lazy.scalar.has(g.image)) {
        const close = ctx.matchParen(i + 3, to);
        const after = ctx.tokens[close + 1];
        const use = ctx.tokens[close + 2];
        hit =
          lazy.all.has(g.image) ||
          (after?.image === "." && !!use && COLLECTION_USE.has(use.image)) ||
          (after?.image === ")" && ctx.tokens[i - 1]?.image === ":");
      }
      if (!hit) continue;
      const field = getters?.get(g.image) ?? decapitalize(g.image.slice(3));
      const ent = entities.has(varType) ? varType : varType === "var" ? "Entity" : varType;
      ctx.emit(
        "PERF-N-PLUS-ONE",
        "warning",
        g.startLine,
        `N+1 queries: ${code(`${loopVar.image}.${g.image}()`)} loads a lazy collection once per ${code(ent)} in this loop`,
        {
          column: t.startColumn,
          category: "performance",
          explanation: `The repository call loads the list with one query; then touching the lazy \`${field}\` collection inside the loop runs one more query per element: 1 + N queries. With 1,000 rows that is 1,001 round trips to the database.`,
          fix: `Load the collection together with its parents in one query, with \`JOIN FETCH\` or an entity graph on the repository method:\n\n${fence(
            `@Query("select e from ${ent} e left join fetch e.${field}")\nList<${ent}> findAllWith${capitalize(field)}();\n\n// or\n@EntityGraph(attributePaths = "${field}")\nList<${ent}> findAll();`,
          )}`,
        },
      );
      break;
    }
  }
}
