// Crypto, hashing, randomness, cookies, deserialization and XML programs of the labelled corpus. The crypto ones
// resolve an algorithm name through a value flow (constant, field, properties with a default, map key, dead branch,
// helper method, concatenation) so the label depends on the value that really reaches the API. Our own templates.

export interface Program {
  cwe: number;
  vulnerable: boolean;
  slug: string;
  /** Method body statements (servlet doPost, `request`/`response` in scope). */
  body: string[];
  members?: string[];
}

interface Delivery {
  id: string;
  /** Statements leaving the chosen value in `alg`; `other` is the opposite choice, on a path that never runs. */
  build(value: string, other: string): { body: string[]; members?: string[] };
}

const DELIVERIES: Delivery[] = [
  { id: "literal", build: (v) => ({ body: [`String alg = "${v}";`] }) },
  {
    id: "enum",
    build: (v, o) => ({
      body: [`String alg = Suite.CURRENT.jcaName();`],
      members: [
        `private enum Suite {`,
        `  LEGACY("${o}"),`,
        `  CURRENT("${v}");`,
        `  private final String jca;`,
        `  Suite(String jca) {`,
        `    this.jca = jca;`,
        `  }`,
        `  String jcaName() {`,
        `    return jca;`,
        `  }`,
        `}`,
      ],
    }),
  },
  {
    id: "interface-impl",
    build: (v) => ({
      body: [`AlgorithmSource source = new Configured();`, `String alg = source.algorithm();`],
      members: [
        `interface AlgorithmSource {`,
        `  String algorithm();`,
        `}`,
        `static class Configured implements AlgorithmSource {`,
        `  public String algorithm() {`,
        `    return "${v}";`,
        `  }`,
        `}`,
      ],
    }),
  },
  {
    id: "const-field",
    build: (v) => ({ body: [`String alg = ALGORITHM;`], members: [`private static final String ALGORITHM = "${v}";`] }),
  },
  {
    id: "props-default",
    build: (v) => ({
      body: [
        `java.util.Properties props = new java.util.Properties();`,
        `java.io.InputStream cfg = getClass().getClassLoader().getResourceAsStream("app.properties");`,
        `if (cfg != null) props.load(cfg);`,
        `String alg = props.getProperty("crypto.algorithm", "${v}");`,
      ],
    }),
  },
  {
    id: "props-set",
    build: (v, o) => ({
      body: [
        `java.util.Properties props = new java.util.Properties();`,
        `props.setProperty("algo.main", "${v}");`,
        `props.setProperty("algo.old", "${o}");`,
        `String alg = props.getProperty("algo.main");`,
      ],
    }),
  },
  {
    id: "ternary-dead",
    build: (v, o) => ({ body: [`int level = 4;`, `String alg = (level + 10 > 12) ? "${v}" : "${o}";`] }),
  },
  {
    id: "if-dead",
    build: (v, o) => ({
      body: [`String alg = "${v}";`, `int retries = 2;`, `if (retries > 5) {`, `  alg = "${o}";`, `}`],
    }),
  },
  {
    id: "map-key",
    build: (v, o) => ({
      body: [
        `java.util.Map<String, String> algs = new java.util.HashMap<>();`,
        `algs.put("legacy", "${o}");`,
        `algs.put("current", "${v}");`,
        `String alg = algs.get("current");`,
      ],
    }),
  },
  {
    id: "helper",
    build: (v) => ({
      body: [`String alg = pickAlgorithm();`],
      members: [`private String pickAlgorithm() {`, `  return "${v}";`, `}`],
    }),
  },
  {
    id: "concat",
    build: (v) => {
      const parts = v.split("/");
      const expr = parts.map((p, i) => `"${p}${i < parts.length - 1 ? "/" : ""}"`).join(" + ");
      return { body: [`String alg = ${expr};`] };
    },
  },
  {
    id: "overwrite",
    build: (v, o) => ({ body: [`String alg = "${o}";`, `alg = "${v}";`] }),
  },
  {
    id: "switch",
    build: (v, o) => ({
      body: [
        `String alg;`,
        `int mode = 2;`,
        `switch (mode) {`,
        `  case 1: alg = "${o}"; break;`,
        `  case 2: alg = "${v}"; break;`,
        `  default: alg = "${o}";`,
        `}`,
      ],
    }),
  },
  {
    id: "builder",
    build: (v) => ({
      body: [`StringBuilder name = new StringBuilder();`, `name.append("${v}");`, `String alg = name.toString();`],
    }),
  },
];

