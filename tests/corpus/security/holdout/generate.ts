// A second, smaller labelled set written after the engine work on the development corpus, with shapes the
// development templates do not use (switch expressions, Optional, records, lambdas, String.join, Spring redirects,
// JdbcTemplate.update, early-return guards, field configuration...). It is NOT used to tune rules: it measures how
// the development numbers carry over to unseen code.
//   npx tsx tests/corpus/security/holdout/generate.ts   → tests/corpus/security/holdout/programs/
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";

interface Case {
  cwe: number;
  vulnerable: boolean;
  note: string;
  /** Members of the class (a handler method and helpers). */
  body: string;
  spring?: boolean;
}

const OUT = path.join(__dirname, "programs");

// Flows from `input` to `value`, each with the taint it leaves.
const FLOWS: Array<{ id: string; tainted: boolean; code: string; members?: string }> = [
  { id: "optional", tainted: true, code: `String value = java.util.Optional.ofNullable(input).orElse("none");` },
  { id: "join", tainted: true, code: `String value = String.join("-", java.util.List.of("a", input));` },
  {
    id: "loop-append",
    tainted: true,
    code: `String value = "";\nfor (String part : input.split(",")) {\n  value += part;\n}`,
  },
  {
    id: "record",
    tainted: true,
    code: `Query q = new Query(input, 10);\nString value = q.text();`,
    members: `record Query(String text, int limit) {}`,
  },
  {
    id: "switch-expr-live",
    tainted: true,
    code: `int mode = 1;\nString value = switch (mode) {\n  case 1 -> input;\n  default -> "fixed";\n};`,
  },
  {
    id: "supplier",
    tainted: true,
    code: `java.util.function.Supplier<String> s = () -> input;\nString value = s.get();`,
  },
  {
    id: "wrapper-getter",
    tainted: true,
    code: `Wrapper w = new Wrapper(input);\nString value = w.get();`,
    members: `static class Wrapper {\n  private final String v;\n  Wrapper(String v) { this.v = v; }\n  String get() { return v; }\n}`,
  },
  { id: "replace", tainted: true, code: `String value = input.replace("\\t", " ");` },
  {
    id: "decode",
    tainted: true,
    code: `String value = java.net.URLDecoder.decode(input, java.nio.charset.StandardCharsets.UTF_8);`,
  },
  {
    id: "switch-expr-dead",
    tainted: false,
    code: `int mode = 2;\nString value = switch (mode) {\n  case 1 -> input;\n  default -> "fixed";\n};`,
  },
  {
    id: "map-default",
    tainted: false,
    code: `java.util.Map<String, String> m = new java.util.HashMap<>();\nm.put("user", input);\nString value = m.getOrDefault("role", "guest");`,
  },
  {
    id: "list-cleared",
    tainted: false,
    code: `java.util.List<String> xs = new java.util.ArrayList<>();\nxs.add(input);\nxs.clear();\nxs.add("ok");\nString value = xs.get(0);`,
  },
  { id: "uuid", tainted: false, code: `String value = java.util.UUID.fromString(input).toString();` },
  { id: "digits-guard", tainted: false, code: `String value = input.matches("[0-9]{1,6}") ? input : "0";` },
  { id: "boolean", tainted: false, code: `String value = Boolean.parseBoolean(input) ? "yes" : "no";` },
  {
    id: "early-return",
    tainted: false,
    code: `if (!ALLOWED.contains(input)) {\n  return "rejected";\n}\nString value = input;`,
    members: `private static final java.util.Set<String> ALLOWED = java.util.Set.of("asc", "desc");`,
  },
  {
    id: "long-helper",
    tainted: false,
    code: `String value = Long.toString(toId(input));`,
    members: `private static long toId(String s) {\n  return Long.parseLong(s.trim());\n}`,
  },
];

