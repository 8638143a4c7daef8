// Generates the labelled security corpus under tests/corpus/security/programs/ from our own templates.
//   npx tsx tests/corpus/security/generate/index.ts
// Each file starts with `// expect: CWE-<n>` (vulnerable) or `// expect: none (CWE-<n> safe)`. The output is
// deterministic, so regenerating gives the same files; they are committed so a reader can open any case.
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { SAFE_FLOWS, SOURCES, TAINTED_FLOWS, type Flow, type Source } from "./parts";
import { INJECTION, type Family, type Sink } from "./sinks";
import { valuePrograms, type Program } from "./crypto";

const OUT = path.join(__dirname, "..", "programs");

const SERVLET_IMPORTS = [
  "import java.io.IOException;",
  "import javax.servlet.ServletException;",
  "import javax.servlet.annotation.WebServlet;",
  "import javax.servlet.http.Cookie;",
  "import javax.servlet.http.HttpServlet;",
  "import javax.servlet.http.HttpServletRequest;",
  "import javax.servlet.http.HttpServletResponse;",
];
const SPRING_IMPORTS = [
  "import javax.servlet.http.HttpServletRequest;",
  "import javax.servlet.http.HttpServletResponse;",
  "import org.springframework.beans.factory.annotation.Autowired;",
  "import org.springframework.jdbc.core.JdbcTemplate;",
  "import org.springframework.ldap.core.LdapTemplate;",
  "import org.springframework.web.bind.annotation.*;",
  "import javax.persistence.EntityManager;",
  "import javax.persistence.PersistenceContext;",
];

type Placement = "inline" | "method" | "nested" | "helper-class";
const PLACEMENTS: Placement[] = ["inline", "method", "inline", "nested", "helper-class"];

function indent(lines: string[], n: number): string[] {
  const pad = " ".repeat(n);
  return lines.map((l) => (l ? pad + l : l));
}

function header(cwe: number, vulnerable: boolean, note: string): string {
  return vulnerable ? `// expect: CWE-${cwe}\n// ${note}\n` : `// expect: none (CWE-${cwe} safe)\n// ${note}\n`;
}

function sinkCode(
  sink: Sink,
  placement: Placement,
  name: string,
): { call: string[]; members: string[]; extra?: string[] } {
  const members = sink.members ?? [];
  if (placement === "inline") return { call: sink.body, members };
  if (placement === "helper-class" && !members.length) {
    // a static method of a second top-level class in the same file
    return {
      call: [`${name}Sink.run(bar, request, response);`],
      members,
      extra: [
        `class ${name}Sink {`,
        `  static void run(String bar, HttpServletRequest request, HttpServletResponse response) throws Exception {`,
        ...indent(sink.body, 4),
        `  }`,
        `}`,
      ],
    };
  }
  if (placement === "method" || placement === "helper-class") {
    return {
      call: [`process(bar, request, response);`],
      members: [
        ...members,
        `private void process(String bar, HttpServletRequest request, HttpServletResponse response) throws Exception {`,
        ...indent(sink.body, 2),
        `}`,
      ],
    };
  }
  return {
    call: [`new Worker().run(bar, request, response);`],
    members: [
      ...members,
      `private class Worker {`,
      `  void run(String bar, HttpServletRequest request, HttpServletResponse response) throws Exception {`,
      ...indent(sink.body, 4),
      `  }`,
      `}`,
    ],
  };
}

function program(name: string, src: Source, flow: Flow, sink: Sink, placement: Placement, head: string): string {
  const f = flow.build(name);
  const s = sinkCode(sink, placement, name);
  const members = [...(f.members ?? []), ...s.members];
  const ret = src.style === "servlet" ? "return" : `return "done"`;
  const body = [...src.body, ...f.body.map((l) => l.replace("return__RET__", ret)), ...s.call];
  const extra = [...(f.extra ?? []), ...(s.extra ?? [])];
  const tail = extra.length ? ["", ...extra, ""] : [];
  if (src.style === "servlet") {
    return [
      head,
      "package corpus.security;",
      "",
      ...SERVLET_IMPORTS,
      "",
      `@WebServlet("/corpus/${name}")`,
      `public class ${name} extends HttpServlet {`,
      ...indent(members, 2),
      "",
      "  @Override",
      "  protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {",
      `    response.setContentType("text/html;charset=UTF-8");`,
      "    try {",
      ...indent(body, 6),
      "    } catch (Exception e) {",
      "      throw new ServletException(e);",
      "    }",
      "  }",
      "}",
      ...tail,
      "",
    ].join("\n");
  }
  return [
    head,
    "package corpus.security;",
    "",
    ...SPRING_IMPORTS,
    "",
    "@Controller",
    `public class ${name} {`,
    ...indent(members, 2),
    "",
    `  @PostMapping("/corpus/${name}")`,
    "  @ResponseBody",
    `  public String handle(${src.params}, HttpServletRequest request, HttpServletResponse response) throws Exception {`,
    ...indent(body, 4),
    `    return "done";`,
    "  }",
    "}",
    ...tail,
    "",
  ].join("\n");
}