const CIPHER_WEAK = [
  "DES/CBC/PKCS5Padding",
  "DESede/ECB/PKCS5Padding",
  "AES/ECB/PKCS5Padding",
  "AES",
  "RC4",
  "Blowfish/CBC/PKCS5Padding",
  "RC2/CBC/PKCS5Padding",
  "DESede/CBC/NoPadding",
];
const CIPHER_STRONG = [
  "AES/GCM/NoPadding",
  "AES/CBC/PKCS5Padding",
  "ChaCha20-Poly1305",
  "RSA/ECB/OAEPWithSHA-256AndMGF1Padding",
];
const KEYGEN_WEAK = ["DES", "DESede", "RC4", "Blowfish"];
const KEYGEN_STRONG = ["AES", "HmacSHA256"];
const HASH_WEAK = ["MD5", "SHA-1", "SHA1", "MD2", "SHA"];
const HASH_STRONG = ["SHA-256", "SHA-512", "SHA3-256", "SHA-384"];

const cipherUse = [
  `javax.crypto.KeyGenerator kg = javax.crypto.KeyGenerator.getInstance("AES");`,
  `javax.crypto.Cipher c = javax.crypto.Cipher.getInstance(alg);`,
  `c.init(javax.crypto.Cipher.ENCRYPT_MODE, kg.generateKey());`,
  `byte[] out = c.doFinal(request.getParameter("msg").getBytes("UTF-8"));`,
  `response.getWriter().println(java.util.Base64.getEncoder().encodeToString(out).length());`,
];
const keygenUse = [
  `javax.crypto.KeyGenerator kg = javax.crypto.KeyGenerator.getInstance(alg);`,
  `javax.crypto.SecretKey key = kg.generateKey();`,
  `response.getWriter().println(key.getEncoded().length);`,
];
const hashUse = [
  `java.security.MessageDigest md = java.security.MessageDigest.getInstance(alg);`,
  `String secret = request.getParameter("password");`,
  `byte[] digest = md.digest(secret.getBytes("UTF-8"));`,
  `request.getSession().setAttribute("pwHash", java.util.Base64.getEncoder().encodeToString(digest));`,
];

/** The helper members a program body refers to (by name). */
function used(helpers: Record<string, string[]>, body: string[]): string[] {
  const text = body.join("\n");
  return Object.entries(helpers)
    .filter(([name]) => new RegExp(`\\b${name}\\b`).test(text))
    .flatMap(([, lines]) => lines);
}

function pick<T>(xs: T[], i: number): T {
  return xs[i % xs.length];
}

function algoPrograms(
  cwe: number,
  name: string,
  weak: string[],
  strong: string[],
  use: string[],
  count: number,
  shift = 0,
): Program[] {
  const out: Program[] = [];
  for (let i = 0; i < count; i++) {
    const d = pick(DELIVERIES, i);
    // every delivery appears once vulnerable and once safe over two rounds
    const vulnerable = (i + shift + Math.floor(i / DELIVERIES.length)) % 2 === 0;
    const v = vulnerable ? pick(weak, i >> 1) : pick(strong, i >> 1);
    const o = vulnerable ? pick(strong, i) : pick(weak, i);
    const b = d.build(v, o);
    out.push({
      cwe,
      vulnerable,
      slug: `${name}-${d.id}-${v.replace(/[^A-Za-z0-9]+/g, "").toLowerCase()}`,
      body: [...b.body, ...use],
      members: b.members,
    });
  }
  return out;
}

