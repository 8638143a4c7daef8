import os, re, sys
sys.path.insert(0, os.path.dirname(__file__))
from pieces_taint import SOURCES, SPRING_SOURCES, TFLOWS, KFLOWS, P
from pieces_sinks import SINKS, SPRING89
from pieces_config import CHOICES, WEAK_CIPHERS, STRONG_CIPHERS, KEYLEN, cipher_usage, WEAK_HASHES, STRONG_HASHES, hash_usage
from pieces_rand import WEAK_GEN, STRONG_GEN, TOKEN_USES, COOKIE_VULN, COOKIE_SAFE, COOKIE_VALUES

OUT = sys.argv[1]
TOPNAMES = ["InputNormalizer", "ValueFormatter", "StripFormatter", "Presets", "ValueMasker", "RedactingMasker", "SecuritySettings",
            "AlgorithmPolicy", "DefaultPolicy", "Tokens", "Cookies", "Worker"]

def indent(code, n):
    pad = " " * n
    return "\n".join((pad + l) if l.strip() else "" for l in code.split("\n"))

def order_imports(imps):
    imps = sorted(set(imps))
    groups = [[i for i in imps if i.startswith("java.")], [i for i in imps if i.startswith("javax.")],
              [i for i in imps if not i.startswith("java.") and not i.startswith("javax.")]]
    return "\n\n".join("\n".join(f"import {i};" for i in g) for g in groups if g)