// Sinks using `value` inside a Spring handler that returns a String.
const SINKS: Array<{ cwe: number; id: string; code: string; members?: string; safe?: boolean }> = [
  {
    cwe: 89,
    id: "jdbc-update",
    code: `jdbc.update("DELETE FROM sessions WHERE owner = '" + value + "'");`,
    members: `private final JdbcTemplate jdbc = new JdbcTemplate();`,
  },
  {
    cwe: 89,
    id: "jdbc-execute",
    code: `String sql = "DROP VIEW IF EXISTS v_" + value;\njdbc.execute(sql);`,
    members: `private final JdbcTemplate jdbc = new JdbcTemplate();`,
  },
  {
    cwe: 89,
    id: "prepare-call",
    code: `java.sql.Connection c = dataSource.getConnection();\nc.prepareCall("{call audit('" + value + "')}").execute();`,
    members: `@Autowired\nprivate javax.sql.DataSource dataSource;`,
  },
  {
    cwe: 89,
    id: "jdbc-update-param",
    safe: true,
    code: `jdbc.update("DELETE FROM sessions WHERE owner = ?", value);`,
    members: `private final JdbcTemplate jdbc = new JdbcTemplate();`,
  },
  {
    cwe: 78,
    id: "pb-command",
    code: `new ProcessBuilder().command("sh", "-c", "tar czf /tmp/out.tgz " + value).start();`,
  },
  {
    cwe: 78,
    id: "exec-cmd-array",
    code: `Runtime.getRuntime().exec(new String[] { "cmd.exe", "/c", "dir " + value });`,
  },
  {
    cwe: 22,
    id: "file-reader",
    code: `try (java.io.BufferedReader r = new java.io.BufferedReader(new java.io.FileReader("/data/" + value))) {\n  r.readLine();\n}`,
  },
  {
    cwe: 22,
    id: "files-stream",
    code: `String base = "/var/reports/";\ntry (java.io.InputStream in = java.nio.file.Files.newInputStream(java.nio.file.Paths.get(base + value))) {\n  in.read();\n}`,
  },
  {
    cwe: 22,
    id: "random-access",
    code: `try (java.io.RandomAccessFile f = new java.io.RandomAccessFile(value, "r")) {\n  f.length();\n}`,
  },
  {
    cwe: 22,
    id: "filename-only",
    safe: true,
    code: `String name = org.apache.commons.io.FilenameUtils.getName(value);\njava.nio.file.Files.deleteIfExists(java.nio.file.Paths.get("/tmp/uploads", name));`,
  },
  {
    cwe: 90,
    id: "ldap-format",
    code: `javax.naming.directory.DirContext ctx = new javax.naming.directory.InitialDirContext();\nString filter = String.format("(&(uid=%s)(active=TRUE))", value);\nctx.search("dc=corp", filter, new javax.naming.directory.SearchControls());`,
  },
  {
    cwe: 643,
    id: "xpath-format",
    code: `javax.xml.xpath.XPath xp = javax.xml.xpath.XPathFactory.newInstance().newXPath();\nxp.compile(String.format("//order[@ref='%s']", value)).evaluate(new org.xml.sax.InputSource(new java.io.StringReader("<o/>")));`,
  },
  { cwe: 79, id: "writer-append", code: `response.getWriter().append("<li>").append(value).append("</li>");` },
  {
    cwe: 79,
    id: "writer-encode",
    safe: true,
    code: `response.getWriter().append("<li>").append(org.owasp.encoder.Encode.forHtml(value)).append("</li>");`,
  },
  {
    cwe: 501,
    id: "session-true",
    code: `javax.servlet.http.HttpSession session = request.getSession(true);\nsession.setAttribute("cart", value);`,
  },
  { cwe: 601, id: "spring-redirect", code: `if (value.length() > 0) {\n  return "redirect:" + value;\n}` },
  {
    cwe: 601,
    id: "spring-redirect-local",
    safe: true,
    code: `if (value.length() > 0) {\n  return "redirect:/search?q=" + java.net.URLEncoder.encode(value, java.nio.charset.StandardCharsets.UTF_8);\n}`,
  },
];

function springClass(name: string, members: string[], handler: string): string {
  return `package holdout;

import javax.servlet.http.HttpServletRequest;
import javax.servlet.http.HttpServletResponse;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.stereotype.Controller;
import org.springframework.web.bind.annotation.*;

@Controller
public class ${name} {
${members
  .filter(Boolean)
  .map((m) => m.replace(/^/gm, "  "))
  .join("\n\n")}

${handler.replace(/^/gm, "  ")}
}
`;
}

