// Shared, precomputed facts for the code-quality rules: the token stream with matching brackets,
// an index of identifier uses, loop and finally-block ranges, and type lookups. Built once per unit
// in linear time; every rule then does its own cheap token scan.
import type { IToken } from "java-parser";
import type { Category, Severity } from "../types";
import { typeOfName, type ClassInfo, type MethodInfo } from "../model";
import type { RuleContext } from "./context";
import { lowerBound } from "../cst";
import { slot } from "../memo";

export interface Hit {
  /** Token index the finding points at. */
  i: number;
  message: string;
  /** Replaces the rule's generic fix when the rule can say something more specific. */
  fix?: string;
  endLine?: number;
}

export type Group = "best-practice" | "error-prone" | "design" | "code-style" | "performance";

/** Runs a predicate on candidate token indexes (anchors) and collects its hits. */
export function over(anchors: number[], pred: (i: number) => Hit | undefined): Hit[] {
  const out: Hit[] = [];
  for (const i of anchors) {
    const h = pred(i);
    if (h) out.push(h);
  }
  return out;
}

/** One code-quality rule: data (id, severity, texts) plus a small finder. */
export interface QualityRule {
  id: string;
  group: Group;
  severity: Severity;
  explanation: string;
  fix: string;
  find(q: Q): Hit[];
}

export function categoryOf(group: Group): Category {
  if (group === "performance") return "performance";
  if (group === "code-style") return "style";
  return "design";
}

/** Opening / closing brackets: plain comparisons (no set lookup, which hashes the image, per token scanned). */
const isOpen = (s: string): boolean => s === "(" || s === "{" || s === "[";
const isClose = (s: string): boolean => s === ")" || s === "}" || s === "]";
/** Restricted keywords java-parser lexes as their own token types, though they are ordinary names elsewhere. */
const CONTEXTUAL = new Set([
  "to",
  "with",
  "open",
  "module",
  "requires",
  "exports",
  "opens",
  "uses",
  "provides",
  "transitive",
  "when",
]);

export const LOMBOK = [
  "Data",
  "Getter",
  "Setter",
  "Value",
  "Builder",
  "AllArgsConstructor",
  "RequiredArgsConstructor",
  "NoArgsConstructor",
  "ToString",
  "EqualsAndHashCode",
];
export const PERSISTENT = ["Entity", "Embeddable", "MappedSuperclass", "Document", "Table", "Node"];

const cache = slot<object, Q>("quality index");
// (module-level: a regex literal in a method is a new object on every call)
const COMPOUND_ASSIGN = /^([+\-*/%&|^]|<<|>>>?)=$/;
const SPACES = /\s+/g;

// How the index files a token, decided once per token type (a handful of objects) rather than once per token:
// identifiers (and restricted keywords, which are ordinary names elsewhere) go to `ids` by name; keywords and
// operators, whose type has a fixed image, go to one bucket per type (an array push, no string hashing); the rest
// (templates, anything without a fixed image) is looked at per token; literals are in no index.
const IDENT = 0;
const LITERAL = 1;
const FIXED = 2;
const VARIES = 3;
// Indexed by the token type's number (chevrotain's tokenTypeIdx): an array read instead of a Map lookup per token.
const kindCache: number[] = [];
function kindOf(t: IToken): number {
  const idx = t.tokenTypeIdx;
  let k = kindCache[idx];
  if (k === undefined) {
    const type = t.tokenType;
    const name = type.name;
    const pattern: unknown = type.PATTERN;
    if (name === "Identifier") k = IDENT;
    else if (name.endsWith("Literal") || name === "TextBlock") k = LITERAL;
    // a string pattern is the image of every token of the type
    else if (typeof pattern === "string" && pattern.length > 0) k = CONTEXTUAL.has(pattern) ? IDENT : FIXED;
    else k = VARIES;
    if (Number.isInteger(idx) && idx >= 0) kindCache[idx] = k;
    else if (k === FIXED) k = VARIES; // no type number to bucket by
  }
  return k;
}