function valueProgram(name: string, p: Program): string {
  return [
    header(p.cwe, p.vulnerable, p.slug),
    "package corpus.security;",
    "",
    ...SERVLET_IMPORTS,
    "",
    `@WebServlet("/corpus/${name}")`,
    `public class ${name} extends HttpServlet {`,
    ...indent(p.members ?? [], 2),
    "",
    "  @Override",
    "  protected void doPost(HttpServletRequest request, HttpServletResponse response) throws ServletException, IOException {",
    "    try {",
    ...indent(p.body, 6),
    "    } catch (Exception e) {",
    "      throw new ServletException(e);",
    "    }",
    "  }",
    "}",
    "",
  ].join("\n");
}

function sourcesFor(sink: Sink): Source[] {
  return SOURCES.filter((s) => !sink.style || s.style === sink.style);
}

/** Vulnerable: dangerous sink × taint-keeping flow. Safe: dangerous sink × taint-dropping flow, or any flow × safe sink. */
function injectionPrograms(fam: Family, vulnCount: number, safeCount: number): Array<[string, string]> {
  const out: Array<[string, string]> = [];
  const bad = fam.sinks.filter((s) => !s.safe);
  const good = fam.sinks.filter((s) => s.safe);
  const tag = `${fam.cwe}`.padStart(3, "0");
  for (let i = 0; i < vulnCount; i++) {
    const sink = bad[i % bad.length];
    const flow = TAINTED_FLOWS[(i * 7 + fam.cwe) % TAINTED_FLOWS.length];
    const srcs = sourcesFor(sink);
    const src = srcs[(i * 5 + fam.cwe) % srcs.length];
    const placement = PLACEMENTS[(i + fam.cwe) % PLACEMENTS.length];
    const name = `Cwe${tag}Vuln${String(i + 1).padStart(2, "0")}`;
    const note = `${fam.name}: source ${src.id}, flow ${flow.id}, sink ${sink.id} (${placement})`;
    out.push([name, program(name, src, flow, sink, placement, header(fam.cwe, true, note))]);
  }
  for (let i = 0; i < safeCount; i++) {
    const viaSink = i % 3 === 2 && good.length > 0;
    const sink = viaSink ? good[i % good.length] : bad[i % bad.length];
    const flow = viaSink
      ? TAINTED_FLOWS[(i * 3 + fam.cwe) % TAINTED_FLOWS.length]
      : SAFE_FLOWS[(i * 5 + fam.cwe) % SAFE_FLOWS.length];
    const srcs = sourcesFor(sink);
    const src = srcs[(i * 3 + fam.cwe + 1) % srcs.length];
    const placement = PLACEMENTS[(i * 3 + fam.cwe) % PLACEMENTS.length];
    const name = `Cwe${tag}Safe${String(i + 1).padStart(2, "0")}`;
    const note = `${fam.name}: source ${src.id}, flow ${flow.id}, sink ${sink.id} (${placement})`;
    out.push([name, program(name, src, flow, sink, placement, header(fam.cwe, false, note))]);
  }
  return out;
}

const COUNTS: Record<number, [number, number]> = {
  89: [17, 17],
  78: [15, 15],
  22: [16, 16],
  90: [13, 13],
  643: [13, 13],
  79: [17, 17],
  501: [12, 12],
  601: [8, 8],
};

rmSync(OUT, { recursive: true, force: true });
let n = 0;
for (const fam of INJECTION) {
  const [v, s] = COUNTS[fam.cwe];
  const dir = path.join(OUT, `cwe-${fam.cwe}`);
  mkdirSync(dir, { recursive: true });
  for (const [name, text] of injectionPrograms(fam, v, s)) {
    writeFileSync(path.join(dir, `${name}.java`), text);
    n++;
  }
}
const counters = new Map<string, number>();
for (const p of valuePrograms()) {
  const dir = path.join(OUT, `cwe-${p.cwe}`);
  mkdirSync(dir, { recursive: true });
  const key = `${p.cwe}-${p.vulnerable}`;
  const k = (counters.get(key) ?? 0) + 1;
  counters.set(key, k);
  const name = `Cwe${String(p.cwe).padStart(3, "0")}${p.vulnerable ? "Vuln" : "Safe"}${String(k).padStart(2, "0")}`;
  writeFileSync(path.join(dir, `${name}.java`), valueProgram(name, p));
  n++;
}
console.log(`wrote ${n} programs to ${path.relative(process.cwd(), OUT)}`);