function indent(s: string, n: number): string {
  return s.replace(/^/gm, " ".repeat(n));
}

const cases: Case[] = [];
let k = 0;
for (const sink of SINKS) {
  // every sink with a few flows: vulnerable = tainted flow into a dangerous sink
  const picks = sink.safe ? [FLOWS[k % 9], FLOWS[(k + 4) % 9]] : [FLOWS[k % 9], FLOWS[9 + (k % 8)], FLOWS[(k + 3) % 9]];
  k++;
  for (const f of picks) {
    const vulnerable = f.tainted && !sink.safe;
    // a view name "redirect:..." is only a redirect when the handler does not write the body itself
    const handler = `@GetMapping("/h")
${sink.cwe === 601 ? "" : "@ResponseBody\n"}public String handle(@RequestParam("q") String input, HttpServletRequest request, HttpServletResponse response) throws Exception {
${indent(f.code, 2)}
${indent(sink.code, 2)}
  return "ok";
}`;
    cases.push({
      cwe: sink.cwe,
      vulnerable,
      note: `flow ${f.id}, sink ${sink.id}`,
      body: [f.members ?? "", sink.members ?? "", handler].join("\n\n"),
      spring: true,
    });
  }
}

// Crypto, hashing, randomness and cookies with value shapes the development set does not use.
const valueCases: Array<[number, boolean, string, string, string?]> = [
  [
    327,
    true,
    "array-constant",
    `javax.crypto.Cipher c = javax.crypto.Cipher.getInstance(ALGS[0]);`,
    `private static final String[] ALGS = { "DES/ECB/PKCS5Padding", "AES/GCM/NoPadding" };`,
  ],
  [
    327,
    false,
    "array-constant-strong",
    `javax.crypto.Cipher c = javax.crypto.Cipher.getInstance(ALGS[1]);`,
    `private static final String[] ALGS = { "DES/ECB/PKCS5Padding", "AES/GCM/NoPadding" };`,
  ],
  [
    327,
    true,
    "getordefault",
    `java.util.Map<String, String> cfg = new java.util.HashMap<>();\njavax.crypto.Cipher c = javax.crypto.Cipher.getInstance(cfg.getOrDefault("cipher", "Blowfish"));`,
  ],
  [
    327,
    false,
    "getordefault-strong",
    `java.util.Map<String, String> cfg = new java.util.HashMap<>();\ncfg.put("cipher", "AES/GCM/NoPadding");\njavax.crypto.Cipher c = javax.crypto.Cipher.getInstance(cfg.getOrDefault("cipher", "DES"));`,
  ],
  [
    327,
    true,
    "pbe-des",
    `javax.crypto.SecretKeyFactory f = javax.crypto.SecretKeyFactory.getInstance("PBEWithMD5AndDES");`,
  ],
  [
    327,
    false,
    "pbkdf2",
    `javax.crypto.SecretKeyFactory f = javax.crypto.SecretKeyFactory.getInstance("PBKDF2WithHmacSHA256");`,
  ],
  [
    327,
    true,
    "switch-expr",
    `int level = 0;\nString alg = switch (level) {\n  case 0 -> "DESede/CBC/PKCS5Padding";\n  default -> "AES/GCM/NoPadding";\n};\njavax.crypto.Cipher.getInstance(alg);`,
  ],
  [
    327,
    false,
    "switch-expr-strong",
    `int level = 3;\nString alg = switch (level) {\n  case 0 -> "DESede/CBC/PKCS5Padding";\n  default -> "AES/GCM/NoPadding";\n};\njavax.crypto.Cipher.getInstance(alg);`,
  ],
  [
    328,
    true,
    "digestutils-md5",
    `String h = org.apache.commons.codec.digest.DigestUtils.md5Hex(request.getParameter("pw"));\nresponse.getWriter().println(h.length());`,
  ],
  [
    328,
    false,
    "digestutils-sha256",
    `String h = org.apache.commons.codec.digest.DigestUtils.sha256Hex(request.getParameter("pw"));\nresponse.getWriter().println(h.length());`,
  ],
  [
    328,
    true,
    "field-config",
    `java.security.MessageDigest md = java.security.MessageDigest.getInstance(hashName);\nmd.update(request.getParameter("pw").getBytes());`,
    `private final String hashName = "SHA1";`,
  ],
  [
    328,
    false,
    "field-config-strong",
    `java.security.MessageDigest md = java.security.MessageDigest.getInstance(hashName);\nmd.update(request.getParameter("pw").getBytes());`,
    `private final String hashName = "SHA-512";`,
  ],
  [
    328,
    true,
    "lowercase",
    `java.security.MessageDigest md = java.security.MessageDigest.getInstance("md5".toUpperCase());\nmd.update(request.getParameter("pw").getBytes());`,
  ],
  [
    328,
    false,
    "sha3",
    `java.security.MessageDigest md = java.security.MessageDigest.getInstance("SHA3-512");\nmd.update(request.getParameter("pw").getBytes());`,
  ],
  [
    330,
    true,
    "format-otp-header",
    `String otp = String.format("%06d", new java.util.Random().nextInt(1000000));\nresponse.setHeader("X-OTP", otp);`,
  ],
  [
    330,
    false,
    "format-otp-secure",
    `String otp = String.format("%06d", new java.security.SecureRandom().nextInt(1000000));\nresponse.setHeader("X-OTP", otp);`,
  ],
  [
    330,
    true,
    "session-id-field",
    `String id = Long.toString(gen.nextLong(), 36);\nrequest.getSession().setAttribute("resetToken", id);`,
    `private final java.util.Random gen = new java.util.Random();`,
  ],
  [
    330,
    false,
    "lottery-display",
    `int n = new java.util.Random().nextInt(49) + 1;\nresponse.getWriter().println("Lucky number: " + n);`,
  ],
  [
    614,
    true,
    "config-flag-off",
    `javax.servlet.http.Cookie c = new javax.servlet.http.Cookie("sid", java.util.UUID.randomUUID().toString());\nc.setSecure(secureCookies);\nresponse.addCookie(c);`,
    `private static final boolean secureCookies = false;`,
  ],
  [
    614,
    false,
    "config-flag-on",
    `javax.servlet.http.Cookie c = new javax.servlet.http.Cookie("sid", java.util.UUID.randomUUID().toString());\nc.setSecure(secureCookies);\nc.setHttpOnly(true);\nresponse.addCookie(c);`,
    `private static final boolean secureCookies = true;`,
  ],
  [
    614,
    true,
    "response-cookie",
    `org.springframework.http.ResponseCookie rc = org.springframework.http.ResponseCookie.from("sid", "v").httpOnly(true).build();\nresponse.addHeader("Set-Cookie", rc.toString());`,
  ],
  [
    614,
    false,
    "response-cookie-secure",
    `org.springframework.http.ResponseCookie rc = org.springframework.http.ResponseCookie.from("sid", "v").httpOnly(true).secure(true).build();\nresponse.addHeader("Set-Cookie", rc.toString());`,
  ],
];

