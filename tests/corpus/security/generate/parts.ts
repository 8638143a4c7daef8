// Building blocks of the labelled security corpus: where untrusted data comes from (sources), how it travels to
// `bar` (flows, some of which provably drop the taint), and where it ends up (sinks). Written for this project;
// every template is our own. A program's label follows from its parts: vulnerable exactly when the flow keeps the
// taint and the sink is dangerous for that data.

export type Style = "servlet" | "spring";

export interface Source {
  id: string;
  style: Style;
  /** Spring handler parameters (the bound one is named `param`). */
  params?: string;
  /** Statements that leave the untrusted text in `String param`. */
  body: string[];
}

export const SOURCES: Source[] = [
  {
    id: "param",
    style: "servlet",
    body: [`String param = request.getParameter("name");`, `if (param == null) param = "";`],
  },
  {
    id: "header",
    style: "servlet",
    body: [
      `String param = request.getHeader("X-Client-Ref");`,
      `param = param == null ? "" : java.net.URLDecoder.decode(param, "UTF-8");`,
    ],
  },
  {
    id: "cookie",
    style: "servlet",
    body: [
      `String param = "none";`,
      `Cookie[] jar = request.getCookies();`,
      `if (jar != null) {`,
      `  for (Cookie c : jar) {`,
      `    if ("pref".equals(c.getName())) {`,
      `      param = java.net.URLDecoder.decode(c.getValue(), "UTF-8");`,
      `      break;`,
      `    }`,
      `  }`,
      `}`,
    ],
  },
  {
    id: "values",
    style: "servlet",
    body: [
      `String[] picked = request.getParameterValues("tag");`,
      `String param = picked != null && picked.length > 0 ? picked[0] : "";`,
    ],
  },
  {
    id: "headers-enum",
    style: "servlet",
    body: [
      `String param = "";`,
      `java.util.Enumeration<String> hs = request.getHeaders("X-Trace");`,
      `if (hs != null && hs.hasMoreElements()) {`,
      `  param = hs.nextElement();`,
      `}`,
    ],
  },
  {
    id: "param-map",
    style: "servlet",
    body: [
      `java.util.Map<String, String[]> all = request.getParameterMap();`,
      `String param = "";`,
      `if (all != null) {`,
      `  String[] vs = all.get("q");`,
      `  if (vs != null) param = vs[0];`,
      `}`,
    ],
  },
  {
    id: "query",
    style: "servlet",
    body: [
      `String qs = request.getQueryString();`,
      `String param = "";`,
      `if (qs != null) {`,
      `  int at = qs.indexOf("v=");`,
      `  param = at < 0 ? "" : qs.substring(at + 2);`,
      `}`,
    ],
  },
  {
    id: "reader",
    style: "servlet",
    body: [`java.io.BufferedReader in = request.getReader();`, `String param = in.readLine();`],
  },
  {
    id: "names",
    style: "servlet",
    body: [
      `String param = "";`,
      `java.util.Enumeration<String> ns = request.getParameterNames();`,
      `while (ns.hasMoreElements()) {`,
      `  String n = ns.nextElement();`,
      `  if (n.startsWith("f_")) { param = n; break; }`,
      `}`,
    ],
  },
  { id: "request-param", style: "spring", params: `@RequestParam("name") String param`, body: [] },
  { id: "path-variable", style: "spring", params: `@PathVariable String param`, body: [] },
  { id: "request-header", style: "spring", params: `@RequestHeader("X-Account") String param`, body: [] },
  {
    id: "cookie-value",
    style: "spring",
    params: `@CookieValue(value = "theme", defaultValue = "light") String param`,
    body: [],
  },
  { id: "request-body", style: "spring", params: `@RequestBody String param`, body: [] },
];

export interface FlowOut {
  body: string[];
  members?: string[];
  /** Top-level types after the program's class (names start with the program name). */
  extra?: string[];
}

export interface Flow {
  id: string;
  /** Does `bar` still hold the untrusted text afterwards? */
  tainted: boolean;
  /** `name`: the program's class name (a prefix for the flow's own top-level types). */
  build(name: string): FlowOut;
}

