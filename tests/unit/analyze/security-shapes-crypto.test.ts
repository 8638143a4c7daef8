import { describe, expect, it } from "vitest";
import { analyze } from "./security-helpers";

// Algorithm names delivered through value flows × cipher / digest uses; randomness and cookie shapes. Our own
// small programs.

interface Delivery {
  id: string;
  /** Statements leaving `v` in `alg` (`o`: the other value, on a path that never runs). */
  body: (v: string, o: string) => string;
  members?: (v: string, o: string) => string;
  extra?: (v: string, o: string) => string;
}

const DELIVERIES: Delivery[] = [
  { id: "literal", body: (v) => `String alg = "${v}";` },
  {
    id: "constant field",
    body: () => `String alg = ALG;`,
    members: (v) => `private static final String ALG = "${v}";`,
  },
  {
    id: "Properties default",
    body: (v) =>
      `java.util.Properties props = new java.util.Properties();\n    String alg = props.getProperty("crypto.alg", "${v}");`,
  },
  {
    id: "Properties loaded, then default",
    body: (v) =>
      `java.util.Properties props = new java.util.Properties();\n    props.load(getClass().getResourceAsStream("/app.properties"));\n    String alg = props.getProperty("crypto.alg", "${v}");`,
  },
  {
    id: "helper",
    body: () => `String alg = algorithm();`,
    members: (v) => `private String algorithm() { return "${v}"; }`,
  },
  { id: "constant ternary", body: (v, o) => `String alg = (2 + 2 == 4) ? "${v}" : "${o}";` },
  {
    id: "constant if",
    body: (v, o) => `String alg = "${v}";\n    int k = 3;\n    if (k > 5) alg = "${o}";`,
  },
  {
    id: "constant switch",
    body: (v, o) =>
      `String alg;\n    switch ("b") {\n      case "a": alg = "${o}"; break;\n      case "b": alg = "${v}"; break;\n      default: alg = "${o}";\n    }`,
  },
  {
    id: "map lookup",
    body: (v, o) =>
      `java.util.Map<String, String> algs = new java.util.HashMap<>();\n    algs.put("new", "${v}");\n    algs.put("old", "${o}");\n    String alg = algs.get("new");`,
  },
  { id: "array lookup", body: (v, o) => `String[] algs = { "${o}", "${v}" };\n    String alg = algs[1];` },
  {
    id: "list lookup",
    body: (v, o) =>
      `java.util.List<String> algs = java.util.Arrays.asList("${o}", "${v}");\n    String alg = algs.get(1);`,
  },
  {
    id: "second top-level class constant",
    body: () => `String alg = CryptoConfig.ALG;`,
    extra: (v) => `class CryptoConfig {\n  static final String ALG = "${v}";\n}`,
  },
  {
    id: "second top-level class method",
    body: () => `String alg = CryptoConfig.alg();`,
    extra: (v) => `class CryptoConfig {\n  static String alg() { return "${v}"; }\n}`,
  },
  {
    id: "enum constant field",
    body: () => `String alg = Algo.CURRENT.jca;`,
    extra: (v, o) =>
      `enum Algo {\n  LEGACY("${o}"),\n  CURRENT("${v}");\n  final String jca;\n  Algo(String j) { this.jca = j; }\n}`,
  },
  {
    id: "enum getter",
    body: () => `String alg = Algo.CURRENT.getName();`,
    extra: (v, o) =>
      `enum Algo {\n  LEGACY("${o}"),\n  CURRENT("${v}");\n  private final String name;\n  Algo(String n) { this.name = n; }\n  String getName() { return name; }\n}`,
  },
  {
    id: "enum constant name()",
    body: (v) => `String alg = Digest.${v.replace(/-/g, "_")}.name().replace('_', '-');`,
    extra: (v, o) => `enum Digest {\n  ${v.replace(/-/g, "_")},\n  ${o.replace(/-/g, "_")}\n}`,
  },
  {
    id: "String.format of constants",
    body: (v) => `String alg = String.format("%s", "${v}");`,
  },
  {
    id: "String.join of constants",
    body: (v) => `String alg = String.join("", "${v.slice(0, 1)}", "${v.slice(1)}");`,
  },
  {
    id: "interface default method",
    body: () => `String alg = new Chosen().alg();`,
    extra: (v) =>
      `interface Defaults {\n  default String alg() { return "${v}"; }\n}\nclass Chosen implements Defaults {}`,
  },
  {
    id: "abstract base class",
    body: () => `Base b = new Impl();\n    String alg = b.alg();`,
    extra: (v) =>
      `abstract class Base {\n  abstract String alg();\n}\nclass Impl extends Base {\n  String alg() { return "${v}"; }\n}`,
  },
  {
    id: "interface constant through the implementing class",
    body: () => `String alg = Impl.ALG;`,
    extra: (v) => `interface Names {\n  String ALG = "${v}";\n}\nclass Impl implements Names {}`,
  },
  {
    id: "enum method switching on this",
    body: () => `String alg = Algo.CURRENT.jca();`,
    extra: (v, o) =>
      `enum Algo {\n  LEGACY,\n  CURRENT;\n  String jca() {\n    switch (this) {\n      case LEGACY: return "${o}";\n      case CURRENT: return "${v}";\n      default: return "${o}";\n    }\n  }\n}`,
  },
  {
    id: "enum constant with its own method body",
    body: () => `String alg = Algo.CURRENT.jca();`,
    extra: (v, o) =>
      `enum Algo {\n  LEGACY {\n    String jca() { return "${o}"; }\n  },\n  CURRENT {\n    String jca() { return "${v}"; }\n  };\n  abstract String jca();\n}`,
  },
  {
    id: "interface constant",
    body: () => `String alg = CryptoNames.CIPHER;`,
    extra: (v) => `interface CryptoNames {\n  String CIPHER = "${v}";\n}`,
  },
  {
    id: "interface implementation",
    body: () => `AlgSource src = new FixedAlg();\n    String alg = src.name();`,
    extra: (v) =>
      `interface AlgSource {\n  String name();\n}\nclass FixedAlg implements AlgSource {\n  public String name() { return "${v}"; }\n}`,
  },
  {
    id: "interface-typed field",
    body: () => `String alg = source.name();`,
    members: () => `private final AlgSource source = new FixedAlg();`,
    extra: (v) =>
      `interface AlgSource {\n  String name();\n}\nclass FixedAlg implements AlgSource {\n  public String name() { return "${v}"; }\n}`,
  },
];