function randomPrograms(): Program[] {
  const weak: Array<[string, string[]]> = [
    [
      "util-random-cookie",
      [
        `long v = new java.util.Random().nextLong();`,
        `String rememberMe = Long.toHexString(v);`,
        `response.addCookie(secureCookie("remember", rememberMe));`,
      ],
    ],
    [
      "math-random-session",
      [
        `double r = Math.random();`,
        `String sid = Double.toString(r).substring(2);`,
        `request.getSession().setAttribute("csrfToken", sid);`,
      ],
    ],
    [
      "tlr-reset-token",
      [
        `int code = java.util.concurrent.ThreadLocalRandom.current().nextInt(100000, 999999);`,
        `request.getSession().setAttribute("otp", code);`,
      ],
    ],
    [
      "random-bytes-token",
      [
        `byte[] raw = new byte[16];`,
        `new java.util.Random().nextBytes(raw);`,
        `String token = java.util.Base64.getUrlEncoder().encodeToString(raw);`,
        `response.getWriter().println(token);`,
      ],
    ],
    [
      "random-field",
      [
        `String apiKey = Integer.toString(RNG.nextInt(Integer.MAX_VALUE), 36);`,
        `response.setHeader("X-Api-Key", apiKey);`,
      ],
    ],
    [
      "random-unnamed-cookie",
      [
        `java.util.Random gen = new java.util.Random();`,
        `String v = "u" + gen.nextInt();`,
        `response.addCookie(secureCookie("uid", v));`,
      ],
    ],
    [
      "random-password",
      [
        `StringBuilder pw = new StringBuilder();`,
        `java.util.Random r = new java.util.Random();`,
        `for (int i = 0; i < 12; i++) pw.append((char) ('a' + r.nextInt(26)));`,
        `request.getSession().setAttribute("tempPassword", pw.toString());`,
      ],
    ],
    ["math-random-helper", [`String nonce = makeNonce();`, `response.setHeader("X-Nonce", nonce);`]],
    [
      "random-gaussian-id",
      [
        `double g = new java.util.Random().nextGaussian();`,
        `String id = Double.toString(g).replace(".", "");`,
        `response.addCookie(secureCookie("visitor", id));`,
      ],
    ],
    [
      "tlr-long-session",
      [
        `long s = java.util.concurrent.ThreadLocalRandom.current().nextLong();`,
        `request.getSession().setAttribute("sessionKey", Long.toString(s));`,
      ],
    ],
  ];
  const safe: Array<[string, string[]]> = [
    [
      "secure-random-cookie",
      [
        `long v = new java.security.SecureRandom().nextLong();`,
        `String rememberMe = Long.toHexString(v);`,
        `response.addCookie(secureCookie("remember", rememberMe));`,
      ],
    ],
    [
      "secure-bytes-token",
      [
        `byte[] raw = new byte[16];`,
        `java.security.SecureRandom sr = new java.security.SecureRandom();`,
        `sr.nextBytes(raw);`,
        `String token = java.util.Base64.getUrlEncoder().encodeToString(raw);`,
        `response.getWriter().println(token);`,
      ],
    ],
    [
      "uuid-session",
      [`String sid = java.util.UUID.randomUUID().toString();`, `request.getSession().setAttribute("csrfToken", sid);`],
    ],
    [
      "strong-otp",
      [
        `java.security.SecureRandom sr = java.security.SecureRandom.getInstanceStrong();`,
        `int code = 100000 + sr.nextInt(900000);`,
        `request.getSession().setAttribute("otp", code);`,
      ],
    ],
    [
      "random-shuffle-quiz",
      [
        `java.util.List<String> qs = new java.util.ArrayList<>(java.util.List.of("q1", "q2", "q3"));`,
        `java.util.Collections.shuffle(qs, new java.util.Random());`,
        `response.getWriter().println(qs.get(0));`,
      ],
    ],
    [
      "random-dice-game",
      [`int roll = 1 + new java.util.Random().nextInt(6);`, `response.getWriter().println("You rolled " + roll);`],
    ],
    [
      "random-backoff",
      [
        `long delayMs = 100 + (long) (Math.random() * 50);`,
        `Thread.sleep(delayMs);`,
        `response.getWriter().println("retried");`,
      ],
    ],
    [
      "random-color",
      [
        `String[] colors = { "red", "green", "blue" };`,
        `String color = colors[java.util.concurrent.ThreadLocalRandom.current().nextInt(colors.length)];`,
        `response.getWriter().println("<span class='" + color + "'>hi</span>");`,
      ],
    ],
    [
      "secure-field-key",
      [
        `String apiKey = Integer.toString(SRNG.nextInt(Integer.MAX_VALUE), 36);`,
        `response.setHeader("X-Api-Key", apiKey);`,
      ],
    ],
    [
      "random-sample-log",
      [
        `if (new java.util.Random().nextInt(100) < 5) {`,
        `  log("sampled request " + request.getRequestURI());`,
        `}`,
        `response.getWriter().println("ok");`,
      ],
    ],
  ];
  const helpers: Record<string, string[]> = {
    RNG: [`private static final java.util.Random RNG = new java.util.Random();`],
    SRNG: [`private static final java.security.SecureRandom SRNG = new java.security.SecureRandom();`],
    secureCookie: [
      `private static Cookie secureCookie(String name, String value) {`,
      `  Cookie c = new Cookie(name, value);`,
      `  c.setSecure(true);`,
      `  c.setHttpOnly(true);`,
      `  return c;`,
      `}`,
    ],
    makeNonce: [`private static String makeNonce() {`, `  return Long.toString((long) (Math.random() * 1e12));`, `}`],
  };
  const members = (body: string[]) => used(helpers, body);
  return [
    ...weak.map(([slug, body]) => ({ cwe: 330, vulnerable: true, slug, body, members: members(body) })),
    ...safe.map(([slug, body]) => ({ cwe: 330, vulnerable: false, slug, body, members: members(body) })),
  ];
}