// Flows that keep the taint.
export const TAINTED_FLOWS: Flow[] = [
  {
    id: "char-loop",
    tainted: true,
    build: () => ({
      body: [
        `StringBuilder chars = new StringBuilder();`,
        `for (int i = 0; i < param.length(); i++) {`,
        `  char ch = param.charAt(i);`,
        `  if (ch != '\\t') chars.append(ch);`,
        `}`,
        `String bar = chars.toString();`,
      ],
    }),
  },
  {
    id: "interface-impl",
    tainted: true,
    build: (n) => ({
      body: [`${n}Shaper shaper = new ${n}Trim();`, `String bar = shaper.shape(param);`],
      extra: [
        `interface ${n}Shaper {`,
        `  String shape(String in);`,
        `}`,
        ``,
        `class ${n}Trim implements ${n}Shaper {`,
        `  @Override`,
        `  public String shape(String in) {`,
        `    return in.strip();`,
        `  }`,
        `}`,
      ],
    }),
  },
  {
    id: "function-lambda",
    tainted: true,
    build: () => ({
      body: [
        `java.util.function.Function<String, String> wrap = s -> "<" + s + ">";`,
        `String bar = wrap.apply(param);`,
      ],
    }),
  },
  {
    id: "optional-map",
    tainted: true,
    build: () => ({
      body: [`String bar = java.util.Optional.ofNullable(param).map(String::trim).orElse("");`],
    }),
  },
  {
    id: "second-class-static",
    tainted: true,
    build: (n) => ({
      body: [`String bar = ${n}Text.tidy(param);`],
      extra: [
        `class ${n}Text {`,
        `  static String tidy(String in) {`,
        `    return in.replace("\\n", " ");`,
        `  }`,
        `}`,
      ],
    }),
  },
  { id: "direct", tainted: true, build: () => ({ body: [`String bar = param;`] }) },
  { id: "trim-lower", tainted: true, build: () => ({ body: [`String bar = param.trim().toLowerCase();`] }) },
  {
    id: "builder",
    tainted: true,
    build: () => ({
      body: [
        `StringBuilder sb = new StringBuilder("v-");`,
        `sb.append(param).append("-end");`,
        `String bar = sb.toString();`,
      ],
    }),
  },
  { id: "format", tainted: true, build: () => ({ body: [`String bar = String.format("%s", param);`] }) },
  {
    id: "map-same-key",
    tainted: true,
    build: () => ({
      body: [
        `java.util.Map<String, Object> m = new java.util.HashMap<>();`,
        `m.put("first", "fixed value");`,
        `m.put("second", param);`,
        `String bar = (String) m.get("second");`,
      ],
    }),
  },
  {
    id: "list-shift",
    tainted: true,
    build: () => ({
      body: [
        `java.util.List<String> items = new java.util.ArrayList<>();`,
        `items.add("alpha");`,
        `items.add(param);`,
        `items.add("gamma");`,
        `items.remove(0);`,
        `String bar = items.get(0);`,
      ],
    }),
  },
  {
    id: "ternary-live",
    tainted: true,
    build: () => ({ body: [`int limit = 40;`, `String bar = (limit * 3 > 100) ? param : "fallback";`] }),
  },
  {
    id: "switch-live",
    tainted: true,
    build: () => ({
      body: [
        `String bar;`,
        `char pick = "XYZ".charAt(2);`,
        `switch (pick) {`,
        `  case 'X': bar = "x-value"; break;`,
        `  case 'Z': bar = param; break;`,
        `  default: bar = "other"; break;`,
        `}`,
      ],
    }),
  },
  {
    id: "helper",
    tainted: true,
    build: () => ({
      body: [`String bar = decorate(param);`],
      members: [`private static String decorate(String in) {`, `  String out = "[" + in;`, `  return out + "]";`, `}`],
    }),
  },
  {
    id: "inner-class",
    tainted: true,
    build: () => ({
      body: [`String bar = new Shaper().shape(param);`],
      members: [
        `private class Shaper {`,
        `  String shape(String raw) {`,
        `    if (raw.length() > 200) return raw.substring(0, 200);`,
        `    return raw;`,
        `  }`,
        `}`,
      ],
    }),
  },
  {
    id: "base64",
    tainted: true,
    build: () => ({
      body: [
        `byte[] enc = java.util.Base64.getEncoder().encode(param.getBytes());`,
        `String bar = new String(java.util.Base64.getDecoder().decode(enc));`,
      ],
    }),
  },
  {
    id: "split",
    tainted: true,
    build: () => ({ body: [`String[] parts = (param + " tail").split(" ");`, `String bar = parts[0];`] }),
  },
  {
    id: "array-index",
    tainted: true,
    build: () => ({ body: [`String[] slots = { "one", param, "three" };`, `String bar = slots[1];`] }),
  },
  {
    id: "field-store",
    tainted: true,
    build: () => ({
      body: [`Holder h = new Holder();`, `h.value = param;`, `String bar = h.value;`],
      members: [`static class Holder {`, `  String value;`, `}`],
    }),
  },
  {
    id: "dead-else",
    tainted: true,
    build: () => ({
      body: [
        `String bar = "init";`,
        `int k = 9;`,
        `if (k * k > 50) {`,
        `  bar = param;`,
        `} else {`,
        `  bar = "quiet";`,
        `}`,
      ],
    }),
  },
  {
    id: "props-set",
    tainted: true,
    build: () => ({
      body: [
        `java.util.Properties p = new java.util.Properties();`,
        `p.setProperty("target", param);`,
        `String bar = p.getProperty("target", "none");`,
      ],
    }),
  },
  {
    id: "stream",
    tainted: true,
    build: () => ({
      body: [
        `String bar = java.util.stream.Stream.of(param).map(String::trim).collect(java.util.stream.Collectors.joining(","));`,
      ],
    }),
  },
];

