// God classes: too many lines, methods or fields for one responsibility.
import { code } from "../markdown";
import { hasAnnotation, type ClassInfo, type MethodInfo } from "../model";
import { Q } from "../rules/token-index";
import type { RuleContext } from "../rules/context";

export const GOD_CLASS_LIMITS = { lines: 500, methods: 30, fields: 15 };
const DATA_CLASS = [
  "Entity",
  "Embeddable",
  "MappedSuperclass",
  "Document",
  "Table",
  "ConfigurationProperties",
  "Data",
  "Value",
  "Getter",
  "Setter",
];

function isAccessor(m: MethodInfo): boolean {
  if (/^(equals|hashCode|toString)$/.test(m.name)) return true;
  return /^(get|set|is)[A-Z]/.test(m.name) && m.statements <= 2;
}

/**
 * A smaller class still does several jobs when its methods fall into groups that share no field and do not call each
 * other, or when it holds ten or more fields of state and fifteen or more methods of behaviour (accessors not counted).
 */
const COLLECTION_FIELD =
  /^(List|ArrayList|LinkedList|Map|HashMap|TreeMap|LinkedHashMap|Set|HashSet|TreeSet|LinkedHashSet|Queue|Deque|ArrayDeque|Collection)$/;

export const COHESION_LIMITS = { lines: 80, methods: 12, fields: 6, groups: 3, manyFields: 10, manyMethods: 15 };

/**
 * Groups of at least two methods that touch disjoint sets of instance fields and do not call each other (connected
 * components of the method–field graph): a library class that manages members, books and loans and also formats
 * reports and reads files has one group per job.
 */
function unrelatedGroups(ctx: RuleContext, cls: ClassInfo): number {
  const q = Q.of(ctx);
  const fieldNames = new Set(
    cls.fields.filter((f) => !f.modifiers.includes("static")).flatMap((f) => f.vars.map((v) => v.name)),
  );
  const methods = cls.methods.filter((m) => m.kind === "method" && !m.modifiers.includes("static") && !isAccessor(m));
  const index = new Map(methods.map((m, k) => [m.name, k]));
  const parent = methods.map((_, k) => k);
  const find = (k: number): number => (parent[k] === k ? k : (parent[k] = find(parent[k])));
  const join = (a: number, b: number) => {
    parent[find(a)] = find(b);
  };
  // which fields each method touches, and which own methods it calls
  const touches = methods.map(() => new Set<string>());
  const users = new Map<string, number>();
  methods.forEach((m, k) => {
    const body = q.body(m);
    if (!body) return;
    for (let t = body[0]; t < body[1]; t++) {
      const s = q.img(t);
      if (q.img(t - 1) === "." && q.img(t - 2) !== "this") continue;
      if (fieldNames.has(s) && q.img(t + 1) !== "(") touches[k].add(s);
      else if (q.img(t + 1) === "(" && index.has(s)) join(k, index.get(s)!);
    }
    for (const f of touches[k]) users.set(f, (users.get(f) ?? 0) + 1);
  });
  // a field most methods touch (an audit log, a shared connection) is plumbing, not a shared concern
  const byField = new Map<string, number>();
  touches.forEach((fields, k) => {
    for (const f of fields) {
      if ((users.get(f) ?? 0) * 2 > methods.length) continue;
      const other = byField.get(f);
      if (other === undefined) byField.set(f, k);
      else join(k, other);
    }
  });
  const sizes = new Map<number, number>();
  methods.forEach((_, k) => sizes.set(find(k), (sizes.get(find(k)) ?? 0) + 1));
  return [...sizes.values()].filter((n) => n >= 2).length;
}

export function sizeRules(ctx: RuleContext): void {
  for (const cls of ctx.model.classes) {
    if (cls.kind !== "class" && cls.kind !== "enum") continue;
    if (ctx.isWrapper(cls)) continue;
    const lines = cls.endLine - cls.line + 1;
    const methods = cls.methods.filter((m) => m.kind === "method" && !isAccessor(m)).length;
    const fields = cls.fields
      .filter((f) => !(f.modifiers.includes("static") && f.modifiers.includes("final")))
      .reduce((n, f) => n + f.vars.length, 0);
    const reasons: string[] = [];
    if (lines > GOD_CLASS_LIMITS.lines) reasons.push(`${lines} lines`);
    if (methods > GOD_CLASS_LIMITS.methods) reasons.push(`${methods} methods`);
    if (fields > GOD_CLASS_LIMITS.fields && !hasAnnotation(cls, ...DATA_CLASS)) reasons.push(`${fields} fields`);
    // lots of state and lots of behaviour: 10+ fields and 15+ methods, or 8+ fields and 18+ methods over 120+ lines
    const busy =
      (fields >= COHESION_LIMITS.manyFields && methods >= COHESION_LIMITS.manyMethods) ||
      (fields >= COHESION_LIMITS.manyFields - 2 && methods >= COHESION_LIMITS.manyMethods + 3 && lines >= 120);
    if (!reasons.length && busy && !hasAnnotation(cls, ...DATA_CLASS))
      reasons.push(`${fields} fields and ${methods} methods`);
    // an in-memory database of unrelated things: six or more collections kept by one class with a dozen methods
    const collections = cls.fields
      .filter((f) => !f.modifiers.includes("static") && COLLECTION_FIELD.test(f.typeBase))
      .reduce((n, f) => n + f.vars.length, 0);
    if (!reasons.length && collections >= 6 && methods >= 12 && lines >= 100)
      reasons.push(`${collections} collections and ${methods} methods`);
    if (!reasons.length) {
      const concerns =
        lines >= COHESION_LIMITS.lines && methods >= COHESION_LIMITS.methods ? unrelatedGroups(ctx, cls) : 0;
      if (concerns >= COHESION_LIMITS.groups && fields >= COHESION_LIMITS.fields && !hasAnnotation(cls, ...DATA_CLASS))
        reasons.push(`${methods} methods in ${concerns} groups that share no fields`);
    }
    if (!reasons.length) continue;
    ctx.emit("DES-GOD-CLASS", "info", cls.line, `class ${code(cls.name)} is very large (${reasons.join(", ")})`, {
      column: cls.nameToken?.startColumn,
      explanation: `Classes this size usually do several jobs at once (rough limits: ${GOD_CLASS_LIMITS.lines} lines, ${GOD_CLASS_LIMITS.methods} methods, ${GOD_CLASS_LIMITS.fields} fields). They are hard to understand, every change risks breaking something unrelated, and they are hard to test.`,
      fix: "Find groups of fields and methods that belong together (for example validation, persistence, formatting) and move each group into its own class that this one delegates to.",
    });
  }
}
