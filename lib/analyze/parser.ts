// The one place that calls java-parser. Turns its thrown errors into structured failures and stack
// overflows into AnalyzerLimitError.
//
// Speed-up for broken code: when java-parser meets a token that fits no alternative, Chevrotain
// computes every possible lookahead path of the rule just to print them (thousands for Java
// blocks): 50–150 ms per failed parse, even for a 1-line input. Syntax recovery parses many times,
// so we replace the two methods that build those messages with cheap versions (same exception
// types, same "line: N, column: M" header java-parser adds; only the list of alternatives is
// omitted, which we never show anyway). This patches Chevrotain's CstParser prototype, which in
// this app is used only by java-parser.
import { lexAndParse, parse as javaParse } from "java-parser";
import type { CstNode, IToken } from "java-parser";
import { registerTokens } from "./cst";
import { CstParser, EarlyExitException, NoViableAltException } from "chevrotain";
import { AnalyzerLimitError } from "./limits";

export interface ParseFailure {
  kind: "parse" | "lex";
  /** 1-based line/column of the offending token; null at end of input. */
  line: number | null;
  column: number | null;
  /** Expected token for "Expecting --> X <--" errors, e.g. ";" or ")" or "Identifier". */
  expected?: string;
  /** Image of the token found, as the parser reports it. */
  found?: string;
  /** Lexer could not pop a mode: a "}" with no matching "{". */
  unbalancedClose?: boolean;
  /** "Redundant input, expecting EOF". */
  redundant?: boolean;
  ruleStack: string[];
  raw: string;
}

export type ParseOutcome = { ok: true; cst: CstNode; ms: number } | { ok: false; error: ParseFailure; ms: number };

type PatchableParser = {
  LA(i: number): { image: string };
  SAVE_ERROR(e: Error): Error;
};

let patchState: "unpatched" | "patched" | "failed" = "unpatched";

function installFastErrorMessages(): void {
  if (patchState !== "unpatched") return;
  try {
    const proto = (CstParser as unknown as { prototype: Record<string, unknown> }).prototype;
    proto.raiseNoAltException = function (this: PatchableParser) {
      grammarSource ??= this as unknown as GrammarSource;
      const la = this.LA(1);
      throw this.SAVE_ERROR(
        new NoViableAltException(
          `Expecting: one of several possible token sequences (omitted)\nbut found: '${la.image}'`,
          la as never,
          this.LA(0) as never,
        ),
      );
    };
    proto.raiseEarlyExitException = function (this: PatchableParser) {
      const la = this.LA(1);
      throw this.SAVE_ERROR(
        new EarlyExitException(
          `Expecting: at least one iteration (omitted)\nbut found: '${la.image}'`,
          la as never,
          this.LA(0) as never,
        ),
      );
    };
    // Verify that java-parser really uses this Chevrotain instance.
    try {
      javaParse("class A { void f() { public void g() {} } }");
      patchState = "failed";
    } catch (e) {
      patchState = String((e as Error).message).includes("(omitted)") ? "patched" : "failed";
    }
  } catch {
    patchState = "failed";
  }
  installFastChildren();
}

// ---------------------------------------------------------------------------------------------------------------
// Cheaper CST nodes. Chevrotain gives every node's `children` a null prototype (`Object.create(null)`), which V8
// keeps in dictionary mode: a hash table per node, the biggest object of the tree. The nodes themselves are object
// literals, whose allocation sites V8 soon "pretenures" (allocates straight into the old generation), while the
// dictionaries, which no allocation site tracks, stay young: each scavenge then keeps alive, copies and promotes the
// dictionaries of dead trees that old nodes still point to. As a literal (`{}`), `children` is a small fast-mode
// object allocated like its node. The keys are the grammar's rule and token type names, none of which is a property
// of Object.prototype, so `children[key]` reads the same (tests/unit/analyze/fast-children.test.ts compares whole
// trees), and reading it is a fast-mode load instead of a hash probe. On the 100-line bench file a parse costs 0.85
// instead of 1.2–1.3 ms of CPU (scavenges promote 26 KB per parse instead of 175 KB); on the 10,000-line file an
// analysis costs 320–368 instead of 371–533 ms (5 alternating pairs of processes).
//
// Only for parseJava: every other parse runs Chevrotain's own method, so java-parser's `parse` called by anyone else
// builds the shipped trees. The method is replaced on java-parser's own parser class (the class of the grammar source
// above, so no other Chevrotain parser changes), not on its instance: as an own property of the instance it gained
// nothing at 10,000 lines, most likely because a new property turns the instance (hundreds of properties) into a
// dictionary.
type CstBuilder = {
  setInitialNodeLocation(node: object): void;
  CST_STACK: object[];
};

