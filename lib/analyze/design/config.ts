// Spring Boot configuration pasted as code (`application.properties` or `application.yml`): some
// smells live only there (all actuator endpoints exposed, open session in view, plain-text
// passwords, schema auto-update, stack traces in error responses).
import type { Finding, Severity } from "../types";
import { code, fence } from "../markdown";
import { lessonFor } from "../lessons";

interface Entry {
  key: string;
  value: string;
  line: number;
}

const PROPERTY_LINE = /^\s*([A-Za-z][\w.\-[\]]*)\s*[=:]\s*(.*)$/;
const YAML_LINE = /^(\s*)([A-Za-z][\w.\-]*|"[^"]+")\s*:(?:\s+(.*)|\s*)$/;
const KNOWN_ROOT = /^(spring|server|management|logging|jwt|app|security)(\.|$)/;

function unquote(v: string): string {
  const t = v.replace(/\s+#.*$/, "").trim();
  return /^(['"]).*\1$/.test(t) ? t.slice(1, -1) : t;
}

/** Key/value entries of a properties or YAML text, or undefined when it is not configuration. */
export function readConfig(text: string): Entry[] | undefined {
  const meaningful: string[] = [];
  // line by line without splitting first: Java is pasted far more often, and its first lines decide
  for (let start = 0; start <= text.length;) {
    let end = text.indexOf("\n", start);
    if (end < 0) end = text.length;
    const l = text.slice(start, end);
    start = end + 1;
    if (!l.trim() || /^\s*[#!]/.test(l) || l.trim() === "---") continue;
    // A line that looks like Java: not configuration (decided at the first such line)
    if (/;\s*$|\{\s*$|^\s*\}\s*$/.test(l) || /^\s*(import|package|public|class|@)\b/.test(l)) return undefined;
    meaningful.push(l);
  }
  if (!meaningful.length) return undefined;
  const lines = text.split("\n");
  const entries: Entry[] = [];
  const yaml =
    meaningful.some((l) => /^\s*[\w.-]+:\s*$/.test(l)) ||
    meaningful.every((l) => YAML_LINE.test(l) || /^\s*-\s/.test(l));
  if (!yaml) {
    if (!meaningful.every((l) => PROPERTY_LINE.test(l))) return undefined;
    lines.forEach((l, i) => {
      if (!l.trim() || /^\s*[#!]/.test(l)) return;
      const m = PROPERTY_LINE.exec(l)!;
      entries.push({ key: m[1], value: unquote(m[2]), line: i + 1 });
    });
  } else {
    const stack: Array<{ indent: number; key: string }> = [];
    for (let i = 0; i < lines.length; i++) {
      const l = lines[i];
      if (!l.trim() || /^\s*#/.test(l) || l.trim() === "---") continue;
      const item = /^(\s*)-\s+(.*)$/.exec(l);
      if (item) {
        // a list item belongs to the key above it (`include:` then `- "*"`): one entry per item
        while (stack.length && stack[stack.length - 1].indent > item[1].length) stack.pop();
        if (stack.length && !/:\s/.test(item[2]))
          entries.push({ key: stack.map((s) => s.key).join("."), value: unquote(item[2]), line: i + 1 });
        continue;
      }
      const m = YAML_LINE.exec(l);
      if (!m) return undefined;
      const indent = m[1].length;
      while (stack.length && stack[stack.length - 1].indent >= indent) stack.pop();
      const key = [...stack.map((s) => s.key), m[2].replace(/"/g, "")].join(".");
      if (m[3] !== undefined && m[3].trim()) entries.push({ key, value: unquote(m[3]), line: i + 1 });
      else stack.push({ indent, key: m[2].replace(/"/g, "") });
    }
  }
  if (!entries.some((e) => KNOWN_ROOT.test(e.key))) return undefined;
  return entries;
}

interface ConfigRule {
  rule: string;
  severity: Severity;
  key: RegExp;
  value: (v: string) => boolean;
  message: (e: Entry) => string;
  explanation: string;
  fix: (e: Entry) => string;
  cwe?: number;
}

const TRUE = (v: string) => /^true$/i.test(v);
/** Actuator endpoints that reveal secrets or change the running application. */
const SENSITIVE_ENDPOINT = /^(\*|env|heapdump|threaddump|shutdown|configprops|loggers|logfile|jolokia)$/;
const SECRET_KEY = /(password|passwd|secret|api-?key|token|private-?key|credentials)$/i;

const CONFIG_RULES: ConfigRule[] = [
  {
    rule: "DES-ACTUATOR-EXPOSED",
    severity: "warning",
    key: /^(management\.endpoints\.web\.exposure\.include|management\.security\.enabled|endpoints\.sensitive)$/,
    value: (v) =>
      /^false$/i.test(v) ||
      v
        .replace(/^\[|\]$/g, "")
        .split(",")
        .some((x) => SENSITIVE_ENDPOINT.test(x.trim().replace(/^(['"])(.*)\1$/, "$2"))),
    message: (e) =>
      /^false$/i.test(e.value)
        ? `the actuator endpoints are open without authentication (${code(`${e.key}=false`)})`
        : e.value.includes("*")
          ? "every actuator endpoint is exposed over HTTP (`include=*`)"
          : `sensitive actuator endpoints are exposed over HTTP (${code(e.value)})`,
    explanation:
      "Besides `health`, this publishes endpoints such as `env` and `configprops` (configuration values), `heapdump` (memory with passwords and tokens in it), `loggers` and `threaddump`. Unless every one of them is behind authentication, anyone can read them.",
    fix: () =>
      `Expose only what you need:\n\n${fence("management.endpoints.web.exposure.include=health,info", "properties")}`,
    cwe: 200,
  },
  {
    rule: "DES-OPEN-IN-VIEW",
    severity: "warning",
    key: /^spring\.jpa\.open-in-view$/,
    value: TRUE,
    message: () => "open session in view is switched on (`spring.jpa.open-in-view=true`)",
    explanation:
      "The database session then stays open until the HTTP response is written, so lazy relations load silently during JSON serialization: extra queries per request (N+1), a database connection held for the whole request, and data access hidden in the web layer.",
    fix: () =>
      `Switch it off and load what each endpoint needs in the service (fetch joins, DTO queries):\n\n${fence("spring.jpa.open-in-view=false", "properties")}`,
  },
  {
    rule: "DES-CONFIG-SECRET",
    severity: "warning",
    key: SECRET_KEY,
    value: (v) => !!v && !/^\$\{[^}]+\}$/.test(v),
    message: (e) => `the secret ${code(e.key)} is written in plain text in the configuration`,
    explanation:
      "Configuration files are committed to version control and copied into every build and image, so the password is readable by everyone who can see them, and changing it means a new release.",
    fix: (e) =>
      `Read it from the environment (or a secret store):\n\n${fence(`${e.key}=\${${e.key.toUpperCase().replace(/[.-]/g, "_")}}`, "properties")}`,
    cwe: 798,
  },
  {
    rule: "DES-DDL-AUTO",
    severity: "info",
    key: /^spring\.jpa\.hibernate\.ddl-auto$/,
    value: (v) => /^(create|create-drop|update)$/.test(v),
    message: (e) => `Hibernate changes the database schema itself (\`ddl-auto=${e.value}\`)`,
    explanation:
      "`create`/`create-drop` delete all data on start; `update` never removes or renames anything and can leave the schema half-migrated. Fine for a quick prototype, dangerous for real data.",
    fix: () =>
      `Use schema migrations (Flyway or Liquibase) and let Hibernate only check the schema:\n\n${fence("spring.jpa.hibernate.ddl-auto=validate", "properties")}`,
  },
  {
    rule: "DES-STACKTRACE-EXPOSED",
    severity: "warning",
    key: /^server\.error\.include-stacktrace$/,
    value: (v) => /^always$/i.test(v),
    message: () => "error responses include the Java stack trace (`include-stacktrace=always`)",
    explanation: "Stack traces tell an attacker which frameworks, versions, classes and queries the application uses.",
    fix: () => fence("server.error.include-stacktrace=never", "properties"),
    cwe: 209,
  },
  {
    rule: "DES-H2-CONSOLE",
    severity: "info",
    key: /^spring\.h2\.console\.enabled$/,
    value: TRUE,
    message: () => "the H2 web console is enabled",
    explanation:
      "The H2 console gives full access to the database (and, with `web-allow-others`, remote code execution). It is a development tool only.",
    fix: () => "Enable it only in a development profile (`application-dev.properties`), never in production.",
  },
  {
    rule: "DES-SHOW-SQL",
    severity: "info",
    key: /^spring\.jpa\.show-sql$/,
    value: TRUE,
    message: () => "`spring.jpa.show-sql=true` prints every SQL statement to standard output",
    explanation:
      "It bypasses the logging system (no levels, no timestamps, cannot be switched off per environment) and slows down busy applications.",
    fix: () => fence("logging.level.org.hibernate.SQL=DEBUG", "properties"),
  },
  {
    rule: "DES-CIRCULAR-ALLOWED",
    severity: "info",
    key: /^spring\.main\.allow-circular-references$/,
    value: TRUE,
    message: () => "circular bean references are allowed again",
    explanation:
      "Spring Boot forbids dependency cycles since 2.6 because they point to tangled responsibilities; this switch hides the design problem instead of fixing it.",
    fix: () => "Break the cycle (extract the shared logic into a third bean, or use events) and remove the property.",
  },
  {
    rule: "DES-HEALTH-DETAILS",
    severity: "info",
    key: /^management\.endpoint\.health\.show-details$/,
    value: (v) => /^always$/i.test(v),
    message: () => "the health endpoint shows its details to everyone",
    explanation:
      "Health details reveal the database, disk and external services the application uses, and their state, to anonymous users.",
    fix: () => fence("management.endpoint.health.show-details=when-authorized", "properties"),
  },
];

/** Findings for a pasted configuration file, or undefined when the text is not configuration. */
export function analyzeConfig(text: string): Finding[] | undefined {
  const entries = readConfig(text);
  if (!entries) return undefined;
  const out: Finding[] = [];
  for (const e of entries)
    for (const r of CONFIG_RULES) {
      if (!r.key.test(e.key) || !r.value(e.value)) continue;
      const f: Finding = {
        rule: r.rule,
        category: "design",
        severity: r.severity,
        line: e.line,
        message: r.message(e),
        explanation: r.explanation,
        fix: r.fix(e),
      };
      if (r.cwe) f.cwe = r.cwe;
      const lesson = lessonFor(r.rule);
      if (lesson) f.lesson = lesson;
      out.push(f);
    }
  return out;
}