// Flows after which `bar` no longer depends on the untrusted input, whatever the sink.
export const SAFE_FLOWS: Flow[] = [
  {
    id: "optional-filter",
    tainted: false,
    build: () => ({
      body: [
        `String bar = java.util.Optional.ofNullable(param).filter(s -> s.matches("[A-Za-z0-9]{1,24}")).orElse("anon");`,
      ],
    }),
  },
  {
    id: "stream-filter-list",
    tainted: false,
    build: () => ({
      body: [
        `java.util.List<String> known = java.util.List.of("alpha", "beta", "gamma");`,
        `String bar = known.stream().filter(k -> k.equals(param)).findFirst().orElse("alpha");`,
      ],
    }),
  },
  {
    id: "enum-valueof",
    tainted: false,
    build: (n) => ({
      body: [`String bar = ${n}Level.valueOf(param.toUpperCase()).name();`],
      extra: [`enum ${n}Level {`, `  LOW,`, `  HIGH`, `}`],
    }),
  },
  {
    id: "regex-helper",
    tainted: false,
    build: () => ({
      body: [`if (!wellFormed(param)) {`, `  return${"__RET__"};`, `}`, `String bar = param;`],
      members: [
        `private static boolean wellFormed(String s) {`,
        `  return s != null && s.matches("^[a-z0-9_-]{1,32}$");`,
        `}`,
      ],
    }),
  },
  {
    id: "impl-ignores",
    tainted: false,
    build: (n) => ({
      body: [`${n}Shaper shaper = new ${n}Fixed();`, `String bar = shaper.shape(param);`],
      extra: [
        `interface ${n}Shaper {`,
        `  String shape(String in);`,
        `}`,
        ``,
        `class ${n}Fixed implements ${n}Shaper {`,
        `  @Override`,
        `  public String shape(String in) {`,
        `    return "fixed";`,
        `  }`,
        `}`,
      ],
    }),
  },
  { id: "constant", tainted: false, build: () => ({ body: [`String bar = "static-value";`] }) },
  {
    id: "map-other-key",
    tainted: false,
    build: () => ({
      body: [
        `java.util.HashMap<String, String> m = new java.util.HashMap<>();`,
        `m.put("left", param);`,
        `m.put("right", "fixed_value");`,
        `String bar = m.get("right");`,
      ],
    }),
  },
  {
    id: "list-other-index",
    tainted: false,
    build: () => ({
      body: [
        `java.util.List<String> items = new java.util.LinkedList<>();`,
        `items.add("alpha");`,
        `items.add(param);`,
        `items.add("gamma");`,
        `items.remove(0);`,
        `String bar = items.get(1);`,
      ],
    }),
  },
  {
    id: "ternary-dead",
    tainted: false,
    build: () => ({ body: [`int limit = 12;`, `String bar = (limit * 5 > 100) ? param : "fallback";`] }),
  },
  {
    id: "switch-dead",
    tainted: false,
    build: () => ({
      body: [
        `String bar;`,
        `char pick = "XYZ".charAt(0);`,
        `switch (pick) {`,
        `  case 'X': bar = "x-value"; break;`,
        `  case 'Z': bar = param; break;`,
        `  default: bar = "other"; break;`,
        `}`,
      ],
    }),
  },
  {
    id: "if-dead",
    tainted: false,
    build: () => ({
      body: [
        `String bar = "init";`,
        `int k = 3;`,
        `if (k * k > 50) {`,
        `  bar = param;`,
        `} else {`,
        `  bar = "quiet";`,
        `}`,
      ],
    }),
  },
  {
    id: "overwritten",
    tainted: false,
    build: () => ({ body: [`String bar = param;`, `bar = "replaced";`] }),
  },
  {
    id: "helper-ignores",
    tainted: false,
    build: () => ({
      body: [`String bar = label(param);`],
      members: [`private static String label(String in) {`, `  String ignored = in;`, `  return "label";`, `}`],
    }),
  },
  {
    id: "inner-constant",
    tainted: false,
    build: () => ({
      body: [`String bar = new Shaper().shape(param);`],
      members: [
        `private class Shaper {`,
        `  String shape(String raw) {`,
        `    String result = "shaped";`,
        `    return result;`,
        `  }`,
        `}`,
      ],
    }),
  },
  {
    id: "array-other",
    tainted: false,
    build: () => ({ body: [`String[] slots = { "one", param, "three" };`, `String bar = slots[2];`] }),
  },
  {
    id: "props-other",
    tainted: false,
    build: () => ({
      body: [
        `java.util.Properties p = new java.util.Properties();`,
        `p.setProperty("target", param);`,
        `String bar = p.getProperty("unrelated", "default_ok");`,
      ],
    }),
  },
  {
    id: "parse-int",
    tainted: false,
    build: () => ({ body: [`int n = Integer.parseInt(param.trim());`, `String bar = String.valueOf(n);`] }),
  },
  {
    id: "allow-list",
    tainted: false,
    build: () => ({
      body: [
        `java.util.Set<String> allowed = java.util.Set.of("red", "green", "blue");`,
        `String bar = allowed.contains(param) ? param : "red";`,
      ],
    }),
  },
  {
    id: "builder-reset",
    tainted: false,
    build: () => ({
      body: [
        `StringBuilder sb = new StringBuilder();`,
        `sb.append(param);`,
        `sb = new StringBuilder("clean");`,
        `String bar = sb.toString();`,
      ],
    }),
  },
];
