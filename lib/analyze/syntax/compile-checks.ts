// Compile errors that java-parser accepts but javac rejects, found on a parsed unit: an assignment
// where a condition must be boolean (`if (x = 5)`), a "constructor" whose name is not the class's
// (a method without return type), and a body on an abstract interface method. Each is reported at
// javac's line. Cheap: one pass over the tokens of conditions and over the model's methods.
import type { IToken } from "java-parser";
import { getModel, typeOfName, type JavaModel } from "../model";
import type { ParsedUnit } from "../types";
import { code } from "../markdown";
import { WRAP_CLASS } from "./wrap";
import { editDistance1 } from "./java-tokens";
import type { RawFinding } from "./diagnose";

const BOOLEAN = /^(boolean|Boolean)$/;

/** Type keywords (and `return`, which starts a statement like a type does) a misspelled type name may stand for. */
const TYPE_WORDS = ["int", "long", "short", "byte", "char", "float", "double", "boolean", "void", "String", "return"];
/** Class names of java.lang that differ from a keyword only in case. */
const JAVA_LANG = new Set(["Double", "Float", "Boolean", "Void", "Long", "Short", "Byte", "Character", "Integer"]);

/** The keyword a type name stands for: wrong case (`Int`, `string`, `Return`) or one edit away (`itn`, `doubel`). */
/** Type names of other languages learners bring along. */
const ALIASES: Record<string, string> = { bool: "boolean", integer: "int" };

function typeWordTypo(name: string): string | undefined {
  if (JAVA_LANG.has(name)) return undefined;
  if (ALIASES[name]) return ALIASES[name];
  const lower = name.toLowerCase();
  for (const k of TYPE_WORDS) {
    if (lower === k.toLowerCase()) return name === k ? undefined : k;
    if (name.length >= 3 && editDistance1(lower, k.toLowerCase())) return k;
  }
  return undefined;
}

/**
 * Declarations whose type is a misspelled keyword or `String` (`itn count`, `doubel price`, `string name`,
 * `Return total;`): javac reports "cannot find symbol" there. Silent when the unit declares or imports the name.
 */
function misspelledTypes(model: JavaModel): RawFinding[] {
  const declared = new Set(model.classes.map((c) => c.name));
  for (const m of model.text.matchAll(/^\s*import\s+[\w.]+\.(\w+)\s*;/gm)) declared.add(m[1]);
  for (const m of model.text.matchAll(/<\s*([A-Z]\w*)\s*(?:extends\b[^>]*)?>/g)) declared.add(m[1]);
  const out: RawFinding[] = [];
  const seen = new Set<number>();
  const check = (typeBase: string, near: IToken | undefined) => {
    if (!near || declared.has(typeBase)) return;
    const k = typeWordTypo(typeBase);
    if (!k) return;
    // the type's own token: the last token named like the type before the declared name (or the token itself)
    const t = model.tokens;
    let i = lowerBoundToken(t, near.startOffset);
    for (let n = 0; n < 12 && i >= 0 && t[i].image !== typeBase; n++) i--;
    if (i < 0 || t[i].image !== typeBase || seen.has(i)) return;
    seen.add(i);
    out.push({
      rule: "SYN-MISSPELLED-KEYWORD",
      message: `${code(typeBase)} is not a type Java knows: did you mean ${code(k)}? javac reports "cannot find symbol"`,
      explanation:
        k === "return"
          ? "Java keywords are lower case. `Return` is read as the name of a class, so the line looks like a variable declaration of an unknown type."
          : "Keywords and built-in type names must be spelled exactly (Java is case-sensitive): a misspelled one is read as the name of a class that does not exist.",
      fix: `Write ${code(k)}.`,
      pos: t[i].startOffset,
    });
  };
  for (const c of model.classes) {
    for (const f of c.fields) check(f.typeBase, f.vars[0]?.token);
    for (const p of c.recordComponents) check(p.typeBase, p.token);
  }
  // casts: `(doubel) sum`
  const t = model.tokens;
  for (let i = 1; i + 3 < t.length; i++) {
    if (t[i - 1].image !== "(" || t[i + 1].image !== ")" || t[i].tokenType.name !== "Identifier") continue;
    const next = t[i + 2];
    if (next.tokenType.name !== "Identifier" && next.image !== "(" && !/Literal$/.test(next.tokenType.name)) continue;
    check(t[i].image, t[i]);
  }
  for (const m of model.methods) {
    if (m.kind === "method") check(simpleTypeBase(m.returnType), m.returnTypeToken ?? m.nameToken);
    if (
      m.kind === "method" &&
      m.returnType === "Void" &&
      m.body &&
      !/\breturn\b/.test(model.text.slice(m.start, m.end))
    )
      out.push({
        rule: "SYN-MISSPELLED-KEYWORD",
        message: `${code(m.name + "()")} is declared to return \`Void\` (a class) but returns nothing: javac reports "missing return statement"`,
        explanation:
          "`Void` with a capital V is a class, so Java expects the method to return a value of it. A method that returns nothing is declared with the keyword `void`.",
        fix: `Write ${code("void")} instead of ${code("Void")}.`,
        pos: m.end,
      });
    for (const p of m.params) check(p.typeBase, p.token);
    for (const l of m.locals) check(l.typeBase, l.token);
  }
  return out;
}

function simpleTypeBase(type: string): string {
  return type.replace(/<.*$/, "").replace(/\[\]/g, "").replace(/^.*\./, "");
}

function lowerBoundToken(t: IToken[], offset: number): number {
  let lo = 0;
  let hi = t.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (t[mid].startOffset <= offset) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}