export class Q {
  /** The scan of a unit, shared by the quality and Spring rules (built once per parsed unit). */
  static of(d: RuleContext): Q {
    let q = cache.get(d.model);
    if (!q) cache.set(d.model, (q = new Q(d)));
    return q;
  }

  readonly tokens: IToken[];
  readonly text: string;
  /** Index of the matching bracket for ( ) { } [ ], or -1. */
  readonly pair: Int32Array;
  /** Identifier name → token indexes, in order. */
  readonly ids = new Map<string, number[]>();
  /** Keyword/operator token indexes by token type number, in order (read through `images()`). */
  private readonly byType: number[][] = [];
  /** Token indexes of keywords/operators without a fixed image per type, by image (read through `images()`). */
  private readonly varied = new Map<string, number[]>();
  private byImage?: Map<string, number[]>;
  /** Token ranges [from, to] (inclusive) of loop statements: header and body. */
  readonly loops: Array<{ from: number; bodyFrom: number; to: number; kind: string }> = [];
  /** Token ranges [from, to] of `finally { … }` blocks. */
  readonly finallies: Array<[number, number]> = [];

  constructor(readonly d: RuleContext) {
    this.tokens = d.tokens;
    this.text = d.text;
    const n = this.tokens.length;
    this.pair = new Int32Array(n).fill(-1);
    const stack: number[] = [];
    for (let i = 0; i < n; i++) {
      const t = this.tokens[i];
      const s = t.image;
      if (s.length === 1) {
        const c = s.charCodeAt(0);
        if (c === 40 || c === 123 || c === 91)
          stack.push(i); // ( { [
        else if (c === 41 || c === 125 || c === 93) {
          // ) } ]
          const j = stack.pop();
          if (j !== undefined) {
            this.pair[i] = j;
            this.pair[j] = i;
          }
        }
      }
      const kind = kindOf(t);
      if (kind === FIXED) {
        const bucket = this.byType[t.tokenTypeIdx];
        if (bucket) bucket.push(i);
        else this.byType[t.tokenTypeIdx] = [i];
      } else if (kind === IDENT || (kind === VARIES && s.charCodeAt(0) >= 97 && CONTEXTUAL.has(s))) {
        // (every contextual keyword starts with a lower-case letter: punctuation skips the set lookup)
        let arr = this.ids.get(s);
        if (!arr) this.ids.set(s, (arr = []));
        arr.push(i);
      } else if (kind === VARIES) {
        let arr = this.varied.get(s);
        if (!arr) this.varied.set(s, (arr = []));
        arr.push(i);
      }
    }
    for (const i of this.all("for", "while", "do", "finally")) {
      const s = this.tokens[i].image;
      if ((s === "for" || s === "while") && this.img(i + 1) === "(") {
        const close = this.pair[i + 1];
        if (close < 0) continue;
        if (s === "while" && this.img(close + 1) === ";") continue; // the end of a do-while
        const to = this.stmtEnd(close + 1);
        if (to >= 0) this.loops.push({ from: i, bodyFrom: close + 1, to, kind: s });
      } else if (s === "do" && this.img(i + 1) === "{") {
        const close = this.pair[i + 1];
        if (close > 0) this.loops.push({ from: i, bodyFrom: i + 1, to: close, kind: s });
      } else if (s === "finally" && this.img(i + 1) === "{" && this.pair[i + 1] > 0) {
        this.finallies.push([i + 1, this.pair[i + 1]]);
      }
    }
  }

  /** Index of a token object in the stream (binary search by offset), or -1. */
  at(t: IToken | undefined): number {
    if (!t) return -1;
    const k = lowerBound(this.tokens, t.startOffset);
    return this.tokens[k] === t ? k : -1;
  }