/** True only while parseJava runs a parse. */
let literalChildren = false;

/** Chevrotain's own method, which every other parse still runs. */
let shippedUpdate: ((this: CstBuilder, name: string) => void) | undefined;

function cstInvocationStateUpdate(this: CstBuilder, fullRuleName: string): void {
  if (!literalChildren) return shippedUpdate!.call(this, fullRuleName);
  const cstNode = { name: fullRuleName, children: {} };
  this.setInitialNodeLocation(cstNode);
  this.CST_STACK.push(cstNode);
}

let fastChildren = false;

function installFastChildren(): void {
  const instance = grammarSource as unknown as Record<string, unknown> | undefined;
  if (!instance || typeof instance.setInitialNodeLocation !== "function" || !Array.isArray(instance.CST_STACK)) return;
  const proto = Object.getPrototypeOf(instance) as Record<string, unknown>;
  if (proto === (CstParser as unknown as { prototype: object }).prototype) return; // not java-parser's own class
  shippedUpdate = proto.cstInvocationStateUpdate as typeof shippedUpdate;
  if (typeof shippedUpdate !== "function") return;
  try {
    proto.cstInvocationStateUpdate = cstInvocationStateUpdate;
    literalChildren = true;
    const fast = javaParse("class A { int x = 1; }") as CstNode;
    fastChildren = Object.getPrototypeOf(fast.children) === Object.prototype && !!fast.location;
  } catch {
    fastChildren = false;
  }
  literalChildren = false;
  if (!fastChildren) delete proto.cstInvocationStateUpdate;
}

/** True when the analyzer's parses build fast-mode `children` objects (the patch above is active). */
export function fastCstChildren(): boolean {
  installFastErrorMessages();
  return fastChildren;
}

// ---------------------------------------------------------------------------------------------------------------
// The grammar's child keys. A CST node's children object maps each sub-rule (and token type) it met to an array;
// Chevrotain creates it without a prototype, so V8 keeps it in dictionary mode and Object.keys on it (an array per
// node, keys sorted by insertion) is the main cost of a tree walk. The keys a node can have are fixed by its rule,
// so a walk can probe those instead: the sub-rule keys of every rule, read once from java-parser's grammar (the
// parser instance is met once, in the verification parse above).

type Production = {
  nonTerminalName?: string;
  terminalType?: { name: string };
  label?: string;
  definition?: Production[];
};
type GrammarSource = { getGAstProductions(): Record<string, { definition: Production[] }> };

let grammarSource: GrammarSource | undefined;
interface RuleKeys {
  /** Keys holding sub-rule nodes, in grammar order. */
  subrules: readonly string[];
  /** Every key (sub-rules and token types). */
  all: readonly string[];
}
let grammarKeys: Map<string, RuleKeys> | null | undefined;

function collectKeys(defs: Production[], subrules: string[], all: string[]): void {
  for (const d of defs) {
    if (d.nonTerminalName !== undefined) {
      const key = d.label ?? d.nonTerminalName;
      if (!subrules.includes(key)) subrules.push(key);
      if (!all.includes(key)) all.push(key);
    } else if (d.terminalType !== undefined) {
      const key = d.label ?? d.terminalType.name;
      if (!all.includes(key)) all.push(key);
    } else if (d.definition) collectKeys(d.definition, subrules, all);
  }
}

/**
 * Rule name → the keys its nodes' children can have (sub-rules, and all keys), or null when the grammar could not
 * be read (callers then enumerate the children).
 */
