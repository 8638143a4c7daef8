// Shared types of the Java analyzer. Rule families (syntax, design, security, runtime) all produce Findings.
import type { CstNode } from "java-parser";

import { CATEGORIES, SEVERITIES } from "@/lib/contracts/analyze";

export { CATEGORIES, SEVERITIES };
export type Category = (typeof CATEGORIES)[number];
export type Severity = (typeof SEVERITIES)[number];

export interface Finding {
  /** Stable id, e.g. SEC-SQL-INJECTION, DES-FIELD-INJECTION, SYN-MISSING-SEMICOLON, RUN-NPE. */
  rule: string;
  category: Category;
  severity: Severity;
  /** 1-based line in the learner's submitted code. */
  line?: number;
  /** 1-based column in the learner's submitted code. */
  column?: number;
  endLine?: number;
  /** CWE number for security findings (e.g. 89 for SQL injection). */
  cwe?: number;
  /** One sentence: what is wrong. */
  message: string;
  /** Why it matters, in plain language a learner understands. */
  explanation?: string;
  /** How to fix it; may contain a short Java snippet in a Markdown code block. */
  fix?: string;
  /** Site path of the lesson that teaches this, e.g. /courses/secure-coding-java/sql-injection */
  lesson?: string;
}

/** A successfully parsed compilation unit (possibly wrapped by the analyzer to make a fragment parse). */
export interface ParsedUnit {
  /** The text that was parsed (the learner's code, or the code inside a synthetic wrapper). */
  text: string;
  cst: CstNode;
  /** Maps a 1-based line of `text` to the learner's 1-based line, or null for a line of the synthetic wrapper. */
  userLine(line: number): number | null;
}

/** A family of rules over one parsed unit. Must be pure and fast (linear in the size of the code). */
export type RuleFamily = (unit: ParsedUnit) => Finding[];