for (const [cwe, vulnerable, note, code, member] of valueCases) {
  const handler = `@PostMapping("/v")
@ResponseBody
public String handle(HttpServletRequest request, HttpServletResponse response) throws Exception {
${indent(code, 2)}
  return "ok";
}`;
  cases.push({ cwe, vulnerable, note, body: [member ?? "", handler].join("\n\n"), spring: true });
}

rmSync(OUT, { recursive: true, force: true });
const counters = new Map<string, number>();
for (const c of cases) {
  const dir = path.join(OUT, `cwe-${c.cwe}`);
  mkdirSync(dir, { recursive: true });
  const key = `${c.cwe}-${c.vulnerable}`;
  const n = (counters.get(key) ?? 0) + 1;
  counters.set(key, n);
  const name = `Holdout${c.cwe}${c.vulnerable ? "Vuln" : "Safe"}${n}`;
  const head = c.vulnerable
    ? `// expect: CWE-${c.cwe}\n// ${c.note}\n`
    : `// expect: none (CWE-${c.cwe} safe)\n// ${c.note}\n`;
  writeFileSync(path.join(dir, `${name}.java`), head + springClass(name, c.body.split("\n\n"), ""));
}
console.log(`wrote ${cases.length} programs to ${path.relative(process.cwd(), OUT)}`);