function cookiePrograms(): Program[] {
  const val = `String value = java.util.UUID.randomUUID().toString();`;
  const weak: Array<[string, string[]]> = [
    ["plain", [val, `Cookie c = new Cookie("session", value);`, `response.addCookie(c);`]],
    [
      "secure-false",
      [
        val,
        `Cookie c = new Cookie("session", value);`,
        `c.setSecure(false);`,
        `c.setHttpOnly(true);`,
        `response.addCookie(c);`,
      ],
    ],
    [
      "secure-flag-off",
      [
        val,
        `boolean https = false;`,
        `Cookie c = new Cookie("pref", value);`,
        `c.setSecure(https);`,
        `response.addCookie(c);`,
      ],
    ],
    [
      "httponly-only",
      [
        val,
        `Cookie c = new Cookie("auth", value);`,
        `c.setHttpOnly(true);`,
        `c.setPath("/");`,
        `response.addCookie(c);`,
      ],
    ],
    ["helper-made", [val, `response.addCookie(build("remember", value));`]],
    [
      "max-age",
      [
        val,
        `Cookie c = new Cookie("remember", value);`,
        `c.setMaxAge(3600);`,
        `c.setPath(request.getContextPath());`,
        `response.addCookie(c);`,
      ],
    ],
    [
      "dead-secure",
      [
        val,
        `Cookie c = new Cookie("sid", value);`,
        `int port = 80;`,
        `if (port == 443) {`,
        `  c.setSecure(true);`,
        `}`,
        `response.addCookie(c);`,
      ],
    ],
    ["header", [val, `response.addHeader("Set-Cookie", "token=" + value + "; Path=/; HttpOnly");`]],
  ];
  const safe: Array<[string, string[]]> = [
    [
      "secure-both",
      [
        val,
        `Cookie c = new Cookie("session", value);`,
        `c.setSecure(true);`,
        `c.setHttpOnly(true);`,
        `response.addCookie(c);`,
      ],
    ],
    ["secure-only", [val, `Cookie c = new Cookie("pref", value);`, `c.setSecure(true);`, `response.addCookie(c);`]],
    [
      "secure-flag-on",
      [
        val,
        `boolean https = true;`,
        `Cookie c = new Cookie("pref", value);`,
        `c.setSecure(https);`,
        `c.setHttpOnly(true);`,
        `response.addCookie(c);`,
      ],
    ],
    ["helper-secure", [val, `response.addCookie(buildSecure("remember", value));`]],
    [
      "live-secure",
      [
        val,
        `Cookie c = new Cookie("sid", value);`,
        `int port = 443;`,
        `if (port == 443) {`,
        `  c.setSecure(true);`,
        `}`,
        `response.addCookie(c);`,
      ],
    ],
    ["header-secure", [val, `response.addHeader("Set-Cookie", "token=" + value + "; Path=/; Secure; HttpOnly");`]],
    [
      "secure-before-name",
      [
        val,
        `Cookie c = new Cookie("auth", value);`,
        `c.setPath("/");`,
        `c.setMaxAge(600);`,
        `c.setSecure(true);`,
        `response.addCookie(c);`,
      ],
    ],
    [
      "not-added",
      [
        val,
        `Cookie c = new Cookie("draft", value);`,
        `c.setSecure(true);`,
        `c.setHttpOnly(true);`,
        `response.addCookie(c);`,
        `response.getWriter().println(c.getName());`,
      ],
    ],
  ];
  const helpers: Record<string, string[]> = {
    build: [
      `private static Cookie build(String n, String v) {`,
      `  Cookie c = new Cookie(n, v);`,
      `  c.setHttpOnly(true);`,
      `  return c;`,
      `}`,
    ],
    buildSecure: [
      `private static Cookie buildSecure(String n, String v) {`,
      `  Cookie c = new Cookie(n, v);`,
      `  c.setSecure(true);`,
      `  c.setHttpOnly(true);`,
      `  return c;`,
      `}`,
    ],
  };
  const members = (body: string[]) => used(helpers, body);
  return [
    ...weak.map(([slug, body]) => ({
      cwe: 614,
      vulnerable: true,
      slug: `cookie-${slug}`,
      body,
      members: members(body),
    })),
    ...safe.map(([slug, body]) => ({
      cwe: 614,
      vulnerable: false,
      slug: `cookie-${slug}`,
      body,
      members: members(body),
    })),
  ];
}

