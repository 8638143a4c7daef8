// The shape of the declarative library specification (spec.ts): which receivers exist and what their methods mean
// for the taint analysis. Pure types; the data is in spec.ts and the index in lookup.ts.
import type { RuleId } from "../catalog";
import type { SrcKind } from "../val";

/** A receiver class: its simple name, the types and wrappers that behave the same, and how to recognise it. */
export interface ClassSpec {
  name: string;
  /** Other simple names (supertypes, wrappers, interfaces, qualified forms) that share the entries. */
  aliases?: readonly string[];
  /** A fact on the value (Val.kinds) that identifies an instance, e.g. "request". */
  kind?: string;
  /** Names of variables whose type is unknown (snippets) that are taken to be an instance. */
  untyped?: RegExp;
  /** Names of capitalised static fields (Db.JDBC_TEMPLATE) taken to be an instance. */
  staticField?: RegExp;
}

/** What a source reads. */
export type SourceKind =
  | "param"
  | "param-values"
  | "param-map"
  | "param-names"
  | "header"
  | "header-names"
  | "cookie"
  | "query-string"
  | "body"
  | "path"
  | "uri"
  | "multipart"
  | "session-id"
  | "console"
  | "network"
  | "predictable-random";

/** What a sink does with the dangerous argument. */
export type SinkKind =
  | "sql"
  | "os-command"
  | "file-path"
  | "ldap"
  | "xpath"
  | "html-output"
  | "session"
  | "redirect"
  | "deserialization"
  | "weak-algorithm"
  | "cookie"
  | "code"
  | "expression"
  | "template"
  | "nosql"
  | "regex"
  | "reflection"
  | "url"
  | "log"
  | "header";

/** The value a modelled call returns: a new object, the receiver itself, a clean value, or the engine's default. */
export type ResultSpec = { type?: string; kinds?: readonly string[] } | "receiver" | "clean" | "default";

/**
 * Algorithmic parts the table points to (code in library/handlers.ts): the entry says which call it is, the code
 * decides the finding (shells, path construction, LDAP filter vs DN, unvalidated session data...).
 */
export type ModelName =
  | "exec"
  | "processCommand"
  | "commonsCommandLine"
  | "pathsGet"
  | "pathResolve"
  | "filesOp"
  | "fileInstanceOp"
  | "resourceFile"
  | "transferTo"
  | "ldapSearch"
  | "redirect"
  | "sessionAttribute"
  | "responseHeader"
  | "contentType"
  | "readObject"
  | "pathIdentity"
  | "newFile"
  | "openFile"
  | "newProcess"
  | "redirectView"
  | "wrapStream"
  | "wrapReader"
  | "digestAlgorithm"
  | "cipherAlgorithm"
  | "cookieFlag"
  | "addCookie"
  | "weakRandom"
  | "fillBytes"
  | "whereOperator"
  | "stringRegex"
  | "responseHeaderBuilder"
  | "processStart"
  | "processEnvPut";

/** Conditions (code in handlers.ts) that must hold for an entry to apply. */
export type GuardName = "htmlResponse" | "notCriteria" | "unsafeYaml" | "xstreamUnrestricted" | "ldapQueryChain";

interface Base {
  /** Receiver class (ClassSpec.name), "*" for any receiver (the method name alone is distinctive enough). */
  on: string;
  /** Method names sharing this entry; "new" for a constructor of the class. */
  m: readonly string[];
  /** Argument counts the entry applies to (any when absent). */
  arity?: readonly number[];
  /** Minimum argument count. */
  minArgs?: number;
  /** Static call on the class (Paths.get) rather than on an instance. */
  static?: boolean;
  /** The code (handlers.ts) that decides what the call does; the entry's result applies unless it returns one. */
  model?: ModelName;
  /**
   * Applied by the interpreter's default evaluation of calls it does not otherwise know (after constant folding and
   * the methods of the analysed file), not as a library model: which default behaviour the method names get.
   */
  engine?: EngineSet;
}

/** The name sets the interpreter's default call evaluation reads (engine/tables.ts). */
export type EngineSet = "identity" | "args" | "mutator" | "builder" | "non-propagating";

export interface SourceEntry extends Base {
  kind: "source";
  source: SourceKind;
  /** Learner-facing description; `{0}` is replaced by the first argument when it is a literal. */
  desc: string;
  /** Description when the first argument is not a literal. */
  descAny?: string;
  type: string;
  origin?: SrcKind;
}

export interface SinkEntry extends Base {
  kind: "sink";
  rule: RuleId;
  cwe: number;
  sink: SinkKind;
  /** Dangerous argument positions (-1: the receiver); "all" = every argument. Ignored when a model decides. */
  args: readonly number[] | "all";
  /** What the data flows into, for the message ("a SQL query"). */
  what: string;
  /** Mention how the string was built. */
  useHow?: boolean;
  /** The call as shown to the learner (`{m}` = the method name); the method name when absent. */
  call?: string;
  /** A warning rather than the rule's severity, with a sentence on what to check. */
  warning?: string;
  result: ResultSpec;
  guard?: GuardName;
}

export interface SanitizerEntry extends Base {
  kind: "sanitizer";
  /** Rules the output is safe for; "all" = every sink (validators, allow-lists). */
  rules: readonly RuleId[] | "all";
  /** Position of the text argument (ESAPI encodeForSQL(codec, text)); first argument when absent. */
  arg?: number;
}

export interface PropagatorEntry extends Base {
  kind: "propagator";
  /** Where the taint comes from. */
  from: "receiver" | "args" | "both";
  /** Where it goes: the call's result, or the receiver (StringBuilder.append, list.add). */
  to: "result" | "receiver";
}

export interface SafeEntry extends Base {
  kind: "safe";
  /** The result carries no attacker-controlled text (lengths, booleans, hashes, server-side data). */
  result: ResultSpec;
}

export type SpecEntry = SourceEntry | SinkEntry | SanitizerEntry | PropagatorEntry | SafeEntry;
