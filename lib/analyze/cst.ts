// Shared helpers over java-parser's Chevrotain CST. Every walk here is iterative (no recursion) so a
// deeply nested tree cannot overflow the stack, and linear in the size of the tree.
import type { CstNode, IToken } from "java-parser";
import { memoize } from "./memo";

export type CstElement = CstNode | IToken;

export type { CstNode, IToken };

export function isToken(x: CstElement | undefined | null): x is IToken {
  return !!x && (x as IToken).image !== undefined && (x as CstNode).children === undefined;
}

export function isNode(x: CstElement | undefined | null): x is CstNode {
  return !!x && (x as CstNode).children !== undefined;
}

/** One shared empty list for absent keys (callers only read it). */
const NONE: CstElement[] = [];

/** All children of a node under one key (may be empty; never modify the result). */
export function kids(node: CstNode | undefined, key: string): CstElement[] {
  if (!node) return NONE;
  return ((node.children as Record<string, CstElement[] | undefined>)[key] ?? NONE) as CstElement[];
}

/** First child node under a key. */
export function kid(node: CstNode | undefined, key: string): CstNode | undefined {
  const arr = kids(node, key);
  for (const c of arr) if (isNode(c)) return c;
  return undefined;
}

/** First child token under a key. */
export function tok(node: CstNode | undefined, key: string): IToken | undefined {
  const arr = kids(node, key);
  for (const c of arr) if (isToken(c)) return c;
  return undefined;
}

/** All children of a node (nodes and tokens), in source order. */
export function orderedChildren(node: CstNode): CstElement[] {
  const out: CstElement[] = [];
  const ch = node.children as Record<string, CstElement[]>;
  for (const k in ch) {
    const arr = ch[k];
    for (let i = 0; i < arr.length; i++) out.push(arr[i]);
  }
  if (out.length > 1) out.sort((a, b) => startOf(a) - startOf(b));
  return out;
}

export function startOf(x: CstElement): number {
  return isToken(x) ? x.startOffset : (x as CstNode).location.startOffset;
}

export function endOf(x: CstElement): number {
  return isToken(x) ? x.endOffset : (x as CstNode).location.endOffset;
}

/** Source text of a node (offsets are inclusive in Chevrotain). */
export function nodeText(text: string, x: CstElement): string {
  return text.slice(startOf(x), endOf(x) + 1);
}

/** Source text of a node with all whitespace removed (handy for types: `List< String >` → `List<String>`). */
export function compactText(text: string, x: CstElement): string {
  return nodeText(text, x).replace(/\s+/g, "");
}

const tokenCache = new WeakMap<CstNode, IToken[]>();

/** Remembers the token list of a parsed CST (from the lexer, already in order). */
export function registerTokens(root: CstNode, tokens: IToken[]): void {
  tokenCache.set(root, tokens);
}

/** All tokens under a node, in source order. Cached per node object. */
export function collectTokens(root: CstNode): IToken[] {
  const cached = tokenCache.get(root);
  if (cached) return cached;
  const out: IToken[] = [];
  const stack: CstElement[] = [root];
  while (stack.length) {
    const n = stack.pop()!;
    if (isToken(n)) {
      out.push(n);
      continue;
    }
    const ch = (n as CstNode).children as Record<string, CstElement[]>;
    for (const k in ch) {
      const arr = ch[k];
      for (let i = 0; i < arr.length; i++) stack.push(arr[i]);
    }
  }
  out.sort((a, b) => a.startOffset - b.startOffset);
  tokenCache.set(root, out);
  return out;
}

/**
 * Offset → index of the first token starting at or after it, for a token list. The rules map offsets to token
 * indexes thousands of times per unit (method ranges, annotation tokens…); a binary search over 100k scattered token
 * objects costs ~17 cache misses each time, so for a long list the answers are tabulated once (one Int32Array as long
 * as the text). Token lists are never changed after the lexer returns them, so the table stays valid.
 */