  /** Keyword/operator image → token indexes, in order (identifiers are in `ids`, literals in neither). Built on first use. */
  private images(): Map<string, number[]> {
    if (this.byImage) return this.byImage;
    const map = new Map<string, number[]>();
    const add = (image: string, list: number[]): void => {
      const prev = map.get(image);
      map.set(image, prev ? [...prev, ...list].sort((a, b) => a - b) : list);
    };
    for (const bucket of this.byType) if (bucket) add(this.tokens[bucket[0]].image, bucket);
    for (const [image, list] of this.varied) add(image, list);
    return (this.byImage = map);
  }

  /** Indexes of the keyword/operator tokens or identifiers with one of these images, in order. */
  all(...images: string[]): number[] {
    const byImage = this.images();
    if (images.length === 1) return byImage.get(images[0]) ?? this.ids.get(images[0]) ?? [];
    const out: number[] = [];
    for (const im of images) out.push(...(byImage.get(im) ?? this.ids.get(im) ?? []));
    return out.sort((a, b) => a - b);
  }

  img(i: number): string {
    return this.tokens[i]?.image ?? "";
  }

  kind(i: number): string {
    return this.tokens[i]?.tokenType.name ?? "";
  }

  isIdent(i: number): boolean {
    const t = this.tokens[i];
    if (!t) return false;
    const k = kindOf(t);
    return k === IDENT || (k === VARIES && CONTEXTUAL.has(t.image));
  }

  /** Token index range [from, to) of offsets [start, end]. */
  range(start: number, end: number): [number, number] {
    return this.d.range(start, end);
  }

  /** Last token index of the statement starting at i (a block, or up to its `;`), or -1. */
  stmtEnd(i: number): number {
    const s = this.img(i);
    if (s === "{") return this.pair[i];
    if (s === "if" || s === "for" || s === "while") {
      const close = this.pair[i + 1];
      if (close < 0) return -1;
      let end = this.stmtEnd(close + 1);
      if (s === "if" && end >= 0 && this.img(end + 1) === "else") end = this.stmtEnd(end + 2);
      return end;
    }
    for (let k = i; k < this.tokens.length; k++) {
      const x = this.img(k);
      if (x === ";") return k;
      if (isOpen(x)) {
        if (this.pair[k] < 0) return -1;
        k = this.pair[k];
      } else if (isClose(x)) return -1;
    }
    return -1;
  }

  /** True when token i starts a statement (follows `;`, `{`, `}`, a label colon or `else`). */
  stmtStart(i: number): boolean {
    const p = this.img(i - 1);
    if (p === ";" || p === "{" || p === "}" || p === "else" || p === "->") return true;
    if (p === ")") {
      const open = this.pair[i - 1];
      const kw = this.img(open - 1);
      return kw === "if" || kw === "for" || kw === "while";
    }
    return false;
  }

  private methodIx?: Int32Array;
  private classIx?: Int32Array;

  /** Token → index of the innermost method / class around it (-1 when none), filled once. */
  private owners(): void {
    const n = this.tokens.length;
    const fill = (ranges: Array<{ start: number; end: number }>): Int32Array => {
      const out = new Int32Array(n).fill(-1);
      // sorted by start: an inner range comes after its outer one and overwrites it
      ranges.forEach((r, idx) => {
        const [from, to] = this.range(r.start, r.end);
        out.fill(idx, from, to);
      });
      return out;
    };
    this.methodIx = fill(this.d.model.methods);
    this.classIx = fill(this.d.model.classes);
  }

  method(i: number): MethodInfo | undefined {
    if (!this.methodIx) this.owners();
    const k = this.methodIx![i];
    return k === undefined || k < 0 ? undefined : this.d.model.methods[k];
  }

  cls(i: number): ClassInfo | undefined {
    if (!this.classIx) this.owners();
    const k = this.classIx![i];
    return k === undefined || k < 0 ? undefined : this.d.model.classes[k];
  }

