// Locations, literal decoding and operator precedence for the flow IR builder.
import type { CstNode, IToken } from "java-parser";
import { isToken, leadingToken, textOf, type Elem } from "../cst";
import type { Loc, Expr } from "./types";

export const NOLOC: Loc = { line: 1, col: 1, endLine: 1, off: 0 };

/** Children of a CST node: arrays of nodes (rule names) or tokens (token type names). */
export type Kids = { [key: string]: (CstNode | IToken)[] | undefined };

/** Identifier (or `super`) of one part of a qualified name. */
export function partTok(part: CstNode | undefined): IToken | undefined {
  const pc = part ? ((part.children as Kids).fqnOrRefTypePartCommon?.[0] as CstNode | undefined) : undefined;
  if (!pc) return undefined;
  const kc = pc.children as Kids;
  return (kc.Identifier?.[0] ?? kc.Super?.[0]) as IToken | undefined;
}

export function locOf(t: IToken | undefined): Loc {
  if (!t) return NOLOC;
  return {
    line: t.startLine ?? 1,
    col: t.startColumn ?? 1,
    endLine: t.endLine ?? t.startLine ?? 1,
    off: t.startOffset,
  };
}

export function locOfNode(e: Elem | undefined): Loc {
  if (!e) return NOLOC;
  if (isToken(e)) return locOf(e);
  const l = e.location;
  if (l && l.startLine !== undefined && !isNaN(l.startOffset))
    return { line: l.startLine, col: l.startColumn ?? 1, endLine: l.endLine ?? l.startLine, off: l.startOffset };
  return locOf(leadingToken(e));
}

/** Simple type text: `List<String>`, `String[]`, `int` (from the source slice; falls back to the tokens). */
export function typeTextOf(n: CstNode | undefined, text: string): string {
  if (!n) return "";
  const l = n.location;
  if (l && !isNaN(l.startOffset) && !isNaN(l.endOffset) && text) {
    const raw = text.slice(l.startOffset, l.endOffset + 1);
    if (!raw.includes("/")) return raw.replace(/\s+/g, "");
  }
  return textOf(n).replace(/\s+/g, "");
}

export function unescapeJava(s: string): string {
  if (!s.includes("\\")) return s;
  return s.replace(/\\(u+[0-9a-fA-F]{4}|[0-7]{1,3}|.)/g, (_m, g: string) => {
    if (g[0] === "u") return String.fromCharCode(parseInt(g.replace(/^u+/, ""), 16));
    if (/^[0-7]/.test(g)) return String.fromCharCode(parseInt(g, 8));
    switch (g) {
      case "n":
        return "\n";
      case "t":
        return "\t";
      case "r":
        return "\r";
      case "b":
        return "\b";
      case "f":
        return "\f";
      case "s":
        return " ";
      default:
        return g;
    }
  });
}

export function textBlockValue(image: string): string {
  let body = image.slice(3, -3);
  body = body.replace(/^[ \t]*\r?\n/, "");
  const lines = body.split(/\r?\n/);
  let indent = Infinity;
  for (const l of lines) {
    if (!l.trim()) continue;
    const m = /^[ \t]*/.exec(l);
    indent = Math.min(indent, m ? m[0].length : 0);
  }
  if (!isFinite(indent)) indent = 0;
  return unescapeJava(lines.map((l) => l.slice(indent).replace(/[ \t]+$/, "")).join("\n"));
}

// ---------------------------------------------------------------- expressions

export const PREC: Record<string, number> = {
  "||": 3,
  "&&": 4,
  "|": 5,
  "^": 6,
  "&": 7,
  "==": 8,
  "!=": 8,
  "<": 9,
  ">": 9,
  "<=": 9,
  ">=": 9,
  instanceof: 9,
  "<<": 10,
  ">>": 10,
  ">>>": 10,
  "+": 11,
  "-": 11,
  "*": 12,
  "/": 12,
  "%": 12,
};

export type Piece =
  | { kind: "operand"; e: Expr }
  | { kind: "op"; op: string; loc: Loc }
  | { kind: "instanceof"; type: string; bind: string | null; loc: Loc }
  | { kind: "assign"; op: string; rhs: Expr; loc: Loc };