const offsetTables = new WeakMap<IToken[], Int32Array>();
const TABLE_MIN_TOKENS = 256;

function offsetTable(tokens: IToken[]): Int32Array {
  let table = offsetTables.get(tokens);
  if (table) return table;
  const last = tokens[tokens.length - 1];
  table = new Int32Array(last.startOffset + 1);
  let o = 0;
  for (let i = 0; i < tokens.length; i++) {
    const start = tokens[i].startOffset;
    while (o <= start) table[o++] = i;
  }
  offsetTables.set(tokens, table);
  return table;
}

/** Index of the first token whose startOffset >= offset (tokens sorted). */
export function lowerBound(tokens: IToken[], offset: number): number {
  // (a token list whose last offset is not a plain integer, which a lexer never returns, keeps the binary search)
  if (tokens.length >= TABLE_MIN_TOKENS && Number.isInteger(tokens[tokens.length - 1].startOffset)) {
    const table = offsetTable(tokens);
    if (offset <= 0) return 0;
    return offset < table.length ? table[offset] : tokens.length;
  }
  let lo = 0;
  let hi = tokens.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (tokens[mid].startOffset < offset) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** [from, to) indexes of the tokens inside a node. */
export function tokenRange(tokens: IToken[], x: CstElement): [number, number] {
  const s = startOf(x);
  const e = endOf(x);
  return [lowerBound(tokens, s), lowerBound(tokens, e + 1)];
}

/** Iterative pre-order walk. Return false from `visit` to skip a node's children. */
export function walk(root: CstNode, visit: (node: CstNode) => boolean | void): void {
  const stack: CstNode[] = [root];
  while (stack.length) {
    const n = stack.pop()!;
    if (visit(n) === false) continue;
    const ch = n.children as Record<string, CstElement[]>;
    for (const k in ch) {
      const arr = ch[k];
      for (let i = arr.length - 1; i >= 0; i--) {
        const c = arr[i];
        if (isNode(c)) stack.push(c);
      }
    }
  }
}

/** All descendant nodes (including root) with the given rule name. */
export function findAll(root: CstNode, name: string): CstNode[] {
  const out: CstNode[] = [];
  walk(root, (n) => {
    if (n.name === name) out.push(n);
  });
  out.sort((a, b) => a.location.startOffset - b.location.startOffset);
  return out;
}

/** First descendant (pre-order by offset) with the given rule name. */
export function findFirst(root: CstNode, name: string): CstNode | undefined {
  let best: CstNode | undefined;
  walk(root, (n) => {
    if (n.name === name && (!best || n.location.startOffset < best.location.startOffset)) best = n;
  });
  return best;
}

/** First token of a node. */
export function firstToken(x: CstElement): IToken | undefined {
  let cur: CstElement = x;
  for (;;) {
    if (isToken(cur)) return cur;
    const ch = orderedChildren(cur as CstNode);
    if (!ch.length) return undefined;
    cur = ch[0];
  }
}

/** Follows single-child chains: expression > conditionalExpression > binaryExpression > … */
export function unwrapTo(node: CstNode, name: string, maxDepth = 12): CstNode | undefined {
  let cur: CstNode | undefined = node;
  for (let i = 0; cur && i < maxDepth; i++) {
    if (cur.name === name) return cur;
    const ch = orderedChildren(cur);
    if (ch.length !== 1 || !isNode(ch[0])) return undefined;
    cur = ch[0];
  }
  return cur && cur.name === name ? cur : undefined;
}

/** Simple name of a possibly qualified type: `java.util.List<String>[]` → `List`. Memoized: called per use. */
export const simpleTypeName = memoize((type: string): string => {
  const noArgs = stripTypeArgs(type)
    .replace(/\[\]/g, "")
    .replace(/\.\.\.$/, "");
  const parts = noArgs.split(".");
  return parts[parts.length - 1].replace(/^@\w+/, "");
});

/** Removes generic arguments: `Map<String, List<X>>` → `Map`. */
export function stripTypeArgs(type: string): string {
  let depth = 0;
  let out = "";
  for (const ch of type) {
    if (ch === "<") depth++;
    else if (ch === ">") depth = Math.max(0, depth - 1);
    else if (depth === 0) out += ch;
  }
  return out;
}

/** Identifiers mentioned in a type text: `ResponseEntity<List<User>>` → [ResponseEntity, List, User]. */
export function typeIdentifiers(type: string): string[] {
  return type.match(/[A-Za-z_$][\w$]*/g) ?? [];
}

// ---------------------------------------------------------------- keyed accessors (used by the flow IR builder)
// Keys of chevrotain children are either rule names (lower-case first letter: CST nodes) or token type names
// (upper-case first letter: tokens), never a mix, so these accessors need no per-element type checks.

export type Elem = CstElement;

/** All children nodes (not tokens) under `key`. */
export function nodes(n: CstNode | undefined, key: string): CstNode[] {
  const arr = n?.children[key];
  return arr ? (arr as unknown as CstNode[]) : [];
}

/** First child node under `key`. */
export function node(n: CstNode | undefined, key: string): CstNode | undefined {
  const arr = n?.children[key];
  return arr ? (arr[0] as unknown as CstNode) : undefined;
}

/** First token under `key`. */
export function token(n: CstNode | undefined, key: string): IToken | undefined {
  const arr = n?.children[key];
  return arr ? (arr[0] as unknown as IToken) : undefined;
}

/** All tokens under `key`. */
export function tokens(n: CstNode | undefined, key: string): IToken[] {
  const arr = n?.children[key];
  return arr ? (arr as unknown as IToken[]) : [];
}

export function has(n: CstNode | undefined, key: string): boolean {
  return !!n?.children?.[key]?.length;
}

/** Children of a node in source order, with their keys. */
export function ordered(n: CstNode): { key: string; el: CstElement }[] {
  const out: { key: string; el: CstElement }[] = [];
  for (const key of Object.keys(n.children)) for (const el of n.children[key]) out.push({ key, el: el as CstElement });
  if (out.length > 1) out.sort((a, b) => startOf(a.el) - startOf(b.el));
  return out;
}

/** First token of a node in source order, without sorting children (prunes subtrees that start later). */
export function leadingToken(e: CstElement): IToken | undefined {
  if (isToken(e)) return e;
  const start = e.location?.startOffset;
  let best: IToken | undefined;
  for (const key in e.children) {
    for (const c of e.children[key]) {
      if (isToken(c)) {
        if (c.startOffset === start) return c;
        if (!best || c.startOffset < best.startOffset) best = c;
        continue;
      }
      const cs = (c as CstNode).location?.startOffset;
      if (best && cs !== undefined && cs > best.startOffset) continue;
      const t = leadingToken(c as CstElement);
      if (t && (!best || t.startOffset < best.startOffset)) best = t;
      if (best && best.startOffset === start) return best;
    }
  }
  return best;
}

function pushTokens(e: CstElement, out: IToken[]) {
  if (isToken(e)) {
    out.push(e);
    return;
  }
  const ch = e.children;
  for (const key in ch) for (const c of ch[key]) pushTokens(c as CstElement, out);
}

/** All tokens of a small node (a type, an operator, a lambda head) in source order; not cached. */
export function allTokens(e: CstElement): IToken[] {
  const out: IToken[] = [];
  pushTokens(e, out);
  if (out.length > 1) out.sort((a, b) => a.startOffset - b.startOffset);
  return out;
}

/** Source text of a node, re-joined from its tokens with single spaces where there was whitespace. */
export function textOf(e: CstElement): string {
  const toks = allTokens(e);
  let s = "";
  let prevEnd = -2;
  for (const t of toks) {
    if (s && t.startOffset > prevEnd + 1) s += " ";
    s += t.image;
    prevEnd = t.endOffset;
  }
  return s;
}
