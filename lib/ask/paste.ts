// Pasted errors → what they are about. Learners paste stack traces, Spring Boot start-up reports, compiler output,
// log lines and browser console errors, often with a line of their own around them. Before scoring, a paste is
// reduced to its exception names, their messages and the learner's own words: stack frames, timestamps, thread and
// logger names, addresses, URLs and package prefixes carry no subject and would outweigh it (a 40-frame trace is
// mostly "java", "util", "base", "invoke"), and their unknown words would trip the off-topic refusal.
import { cutAtWord } from "./text";

/** `at com.x.Y.m(Y.java:12)`, `-> at …`, `... 12 more`, jstack's `- locked <0x…>`, JS `at fn (file.js:1:2)`. */
const FRAME =
  /^\s*(?:->\s*)?at\s+[\w$.<>/\[\]]+(?:\s*\([^)]*\))?\s*$|^\s*\.{3}(?:\s*\d+\s+more)?\s*$|^\s*-\s+(?:waiting to lock|locked|parking to wait for|waiting on)\b|^\s*\d+\.\s*->\s*at\b/;
/** Spring Boot / logback line prefixes: `2024-06-11 14:02:17.331 ERROR 1 --- [exec-7] o.a.c.Logger : message`. */
const LOG_PREFIX =
  /^\s*(?:\d{4}-\d\d-\d\d[T ][\d:.,]+(?:Z|[+-]\d\d:?\d\d)?\s+)?(?:TRACE|DEBUG|INFO|WARN|WARNING|ERROR|FATAL|SEVERE)\s+(?:\d+\s+)?(?:---\s+)?(?:\[[^\]]*\]\s*)*[\w.$[\]/]*\s*[:-]\s+/;
const TIMESTAMP = /^\s*\d{4}-\d\d-\d\d[T ][\d:.,]+(?:Z|[+-]\d\d:?\d\d)?\s*/;
/** Box drawing, banners and separators (`*****`, `=====`, `┌─────┐`). */
const DECORATION = /[┌┐└┘─│↑↓|]{2,}|^[\s*=~_#-]{4,}$/;
/** `org.springframework.web.HttpMediaTypeNotSupportedException` → `HttpMediaTypeNotSupportedException`. */
const QUALIFIED = /\b(?:[a-z_][\w$]*\.)+([A-Z][\w$]*)/g;
/**
 * Package names that tell which library a name comes from: `org.junit.Test` (JUnit 4) is not
 * `org.junit.jupiter.api.Test`, `org.springframework.data.annotation.Id` is not `jakarta.persistence.Id`. They stay
 * as words before the class name.
 */
const TELLING_PACKAGES = new Set(
  "junit jupiter jakarta javax hibernate mockito jackson kafka amqp rabbit flyway persistence".split(" "),
);
function shortenQualified(name: string, cls: string): string {
  const telling = name
    .split(".")
    .slice(0, -1)
    .filter((p) => TELLING_PACKAGES.has(p));
  return [...telling, cls].join(" ");
}
/** File paths in brackets or after "file": `[/app/target/classes/com/x/A.class]`, `[org/springframework/…]`. */
const PATHS = /\[?\/?(?:[\w.-]+\/){2,}[\w.$-]*\]?/g;
const URLS = /\b(?:https?|jdbc:[a-z]+|file):\/\/[^\s'")\]]+/gi;
const NOISE = /\b0x[0-9a-f]+\b|<0x[0-9a-f]+>|\$\$\w+|\$\d+\b|\(\w+\.java:\d+\)|\b\w+\.java:\d+:?/gi;
/** An exception or error name (`IllegalStateException`, `StackOverflowError`). */
const EXCEPTION = /\b[A-Z][\w$]*(?:Exception|Error)\b/g;
const MAX_LINE = 240;

/** True when a text looks like a paste (several lines with frames, log prefixes or a javac/exception line). */
export function looksPasted(text: string): boolean {
  const lines = text.split(/\r?\n/);
  return lines.some((l) => FRAME.test(l) || LOG_PREFIX.test(l) || /\bException in thread\b|^\s*Caused by:/.test(l));
}

/**
 * The subject of a question that may contain a paste: exception and error names with their messages (package
 * prefixes dropped), the learner's own lines, without frames, log prefixes, addresses and URLs. A question without a
 * paste comes back with only its URLs and package prefixes removed.
 */
export function reducePaste(text: string): string {
  const out: string[] = [];
  const seen = new Set<string>();
  for (let line of (text ?? "").split(/\r?\n/)) {
    if (FRAME.test(line) || DECORATION.test(line.trim())) continue;
    line = line.replace(LOG_PREFIX, "").replace(TIMESTAMP, "");
    line = line
      .replace(/^\s*Exception in thread "[^"]*"\s*/, "")
      .replace(/^\s*Caused by:\s*/, "")
      .replace(/\bResolved \[/, "")
      .replace(URLS, " ")
      .replace(PATHS, " ")
      .replace(QUALIFIED, shortenQualified)
      .replace(NOISE, " ")
      .replace(/\s+/g, " ")
      .trim();
    if (!line || seen.has(line)) continue;
    seen.add(line);
    out.push(line.length > MAX_LINE ? cutAtWord(line, MAX_LINE) : line);
  }
  return out.join("\n");
}

/** The exception and error names a text mentions, in order, without repeats. */
export function exceptionNames(text: string): string[] {
  return [...new Set((text ?? "").replace(QUALIFIED, "$1").match(EXCEPTION) ?? [])];
}
