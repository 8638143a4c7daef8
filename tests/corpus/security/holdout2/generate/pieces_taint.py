# Taint pieces: sources produce `param`, flows produce `bar` from `param`, sinks consume `bar`.
# Each piece: dict(id, note, imports=[...], body=str, members=str, top=str)

def P(id, note, body, imports=(), members="", top="", **kw):
    d = dict(id=id, note=note, body=body.strip("\n"), imports=list(imports), members=members.strip("\n"), top=top.strip("\n"))
    d.update(kw)
    return d

# ---------------- servlet sources ----------------
SOURCES = [
    P("getParameter", 'getParameter("name")', r'''
String param = request.getParameter("name");
if (param == null) {
    param = "";
}
'''),
    P("getParameterValues", 'getParameterValues("item")[0]', r'''
String[] values = request.getParameterValues("item");
String param = (values != null && values.length > 0) ? values[0] : "";
'''),
    P("getParameterMap", 'getParameterMap().get("user")[0]', r'''
Map<String, String[]> params = request.getParameterMap();
String[] userValues = params.get("user");
String param = userValues == null ? "" : userValues[0];
''', imports=["java.util.Map"]),
    P("getParameterNames", "a parameter name (getParameterNames)", r'''
String param = "";
Enumeration<String> names = request.getParameterNames();
while (names.hasMoreElements()) {
    String n = names.nextElement();
    if (n.startsWith("opt_")) {
        param = n.substring(4);
        break;
    }
}
''', imports=["java.util.Enumeration"]),
    P("getHeader", 'getHeader("X-Account")', r'''
String param = request.getHeader("X-Account");
if (param == null) {
    param = "";
}
'''),
    P("getHeaders", 'first value of getHeaders("X-Tag")', r'''
String param = "";
Enumeration<String> tagHeaders = request.getHeaders("X-Tag");
if (tagHeaders != null && tagHeaders.hasMoreElements()) {
    param = tagHeaders.nextElement();
}
''', imports=["java.util.Enumeration"]),
    P("getHeaderNames", "a header name (getHeaderNames)", r'''
String param = "";
Enumeration<String> headerNames = request.getHeaderNames();
while (headerNames != null && headerNames.hasMoreElements()) {
    String h = headerNames.nextElement();
    if (h.toLowerCase().startsWith("x-ref-")) {
        param = h.substring(6);
    }
}
''', imports=["java.util.Enumeration"], weak_charset=True),
    P("getCookies", 'value of cookie "pref" (getCookies)', r'''
String param = "anonymous";
Cookie[] cookies = request.getCookies();
if (cookies != null) {
    for (Cookie c : cookies) {
        if ("pref".equals(c.getName())) {
            param = c.getValue();
        }
    }
}
''', imports=["javax.servlet.http.Cookie"]),
    P("getQueryString", 'getQueryString() parsed by hand for "term"', r'''
String query = request.getQueryString();
String param = "";
if (query != null) {
    for (String pair : query.split("&")) {
        int eq = pair.indexOf('=');
        if (eq > 0 && pair.substring(0, eq).equals("term")) {
            param = URLDecoder.decode(pair.substring(eq + 1), StandardCharsets.UTF_8);
        }
    }
}
''', imports=["java.net.URLDecoder", "java.nio.charset.StandardCharsets"]),
    P("getReader", "first line of the body (getReader)", r'''
String param;
try (BufferedReader reader = request.getReader()) {
    String line = reader.readLine();
    param = line == null ? "" : line.trim();
}
''', imports=["java.io.BufferedReader"], post=True),
    P("getInputStream", "whole body (getInputStream)", r'''
byte[] body = request.getInputStream().readAllBytes();
String param = new String(body, StandardCharsets.UTF_8);
''', imports=["java.nio.charset.StandardCharsets"], post=True),
    P("getPathInfo", "getPathInfo()", r'''
String pathInfo = request.getPathInfo();
String param = pathInfo == null ? "" : pathInfo.substring(1);
''', wildcard=True),
    P("getRequestURI", "last segment of getRequestURI()", r'''
String uri = request.getRequestURI();
String param = uri.substring(uri.lastIndexOf('/') + 1);
''', wildcard=True, weak_charset=True),
]

SPRING_SOURCES = [
    P("RequestParam", '@RequestParam("q")', "", decl='@RequestParam("q") String param', imports=["org.springframework.web.bind.annotation.RequestParam"]),
    P("RequestHeader", '@RequestHeader("X-Client")', "", decl='@RequestHeader(value = "X-Client", defaultValue = "") String param', imports=["org.springframework.web.bind.annotation.RequestHeader"]),
    P("PathVariable", '@PathVariable("name")', "", decl='@PathVariable("name") String param', imports=["org.springframework.web.bind.annotation.PathVariable"], pathvar=True),
    P("CookieValue", '@CookieValue("pref")', "", decl='@CookieValue(value = "pref", defaultValue = "") String param', imports=["org.springframework.web.bind.annotation.CookieValue"]),
    P("RequestBody", "@RequestBody String", "", decl="@RequestBody String param", imports=["org.springframework.web.bind.annotation.RequestBody"], post=True),
]

