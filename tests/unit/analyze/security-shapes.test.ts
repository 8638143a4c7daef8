import { describe, expect, it } from "vitest";
import { analyze } from "./security-helpers";

// Flow shapes × sinks: each flow turns `param` (request data) into `bar`; a vulnerable flow keeps the taint, a safe
// one removes it. Every flow is checked against every injection sink, placed inline, in a private method and in a
// static method of a second top-level class. Our own small programs.

interface Flow {
  id: string;
  vulnerable: boolean;
  /** Statements defining `bar` from `param` (may `return`). */
  body: string;
  members?: string;
  /** Extra top-level types after the servlet class. */
  extra?: string;
}

interface Sink {
  cwe: number;
  /** Statements using `bar`. */
  use: string;
}

const SINKS: Sink[] = [
  { cwe: 78, use: `new ProcessBuilder("bash", "-c", "ls " + bar).start();` },
  { cwe: 79, use: `response.getWriter().println("<p>" + bar + "</p>");` },
  {
    cwe: 89,
    use: `java.sql.Connection conn = java.sql.DriverManager.getConnection("jdbc:h2:mem:x");
    conn.createStatement().executeQuery("SELECT id FROM users WHERE name = '" + bar + "'");`,
  },
  {
    cwe: 90,
    use: `javax.naming.directory.DirContext dc = new javax.naming.directory.InitialDirContext();
    dc.search("ou=people", "(uid=" + bar + ")", new javax.naming.directory.SearchControls());`,
  },
  {
    cwe: 643,
    use: `javax.xml.xpath.XPath xp = javax.xml.xpath.XPathFactory.newInstance().newXPath();
    xp.evaluate("/users/user[@name='" + bar + "']", new org.xml.sax.InputSource("users.xml"));`,
  },
];

