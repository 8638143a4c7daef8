// Shared state and helpers for the design rules: the model, finding emission with line mapping,
// and a few token-level utilities.
import type { IToken } from "java-parser";
import type { Category, Finding, ParsedUnit, Severity } from "../types";
import { getModel, type ClassInfo, type JavaModel, type MethodInfo } from "../model";
import { lowerBound } from "../cst";
import { lessonFor } from "../lessons";
import { WRAP_CLASS } from "../syntax/wrap";

/** The texts a rule table row gives every finding of its rule (unless the check passes more specific ones). */
export interface RuleTexts {
  severity: Severity;
  category: Category;
  explanation: string;
  fix: string;
}

export interface EmitOptions {
  column?: number;
  endLine?: number;
  cwe?: number;
  explanation?: string;
  fix?: string;
  category?: Category;
}

export class RuleContext {
  readonly model: JavaModel;
  readonly text: string;
  readonly tokens: IToken[];
  readonly findings: Finding[] = [];
  /** Offsets [start, end] of catch blocks already reported as swallowing the exception. */
  readonly swallowedCatches: Array<[number, number]> = [];
  private entityCache?: Map<string, ClassInfo>;

  constructor(
    readonly unit: ParsedUnit,
    /** The family's rule table by id: the defaults of `report()`. */
    private readonly catalog: ReadonlyMap<string, RuleTexts> = new Map(),
  ) {
    this.model = getModel(unit);
    this.text = unit.text;
    this.tokens = this.model.tokens;
  }

  emit(rule: string, severity: Severity, textLine: number, message: string, opts: EmitOptions = {}): void {
    const line = this.unit.userLine(textLine);
    if (line === null) return;
    const f: Finding = {
      rule,
      category:
        opts.category ?? (rule.startsWith("PERF-") ? "performance" : rule.startsWith("STY-") ? "style" : "design"),
      severity,
      line,
      message,
    };
    if (opts.column) f.column = opts.column;
    if (opts.endLine) {
      const e = this.unit.userLine(opts.endLine);
      if (e !== null && e >= line) f.endLine = e;
    }
    if (opts.cwe) f.cwe = opts.cwe;
    if (opts.explanation) f.explanation = opts.explanation;
    if (opts.fix) f.fix = opts.fix;
    const lesson = lessonFor(rule);
    if (lesson) f.lesson = lesson;
    this.findings.push(f);
  }

  /** Emits a finding of a table rule: severity, category, explanation and fix default to the rule's row. */
  report(rule: string, textLine: number, message: string, opts: EmitOptions & { severity?: Severity } = {}): void {
    const row = this.catalog.get(rule);
    if (!row) throw new Error(`rule ${rule} is not in its family's table`);
    this.emit(rule, opts.severity ?? row.severity, textLine, message, {
      ...opts,
      category: opts.category ?? row.category,
      explanation: opts.explanation ?? row.explanation,
      fix: opts.fix ?? row.fix,
    });
  }

  /** @Entity classes declared in this unit, by simple name. */
  entities(): Map<string, ClassInfo> {
    if (!this.entityCache) {
      this.entityCache = new Map();
      for (const c of this.model.classes)
        if (c.annotations.some((a) => a.name === "Entity")) this.entityCache.set(c.name, c);
    }
    return this.entityCache;
  }

  /**
   * Names of JPA entities: @Entity classes declared here, the entity type of Spring Data
   * repositories (`JpaRepository<User, Long>`), and classes imported from an `entity`/`entities`/
   * `domain`/`model` package (not named like a DTO).
   */
  entityNames(): Set<string> {
    const out = new Set(this.entities().keys());
    for (const m of this.text.matchAll(/\b(?:Jpa|Crud|ListCrud|PagingAndSorting)Repository\s*<\s*([A-Z][\w$]*)\s*,/g))
      out.add(m[1]);
    // every match contains ".entity.", ".entities.", ".domain." or ".model(s).": without one, skip the line-by-line
    // search (`model` is where most tutorials keep their JPA entities)
    if (/\.(?:entity|entities|domain|models?)\./.test(this.text))
      for (const m of this.text.matchAll(
        /^\s*import\s+[\w.]*\.(?:entity|entities|domain|models?)\.([A-Z][\w$]*)\s*;/gm,
      ))
        if (!/(Dto|DTO|Request|Response|View|Form|Command)$/.test(m[1])) out.add(m[1]);
    return out;
  }

  /** Innermost class (including anonymous ones) containing an offset. */
  classAt(offset: number): ClassInfo | undefined {
    let best: ClassInfo | undefined;
    for (const c of this.model.classes) {
      if (c.start > offset) break;
      if (c.end >= offset && (!best || c.start >= best.start)) best = c;
    }
    return best;
  }

  /** Innermost method containing an offset. */
  methodAt(offset: number): MethodInfo | undefined {
    let best: MethodInfo | undefined;
    for (const m of this.model.methods) {
      if (m.start > offset) break;
      if (m.end >= offset) best = m;
    }
    return best;
  }

  /** Token index range [from, to) of the tokens within [start, end] offsets. */
  range(start: number, end: number): [number, number] {
    return [lowerBound(this.tokens, start), lowerBound(this.tokens, end + 1)];
  }

  /** Index of the `)` matching the `(` at index i (or -1). */
  matchParen(i: number, limit = this.tokens.length): number {
    let d = 0;
    for (let k = i; k < limit; k++) {
      const s = this.tokens[k].image;
      if (s === "(") d++;
      else if (s === ")" && --d === 0) return k;
    }
    return -1;
  }

  /** Display name of a class (the synthetic snippet wrapper shows as "this class"). */
  className(c: ClassInfo | undefined): string {
    if (!c || c.name === WRAP_CLASS) return "this class";
    return c.name;
  }

  isWrapper(c: ClassInfo | undefined): boolean {
    return !!c && c.name === WRAP_CLASS;
  }
}

export function capitalize(s: string): string {
  return s ? s[0].toUpperCase() + s.slice(1) : s;
}

export function decapitalize(s: string): string {
  return s ? s[0].toLowerCase() + s.slice(1) : s;
}
