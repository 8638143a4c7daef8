// Compile errors that java-parser accepts but javac rejects, found on a parsed unit: an assignment
// where a condition must be boolean (`if (x = 5)`), a "constructor" whose name is not the class's
// (a method without return type), and a body on an abstract interface method. Each is reported at
// javac's line. Cheap: one pass over the tokens of conditions and over the model's methods.
import type { IToken } from "java-parser";
import { getModel, typeOfName, type JavaModel } from "../model";
import type { ParsedUnit } from "../types";
import { code } from "../markdown";
import { WRAP_CLASS } from "./wrap";
import type { RawFinding } from "./diagnose";

const BOOLEAN = /^(boolean|Boolean)$/;

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