const FLOWS: Flow[] = [
  { id: "direct", vulnerable: true, body: `String bar = param;` },
  {
    id: "private helper",
    vulnerable: true,
    body: `String bar = pass(param);`,
    members: `private String pass(String s) { return s.trim(); }`,
  },
  {
    id: "static method of a second top-level class",
    vulnerable: true,
    body: `String bar = Util.pass(param);`,
    extra: `class Util {\n  static String pass(String s) { return "v-" + s; }\n}`,
  },
  {
    id: "inner class",
    vulnerable: true,
    body: `String bar = new Inner().pass(param);`,
    members: `private class Inner { String pass(String s) { return s + ""; } }`,
  },
  {
    id: "interface with one implementation",
    vulnerable: true,
    body: `Xf xf = new XfImpl();\n    String bar = xf.apply(param);`,
    extra: `interface Xf {\n  String apply(String s);\n}\nclass XfImpl implements Xf {\n  public String apply(String s) { return s.trim(); }\n}`,
  },
  {
    id: "interface-typed field with one implementation",
    vulnerable: true,
    body: `String bar = xform.apply(param);`,
    members: `private final Xf xform = new XfImpl();`,
    extra: `interface Xf {\n  String apply(String s);\n}\nclass XfImpl implements Xf {\n  public String apply(String s) { return s.trim(); }\n}`,
  },
  {
    id: "instance field",
    vulnerable: true,
    body: `this.stash = param;\n    String bar = this.stash;`,
    members: `private String stash;`,
  },
  { id: "array slot", vulnerable: true, body: `String[] a = { "x", param };\n    String bar = a[1];` },
  {
    id: "list",
    vulnerable: true,
    body: `java.util.List<String> l = new java.util.ArrayList<>();\n    l.add("x");\n    l.add(param);\n    String bar = l.get(1);`,
  },
  {
    id: "map same key",
    vulnerable: true,
    body: `java.util.Map<String, String> m = new java.util.HashMap<>();\n    m.put("k", param);\n    String bar = m.get("k");`,
  },
  {
    id: "StringBuilder",
    vulnerable: true,
    body: `StringBuilder sb = new StringBuilder("a");\n    sb.append(param);\n    String bar = sb.toString();`,
  },
  { id: "String.format", vulnerable: true, body: `String bar = String.format("%s-x", param);` },
  { id: "live ternary", vulnerable: true, body: `String bar = (7 * 3 > 10) ? param : "fixed";` },
  {
    id: "live switch",
    vulnerable: true,
    body: `String bar;\n    switch ("b".length()) {\n      case 1: bar = param; break;\n      default: bar = "x";\n    }`,
  },
  {
    id: "char loop over toCharArray",
    vulnerable: true,
    body: `StringBuilder sb = new StringBuilder();\n    for (char ch : param.toCharArray()) {\n      sb.append(ch);\n    }\n    String bar = sb.toString();`,
  },
  {
    id: "char loop with charAt",
    vulnerable: true,
    body: `StringBuilder sb = new StringBuilder();\n    for (int i = 0; i < param.length(); i++) {\n      char c = param.charAt(i);\n      if (c != ' ') sb.append(c);\n    }\n    String bar = sb.toString();`,
  },
  {
    id: "char loop with string +=",
    vulnerable: true,
    body: `String bar = "";\n    for (int i = 0; i < param.length(); i++) {\n      bar += param.charAt(i);\n    }`,
  },
  {
    id: "char array to new String",
    vulnerable: true,
    body: `char[] cs = param.toCharArray();\n    java.util.Arrays.sort(cs);\n    String bar = new String(cs);`,
  },
  {
    id: "Base64 round trip",
    vulnerable: true,
    body: `String enc = java.util.Base64.getEncoder().encodeToString(param.getBytes());\n    String bar = new String(java.util.Base64.getDecoder().decode(enc));`,
  },
  { id: "URLDecoder", vulnerable: true, body: `String bar = java.net.URLDecoder.decode(param, "UTF-8");` },
  { id: "split", vulnerable: true, body: `String bar = param.split(",")[0];` },
  { id: "substring+replace", vulnerable: true, body: `String bar = param.substring(1).replace("a", "b");` },
  {
    id: "Optional.map",
    vulnerable: true,
    body: `String bar = java.util.Optional.ofNullable(param).map(s -> s.trim()).orElse("none");`,
  },
  {
    id: "Optional.map method ref",
    vulnerable: true,
    body: `String bar = java.util.Optional.of(param).map(String::toUpperCase).get();`,
  },
  {
    id: "stream map collect",
    vulnerable: true,
    body: `String bar = java.util.stream.Stream.of(param).map(s -> s + "!").collect(java.util.stream.Collectors.joining(","));`,
  },
  {
    id: "list stream findFirst",
    vulnerable: true,
    body: `java.util.List<String> l = java.util.Arrays.asList(param, "b");\n    String bar = l.stream().map(String::trim).findFirst().orElse("");`,
  },
  {
    id: "stream collect toList get",
    vulnerable: true,
    body: `java.util.List<String> out = java.util.stream.Stream.of(param).map(String::trim).collect(java.util.stream.Collectors.toList());\n    String bar = out.get(0);`,
  },
  {
    id: "Function lambda",
    vulnerable: true,
    body: `java.util.function.Function<String, String> f = s -> s.trim();\n    String bar = f.apply(param);`,
  },
  {
    id: "Function lambda block",
    vulnerable: true,
    body: `java.util.function.Function<String, String> f = s -> {\n      return "[" + s + "]";\n    };\n    String bar = f.apply(param);`,
  },
  {
    id: "Function field",
    vulnerable: true,
    body: `String bar = WRAP.apply(param);`,
    members: `private static final java.util.function.Function<String, String> WRAP = s -> "(" + s + ")";`,
  },
  {
    id: "UnaryOperator method ref",
    vulnerable: true,
    body: `java.util.function.UnaryOperator<String> f = String::trim;\n    String bar = f.apply(param);`,
  },
  {
    id: "instance method of a second top-level class",
    vulnerable: true,
    body: `String bar = new Helper().process(param);`,
    extra: `class Helper {\n  String process(String s) {\n    StringBuilder b = new StringBuilder();\n    b.append(s);\n    return b.toString();\n  }\n}`,
  },
  {
    id: "static nested class",
    vulnerable: true,
    body: `String bar = Nested.wrap(param);`,
    members: `static class Nested { static String wrap(String s) { return "<" + s + ">"; } }`,
  },
  {
    id: "abstract class with one subclass",
    vulnerable: true,
    body: `Base b = new Impl();\n    String bar = b.conv(param);`,
    extra: `abstract class Base {\n  abstract String conv(String s);\n}\nclass Impl extends Base {\n  String conv(String s) { return s.toLowerCase(); }\n}`,
  },
  {
    id: "functional interface of the file as a lambda",
    vulnerable: true,
    body: `Xf f = s -> s + "";\n    String bar = f.apply(param);`,
    extra: `interface Xf {\n  String apply(String s);\n}`,
  },
  {
    id: "anonymous class implementing an interface",
    vulnerable: true,
    body: `Xf f = new Xf() {\n      public String apply(String s) { return s.trim(); }\n    };\n    String bar = f.apply(param);`,
    extra: `interface Xf {\n  String apply(String s);\n}`,
  },
  {
    id: "Function passed to a helper",
    vulnerable: true,
    body: `String bar = transform(param, s -> s.trim());`,
    members: `private String transform(String v, java.util.function.Function<String, String> f) { return f.apply(v); }`,
  },
  {
    id: "Supplier lambda",
    vulnerable: true,
    body: `java.util.function.Supplier<String> sup = () -> param;\n    String bar = sup.get();`,
  },
  {
    id: "filter that does not validate",
    vulnerable: true,
    body: `String bar = java.util.Optional.ofNullable(param).filter(s -> !s.isEmpty()).orElse("none");`,
  },
  {
    id: "stream filter on length",
    vulnerable: true,
    body: `String bar = java.util.stream.Stream.of(param).filter(s -> s.length() < 40).findFirst().orElse("");`,
  },
  {
    id: "helper check that validates nothing",
    vulnerable: true,
    body: `if (!present(param)) return;\n    String bar = param;`,
    members: `private boolean present(String s) { return s != null && !s.isEmpty(); }`,
  },
  {
    id: "enhanced for over a list",
    vulnerable: true,
    body: `String bar = "";\n    for (String s : java.util.Arrays.asList(param, "x")) {\n      bar = s;\n      break;\n    }`,
  },
  {
    id: "string joined from split parts",
    vulnerable: true,
    body: `String bar = String.join("-", param.split(" "));`,
  },
  {
    id: "collect to map and get by same key",
    vulnerable: true,
    body: `java.util.Map<String, String> m = new java.util.HashMap<>();\n    m.put("q", param);\n    String bar = m.getOrDefault("q", "none");`,
  },
  {
    id: "chars() stream mapped back to a string",
    vulnerable: true,
    body: `String bar = param.chars().mapToObj(c -> String.valueOf((char) c)).collect(java.util.stream.Collectors.joining());`,
  },
  {
    id: "char loop with Character.toLowerCase",
    vulnerable: true,
    body: `StringBuilder sb = new StringBuilder();\n    for (int i = 0; i < param.length(); i++) {\n      sb.append(Character.toLowerCase(param.charAt(i)));\n    }\n    String bar = sb.toString();`,
  },
  {
    id: "char array filled in a loop",
    vulnerable: true,
    body: `char[] out = new char[param.length()];\n    for (int i = 0; i < param.length(); i++) {\n      out[i] = param.charAt(i);\n    }\n    String bar = String.valueOf(out);`,
  },
  {
    id: "reversed char loop",
    vulnerable: true,
    body: `String bar = "";\n    for (int i = param.length() - 1; i >= 0; i--) {\n      bar = bar + param.charAt(i);\n    }`,
  },
  {
    id: "stream reduce",
    vulnerable: true,
    body: `String bar = java.util.Arrays.stream(param.split(",")).reduce("", (a, b) -> a + b);`,
  },
  {
    id: "stream toArray",
    vulnerable: true,
    body: `String bar = java.util.stream.Stream.of(param).map(String::strip).toArray(String[]::new)[0];`,
  },
  {
    id: "stream toList",
    vulnerable: true,
    body: `String bar = java.util.stream.Stream.of(param, "b").map(x -> x + "").toList().get(0);`,
  },
  {
    id: "Optional orElseGet",
    vulnerable: true,
    body: `String bar = java.util.Optional.of(param).map(String::trim).orElseGet(() -> "none");`,
  },
  {
    id: "Function andThen",
    vulnerable: true,
    body: `java.util.function.Function<String, String> f = String::trim;\n    java.util.function.Function<String, String> g = f.andThen(x -> x + "!");\n    String bar = g.apply(param);`,
  },
  {
    id: "Function.identity",
    vulnerable: true,
    body: `java.util.function.Function<String, String> f = java.util.function.Function.identity();\n    String bar = f.apply(param);`,
  },
  {
    id: "BiFunction",
    vulnerable: true,
    body: `java.util.function.BiFunction<String, String, String> f = (a, b) -> a + b;\n    String bar = f.apply("x", param);`,
  },
  {
    id: "interface chosen by a factory method",
    vulnerable: true,
    body: `Xf xf = pick();\n    String bar = xf.apply(param);`,
    members: `private Xf pick() { return new XfImpl(); }`,
    extra: `interface Xf {\n  String apply(String s);\n}\nclass XfImpl implements Xf {\n  public String apply(String s) { return s.trim(); }\n}`,
  },
  {
    id: "interface field set in the constructor",
    vulnerable: true,
    body: `String bar = xf.apply(param);`,
    members: `private final Xf xf;\n  public Shape() { this.xf = new XfImpl(); }`,
    extra: `interface Xf {\n  String apply(String s);\n}\nclass XfImpl implements Xf {\n  public String apply(String s) { return s.trim(); }\n}`,
  },
  {
    id: "generic interface implementation",
    vulnerable: true,
    body: `Conv<String> c = new Upper();\n    String bar = c.convert(param);`,
    extra: `interface Conv<T> {\n  T convert(T in);\n}\nclass Upper implements Conv<String> {\n  @Override\n  public String convert(String in) { return in.toUpperCase(); }\n}`,
  },
  {
    id: "static field in a second class",
    vulnerable: true,
    body: `Holder.value = param;\n    String bar = Holder.value;`,
    extra: `class Holder {\n  static String value;\n}`,
  },
  {
    id: "URL-safe Base64 round trip",
    vulnerable: true,
    body: `String e = java.util.Base64.getUrlEncoder().encodeToString(param.getBytes("UTF-8"));\n    String bar = new String(java.util.Base64.getUrlDecoder().decode(e), "UTF-8");`,
  },
  {
    id: "character check helper that validates nothing",
    vulnerable: true,
    body: `if (!noSpaces(param)) return;\n    String bar = param;`,
    members: `private static boolean noSpaces(String s) {\n    for (char c : s.toCharArray()) {\n      if (Character.isWhitespace(c)) return false;\n    }\n    return true;\n  }`,
  },
  {
    id: "List.of element at the input's index",
    vulnerable: true,
    body: `String bar = java.util.List.of("x", param).get(1);`,
  },
  // ---------------------------------------------------------------- safe
  {
    id: "List.of element at a constant's index",
    vulnerable: false,
    body: `String bar = java.util.List.of("x", param).get(0);`,
  },
  {
    id: "Map.of under another key",
    vulnerable: false,
    body: `java.util.Map<String, String> m = java.util.Map.of("in", param, "out", "fixed");\n    String bar = m.get("out");`,
  },
  { id: "dead branch: Math.max", vulnerable: false, body: `String bar = Math.max(3, 4) > 10 ? param : "x";` },
  {
    id: "dead branch: parseInt of a literal",
    vulnerable: false,
    body: `String bar = Integer.parseInt("12") > 20 ? param : "x";`,
  },
  {
    id: "dead branch: Objects.equals",
    vulnerable: false,
    body: `String bar = java.util.Objects.equals("a", "b") ? param : "x";`,
  },
  {
    id: "dead branch: bit test",
    vulnerable: false,
    body: `int n = 6;\n    String bar = ((n & 1) == 1) ? param : "x";`,
  },
  {
    id: "dead branch: array length",
    vulnerable: false,
    body: `String[] a = { "x", "y" };\n    String bar = a.length > 5 ? param : "x";`,
  },
  { id: "live branch: Math.min", vulnerable: true, body: `String bar = Math.min(3, 4) == 3 ? param : "x";` },
  {
    id: "validate-or-throw helper",
    vulnerable: false,
    body: `String bar = checked(param);`,
    members: `private static String checked(String s) {\n    if (!s.matches("[a-z]{1,12}")) throw new IllegalArgumentException("bad");\n    return s;\n  }`,
  },
  {
    id: "character loop helper (for-each)",
    vulnerable: false,
    body: `if (!alnum(param)) return;\n    String bar = param;`,
    members: `private static boolean alnum(String s) {\n    for (char c : s.toCharArray()) {\n      if (!Character.isLetterOrDigit(c)) return false;\n    }\n    return true;\n  }`,
  },
  {
    id: "character loop helper (charAt)",
    vulnerable: false,
    body: `if (!digits(param)) return;\n    String bar = param;`,
    members: `private static boolean digits(String s) {\n    if (s.isEmpty()) return false;\n    for (int i = 0; i < s.length(); i++) {\n      char c = s.charAt(i);\n      if (!Character.isDigit(c)) {\n        return false;\n      }\n    }\n    return true;\n  }`,
  },
  {
    id: "regex check that throws",
    vulnerable: false,
    body: `if (!param.matches("^[0-9]{1,6}$")) {\n      throw new IllegalArgumentException("bad");\n    }\n    String bar = param;`,
  },
  {
    id: "switch on the input selecting constants",
    vulnerable: false,
    body: `String bar;\n    switch (param) {\n      case "a": bar = "alpha"; break;\n      case "b": bar = "beta"; break;\n      default: bar = "none";\n    }`,
  },
  {
    id: "allow-list field, positive branch",
    vulnerable: false,
    body: `String bar = "default";\n    if (ALLOWED.contains(param)) {\n      bar = param;\n    }`,
    members: `private static final java.util.Set<String> ALLOWED = new java.util.HashSet<>(java.util.Arrays.asList("a", "b"));`,
  },
  {
    id: "Integer.valueOf",
    vulnerable: false,
    body: `Integer n = Integer.valueOf(param);\n    String bar = n.toString();`,
  },
  {
    id: "equals a literal, positive branch",
    vulnerable: false,
    body: `String bar = "x";\n    if ("asc".equals(param) || "desc".equals(param)) bar = param;`,
  },
  {
    id: "URL-safe Base64 encoding only",
    vulnerable: false,
    body: `String bar = java.util.Base64.getUrlEncoder().withoutPadding().encodeToString(param.getBytes());`,
  },
  {
    id: "generic implementation that ignores its input",
    vulnerable: false,
    body: `Conv<String> c = new Fixed();\n    String bar = c.convert(param);`,
    extra: `interface Conv<T> {\n  T convert(T in);\n}\nclass Fixed implements Conv<String> {\n  public String convert(String in) { return "fixed"; }\n}`,
  },
  {
    id: "Optional.filter with a regex helper method reference",
    vulnerable: false,
    body: `String bar = java.util.Optional.ofNullable(param).filter(Shape::plain).orElse("x");`,
    members: `static boolean plain(String s) { return s.matches("[a-z]{1,10}"); }`,
  },
  {
    id: "regex helper with a neutral name",
    vulnerable: false,
    body: `if (!fits(param)) {\n      return;\n    }\n    String bar = param;`,
    members: `private static final java.util.regex.Pattern P = java.util.regex.Pattern.compile("^[a-z0-9]{1,16}$");\n  private boolean fits(String s) {\n    return P.matcher(s).matches();\n  }`,
  },
  {
    id: "negative regex helper",
    vulnerable: false,
    body: `if (bad(param)) return;\n    String bar = param;`,
    members: `private boolean bad(String s) {\n    if (s == null) return true;\n    return !s.matches("[a-zA-Z]+");\n  }`,
  },
  {
    id: "allow-list helper",
    vulnerable: false,
    body: `if (!permitted(param)) return;\n    String bar = param;`,
    members: `private static final java.util.Set<String> OK = java.util.Set.of("red", "blue");\n  private static boolean permitted(String s) {\n    return OK.contains(s);\n  }`,
  },
  {
    id: "anyMatch against an allow-list",
    vulnerable: false,
    body: `java.util.List<String> ok = java.util.List.of("red", "blue");\n    if (!ok.stream().anyMatch(a -> a.equals(param))) return;\n    String bar = param;`,
  },
  {
    id: "enum switch",
    vulnerable: false,
    body: `String bar;\n    switch (Mode.valueOf(param)) {\n      case FAST: bar = "f"; break;\n      default: bar = "s";\n    }`,
    extra: `enum Mode {\n  FAST,\n  SLOW\n}`,
  },
  {
    id: "enum field",
    vulnerable: false,
    body: `String bar = Mode.valueOf(param).label;`,
    extra: `enum Mode {\n  FAST("fast"),\n  SLOW("slow");\n  final String label;\n  Mode(String l) { label = l; }\n}`,
  },
  {
    id: "functional interface lambda that ignores its input",
    vulnerable: false,
    body: `Xf f = s -> "k";\n    String bar = f.apply(param);`,
    extra: `interface Xf {\n  String apply(String s);\n}`,
  },
  {
    id: "Optional.map after a validating filter",
    vulnerable: false,
    body: `String bar = java.util.Optional.ofNullable(param).filter(s -> s.matches("\\\\d+")).map(s -> "n" + s).orElse("0");`,
  },
  {
    id: "Long.parseLong round trip",
    vulnerable: false,
    body: `long n = Long.parseLong(param);\n    String bar = "" + n;`,
  },
  { id: "dead ternary", vulnerable: false, body: `String bar = (7 * 3 > 100) ? param : "fixed";` },
  {
    id: "dead if",
    vulnerable: false,
    body: `String bar = "fixed";\n    int n = 3;\n    if (n * 2 == 7) bar = param;`,
  },
  {
    id: "dead switch",
    vulnerable: false,
    body: `String bar;\n    switch ("abc".length()) {\n      case 1: bar = param; break;\n      default: bar = "x";\n    }`,
  },
  {
    id: "list constant index",
    vulnerable: false,
    body: `java.util.List<String> l = new java.util.ArrayList<>();\n    l.add("x");\n    l.add(param);\n    String bar = l.get(0);`,
  },
  {
    id: "map other key",
    vulnerable: false,
    body: `java.util.Map<String, String> m = new java.util.HashMap<>();\n    m.put("k", param);\n    m.put("j", "safe");\n    String bar = m.get("j");`,
  },
  { id: "array constant slot", vulnerable: false, body: `String[] a = { "x", param };\n    String bar = a[0];` },
  {
    id: "allow-list early return",
    vulnerable: false,
    body: `if (!java.util.Set.of("asc", "desc").contains(param)) {\n      return;\n    }\n    String bar = param;`,
  },
  {
    id: "Optional.filter regex",
    vulnerable: false,
    body: `String bar = java.util.Optional.ofNullable(param).filter(s -> s.matches("[a-z]+")).orElse("none");`,
  },
  {
    id: "Optional.filter allow-list",
    vulnerable: false,
    body: `java.util.List<String> ok = java.util.List.of("red", "blue");\n    String bar = java.util.Optional.ofNullable(param).filter(ok::contains).orElse("red");`,
  },
  {
    id: "stream filter against a list",
    vulnerable: false,
    body: `java.util.List<String> ok = java.util.List.of("red", "blue");\n    String bar = ok.stream().filter(c -> c.equals(param)).findFirst().orElse("red");`,
  },
  {
    id: "stream of input filtered by a list",
    vulnerable: false,
    body: `java.util.List<String> ok = java.util.List.of("red", "blue");\n    String bar = java.util.stream.Stream.of(param).filter(ok::contains).findFirst().orElse("red");`,
  },
  {
    id: "stream of input filtered by a lambda contains",
    vulnerable: false,
    body: `java.util.List<String> ok = java.util.Arrays.asList("red", "blue");\n    String bar = java.util.stream.Stream.of(param).filter(s -> ok.contains(s)).collect(java.util.stream.Collectors.joining());`,
  },
  { id: "Integer.parseInt", vulnerable: false, body: `String bar = String.valueOf(Integer.parseInt(param));` },
  {
    id: "enum valueOf name",
    vulnerable: false,
    body: `String bar = Mode.valueOf(param).name();`,
    extra: `enum Mode {\n  FAST,\n  SLOW\n}`,
  },
  {
    id: "enum valueOf toString",
    vulnerable: false,
    body: `Mode m = Mode.valueOf(param.toUpperCase());\n    String bar = m.toString();`,
    extra: `enum Mode {\n  FAST,\n  SLOW\n}`,
  },
  {
    id: "regex guard",
    vulnerable: false,
    body: `if (!param.matches("[a-z]+")) return;\n    String bar = param;`,
  },
  {
    id: "regex helper",
    vulnerable: false,
    body: `if (!isSafe(param)) {\n      return;\n    }\n    String bar = param;`,
    members: `private boolean isSafe(String s) {\n    return s != null && s.matches("[A-Za-z0-9]+");\n  }`,
  },
  {
    id: "regex helper in a second class",
    vulnerable: false,
    body: `if (!Checks.isSafe(param)) return;\n    String bar = param;`,
    extra: `class Checks {\n  static boolean isSafe(String s) {\n    return java.util.regex.Pattern.matches("^[a-z0-9_]{1,20}$", s);\n  }\n}`,
  },
  {
    id: "regex helper positive branch",
    vulnerable: false,
    body: `String bar = "none";\n    if (isSafe(param)) {\n      bar = param;\n    }`,
    members: `private static boolean isSafe(String s) {\n    return s.matches("[a-z]+");\n  }`,
  },
  {
    id: "lookup in a fixed table",
    vulnerable: false,
    body: `java.util.Map<String, String> t = java.util.Map.of("a", "alpha", "b", "beta");\n    String bar = t.getOrDefault(param, "alpha");`,
  },
  {
    id: "implementation that ignores its input",
    vulnerable: false,
    body: `Xf xf = new XfConst();\n    String bar = xf.apply(param);`,
    extra: `interface Xf {\n  String apply(String s);\n}\nclass XfConst implements Xf {\n  public String apply(String s) { return "constant"; }\n}`,
  },
  {
    id: "second-class helper that ignores its input",
    vulnerable: false,
    body: `String bar = Util.pass(param);`,
    extra: `class Util {\n  static String pass(String s) { return "fixed"; }\n}`,
  },
  {
    id: "Function lambda that ignores its input",
    vulnerable: false,
    body: `java.util.function.Function<String, String> f = s -> "fixed";\n    String bar = f.apply(param);`,
  },
  {
    id: "char loop keeping only digits",
    vulnerable: false,
    body: `StringBuilder sb = new StringBuilder();\n    for (char ch : param.toCharArray()) {\n      if (Character.isDigit(ch)) sb.append(ch);\n    }\n    String bar = sb.toString();`,
  },
];