interface Use {
  cwe: number;
  kind: string;
  weak: string[];
  strong: string[];
  use: string;
}

const USES: Use[] = [
  {
    cwe: 327,
    kind: "cipher",
    weak: ["DES/CBC/PKCS5Padding", "AES", "AES/ECB/PKCS5Padding", "RC4"],
    strong: ["AES/GCM/NoPadding", "AES/CBC/PKCS5Padding"],
    use: `javax.crypto.Cipher c = javax.crypto.Cipher.getInstance(alg);\n    c.init(javax.crypto.Cipher.ENCRYPT_MODE, javax.crypto.KeyGenerator.getInstance("AES").generateKey());\n    response.getWriter().println(c.doFinal(new byte[16]).length);`,
  },
  {
    cwe: 328,
    kind: "digest",
    weak: ["MD5", "SHA-1", "SHA"],
    strong: ["SHA-256", "SHA-512"],
    use: `java.security.MessageDigest md = java.security.MessageDigest.getInstance(alg);\n    byte[] d = md.digest(request.getParameter("pw").getBytes("UTF-8"));\n    response.getWriter().println(d.length);`,
  },
];

function program(d: Delivery, u: Use, v: string, o: string): string {
  return `import javax.servlet.http.*;

public class Crypt extends HttpServlet {
  ${d.members?.(v, o) ?? ""}
  protected void doPost(HttpServletRequest request, HttpServletResponse response) throws Exception {
    ${d.body(v, o)}
    ${u.use}
  }
}
${d.extra?.(v, o) ?? ""}
`;
}

function cwes(text: string): number[] {
  return analyze(text)
    .map((f) => f.cwe)
    .filter((x): x is number => typeof x === "number");
}

describe("algorithm names through value flows", () => {
  for (const d of DELIVERIES)
    for (const u of USES) {
      for (const w of u.weak) {
        const s = u.strong[0];
        if (d.id.startsWith("enum constant name") && /[^A-Za-z0-9-]/.test(w + s)) continue;
        it(`reports CWE-${u.cwe}: ${u.kind} "${w}" via ${d.id}`, () => {
          expect(cwes(program(d, u, w, s))).toContain(u.cwe);
        });
      }
      for (const s of u.strong) {
        const w = u.weak[0];
        if (d.id.startsWith("enum constant name") && /[^A-Za-z0-9-]/.test(w + s)) continue;
        it(`does not report CWE-${u.cwe}: ${u.kind} "${s}" via ${d.id}`, () => {
          expect(cwes(program(d, u, s, w))).not.toContain(u.cwe);
        });
      }
    }
});

const servlet = (body: string, members = "") => `import javax.servlet.http.*;

public class Misc extends HttpServlet {
  ${members}
  protected void doPost(HttpServletRequest request, HttpServletResponse response) throws Exception {
    ${body}
  }
}
`;