# ---------------- taint-preserving flows ----------------
TFLOWS = [
    P("direct", "direct", "String bar = param;"),
    P("private", "private helper (trim)", "String bar = tidy(param);", members=r'''
private String tidy(String s) {
    return s == null ? "" : s.trim();
}
'''),
    P("toplevel", "static method of a second top-level class", "String bar = InputNormalizer.collapse(param);", top=r'''
final class InputNormalizer {
    private InputNormalizer() {
    }

    static String collapse(String s) {
        return s.replaceAll("\\s+", " ");
    }
}
'''),
    P("inner", "inner class holder", "String bar = new Box(param).get();", members=r'''
private static final class Box {
    private final String value;

    Box(String value) {
        this.value = value;
    }

    String get() {
        return value;
    }
}
'''),
    P("interface", "interface with one implementation (strip)", "ValueFormatter formatter = new StripFormatter();\nString bar = formatter.format(param);", top=r'''
interface ValueFormatter {
    String format(String s);
}

final class StripFormatter implements ValueFormatter {
    @Override
    public String format(String s) {
        return s.strip();
    }
}
'''),
    P("field", "instance field", "this.lastInput = param;\nString bar = this.lastInput;", members="private String lastInput;"),
    P("array", "array element holding the input", 'String[] parts = new String[] {"guest", param, "end"};\nString bar = parts[1];'),
    P("list", "List, element holding the input", r'''
List<String> items = new ArrayList<>();
items.add("first");
items.add(param);
String bar = items.get(items.size() - 1);
''', imports=["java.util.List", "java.util.ArrayList"]),
    P("map", "Map, same key", r'''
Map<String, String> fields = new HashMap<>();
fields.put("input", param);
fields.put("mode", "read");
String bar = fields.get("input");
''', imports=["java.util.Map", "java.util.HashMap"]),
    P("sb", "StringBuilder", "StringBuilder sb = new StringBuilder();\nsb.append(param);\nString bar = sb.toString();"),
    P("format", "String.format", 'String bar = String.format("%s", param);'),
    P("ternary", "ternary on a constant that picks the input", 'String bar = LIMIT > 5 ? param : "none";', members="private static final int LIMIT = 10;"),
    P("switch", "switch on a constant that picks the input", r'''
String bar;
int mode = 2;
switch (mode) {
    case 1:
        bar = "default";
        break;
    case 2:
        bar = param;
        break;
    default:
        bar = "other";
        break;
}
'''),
    P("ifconst", "if on a constant that runs the tainted branch", 'String bar = "n/a";\nif (!STRICT) {\n    bar = param;\n}', members="private static final boolean STRICT = false;"),
    P("loop", "char loop copying the input", r'''
StringBuilder acc = new StringBuilder();
for (char ch : param.toCharArray()) {
    if (ch != '\n') {
        acc.append(ch);
    }
}
String bar = acc.toString();
'''),
    P("base64", "Base64 encode/decode round trip", r'''
String encoded = Base64.getEncoder().encodeToString(param.getBytes(StandardCharsets.UTF_8));
String bar = new String(Base64.getDecoder().decode(encoded), StandardCharsets.UTF_8);
''', imports=["java.util.Base64", "java.nio.charset.StandardCharsets"]),
    P("urldecode", "URLDecoder.decode", "String bar = URLDecoder.decode(param, StandardCharsets.UTF_8);", imports=["java.net.URLDecoder", "java.nio.charset.StandardCharsets"]),
    P("split", "split()[0]", 'String[] tokens = param.split(";");\nString bar = tokens[0];'),
    P("substring", "substring/replace", r'''
String cut = param.length() > 200 ? param.substring(0, 200) : param;
String bar = cut.replace('\t', ' ');
'''),
    P("optional", "Optional.map", 'String bar = Optional.ofNullable(param).map(String::trim).orElse("");', imports=["java.util.Optional"]),
    P("stream", "stream over split parts joined back", 'String bar = Arrays.stream(param.split(",")).map(String::trim).collect(Collectors.joining(","));', imports=["java.util.Arrays", "java.util.stream.Collectors"]),
    P("lambda", "Function lambda (toLowerCase)", "Function<String, String> lower = s -> s.toLowerCase();\nString bar = lower.apply(param);", imports=["java.util.function.Function"]),
    P("static2", "private static helper with fallback", 'String bar = pickFirst(param, "fallback");', members=r'''
private static String pickFirst(String a, String b) {
    return (a != null && !a.isEmpty()) ? a : b;
}
'''),
]

