// Renders findings as Markdown: a short verdict, then findings grouped by severity, each with its
// line, the learner's code, why it matters, how to fix it, and the lesson that teaches it.
import type { Finding } from "./types";
import { code, fence, plural, sanitizeMarkdown, truncate } from "./markdown";
import { lessonTitle } from "./lessons";

export interface RenderContext {
  /** The learner's code split into lines. */
  lines: string[];
  /** False when syntax recovery stopped before the end. */
  syntaxComplete: boolean;
  /** True when the code parsed, so design/security checks ran. */
  parsed: boolean;
  empty: boolean;
}

const GROUPS: Array<{ severity: Finding["severity"]; title: string }> = [
  { severity: "error", title: "Errors" },
  { severity: "warning", title: "Warnings" },
  { severity: "info", title: "Suggestions" },
];

function countsText(findings: Finding[]): string {
  const e = findings.filter((f) => f.severity === "error").length;
  const w = findings.filter((f) => f.severity === "warning").length;
  const i = findings.filter((f) => f.severity === "info").length;
  const parts: string[] = [];
  if (e) parts.push(plural(e, "error"));
  if (w) parts.push(plural(w, "warning"));
  if (i) parts.push(plural(i, "suggestion"));
  return parts.join(", ");
}

function verdict(findings: Finding[], ctx: RenderContext): string {
  if (ctx.empty) return "**No code to analyze.** Paste or write some Java code and run the analysis again.";
  if (!findings.length) {
    return "**No problems found.** The code parses, and none of the checks (syntax, design, security and common runtime mistakes) found anything to improve. Nice work!";
  }
  const counts = countsText(findings);
  const errors = findings.filter((f) => f.severity === "error");
  const syntax = errors.filter((f) => f.category === "syntax");
  if (syntax.length) {
    const first = syntax.reduce((a, b) => ((a.line ?? 1e9) <= (b.line ?? 1e9) ? a : b));
    const where = first.line ? ` on line ${first.line}` : "";
    const lead =
      syntax.length === 1
        ? `Fix the syntax error${where} first: nothing else can run until the code compiles.`
        : `Fix the syntax errors first, starting${where}: nothing else can run until the code compiles.`;
    const more = ctx.parsed ? "" : " The design and security checks run once the code parses.";
    return `**${counts}.** ${lead}${more}`;
  }
  const compile = errors.find((f) => f.rule === "RUN-COMPILE-ERROR");
  if (compile) {
    const where = compile.line ? ` on line ${compile.line}` : "";
    return `**${counts}.** Your last run did not compile: fix the compiler error${where} first.`;
  }
  const runtime = errors.find((f) => f.category === "runtime");
  if (runtime) {
    const where = runtime.line ? ` on line ${runtime.line}` : "";
    return `**${counts}.** Your last run failed${where}: start with that error, then look at the rest.`;
  }
  if (errors.length) {
    const first = errors[0];
    return `**${counts}.** Start with the error${first.line ? ` on line ${first.line}` : ""}.`;
  }
  const warnings = findings.filter((f) => f.severity === "warning");
  if (warnings.length) return `**${counts}.** The code parses; the warnings point at problems that will bite later.`;
  return `**No errors or warnings.** The code looks fine; ${plural(findings.length, "suggestion")} below can make it better.`;
}

function snippet(lines: string[], f: Finding): string | undefined {
  if (!f.line || f.line < 1 || f.line > lines.length) return undefined;
  const end = f.endLine && f.endLine >= f.line ? Math.min(f.endLine, f.line + 2, lines.length) : f.line;
  const chunk = lines.slice(f.line - 1, end).map((l) => truncate(l.trimEnd(), 200));
  if (!chunk.some((l) => l.trim())) return undefined;
  const indent = Math.min(...chunk.filter((l) => l.trim()).map((l) => /^[ \t]*/.exec(l)![0].length));
  return fence(chunk.map((l) => l.slice(indent)).join("\n"));
}

/** Our own rule families build their text with code()/fence()/escapeText(); others get sanitised. */
const OWN_RULE = /^(SYN|DES|RUN|STY|PERF)-/;

