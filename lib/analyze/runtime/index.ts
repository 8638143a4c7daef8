// Runtime family: reads the last run's error output (javac diagnostics, stack traces, Spring Boot
// start-up failures) and its normal output, and explains them on the learner's own lines.
import type { Finding } from "../types";
import type { WrapMode } from "../syntax";
import { code, truncate } from "../markdown";
import { indexCode } from "./locate";
import { compileFindings } from "./javac";
import { parseTraces, chain } from "./trace";
import { explainException } from "./exceptions";
import { isSpringFailureType, springFindings } from "./spring";
import { webFindings } from "./spring-web";

export interface RuntimeInput {
  code: string;
  lastError: string;
  lastOutput: string;
  wrapped: WrapMode;
  /** Syntax findings of the current code (compile errors on the same lines are not repeated). */
  syntaxFindings: Finding[];
}

export function analyzeRuntime(input: RuntimeInput): Finding[] {
  const ix = indexCode(input.code, input.wrapped);
  const out: Finding[] = [];
  const syntaxLines = new Set(input.syntaxFindings.map((f) => f.line).filter((l): l is number => !!l));
  const texts = [input.lastError, input.lastOutput].filter((t) => t.trim());
  const all = texts.join("\n");

  const compiled = compileFindings(all, ix, syntaxLines);
  out.push(...compiled.findings);

  const web = webFindings(all, ix);
  const spring = [
    ...springFindings(all, ix).filter(
      (f) => !(f.rule === "RUN-SPRING-BEAN-CREATION" && web.some((w) => w.rule === "RUN-SPRING-AMBIGUOUS-MAPPING")),
    ),
    ...web,
  ];
  out.push(...spring);

  const seen = new Set<string>();
  for (const text of texts) {
    for (const t of parseTraces(text)) {
      const names = chain(t).map((c) => c.type);
      if (spring.length && names.some(isSpringFailureType)) continue;
      // compile errors reported by the runner as an exception are already covered
      if (out.some((f) => f.rule === "RUN-COMPILE-ERROR") && /Compil|Unresolved compilation/i.test(t.type + t.message))
        continue;
      const key =
        names.join(">") +
        "|" +
        chain(t)
          .map((c) => c.message)
          .join("|");
      if (seen.has(key)) continue;
      seen.add(key);
      const f = explainException(t, ix);
      if (f) out.push(f);
      if (out.length >= 12) break;
    }
  }

  if (!out.length && !compiled.diagnostics && input.lastError.trim()) {
    const firstLine = input.lastError
      .trim()
      .split("\n")
      .find((l) => /error|exception|failed/i.test(l));
    if (firstLine) {
      out.push({
        rule: "RUN-EXCEPTION",
        category: "runtime",
        severity: "error",
        message: `the last run failed: ${code(truncate(firstLine.trim(), 100))}`,
        explanation: `The error output could not be matched to a known problem. Read it from the top; the first line that mentions your own code is usually the place to start.`,
      });
    }
  }
  return out;
}
