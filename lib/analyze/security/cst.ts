// Small helpers over java-parser's CST (chevrotain nodes: {name, children: {key: (node|token)[]}}).
import type { CstNode, IToken } from "java-parser";

export type Elem = CstNode | IToken;

export function isToken(e: unknown): e is IToken {
  return typeof e === "object" && e !== null && typeof (e as IToken).image === "string";
}

// Keys of chevrotain children are either rule names (lower-case first letter: CST nodes) or token type names
// (upper-case first letter: tokens), never a mix, so the accessors below need no per-element type checks.

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

export function tokens(n: CstNode | undefined, key: string): IToken[] {
  const arr = n?.children[key];
  return arr ? (arr as unknown as IToken[]) : [];
}

export function has(n: CstNode | undefined, key: string): boolean {
  return !!n?.children?.[key]?.length;
}

function startOf(e: Elem): number {
  return isToken(e) ? e.startOffset : ((e as CstNode).location?.startOffset ?? 0);
}

/** Children of a node in source order, with their keys. */
export function ordered(n: CstNode): { key: string; el: Elem }[] {
  const out: { key: string; el: Elem }[] = [];
  for (const key of Object.keys(n.children)) for (const el of n.children[key]) out.push({ key, el: el as Elem });
  if (out.length > 1) out.sort((a, b) => startOf(a.el) - startOf(b.el));
  return out;
}

/** First token of a node (in source order). */
export function firstToken(e: Elem): IToken | undefined {
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
      const t = firstToken(c as Elem);
      if (t && (!best || t.startOffset < best.startOffset)) best = t;
      if (best && best.startOffset === start) return best;
    }
  }
  return best;
}

function collectTokens(e: Elem, out: IToken[]) {
  if (isToken(e)) {
    out.push(e);
    return;
  }
  const ch = e.children;
  for (const key in ch) for (const c of ch[key]) collectTokens(c as Elem, out);
}

/** All tokens of a node in source order. */
export function allTokens(e: Elem): IToken[] {
  const out: IToken[] = [];
  collectTokens(e, out);
  if (out.length > 1) out.sort((a, b) => a.startOffset - b.startOffset);
  return out;
}

/** Source text of a node, re-joined from its tokens with single spaces where there was whitespace. */
export function textOf(e: Elem): string {
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
