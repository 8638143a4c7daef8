// Library specification, crypto and cookie family: the calls that choose an algorithm (hash, cipher, key) and the
// cookie flags. The algorithm parsing and the flag tracking are code (crypto.ts, cookies.ts) the rows point to.
import type { SpecEntry } from "./spec-types";

const CIPHER = { kind: "sink", rule: "SEC-WEAK-CIPHER", cwe: 327, sink: "weak-algorithm", args: [0] } as const;
const COOKIE = { kind: "sink", rule: "SEC-INSECURE-COOKIE", cwe: 614, sink: "cookie", args: [0] } as const;

export const CRYPTO_ENTRIES: readonly SpecEntry[] = [
  {
    on: "MessageDigest",
    m: ["getInstance"],
    static: true,
    minArgs: 1,
    kind: "sink",
    rule: "SEC-WEAK-HASH",
    cwe: 328,
    sink: "weak-algorithm",
    args: [0],
    what: "the hash algorithm",
    model: "digestAlgorithm",
    result: { type: "MessageDigest" },
  },
  {
    on: "Cipher",
    m: ["getInstance"],
    static: true,
    minArgs: 1,
    ...CIPHER,
    what: "the cipher transformation",
    model: "cipherAlgorithm",
    result: "default",
  },
  {
    on: "KeyGenerator",
    m: ["getInstance"],
    static: true,
    minArgs: 1,
    ...CIPHER,
    what: "the key algorithm",
    model: "cipherAlgorithm",
    result: "default",
  },
  // predictable random numbers: reported where they become identifiers, tokens or cookies (not here)
  {
    on: "Random",
    m: ["current"],
    static: true,
    kind: "safe",
    result: { type: "ThreadLocalRandom", kinds: ["weakRng"] },
  },
  {
    on: "Random",
    m: [
      "next",
      "nextInt",
      "nextLong",
      "nextDouble",
      "nextFloat",
      "nextGaussian",
      "nextBoolean",
      "nextBytes",
      "ints",
      "longs",
      "doubles",
    ],
    kind: "source",
    source: "predictable-random",
    type: "number",
    desc: "A predictable random number",
    model: "weakRandom",
  },
  {
    on: "RandomStringUtils",
    m: [
      "random",
      "randomAlphabetic",
      "randomAlphanumeric",
      "randomNumeric",
      "randomAscii",
      "randomGraph",
      "randomPrint",
    ],
    static: true,
    kind: "source",
    source: "predictable-random",
    type: "String",
    desc: "A predictable random string",
    model: "weakRandom",
  },
  // any other generator filling an array: the array is no longer a constant (a static IV)
  { on: "*", m: ["nextBytes"], minArgs: 1, kind: "safe", model: "fillBytes", result: "clean" },
  // a cookie created in the analysed code: its flags are tracked until it is added to the response
  {
    on: "*",
    m: ["setSecure", "setHttpOnly", "setMaxAge"],
    minArgs: 1,
    ...COOKIE,
    what: "the cookie flags",
    model: "cookieFlag",
    result: "clean",
  },
  {
    on: "*",
    m: ["addCookie"],
    minArgs: 1,
    ...COOKIE,
    what: "the response cookies",
    model: "addCookie",
    result: "default",
  },
];