type Place = "inline" | "private" | "second class" | "second class instance" | "field + private" | "forEach lambda";
const PLACES: Place[] = ["inline", "private", "second class"];
const MORE_PLACES: Place[] = ["second class instance", "field + private", "forEach lambda"];

function program(flow: Flow, sink: Sink, place: Place): string {
  const calls: Record<Place, string> = {
    inline: sink.use,
    private: `run(bar, response);`,
    "second class": `Sinks.run(bar, response);`,
    "second class instance": `new Sinks().go(bar, response);`,
    "field + private": `this.held = bar;\n    useHeld(response);`,
    "forEach lambda": `java.util.List.of(bar).forEach(v -> {\n      try {\n        runV(v, response);\n      } catch (Exception ex) {\n        throw new RuntimeException(ex);\n      }\n    });`,
  };
  const call = calls[place];
  const method = `(String bar, HttpServletResponse response) throws Exception {\n    ${sink.use}\n  }`;
  const privates: Partial<Record<Place, string>> = {
    private: `private void run${method}`,
    "field + private": `private String held;\n  private void useHeld(HttpServletResponse response) throws Exception {\n    String bar = held;\n    ${sink.use}\n  }`,
    "forEach lambda": `private void runV${method}`,
  };
  const second =
    place === "second class"
      ? `class Sinks {\n  static void run${method}\n}\n`
      : place === "second class instance"
        ? `class Sinks {\n  void go${method}\n}\n`
        : "";
  return `import javax.servlet.http.*;

public class Shape extends HttpServlet {
  ${flow.members ?? ""}
  ${privates[place] ?? ""}

  protected void doPost(HttpServletRequest request, HttpServletResponse response) throws Exception {
    String param = request.getParameter("p");
    ${flow.body}
    ${call}
  }
}
${second}${flow.extra ?? ""}
`;
}

