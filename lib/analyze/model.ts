// A light structural model of a parsed Java unit, built in ONE iterative pass over the CST:
// classes (with annotations, modifiers, fields, methods), methods (parameters, locals), and buckets
// of the statement/expression nodes the rules look at, each tagged with its enclosing method/class.
// Rules work on this instead of re-walking the CST. Cached per CST object.
//
// One analyzer model per parse, cached per CST object: the declarations view built here (model-build.ts) and the
// flow view (flow/, statements and expressions for the security data flow) built on first use. Design, syntax and
// security rules all read this one model.
import type { CstNode } from "java-parser";
import type { ParsedUnit } from "./types";
import { buildModel } from "./model-build";
import type { Annotation, ClassInfo, JavaModel, MethodInfo, VarInfo } from "./model-types";
import { slot } from "./memo";

export type {
  Annotation,
  VarInfo,
  ParamInfo,
  FieldInfo,
  MethodInfo,
  ClassInfo,
  Located,
  JavaModel,
} from "./model-types";
export { makeAnnotation } from "./model-build";

const modelCache = slot<CstNode, JavaModel>("model");

export function getModel(unit: ParsedUnit): JavaModel {
  const cached = modelCache.get(unit.cst);
  if (cached) return cached;
  const m = buildModel(unit);
  modelCache.set(unit.cst, m);
  return m;
}

// ---------------------------------------------------------------------------------------------
// Queries over the model

const SPRING_STEREOTYPES = new Set([
  "Service",
  "Component",
  "Repository",
  "RestController",
  "Controller",
  "Configuration",
  "SpringBootApplication",
  "ControllerAdvice",
  "RestControllerAdvice",
  "Entity",
  "Embeddable",
  "MappedSuperclass",
  "EnableWebSecurity",
  "Aspect",
  "Scheduled",
  "Bean",
]);

export function hasAnnotation(x: { annotations: Annotation[] }, ...names: string[]): Annotation | undefined {
  for (const a of x.annotations) if (names.includes(a.name)) return a;
  return undefined;
}

/** True when the class (or an enclosing class) carries a Spring/JPA stereotype annotation. */
export function isSpringClass(cls: ClassInfo | undefined): boolean {
  for (let c = cls; c; c = c.parent) {
    for (const a of c.annotations) if (SPRING_STEREOTYPES.has(a.name)) return true;
    for (const m of c.methods)
      for (const a of m.annotations) if (a.name === "Bean" || a.name.endsWith("Mapping")) return true;
  }
  return false;
}

export function isControllerClass(cls: ClassInfo | undefined): boolean {
  return !!cls && !!hasAnnotation(cls, "RestController", "Controller");
}

export const TEST_ANNOTATIONS = [
  "SpringBootTest",
  "WebMvcTest",
  "DataJpaTest",
  "JdbcTest",
  "WebFluxTest",
  "JsonTest",
  "RestClientTest",
  "ExtendWith",
  "RunWith",
  "DataMongoTest",
  "AutoConfigureMockMvc",
  "TestConfiguration",
];

const TEST_CLASS_ANNOTATIONS = new Set(TEST_ANNOTATIONS);
const TEST_METHOD_ANNOTATIONS = new Set(["Test", "ParameterizedTest", "BeforeEach"]);

function annotatedWithAny(x: { annotations: Annotation[] }, names: Set<string>): boolean {
  for (const a of x.annotations) if (names.has(a.name)) return true;
  return false;
}

export function isTestClass(cls: ClassInfo | undefined): boolean {
  for (let c = cls; c; c = c.parent) {
    if (annotatedWithAny(c, TEST_CLASS_ANNOTATIONS)) return true;
    if (/(Test|Tests|IT)$/.test(c.name)) return true;
    for (const m of c.methods) if (annotatedWithAny(m, TEST_METHOD_ANNOTATIONS)) return true;
  }
  return false;
}

/** The innermost method whose range contains an offset (methods are sorted by start). */
export function methodAt(model: JavaModel, offset: number): MethodInfo | undefined {
  let best: MethodInfo | undefined;
  for (const m of model.methods) {
    if (m.start > offset) break;
    if (m.end >= offset) best = m;
  }
  return best;
}

/** True when `offset` lies inside one of the [start, end] ranges. */
export function inRanges(ranges: Array<[number, number]>, offset: number): boolean {
  for (const [s, e] of ranges) if (offset >= s && offset <= e) return true;
  return false;
}

/**
 * Declared type of a simple name as seen from a method: its parameters and locals first (the
 * declaration closest before the use), then fields of the enclosing classes. Undefined when unknown.
 */
export function typeOfName(
  name: string,
  method: MethodInfo | undefined,
  cls: ClassInfo | undefined,
  atOffset?: number,
): string | undefined {
  if (method) {
    let found: VarInfo | undefined;
    for (const l of method.locals) {
      if (l.name !== name) continue;
      if (atOffset !== undefined && l.token.startOffset > atOffset) continue;
      if (!found || l.token.startOffset > found.token.startOffset) found = l;
    }
    if (found) return found.type;
    for (const p of method.params) if (p.name === name) return p.type;
  }
  for (let c = cls ?? method?.cls; c; c = c.parent) {
    for (const f of c.fields) for (const v of f.vars) if (v.name === name) return f.type;
    for (const rc of c.recordComponents) if (rc.name === name) return rc.type;
  }
  return undefined;
}