function deserPrograms(): Program[] {
  const weak: Array<[string, string[]]> = [
    [
      "request-stream",
      [
        `java.io.ObjectInputStream in = new java.io.ObjectInputStream(request.getInputStream());`,
        `Object o = in.readObject();`,
        `response.getWriter().println(o.getClass().getSimpleName());`,
      ],
    ],
    [
      "base64-param",
      [
        `byte[] raw = java.util.Base64.getDecoder().decode(request.getParameter("state"));`,
        `java.io.ObjectInputStream in = new java.io.ObjectInputStream(new java.io.ByteArrayInputStream(raw));`,
        `Object state = in.readObject();`,
      ],
    ],
    [
      "xml-decoder",
      [
        `java.beans.XMLDecoder dec = new java.beans.XMLDecoder(request.getInputStream());`,
        `Object o = dec.readObject();`,
      ],
    ],
    [
      "cookie-state",
      [
        `Cookie[] cs = request.getCookies();`,
        `String s = cs != null && cs.length > 0 ? cs[0].getValue() : "";`,
        `Object o = new java.io.ObjectInputStream(new java.io.ByteArrayInputStream(java.util.Base64.getDecoder().decode(s))).readObject();`,
      ],
    ],
  ];
  const safe: Array<[string, string[]]> = [
    [
      "filtered",
      [
        `java.io.ObjectInputStream in = new java.io.ObjectInputStream(request.getInputStream());`,
        `in.setObjectInputFilter(java.io.ObjectInputFilter.Config.createFilter("com.corp.dto.*;!*"));`,
        `Object o = in.readObject();`,
      ],
    ],
    [
      "json-bind",
      [
        `com.fasterxml.jackson.databind.ObjectMapper om = new com.fasterxml.jackson.databind.ObjectMapper();`,
        `java.util.Map<?, ?> o = om.readValue(request.getInputStream(), java.util.Map.class);`,
        `response.getWriter().println(o.size());`,
      ],
    ],
    [
      "local-resource",
      [
        `try (java.io.ObjectInputStream in = new java.io.ObjectInputStream(getClass().getResourceAsStream("/defaults.bin"))) {`,
        `  Object o = in.readObject();`,
        `}`,
      ],
    ],
    [
      "data-stream",
      [
        `java.io.DataInputStream in = new java.io.DataInputStream(request.getInputStream());`,
        `int n = in.readInt();`,
        `response.getWriter().println(n);`,
      ],
    ],
  ];
  return [
    ...weak.map(([slug, body]) => ({ cwe: 502, vulnerable: true, slug: `deser-${slug}`, body })),
    ...safe.map(([slug, body]) => ({ cwe: 502, vulnerable: false, slug: `deser-${slug}`, body })),
  ];
}

