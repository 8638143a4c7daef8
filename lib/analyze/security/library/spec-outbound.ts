// Library specification, outbound family: where untrusted text leaves the application — requests to other
// servers (SSRF: URL, RestTemplate, RestClient, WebClient, java.net.http, Apache HttpClient, OkHttp, Jsoup,
// Micronaut), log records (log injection) and HTTP response headers (response splitting).
import type { SpecEntry } from "./spec-types";

const SSRF = { kind: "sink", rule: "SEC-SSRF", cwe: 918, sink: "url", what: "the URL of an outgoing request" } as const;
const LOG = { kind: "sink", rule: "SEC-LOG-INJECTION", cwe: 117, sink: "log", what: "a log record" } as const;
const HDR = {
  kind: "sink",
  rule: "SEC-RESPONSE-SPLITTING",
  cwe: 113,
  sink: "header",
  what: "a response header",
} as const;

export const OUTBOUND_ENTRIES: readonly SpecEntry[] = [
  // ---------------------------------------------------------------- SSRF (CWE-918)
  // a URL object carries the text it was built from; opening it is the request (-1: the receiver)
  { on: "URL", m: ["openConnection", "openStream", "getContent"], ...SSRF, args: [-1], result: "default" },
  {
    on: "RestTemplate",
    m: [
      "getForObject",
      "getForEntity",
      "postForObject",
      "postForEntity",
      "postForLocation",
      "exchange",
      "put",
      "delete",
      "patchForObject",
      "headForHeaders",
      "optionsForAllow",
      "execute",
    ],
    minArgs: 1,
    ...SSRF,
    args: [0],
    result: "default",
  },
  // WebClient / RestClient request specs: uri(String template, vars...) — the template is the dangerous part
  { on: "*", m: ["uri"], minArgs: 1, ...SSRF, args: [0], result: "default" },
  { on: "WebClient", m: ["create"], static: true, minArgs: 1, ...SSRF, args: [0], result: { type: "WebClient" } },
  { on: "*", m: ["baseUrl"], arity: [1], ...SSRF, args: [0], result: "receiver" },
  { on: "JavaHttpClient", m: ["send", "sendAsync"], minArgs: 1, ...SSRF, args: [0], result: "default" },
  { on: "MicronautHttpClient", m: ["create"], static: true, minArgs: 1, ...SSRF, args: [0], result: "default" },
  {
    on: "ApacheHttpRequest",
    m: ["new"],
    minArgs: 1,
    ...SSRF,
    args: [0],
    result: "default",
  },
  { on: "*", m: ["url"], arity: [1], ...SSRF, args: [0], result: "receiver" },
  { on: "Jsoup", m: ["connect"], static: true, arity: [1], ...SSRF, args: [0], result: "default" },
  // ---------------------------------------------------------------- log injection (CWE-117)
  {
    on: "Logger",
    m: [
      "trace",
      "debug",
      "info",
      "warn",
      "error",
      "fatal",
      "warning",
      "severe",
      "config",
      "fine",
      "finer",
      "finest",
      "log",
      "tracef",
      "debugf",
      "infof",
      "warnf",
      "errorf",
      "tracev",
      "debugv",
      "infov",
      "warnv",
      "errorv",
    ],
    minArgs: 1,
    ...LOG,
    args: "all",
    result: "clean",
  },
  // ---------------------------------------------------------------- response headers (CWE-113)
  { on: "HttpHeaders", m: ["add", "set", "addIfAbsent"], arity: [2], ...HDR, args: [1], result: "clean" },
  { on: "*", m: ["header"], arity: [2], model: "responseHeaderBuilder", ...HDR, args: [1], result: "receiver" },
];