function renderFinding(f: Finding, n: number, lines: string[], whereOverride?: string): string {
  const parts: string[] = [];
  const own = OWN_RULE.test(f.rule);
  const clean = (s: string) => (own ? s : sanitizeMarkdown(s));
  const message = clean(f.message).replace(/\n+/g, " ");
  const mentionsLine = f.line !== undefined && mentionsWord(message, `line ${f.line}`);
  const where =
    whereOverride ??
    (f.line && !mentionsLine ? `Line ${f.line}${f.endLine && f.endLine > f.line ? `–${f.endLine}` : ""}: ` : "");
  const heading = where ? `${where}${message}` : message.replace(/^[a-z]/, (c) => c.toUpperCase());
  parts.push(`#### ${n}. ${heading}`);
  const meta = [code(f.rule, 60)];
  if (f.cwe) meta.push(`[CWE-${f.cwe}](https://cwe.mitre.org/data/definitions/${f.cwe}.html)`);
  parts.push(meta.join(" · "));
  const snip = snippet(lines, f);
  if (snip) parts.push(snip);
  if (f.explanation) parts.push(labelled("Why it matters", clean(f.explanation)));
  if (f.fix) parts.push(labelled("How to fix", clean(f.fix)));
  if (f.lesson && /^\/courses\/[a-z0-9-]+\/[a-z0-9-]+$/.test(f.lesson))
    parts.push(`Learn more: [${lessonTitle(f.lesson)}](${f.lesson})`);
  return parts.join("\n\n");
}

const isWordChar = (c: number) => (c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95;

/** True when `word` occurs in `text` between word boundaries, like /\bword\b/ (without compiling a RegExp each time). */
export function mentionsWord(text: string, word: string): boolean {
  const first = isWordChar(word.charCodeAt(0));
  const last = isWordChar(word.charCodeAt(word.length - 1));
  for (let i = text.indexOf(word); i >= 0; i = text.indexOf(word, i + 1)) {
    const before = i > 0 && isWordChar(text.charCodeAt(i - 1));
    const after = i + word.length < text.length && isWordChar(text.charCodeAt(i + word.length));
    if (before !== first && after !== last) return true;
  }
  return false;
}

/** "**Label:** text", or the label on its own line when the text starts with a block (a code fence). */
function labelled(label: string, text: string): string {
  const body = text.trim();
  return /^(`{3,}|~{3,})/.test(body) ? `**${label}:**\n\n${body}` : `**${label}:** ${body}`;
}

/**
 * One item per finding, except style nits: all findings of one style rule become one item (at the place of the first),
 * so a long file's naming or formatting nits do not push the findings that matter out of sight.
 */
export function groupStyle(findings: Finding[]): Finding[][] {
  const items: Finding[][] = [];
  const byRule = new Map<string, Finding[]>();
  for (const f of findings) {
    if (f.category !== "style") {
      items.push([f]);
      continue;
    }
    const same = byRule.get(f.rule);
    if (same) same.push(f);
    else {
      const item = [f];
      byRule.set(f.rule, item);
      items.push(item);
    }
  }
  return items;
}

function renderItem(item: Finding[], n: number, lines: string[]): string {
  if (item.length === 1) return renderFinding(item[0], n, lines);
  const [first] = item;
  const at = item.map((f) => f.line).filter((l): l is number => l !== undefined);
  const message = `${first.message.replace(/\n+/g, " ")} (and ${item.length - 1} more like it)`;
  return renderFinding({ ...first, message }, n, lines, at.length ? `Lines ${listOf(at.map(String))}: ` : "");
}

function listOf(xs: string[]): string {
  return xs.length <= 1 ? xs.join("") : `${xs.slice(0, -1).join(", ")} and ${xs[xs.length - 1]}`;
}

export function renderReview(findings: Finding[], ctx: RenderContext): string {
  const out: string[] = [verdict(findings, ctx)];
  if (!ctx.syntaxComplete) {
    out.push("_Only the first syntax errors are listed. Fix them and analyze again to see whether more remain._");
  }
  let n = 0;
  for (const g of GROUPS) {
    const group = findings.filter((f) => f.severity === g.severity);
    if (!group.length) continue;
    out.push(`### ${g.title}`);
    for (const item of groupStyle(group)) out.push(renderItem(item, ++n, ctx.lines));
  }
  return out.join("\n\n") + "\n";
}