def render(cwe, vuln, num, note, parts, spring=None, post=False, wildcard=False, pathvar=False, rename=True):
    cls = f"Cwe{cwe:03d}{'Vuln' if vuln else 'Safe'}{num:03d}"
    label = f"// expect: CWE-{cwe}" if vuln else f"// expect: none (CWE-{cwe} safe)"
    imports = ["java.io.IOException", "javax.servlet.ServletException", "javax.servlet.http.HttpServletRequest", "javax.servlet.http.HttpServletResponse"]
    members, body, tops = [], [], []
    for p in parts:
        imports += p.get("imports", [])
        if p.get("members"):
            members.append(p["members"])
        if p.get("body"):
            body.append(p["body"])
        if p.get("top"):
            tops.append(p["top"])
    route = f"/h2/cwe{cwe}/{'vuln' if vuln else 'safe'}{num:03d}"
    body_code = indent("\n".join(body), 8)
    if spring is None:
        imports += ["javax.servlet.annotation.WebServlet", "javax.servlet.http.HttpServlet"]
        method = "doPost" if post else "doGet"
        mem = ["private static final long serialVersionUID = 1L;"] + members
        head = f'@WebServlet("{route}{"/*" if wildcard else ""}")\npublic class {cls} extends HttpServlet {{\n'
        meth = (f"    @Override\n    protected void {method}(HttpServletRequest request, HttpServletResponse response)\n"
                f"            throws ServletException, IOException {{\n{body_code}\n    }}\n")
    else:
        imports += ["org.springframework.web.bind.annotation.RestController", "org.springframework.web.bind.annotation.RequestMapping",
                    f"org.springframework.web.bind.annotation.{'PostMapping' if post else 'GetMapping'}"]
        mem = members
        for ann in re.findall(r"@(\w+)", spring or ""):
            imports.append(f"org.springframework.web.bind.annotation.{ann}")
        decl = spring + ", " if spring else ""
        mapping = f'@{"PostMapping" if post else "GetMapping"}("/{"vuln" if vuln else "safe"}{num:03d}{"/{name}" if pathvar else ""}")'
        head = f'@RestController\n@RequestMapping("/h2/cwe{cwe}")\npublic class {cls} {{\n'
        meth = (f"    {mapping}\n    public void handle({decl}HttpServletRequest request, HttpServletResponse response)\n"
                f"            throws ServletException, IOException {{\n{body_code}\n    }}\n")
    text = f"{label}\n// {note}\n\npackage corpus.security;\n\n{order_imports(imports)}\n\n{head}"
    for m in mem:
        text += indent(m, 4) + "\n\n"
    text += meth + "}\n"
    for t in tops:
        text += "\n" + t + "\n"
    if rename:
        h = sum(ord(ch) for ch in cls) + num * 7
        src_name = ["param", "input", "userValue", "raw", "received"][h % 5]
        flow_name = ["bar", "arg", "data", "selected", "cleaned"][(h // 5 + num) % 5]
        text = re.sub(r"\bparam\b", src_name, text)
        text = re.sub(r"\bbar\b", flow_name, text)
    suffix = f"{cwe}{'V' if vuln else 'S'}{num}"
    for n in TOPNAMES:
        text = re.sub(r"\b" + n + r"\b", n + suffix, text)
    d = os.path.join(OUT, f"cwe-{cwe}")
    os.makedirs(d, exist_ok=True)
    with open(os.path.join(d, cls + ".java"), "w") as f:
        f.write(text)
    return cls


METHOD_NAMES = {22: "serveFile", 78: "runTool", 79: "renderPage", 89: "queryDatabase", 90: "searchDirectory", 643: "queryDocument", 501: "rememberInSession"}

def wrap(sink, cwe, mode):
    """Move the sink into a private method (mode 'private') or a static method of a second top-level class ('top')."""
    name = METHOD_NAMES[cwe]
    sig = f"(String bar, HttpServletRequest request, HttpServletResponse response)\n        throws ServletException, IOException {{\n"
    inner = indent(sink["body"], 4) + "\n}"
    if mode == "private":
        method = f"private void {name}" + sig + inner
        members = (sink["members"] + "\n\n" if sink["members"] else "") + method
        return P(sink["id"], sink["note"] + f" [sink inside private method {name}()]", f"{name}(bar, request, response);", imports=sink["imports"], members=members, top=sink["top"])
    method = f"static void {name}" + sig + inner
    body = (sink["members"] + "\n\n" if sink["members"] else "") + f"private Worker() {{\n}}\n\n" + method
    top = "final class Worker {\n" + indent(body, 4) + "\n}"
    if sink["top"]:
        top = sink["top"] + "\n\n" + top
    return P(sink["id"], sink["note"] + f" [sink inside static Worker.{name}() of a second top-level class]", f"Worker.{name}(bar, request, response);", imports=sink["imports"], top=top)

counts = {}
def count(cwe, vuln):
    c = counts.setdefault(cwe, [0, 0])
    c[0 if vuln else 1] += 1
    return c[0 if vuln else 1]

TAINT = [22, 78, 79, 89, 90, 643, 501]
N_TAINT = 13
for o, cwe in enumerate(TAINT):
    sinks = SINKS[cwe]
    srcs = [s for s in SOURCES if not (s.get("weak_charset") and cwe in (22, 78, 79))]
    kflows = [k for k in KFLOWS if not (k.get("validated") and cwe == 501)]
    # vulnerable
    for k in range(N_TAINT):
        spring = k in (3, 8)
        sink = sinks["vuln"][k % len(sinks["vuln"])]
        if spring and cwe == 89:
            sink = SPRING89["vuln"][k % 2]
        elif k in (1, 6, 11):
            sink = wrap(sink, cwe, "private")
        elif k in (4, 9):
            sink = wrap(sink, cwe, "top")
        flow = TFLOWS[(k + o * 3) % len(TFLOWS)]
        num = count(cwe, True)
        if spring:
            src = SPRING_SOURCES[(k + o) % len(SPRING_SOURCES)]
            note = f"source: {src['note']} (Spring); flow: {flow['note']}; sink: {sink['note']}"
            render(cwe, True, num, note, [flow, sink], spring=src["decl"], post=src.get("post", False), pathvar=src.get("pathvar", False))
            for imp in src["imports"]:
                pass
        else:
            src = srcs[(k * 5 + o) % len(srcs)]
            note = f"source: {src['note']}; flow: {flow['note']}; sink: {sink['note']}"
            render(cwe, True, num, note, [src, flow, sink], post=src.get("post", k % 3 == 2), wildcard=src.get("wildcard", False))
    # safe
    for k in range(N_TAINT):
        spring = k in (5, 10)
        num = count(cwe, False)
        if k % 2 == 0:
            sink = sinks["safe"][(k // 2) % len(sinks["safe"])]
            flow = TFLOWS[(k + 7 + o * 3) % len(TFLOWS)]
            if spring and cwe == 89:
                sink = SPRING89["safe"][0]
            elif k in (2, 8):
                sink = wrap(sink, cwe, "private" if k == 2 else "top")
            why = sink["note"]
            rest = f"flow: {flow['note']}"
        else:
            sink = sinks["vuln"][(k + o) % len(sinks["vuln"])]
            flow = kflows[(k // 2 + o * 3) % len(kflows)]
            if spring and cwe == 89:
                sink = SPRING89["vuln"][0]
            elif k in (3, 9):
                sink = wrap(sink, cwe, "private" if k == 3 else "top")
            why = flow["note"]
            rest = f"sink: {sink['note']}"
        if spring:
            src = SPRING_SOURCES[(k + o + 2) % len(SPRING_SOURCES)]
            note = f"safe: {why} (source {src['note']} (Spring); {rest})"
            render(cwe, False, num, note, [flow, sink], spring=src["decl"], post=src.get("post", False), pathvar=src.get("pathvar", False))
        else:
            src = srcs[(k * 3 + o + 1) % len(srcs)]
            note = f"safe: {why} (source {src['note']}; {rest})"
            render(cwe, False, num, note, [src, flow, sink], post=src.get("post", k % 3 == 1), wildcard=src.get("wildcard", False))

# Spring source pieces need their annotation imports: patch by re-rendering is complex, so add them in render via decl scan.
SECRET_SERVLET = P("secret", "", 'String secret = request.getParameter("secret");\nif (secret == null) {\n    response.sendError(HttpServletResponse.SC_BAD_REQUEST);\n    return;\n}')
SECRET_SPRING = '@RequestParam("secret") String secret'

def crypto(cwe, weak_list, strong_list, n_v, n_s, o, usage_fn, keyed):
    for vuln, n, lst, other in ((True, n_v, weak_list, strong_list), (False, n_s, strong_list, weak_list)):
        for k in range(n):
            v, ot = lst[k % len(lst)], other[k % len(other)]
            choice = CHOICES[(k + o + (0 if vuln else 6)) % len(CHOICES)](v, ot, vuln)
            if keyed:
                keyalg = v.split("/")[0]
                keyalg_expr = f'"{keyalg}"' if choice["id"] == "literal" else f'{choice["expr"]}.split("/")[0]'
                body, imps, unote = usage_fn(k, choice["expr"], keyalg_expr, KEYLEN[keyalg])
            else:
                body, imps, unote = usage_fn(k, choice["expr"])
            use = P("use", "", body, imports=imps)
            spring = k in (4, 9)
            num = count(cwe, vuln)
            kind = "weak" if vuln else "strong"
            note = f"{kind} algorithm {v} via {choice['note']}; {unote}"
            parts = [choice, use] if spring else [SECRET_SERVLET, choice, use]
            render(cwe, vuln, num, note, parts, spring=(SECRET_SPRING if spring else None), post=True)

crypto(327, WEAK_CIPHERS, STRONG_CIPHERS, 11, 11, 0, cipher_usage, True)
crypto(328, WEAK_HASHES, STRONG_HASHES, 10, 10, 3, hash_usage, False)
for vuln, fn, what in ((True, "md5Hex", "MD5"), (True, "sha1Hex", "SHA-1"), (False, "sha256Hex", "SHA-256"), (False, "sha512Hex", "SHA-512")):
    use = P("du", "", f"""
String hashed = DigestUtils.{fn}(secret);
request.setAttribute("passwordHash", hashed);
response.getWriter().println("hash length " + hashed.length());
""", imports=["org.apache.commons.codec.digest.DigestUtils"])
    note = f"{'weak' if vuln else 'strong'} hash {what} via commons-codec DigestUtils.{fn} on a password"
    render(328, vuln, count(328, vuln), note, [SECRET_SERVLET, use], post=True)

# CWE-330
for vuln, gens in ((True, WEAK_GEN), (False, STRONG_GEN)):
    for k, g in enumerate(gens):
        unote, ucode = TOKEN_USES[(k + (0 if vuln else 2)) % len(TOKEN_USES)]
        imps = ["javax.servlet.http.Cookie"] if "Cookie" in ucode else []
        use = P("use", "", ucode, imports=imps)
        num = count(330, vuln)
        kind = "predictable" if vuln else "secure"
        note = f"{kind} generator: {g['note']}; used for {unote}"
        spring = k in (5, 10)
        render(330, vuln, num, note, [g, use], spring=("" if spring else None), post=(k % 2 == 1))
# non-security use of java.util.Random (safe look-alike)
tip = P("tip", "", r'''
int index = new Random().nextInt(TIPS.length);
response.setContentType("text/plain");
response.getWriter().println("Tip of the day: " + TIPS[index]);
''', members='private static final String[] TIPS = {"Use streams", "Prefer records", "Close your resources"};', imports=["java.util.Random"])
render(330, False, count(330, False), "java.util.Random only picks which static tip to display; no security value is generated", [tip])

# CWE-614
for vuln, lst in ((True, COOKIE_VULN), (False, COOKIE_SAFE)):
    for k, c in enumerate(lst):
        vnote, vcode, vimps = COOKIE_VALUES[0] if "header" in c["id"] else COOKIE_VALUES[k % len(COOKIE_VALUES)]
        val = P("val", "", vcode, imports=vimps)
        imps = ["javax.servlet.http.Cookie"] if "new Cookie" in (c["body"] + c["top"]) else []
        num = count(614, vuln)
        spring = "spring" in c["id"] or k == 7
        note = f"{'cookie without Secure flag' if vuln else 'cookie is Secure'}: {c['note']}; value: {vnote}"
        render(614, vuln, num, note, [val, c, P("i", "", "", imports=imps), P("ok", "", 'response.getWriter().println("ok");')],
               spring=("" if spring else None), post=(k % 2 == 0))

for cwe in sorted(counts):
    print(cwe, counts[cwe])