/** Other ways `param` is read from the request (the flows above must behave the same). */
const SOURCES: string[] = [
  `String[] vs = request.getParameterValues("p");\n    String param = vs != null ? vs[0] : "";`,
  `String param = request.getParameterMap().get("p")[0];`,
  `String param = "";\n    java.util.Enumeration<String> hs = request.getHeaders("X-P");\n    if (hs.hasMoreElements()) param = hs.nextElement();`,
  `String param = "";\n    for (Cookie c : request.getCookies()) if (c.getName().equals("p")) param = c.getValue();`,
  `String param = request.getReader().readLine();`,
  `String param = request.getPathInfo().substring(1);`,
];

function withSource(text: string, source: string): string {
  return text.replace(`String param = request.getParameter("p");`, source);
}

function cwes(text: string): number[] {
  return analyze(text)
    .map((f) => f.cwe)
    .filter((x): x is number => typeof x === "number");
}

describe("flow shapes × injection sinks", () => {
  for (const flow of FLOWS) {
    for (const sink of SINKS) {
      for (const place of PLACES) {
        it(`${flow.vulnerable ? "reports" : "does not report"} CWE-${sink.cwe}: ${flow.id} (sink ${place})`, () => {
          expect(cwes(program(flow, sink, place)).includes(sink.cwe)).toBe(flow.vulnerable);
        });
      }
    }
  }
});