export function grammarKeysByRule(): ReadonlyMap<string, RuleKeys> | null {
  if (grammarKeys !== undefined) return grammarKeys;
  installFastErrorMessages();
  try {
    const rules = grammarSource?.getGAstProductions();
    if (!rules) return (grammarKeys = null);
    const map = new Map<string, RuleKeys>();
    for (const [name, rule] of Object.entries(rules)) {
      const subrules: string[] = [];
      const all: string[] = [];
      collectKeys(rule.definition, subrules, all);
      map.set(name, { subrules, all });
    }
    grammarKeys = map;
  } catch {
    grammarKeys = null;
  }
  return grammarKeys;
}

/** True when a node's only child key is `key` (no other sub-rule or token), without enumerating its children. */
export function hasOnlyKey(n: CstNode, key: string): boolean {
  const ch = n.children as Record<string, unknown>;
  if (ch[key] === undefined) return false;
  const keys = grammarKeysByRule()?.get(n.name)?.all;
  if (!keys) {
    for (const k in ch) if (k !== key) return false;
    return true;
  }
  for (let i = 0; i < keys.length; i++) if (keys[i] !== key && ch[keys[i]] !== undefined) return false;
  return true;
}

/** The first sub-rule child of a node whose rule is one alternative of several (`statementWithoutTrailing…`). */
export function alternativeChild(n: CstNode): CstNode | undefined {
  const ch = n.children as Record<string, CstNode[] | undefined>;
  const keys = grammarKeysByRule()?.get(n.name)?.subrules;
  if (!keys) {
    let inner: CstNode | undefined;
    for (const k in ch) if (k.charCodeAt(0) >= 97 && ch[k]?.[0]) inner = ch[k]![0];
    return inner;
  }
  for (let i = 0; i < keys.length; i++) {
    const arr = ch[keys[i]];
    if (arr !== undefined && arr.length) return arr[0];
  }
  return undefined;
}

/** True when failed parses are cheap (the patch above is active). */
export function fastFailures(): boolean {
  installFastErrorMessages();
  return patchState === "patched";
}

export function parseJava(text: string): ParseOutcome {
  installFastErrorMessages();
  const t0 = performance.now();
  literalChildren = fastChildren;
  try {
    const { cst, tokens } = lexAndParse(text) as { cst: CstNode; tokens: IToken[] };
    // The lexer's token list is exactly the CST's tokens in order: keep it, so nobody has to walk
    // the whole tree to collect them again.
    registerTokens(cst, tokens);
    return { ok: true, cst, ms: performance.now() - t0 };
  } catch (e) {
    const ms = performance.now() - t0;
    if (e instanceof RangeError) {
      throw new AnalyzerLimitError("The code is nested too deeply for the analyzer (the parser ran out of stack).");
    }
    return { ok: false, error: describeParseError(String((e as Error)?.message ?? e)), ms };
  } finally {
    literalChildren = false;
  }
}

export function describeParseError(msg: string): ParseFailure {
  const lines = msg.split("\n");
  const head = lines[0] ?? "";
  const pos = /line: (\w+), column: (\w+)/.exec(head);
  const line = pos && /^\d+$/.test(pos[1]) ? Number(pos[1]) : null;
  const column = pos && /^\d+$/.test(pos[2]) ? Number(pos[2]) : null;
  const kind: ParseFailure["kind"] = head.includes("lexing errors") ? "lex" : "parse";
  const ruleStack = lines.filter((l) => l.startsWith("\t->")).map((l) => l.slice(3).trim());
  const out: ParseFailure = { kind, line, column, ruleStack, raw: msg.slice(0, 2000) };
  const body = lines.slice(1).join("\n");
  const mm = /Expecting --> (.+?) <-- but found --> '(.*?)' <--/s.exec(body);
  if (mm) {
    out.expected = mm[1].replace(/^'(.*)'$/, "$1");
    out.found = mm[2];
  }
  const bf = /but found: '(.*?)'!?\s*$/m.exec(body);
  if (!out.found && bf) out.found = bf[1];
  if (/Redundant input, expecting EOF but found: (.*?)!?$/m.test(body)) {
    out.redundant = true;
    out.found = /Redundant input, expecting EOF but found: (.*?)!?$/m.exec(body)![1];
  }
  if (kind === "lex") {
    if (body.includes("Unable to pop Lexer Mode")) out.unbalancedClose = true;
    const ch = /->(.+?)<-/.exec(body);
    if (ch) out.found = ch[1];
  }
  return out;
}