/** The single `=` at the top level of tokens (from, to), or -1. */
function topLevelAssign(t: IToken[], from: number, to: number): number {
  let depth = 0;
  for (let k = from; k < to; k++) {
    const s = t[k].image;
    if (s === "(" || s === "[" || s === "{") depth++;
    else if (s === ")" || s === "]" || s === "}") depth--;
    else if (s === "->" || s === "?") return -1;
    else if (depth === 0 && s === "=") return k;
  }
  return -1;
}

function closeParen(t: IToken[], open: number): number {
  let depth = 0;
  for (let k = open; k < t.length; k++) {
    const s = t[k].image;
    if (s === "(") depth++;
    else if (s === ")" && --depth === 0) return k;
  }
  return -1;
}

/** The type an assignment in a condition certainly has when it is not boolean, else undefined. */
function nonBooleanType(model: JavaModel, t: IToken[], eq: number, end: number): string | undefined {
  const lhs = t[eq - 1];
  const simpleLhs = lhs && lhs.tokenType.name === "Identifier" && t[eq - 2]?.image !== ".";
  if (simpleLhs) {
    const off = lhs.startOffset;
    let method;
    for (const m of model.methods) if (m.start <= off && m.end >= off) method = m;
    const type = typeOfName(lhs.image, method, method?.cls, off);
    if (type) return BOOLEAN.test(type) ? undefined : type;
  }
  // no declaration known: only a plain literal on the right tells
  if (end - eq === 2) {
    const k = t[eq + 1].tokenType.name;
    if (k === "StringLiteral" || k === "TextBlock") return "String";
    if (k === "CharLiteral") return "char";
    if (k === "DecimalLiteral" || k === "HexLiteral" || k === "OctalLiteral" || k === "BinaryLiteral") return "int";
    if (k === "FloatLiteral") return "double";
  }
  return undefined;
}

export function compileChecks(unit: ParsedUnit, text: string): RawFinding[] {
  const model = getModel(unit);
  const t = model.tokens;
  const out: RawFinding[] = [];

  for (let i = 0; i < t.length; i++) {
    const kw = t[i].image;
    if ((kw !== "if" && kw !== "while" && kw !== "for") || t[i + 1]?.image !== "(") continue;
    const close = closeParen(t, i + 1);
    if (close < 0) continue;
    let from = i + 2;
    let to = close;
    if (kw === "for") {
      // the condition is the middle part of a basic for header
      const semis: number[] = [];
      let depth = 0;
      for (let k = i + 2; k < close; k++) {
        const s = t[k].image;
        if (s === "(" || s === "[" || s === "{") depth++;
        else if (s === ")" || s === "]" || s === "}") depth--;
        else if (depth === 0 && s === ";") semis.push(k);
      }
      if (semis.length !== 2) continue;
      from = semis[0] + 1;
      to = semis[1];
    }
    const eq = topLevelAssign(t, from, to);
    if (eq < 0) continue;
    const type = nonBooleanType(model, t, eq, to);
    if (!type) continue;
    const cond = text.slice(t[from].startOffset, t[to - 1].endOffset + 1);
    const compare = cond.replace(/(^|[^=!<>])=([^=])/, "$1==$2");
    out.push({
      rule: "SYN-ASSIGNMENT-IN-CONDITION",
      message: `${code(cond)} assigns instead of comparing: javac reports "incompatible types: ${type} cannot be converted to boolean"`,
      explanation: `The condition of \`${kw}\` must be a \`boolean\`. A single \`=\` assigns the value, and the result of the assignment is a ${code(type)}, not true or false.`,
      fix: `Compare with \`==\`${type === "String" ? " (and for strings, `.equals`)" : ""}: ${code(type === "String" ? cond.replace(/\s*=\s*/, ".equals(") + ")" : compare)}`,
      pos: t[from].startOffset,
    });
  }

  out.push(...misspelledTypes(model));

  for (const m of model.methods) {
    const cls = m.cls;
    if (
      m.kind === "constructor" &&
      cls.kind !== "anonymous" &&
      m.node.name === "constructorDeclaration" &&
      m.name !== cls.name
    ) {
      out.push({
        rule: "SYN-MISSING-RETURN-TYPE",
        message: `the method ${code(m.name + "()")} has no return type: javac reports "invalid method declaration; return type required"`,
        explanation:
          cls.name === WRAP_CLASS
            ? "Every method declares what it returns (`void` for nothing). Without a return type, Java reads it as a constructor, and constructors must have the class's name."
            : `Every method declares what it returns (\`void\` for nothing). Without a return type, Java reads it as a constructor — but constructors must be named like the class (${code(cls.name)}).`,
        fix: `Add the return type before the name, e.g. ${code(`public int ${m.name}(…)`)} or ${code(`public void ${m.name}(…)`)}.`,
        pos: m.nameToken.startOffset,
      });
    }
    if (
      cls.kind === "interface" &&
      m.body &&
      m.kind === "method" &&
      !m.modifiers.some((x) => x === "default" || x === "static" || x === "private")
    ) {
      out.push({
        rule: "SYN-INTERFACE-METHOD-BODY",
        message: `the interface method ${code(m.name + "()")} has a body but is not \`default\`, \`static\` or \`private\``,
        explanation:
          "Methods of an interface are abstract unless marked otherwise: they only declare what implementing classes must provide, so they cannot have a body.",
        fix: `Mark it ${code("default")} to give implementations a shared version, or remove the body and end the declaration with \`;\`.`,
        pos: m.nameToken.startOffset,
      });
    }
  }
  return out;
}