describe("flow shapes × other request sources (sink inline)", () => {
  SOURCES.forEach((source, si) => {
    for (const flow of FLOWS) {
      for (const sink of [SINKS[1], SINKS[2]]) {
        it(`${flow.vulnerable ? "reports" : "does not report"} CWE-${sink.cwe}: ${flow.id} (source ${si})`, () => {
          expect(cwes(withSource(program(flow, sink, "inline"), source)).includes(sink.cwe)).toBe(flow.vulnerable);
        });
      }
    }
  });
});

describe("more sink placements (SQL sink)", () => {
  for (const flow of FLOWS)
    for (const place of MORE_PLACES)
      it(`${flow.vulnerable ? "reports" : "does not report"} CWE-89: ${flow.id} (sink ${place})`, () => {
        expect(cwes(program(flow, SINKS[2], place)).includes(89)).toBe(flow.vulnerable);
      });
});

/** The same program as a Spring controller method binding `param` with @RequestParam. */
function asSpring(text: string): string {
  return text
    .replace("public class Shape extends HttpServlet {", "@RestController\npublic class Shape {")
    .replace(
      `protected void doPost(HttpServletRequest request, HttpServletResponse response) throws Exception {\n    String param = request.getParameter("p");`,
      `@PostMapping("/shape")\n  public void handle(@RequestParam("p") String param, HttpServletResponse response) throws Exception {`,
    );
}

describe("flow shapes in a Spring handler (SQL and LDAP sinks)", () => {
  for (const flow of FLOWS)
    for (const sink of [SINKS[2], SINKS[3]])
      it(`${flow.vulnerable ? "reports" : "does not report"} CWE-${sink.cwe}: ${flow.id} (Spring)`, () => {
        const text = asSpring(program(flow, sink, "inline"));
        expect(text).toContain("@RequestParam");
        expect(cwes(text).includes(sink.cwe)).toBe(flow.vulnerable);
      });
});