const OTHER: { id: string; cwe: number; vulnerable: boolean; text: string }[] = [
  ...["md5Hex", "sha1Hex"].map((m) => ({
    id: `DigestUtils.${m}`,
    cwe: 328,
    vulnerable: true,
    text: servlet(
      `String h = org.apache.commons.codec.digest.DigestUtils.${m}(request.getParameter("pw"));\n    response.getWriter().println(h.length());`,
    ),
  })),
  {
    id: "DigestUtils.getMd5Digest",
    cwe: 328,
    vulnerable: true,
    text: servlet(
      `byte[] d = org.apache.commons.codec.digest.DigestUtils.getMd5Digest().digest(request.getParameter("pw").getBytes());\n    response.getWriter().println(d.length);`,
    ),
  },
  ...[
    ["MD5", true],
    ["SHA_1", true],
    ["SHA_256", false],
  ].map(([c, vulnerable]) => ({
    id: `MessageDigestAlgorithms.${c}`,
    cwe: 328,
    vulnerable: vulnerable as boolean,
    text: servlet(
      `java.security.MessageDigest md = java.security.MessageDigest.getInstance(org.apache.commons.codec.digest.MessageDigestAlgorithms.${c});\n    response.getWriter().println(md.digest(request.getParameter("pw").getBytes()).length);`,
    ),
  })),
  ...["sha256Hex", "sha512Hex"].map((m) => ({
    id: `DigestUtils.${m}`,
    cwe: 328,
    vulnerable: false,
    text: servlet(
      `String h = org.apache.commons.codec.digest.DigestUtils.${m}(request.getParameter("pw"));\n    response.getWriter().println(h.length());`,
    ),
  })),
  ...[
    ["new Random()", `new java.util.Random()`],
    ["clock-seeded Random", `new java.util.Random(System.currentTimeMillis())`],
  ].flatMap(([id, make]) => [
    {
      id: `${id} session token`,
      cwe: 330,
      vulnerable: true,
      text: servlet(
        `java.util.Random r = ${make};\n    String token = Long.toHexString(r.nextLong());\n    request.getSession().setAttribute("csrf", token);`,
      ),
    },
  ]),
  {
    id: "Math.random reset code",
    cwe: 330,
    vulnerable: true,
    text: servlet(
      `int resetCode = (int) (Math.random() * 1000000);\n    request.getSession().setAttribute("reset", resetCode);`,
    ),
  },
  {
    id: "ThreadLocalRandom token",
    cwe: 330,
    vulnerable: true,
    text: servlet(
      `String token = Integer.toString(java.util.concurrent.ThreadLocalRandom.current().nextInt());\n    response.setHeader("X-Token", token);`,
    ),
  },
  {
    id: "SecureRandom in a Random-typed variable",
    cwe: 330,
    vulnerable: false,
    text: servlet(
      `java.util.Random r = new java.security.SecureRandom();\n    String token = Long.toHexString(r.nextLong());\n    request.getSession().setAttribute("csrf", token);`,
    ),
  },
  {
    id: "SecureRandom.getInstanceStrong",
    cwe: 330,
    vulnerable: false,
    text: servlet(
      `java.security.SecureRandom r = java.security.SecureRandom.getInstanceStrong();\n    byte[] b = new byte[16];\n    r.nextBytes(b);\n    String token = java.util.Base64.getUrlEncoder().encodeToString(b);\n    request.getSession().setAttribute("csrf", token);`,
    ),
  },
  {
    id: "SecureRandom.getInstance in a Random-typed variable",
    cwe: 330,
    vulnerable: false,
    text: servlet(
      `java.util.Random r = java.security.SecureRandom.getInstance("NativePRNG");\n    String token = Long.toString(r.nextLong());\n    request.getSession().setAttribute("token", token);`,
    ),
  },
  {
    id: "Random value in the session under a neutral name",
    cwe: 330,
    vulnerable: true,
    text: servlet(
      `String v = Integer.toString(new java.util.Random().nextInt());\n    request.getSession().setAttribute("value", v);`,
    ),
  },
  {
    id: "SHA1PRNG",
    cwe: 330,
    vulnerable: false,
    text: servlet(
      `java.security.SecureRandom r = java.security.SecureRandom.getInstance("SHA1PRNG");\n    String token = Long.toHexString(r.nextLong());\n    request.getSession().setAttribute("csrf", token);`,
    ),
  },
  {
    id: "UUID.randomUUID",
    cwe: 330,
    vulnerable: false,
    text: servlet(
      `String token = java.util.UUID.randomUUID().toString();\n    request.getSession().setAttribute("csrf", token);`,
    ),
  },
  {
    id: "Random tip of the day",
    cwe: 330,
    vulnerable: false,
    text: servlet(
      `String[] tips = { "Drink water", "Stretch" };\n    String tip = tips[new java.util.Random().nextInt(tips.length)];\n    response.getWriter().println(tip);`,
    ),
  },
  {
    id: "setSecure(false) after setSecure(true)",
    cwe: 614,
    vulnerable: true,
    text: servlet(
      `Cookie c = new Cookie("sid", "v");\n    c.setSecure(true);\n    c.setHttpOnly(true);\n    c.setSecure(false);\n    response.addCookie(c);`,
    ),
  },
  {
    id: "setSecure on another cookie object",
    cwe: 614,
    vulnerable: true,
    text: servlet(
      `Cookie a = new Cookie("sid", "v");\n    Cookie b = new Cookie("pref", "x");\n    b.setSecure(true);\n    a.setHttpOnly(true);\n    response.addCookie(a);`,
    ),
  },
  {
    id: "setSecure(true) after setSecure(false)",
    cwe: 614,
    vulnerable: false,
    text: servlet(
      `Cookie c = new Cookie("sid", "v");\n    c.setSecure(false);\n    c.setSecure(true);\n    c.setHttpOnly(true);\n    response.addCookie(c);`,
    ),
  },
  {
    id: "raw Set-Cookie without Secure",
    cwe: 614,
    vulnerable: true,
    text: servlet(`response.addHeader("Set-Cookie", "sid=abc; Path=/; HttpOnly");`),
  },
  {
    id: "raw Set-Cookie with Secure",
    cwe: 614,
    vulnerable: false,
    text: servlet(`response.addHeader("Set-Cookie", "sid=abc; Path=/; Secure; HttpOnly");`),
  },
  {
    id: "ResponseCookie secure(false)",
    cwe: 614,
    vulnerable: true,
    text: servlet(
      `org.springframework.http.ResponseCookie rc = org.springframework.http.ResponseCookie.from("sid", "v").httpOnly(true).secure(false).build();\n    response.addHeader("Set-Cookie", rc.toString());`,
    ),
  },
  {
    id: "ResponseCookie secure(true)",
    cwe: 614,
    vulnerable: false,
    text: servlet(
      `org.springframework.http.ResponseCookie rc = org.springframework.http.ResponseCookie.from("sid", "v").httpOnly(true).secure(true).build();\n    response.addHeader("Set-Cookie", rc.toString());`,
    ),
  },
  {
    id: "cookie factory without Secure",
    cwe: 614,
    vulnerable: true,
    text: servlet(
      `response.addCookie(make("sid", "v"));`,
      `private static Cookie make(String n, String v) {\n    Cookie c = new Cookie(n, v);\n    c.setHttpOnly(true);\n    return c;\n  }`,
    ),
  },
  {
    id: "cookie factory with Secure",
    cwe: 614,
    vulnerable: false,
    text: servlet(
      `response.addCookie(make("sid", "v"));`,
      `private static Cookie make(String n, String v) {\n    Cookie c = new Cookie(n, v);\n    c.setHttpOnly(true);\n    c.setSecure(true);\n    return c;\n  }`,
    ),
  },
  {
    id: "helper that hardens the cookie it is given",
    cwe: 614,
    vulnerable: false,
    text: servlet(
      `Cookie c = new Cookie("sid", "v");\n    harden(c);\n    response.addCookie(c);`,
      `private static void harden(Cookie c) {\n    c.setSecure(true);\n    c.setHttpOnly(true);\n  }`,
    ),
  },
  {
    id: "helper that sets only HttpOnly on the cookie it is given",
    cwe: 614,
    vulnerable: true,
    text: servlet(
      `Cookie c = new Cookie("sid", "v");\n    harden(c);\n    response.addCookie(c);`,
      `private static void harden(Cookie c) {\n    c.setHttpOnly(true);\n  }`,
    ),
  },
  {
    id: "request value as a session attribute name",
    cwe: 501,
    vulnerable: true,
    text: servlet(`String k = request.getParameter("k");\n    request.getSession().setAttribute(k, "yes");`),
  },
  {
    id: "request value in the session through a helper",
    cwe: 501,
    vulnerable: true,
    text: servlet(
      `remember(request.getSession(), request.getHeader("X-User"));`,
      `private void remember(HttpSession s, String u) {\n    s.setAttribute("user", u.trim());\n  }`,
    ),
  },
];

describe("digests, randomness, cookies, session", () => {
  for (const c of OTHER)
    it(`${c.vulnerable ? "reports" : "does not report"} CWE-${c.cwe}: ${c.id}`, () => {
      expect(cwes(c.text).includes(c.cwe)).toBe(c.vulnerable);
    });
});
