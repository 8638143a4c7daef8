// Security rule family of the Java reviewer: taint analysis (sources → sanitizers → sinks) within and across the
// methods of a file, constant folding, and pattern rules for crypto, randomness, cookies, secrets, XML and TLS.
//
//   ../flow/        the flow view of the analyzer model (getModel(unit).flow): classes, methods, statements,
//                   expressions, built once per parse
//   engine.ts       abstract interpreter: taint labels + constants per variable, flow-sensitive in straight-line
//                   code, joins at branches, loops run twice (once when deeply nested), dead branches skipped when
//                   a condition folds to a constant; per-method summaries (return value, "parameter i reaches sink
//                   S", "parameter i is stored in field f") replayed at call sites, iterated to a fixpoint (≤ 6
//                   passes, usually 1–2)
//   library.ts      sources, sanitizers (scoped by sink), propagators and sinks of the JDK / Servlet / Spring /
//                   common libraries, as data (library/tables.ts) and one model file per family of calls
//   static-rules.ts XXE parser configuration (guards resolved by value), trust-all TLS, ResponseCookie builders,
//                   secret-looking literals, @JsonTypeInfo
//   cookies.ts      Cookie flags carried through the value flow, checked at addCookie / Set-Cookie headers
//   containers.ts   known contents of local maps, Properties, lists and StringBuilders
//   catalog.ts      rule ids, CWEs, lessons, explanations and fixes;  names.ts  identifier heuristics
//
// Decisions (keep false alarms low):
//   - Sources: request data (servlet getters, Spring-bound handler parameters, uploads), console input, `args` of
//     main, socket streams. Not sources: System.getenv/getProperty, @Value configuration, database results.
//     Console input and `args` are not path-traversal sources (the local user can open any file anyway).
//   - Injection findings with a proven source → error. A public method that nobody in the file calls and that
//     concatenates its own String parameter into SQL/commands/LDAP/XPath → warning ("likely").
//   - A fixed program run without a shell with a tainted argument → warning (argument injection).
//   - Sanitizers: numeric/UUID/boolean conversions and typed variables/parameters (int, Long, UUID, enums...),
//     HTML/URL/LDAP encoders (HtmlUtils, StringEscapeUtils, OWASP Encode, ESAPI, Jsoup.clean, URLEncoder...),
//     FilenameUtils.getName / Path.getFileName, and guards in `if` conditions: `x.matches(allow-list regex)`,
//     `SET.contains(x)`, `"lit".equals(x)`, and for paths `p.normalize().startsWith(base)`,
//     `p.getParent().equals(base)`, rejecting `x.contains("..")`.
//   - Hard-coded secrets: literals assigned to secret-named variables/fields/constants (password, secret, apiKey,
//     token, privateKey, accessKey...), literal passwords/keys passed to DriverManager, SecretKeySpec, JWT key APIs,
//     password comparisons, and secret-looking literals (AWS keys, private keys, GitHub/Slack/Stripe/Google
//     tokens, JWTs, URLs with passwords). Skipped: empty/short values, placeholders ("${...}", "<...>", "changeme",
//     "your-key", "xxx"...), property keys and env-var names, sentences, test classes/methods.
//   - Insecure randomness: java.util.Random / ThreadLocalRandom / Math.random / RandomStringUtils output that lands
//     in a variable, field, setter or method whose name says token/password/secret/session/otp/salt/key/nonce/code;
//     games and simulations (dice, guess, number, score, shuffle...) are skipped.
//   - Never throws: any internal error yields the findings collected so far.
import type { Finding, ParsedUnit, RuleFamily } from "../types";
import { toFinding } from "./catalog";
import { Engine } from "./engine";
import { getModel } from "../model";
import { buildFlow } from "../flow";
import { staticRules } from "./static-rules";
import { weaknessRules } from "./static-weaknesses";

export { RULES } from "./catalog";
export type { RuleId } from "./catalog";

export const securityRules: RuleFamily = (unit: ParsedUnit): Finding[] => {
  let ir;
  try {
    ir = getModel(unit).flow; // the flow view of the one analyzer model of this parse
  } catch {
    try {
      ir = buildFlow(unit.cst, unit.text); // the declarations view failed: the flow view alone is enough
    } catch {
      return [];
    }
  }
  let raw;
  const engine = new Engine(ir, unit.userLine);
  try {
    raw = engine.run();
  } catch {
    raw = [...engine.raw.values()];
  }
  try {
    staticRules(ir, (f) => engine.emit(f), engine.ul);
    weaknessRules(ir, (f) => engine.emit(f), engine.ul);
    raw = [...engine.raw.values()];
  } catch {
    /* keep what we have */
  }
  const out: Finding[] = [];
  const seen = new Set<string>();
  raw.sort((a, b) => a.line - b.line || a.column - b.column);
  for (const r of raw) {
    const f = toFinding(r, unit.userLine);
    if (!f) continue;
    // one hard-coded-secret finding per line (a secret-named field holding an AWS key is one problem)
    const key =
      r.rule === "SEC-HARDCODED-SECRET" ? `${r.rule}@${f.line}` : `${r.rule}@${f.line}:${f.column}#${f.cwe ?? ""}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(f);
  }
  return out;
};