# ---------------- taint-killing flows (safe) ----------------
KFLOWS = [
    P("k_ternary", "ternary on a constant always picks the literal", 'String bar = LIMIT > 5 ? param : "none";', members="private static final int LIMIT = 3;"),
    P("k_switch", "switch on a constant never reaches the tainted case", r'''
String bar;
int mode = 1;
switch (mode) {
    case 1:
        bar = "default";
        break;
    case 2:
        bar = param;
        break;
    default:
        bar = "other";
        break;
}
'''),
    P("k_ifconst", "if on a constant: the tainted branch is dead", 'String bar = "n/a";\nif (!STRICT) {\n    bar = param;\n}', members="private static final boolean STRICT = true;"),
    P("k_list", "List: takes the constant element, not the input", r'''
List<String> items = new ArrayList<>();
items.add("first");
items.add(param);
String bar = items.get(0);
''', imports=["java.util.List", "java.util.ArrayList"]),
    P("k_map", "Map: reads a different (constant) key", r'''
Map<String, String> fields = new HashMap<>();
fields.put("input", param);
fields.put("mode", "read");
String bar = fields.get("mode");
''', imports=["java.util.Map", "java.util.HashMap"]),
    P("k_array", "array: takes the constant element", 'String[] parts = new String[] {"guest", param, "end"};\nString bar = parts[0];'),
    P("k_parseint", "Integer.parseInt: only digits reach the sink", r'''
int id;
try {
    id = Integer.parseInt(param.trim());
} catch (NumberFormatException e) {
    response.sendError(HttpServletResponse.SC_BAD_REQUEST);
    return;
}
String bar = String.valueOf(id);
''', validated=True),
    P("k_allow", "allow-list Set.contains with early return", r'''
if (!ALLOWED.contains(param)) {
    response.sendError(HttpServletResponse.SC_BAD_REQUEST);
    return;
}
String bar = param;
''', members='private static final Set<String> ALLOWED = Set.of("alpha", "beta", "gamma");', imports=["java.util.Set"]),
    P("k_switchmap", "switch maps the input to constants", r'''
String bar;
switch (param) {
    case "asc":
        bar = "asc";
        break;
    case "desc":
        bar = "desc";
        break;
    default:
        bar = "asc";
        break;
}
'''),
    P("k_enum", "enum valueOf + name(): only enum constant names reach the sink", r'''
Category cat;
try {
    cat = Category.valueOf(param.trim().toUpperCase());
} catch (IllegalArgumentException e) {
    cat = Category.BOOKS;
}
String bar = cat.name().toLowerCase();
''', members="private enum Category {\n    BOOKS, MUSIC, GAMES\n}"),
    P("k_streamfilter", "stream filter against an allow-list, constant default", r'''
String bar = Stream.of(param).filter(KNOWN_VIEWS::contains).findFirst().orElse("summary");
''', members='private static final List<String> KNOWN_VIEWS = List.of("summary", "detail", "chart");', imports=["java.util.List", "java.util.stream.Stream"]),
    P("k_regex", "private helper: regex-validated [A-Za-z0-9_]{1,32} or a constant", "String bar = validName(param);", members=r'''
private String validName(String s) {
    return s != null && s.matches("[A-Za-z0-9_]{1,32}") ? s : "invalid";
}
''', validated=True),
    P("k_lookup", "second top-level class maps the input to table values", "String bar = Presets.valueFor(param);", top=r'''
final class Presets {
    private static final java.util.Map<String, String> TABLE = java.util.Map.of("s", "small", "m", "medium", "l", "large");

    private Presets() {
    }

    static String valueFor(String key) {
        return TABLE.getOrDefault(key, "medium");
    }
}
'''),
    P("k_iface", "interface implementation ignores its input and returns a constant", "ValueMasker masker = new RedactingMasker();\nString bar = masker.mask(param);", top=r'''
interface ValueMasker {
    String mask(String s);
}

final class RedactingMasker implements ValueMasker {
    @Override
    public String mask(String s) {
        return "[redacted]";
    }
}
'''),
    P("k_b64url", "URL-safe Base64 encoding only (alphabet A-Za-z0-9-_)", "String bar = Base64.getUrlEncoder().withoutPadding().encodeToString(param.getBytes(StandardCharsets.UTF_8));", imports=["java.util.Base64", "java.nio.charset.StandardCharsets"], validated=True),
    P("k_optional", "Optional.filter(allow-list).orElse(constant)", 'String bar = Optional.ofNullable(param).filter(LANGS::contains).orElse("en");', members='private static final Set<String> LANGS = Set.of("en", "de", "fr");', imports=["java.util.Optional", "java.util.Set"]),
]