function xxePrograms(): Program[] {
  const weak: Array<[string, string[]]> = [
    [
      "dom",
      [
        `javax.xml.parsers.DocumentBuilderFactory f = javax.xml.parsers.DocumentBuilderFactory.newInstance();`,
        `org.w3c.dom.Document d = f.newDocumentBuilder().parse(request.getInputStream());`,
        `response.getWriter().println(d.getDocumentElement().getNodeName());`,
      ],
    ],
    [
      "sax",
      [
        `javax.xml.parsers.SAXParserFactory f = javax.xml.parsers.SAXParserFactory.newInstance();`,
        `f.newSAXParser().parse(request.getInputStream(), new org.xml.sax.helpers.DefaultHandler());`,
      ],
    ],
    [
      "stax",
      [
        `javax.xml.stream.XMLInputFactory f = javax.xml.stream.XMLInputFactory.newInstance();`,
        `javax.xml.stream.XMLStreamReader r = f.createXMLStreamReader(request.getInputStream());`,
        `while (r.hasNext()) r.next();`,
      ],
    ],
    [
      "dom-feature-off",
      [
        `javax.xml.parsers.DocumentBuilderFactory f = javax.xml.parsers.DocumentBuilderFactory.newInstance();`,
        `f.setFeature("http://apache.org/xml/features/disallow-doctype-decl", false);`,
        `f.newDocumentBuilder().parse(request.getInputStream());`,
      ],
    ],
  ];
  const safe: Array<[string, string[]]> = [
    [
      "dom-disallow",
      [
        `javax.xml.parsers.DocumentBuilderFactory f = javax.xml.parsers.DocumentBuilderFactory.newInstance();`,
        `f.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);`,
        `org.w3c.dom.Document d = f.newDocumentBuilder().parse(request.getInputStream());`,
        `response.getWriter().println(d.getDocumentElement().getNodeName());`,
      ],
    ],
    [
      "sax-disallow",
      [
        `javax.xml.parsers.SAXParserFactory f = javax.xml.parsers.SAXParserFactory.newInstance();`,
        `f.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);`,
        `f.newSAXParser().parse(request.getInputStream(), new org.xml.sax.helpers.DefaultHandler());`,
      ],
    ],
    [
      "stax-no-dtd",
      [
        `javax.xml.stream.XMLInputFactory f = javax.xml.stream.XMLInputFactory.newInstance();`,
        `f.setProperty(javax.xml.stream.XMLInputFactory.SUPPORT_DTD, false);`,
        `javax.xml.stream.XMLStreamReader r = f.createXMLStreamReader(request.getInputStream());`,
        `while (r.hasNext()) r.next();`,
      ],
    ],
    [
      "dom-secure-processing",
      [
        `javax.xml.parsers.DocumentBuilderFactory f = javax.xml.parsers.DocumentBuilderFactory.newInstance();`,
        `f.setAttribute(javax.xml.XMLConstants.ACCESS_EXTERNAL_DTD, "");`,
        `f.setAttribute(javax.xml.XMLConstants.ACCESS_EXTERNAL_SCHEMA, "");`,
        `f.newDocumentBuilder().parse(request.getInputStream());`,
      ],
    ],
  ];
  return [
    ...weak.map(([slug, body]) => ({ cwe: 611, vulnerable: true, slug: `xxe-${slug}`, body })),
    ...safe.map(([slug, body]) => ({ cwe: 611, vulnerable: false, slug: `xxe-${slug}`, body })),
  ];
}

export function valuePrograms(): Program[] {
  return [
    ...algoPrograms(327, "cipher", CIPHER_WEAK, CIPHER_STRONG, cipherUse, 24),
    ...algoPrograms(327, "keygen", KEYGEN_WEAK, KEYGEN_STRONG, keygenUse, 12, 1),
    ...algoPrograms(328, "hash", HASH_WEAK, HASH_STRONG, hashUse, 24),
    ...algoPrograms(328, "hash2", HASH_WEAK.slice().reverse(), HASH_STRONG.slice().reverse(), hashUse, 12, 1).map(
      (p, i) => ({
        ...p,
        slug: `${p.slug}-${i}`,
      }),
    ),
    ...randomPrograms(),
    ...cookiePrograms(),
    ...deserPrograms(),
    ...xxePrograms(),
  ];
}