  /** Declared type (compact text) of the simple name at token i, as seen from there. */
  typeAt(i: number): string | undefined {
    const t = this.tokens[i];
    if (!t || !this.isIdent(i)) return undefined;
    const p = this.img(i - 1);
    if (p === "." && this.img(i - 2) !== "this") return undefined;
    return typeOfName(t.image, this.method(i), this.cls(i), t.startOffset);
  }

  private loopIx?: Int32Array;

  /** The innermost loop whose body contains token i. */
  loopAt(i: number): { from: number; bodyFrom: number; to: number; kind: string } | undefined {
    if (!this.loopIx) {
      // Token → innermost loop, filled once (rules ask for every `new`, `+=`…: a search of all loops each time was
      // quadratic). Loops are in order of their keyword, so an inner loop is filled after, over, its outer ones.
      const ix = (this.loopIx = new Int32Array(this.tokens.length).fill(-1));
      this.loops.forEach((l, idx) => ix.fill(idx, l.bodyFrom, l.to + 1));
    }
    const k = this.loopIx[i];
    return k === undefined || k < 0 ? undefined : this.loops[k];
  }

  inFinally(i: number): boolean {
    for (const [a, b] of this.finallies) if (i > a && i < b) return true;
    return false;
  }

  private bodies = new Map<MethodInfo, readonly [number, number]>();

  /** Body token range (exclusive of braces) of a method, or undefined. Cached: a dozen rules ask for every method. */
  body(m: MethodInfo): readonly [number, number] | undefined {
    if (!m.body) return undefined;
    let r = this.bodies.get(m);
    if (!r) {
      const [from, to] = this.range(m.body.location.startOffset, m.body.location.endOffset);
      this.bodies.set(m, (r = [from + 1, to - 1]));
    }
    return r;
  }

  /** Uses of a name in token range [from, to): identifier tokens not preceded by `.` (unless `this.`). */
  uses(name: string, from: number, to: number): number[] {
    const out: number[] = [];
    for (const k of this.ids.get(name) ?? []) {
      if (k < from || k >= to) continue;
      if (this.img(k - 1) === "." && this.img(k - 2) !== "this") continue;
      out.push(k);
    }
    return out;
  }

  /** True when the name at token k is written: `k = …`, `k += …`, `k++`, `++k`. */
  isWrite(k: number, plainOnly = false): boolean {
    const n = this.img(k + 1);
    if (n === "=") return true;
    if (plainOnly) return false;
    if (COMPOUND_ASSIGN.test(n) || n === "++" || n === "--") return true;
    let p = k - 1;
    if (this.img(p) === "." && this.img(p - 1) === "this") p -= 2;
    return this.img(p) === "++" || this.img(p) === "--";
  }

  line(i: number): number {
    return this.tokens[i]?.startLine ?? 1;
  }

  /** Compact source text of tokens [from, to]. */
  src(from: number, to: number): string {
    const a = this.tokens[from];
    const b = this.tokens[to];
    if (!a || !b) return "";
    return this.text.slice(a.startOffset, b.endOffset + 1).replace(SPACES, " ");
  }
}

export function isLombokOrPersistent(c: ClassInfo | undefined): boolean {
  return !!c && c.annotations.some((a) => LOMBOK.includes(a.name) || PERSISTENT.includes(a.name));
}

export const BOXED = new Set(["Integer", "Long", "Short", "Byte", "Character", "Double", "Float", "Boolean"]);
export const VALUE_TYPES = new Set([
  ...BOXED,
  "BigDecimal",
  "BigInteger",
  "LocalDate",
  "LocalDateTime",
  "LocalTime",
  "Instant",
  "UUID",
  "ZonedDateTime",
  "Duration",
]);
export const COLLECTIONS = new Set([
  "List",
  "ArrayList",
  "LinkedList",
  "Set",
  "HashSet",
  "TreeSet",
  "LinkedHashSet",
  "SortedSet",
  "Map",
  "HashMap",
  "TreeMap",
  "LinkedHashMap",
  "SortedMap",
  "Collection",
  "Queue",
  "Deque",
  "ArrayDeque",
  "Iterable",
]);
