from pieces_taint import P

# ------------- how a configured algorithm name is obtained -------------
# Each choice(v, other) returns a piece with `expr` (Java expression giving the name actually used = v) and a note.
# `other` is the opposite-strength name placed in a dead branch / unused key where the shape allows it.

def ch_literal(v, o, weak):
    return P("literal", f'literal "{v}"', "", expr=f'"{v}"')

def ch_const(v, o, weak):
    return P("const", f'static final constant "{v}"', "", members=f'private static final String ALGORITHM = "{v}";', expr="ALGORITHM")

def ch_props(v, o, weak):
    return P("props", f'Properties.getProperty(key, default "{v}"); the key is never set (another key holds "{o}")', f'''
Properties settings = new Properties();
settings.setProperty("legacy.algorithm", "{o}");
String algorithm = settings.getProperty("algorithm", "{v}");
''', imports=["java.util.Properties"], expr="algorithm")

def ch_helper(v, o, weak):
    return P("helper", f'private helper returns "{v}"', "", members=f'''
private static String algorithmName() {{
    return "{v}";
}}
''', expr="algorithmName()")

def ch_switch(v, o, weak):
    return P("switch", f'switch on a constant selects "{v}" ("{o}" only in dead cases)', f'''
String algorithm;
int level = 2;
switch (level) {{
    case 1:
        algorithm = "{o}";
        break;
    case 2:
        algorithm = "{v}";
        break;
    default:
        algorithm = "{o}";
        break;
}}
''', expr="algorithm")

def ch_ternary(v, o, weak):
    w, s = (v, o) if weak else (o, v)
    return P("ternary", f'ternary on constant LEGACY_MODE={str(weak).lower()} selects "{v}"', f'String algorithm = LEGACY_MODE ? "{w}" : "{s}";',
             members=f"private static final boolean LEGACY_MODE = {str(weak).lower()};", expr="algorithm")

def ch_map(v, o, weak):
    w, s = (v, o) if weak else (o, v)
    key = "legacy" if weak else "modern"
    return P("map", f'Map lookup with constant key "{key}" -> "{v}"', f'''
Map<String, String> byProfile = new HashMap<>();
byProfile.put("legacy", "{w}");
byProfile.put("modern", "{s}");
String algorithm = byProfile.get("{key}");
''', imports=["java.util.Map", "java.util.HashMap"], expr="algorithm")

def ch_array(v, o, weak):
    idx = 0 if weak else 1
    w, s = (v, o) if weak else (o, v)
    return P("array", f'array element [{idx}] = "{v}"', f'String[] candidates = {{"{w}", "{s}"}};\nString algorithm = candidates[{idx}];', expr="algorithm")

def ch_toplevel(v, o, weak):
    return P("toplevel", f'constant in a second top-level class = "{v}"', "", top=f'''
final class SecuritySettings {{
    static final String ALGORITHM = "{v}";

    private SecuritySettings() {{
    }}
}}
''', expr="SecuritySettings.ALGORITHM")

def ch_enum(v, o, weak):
    w, s = (v, o) if weak else (o, v)
    pick = "LEGACY" if weak else "MODERN"
    return P("enum", f'enum constant {pick} carries "{v}"', "", members=f'''
private enum Profile {{
    LEGACY("{w}"), MODERN("{s}");

    private final String algorithm;

    Profile(String algorithm) {{
        this.algorithm = algorithm;
    }}
}}
''', expr=f"Profile.{pick}.algorithm")

def ch_ifconst(v, o, weak):
    w, s = (v, o) if weak else (o, v)
    return P("ifconst", f'if (COMPAT={str(weak).lower()}) switches to "{w}"; result "{v}"', f'String algorithm = "{s}";\nif (COMPAT) {{\n    algorithm = "{w}";\n}}',
             members=f"private static final boolean COMPAT = {str(weak).lower()};", expr="algorithm")

def ch_list(v, o, weak):
    w, s = (v, o) if weak else (o, v)
    idx = 0 if weak else 1
    return P("list", f'List.of(...).get({idx}) = "{v}"', f'List<String> supported = List.of("{w}", "{s}");\nString algorithm = supported.get({idx});', imports=["java.util.List"], expr="algorithm")

def ch_iface(v, o, weak):
    return P("iface", f'interface with one implementation returns "{v}"', "AlgorithmPolicy policy = new DefaultPolicy();\nString algorithm = policy.name();", top=f'''
interface AlgorithmPolicy {{
    String name();
}}

final class DefaultPolicy implements AlgorithmPolicy {{
    @Override
    public String name() {{
        return "{v}";
    }}
}}
''', expr="algorithm")

CHOICES = [ch_literal, ch_const, ch_props, ch_helper, ch_switch, ch_ternary, ch_map, ch_array, ch_toplevel, ch_enum, ch_ifconst, ch_list, ch_iface]

# ------------- CWE-327 -------------
WEAK_CIPHERS = ["DES/CBC/PKCS5Padding", "DESede/ECB/PKCS5Padding", "AES", "RC4", "Blowfish/CBC/PKCS5Padding", "AES/ECB/PKCS5Padding",
                "RC2/CBC/PKCS5Padding", "DESede/CBC/PKCS5Padding", "DES", "Blowfish", "AES/ECB/NoPadding"]
STRONG_CIPHERS = ["AES/GCM/NoPadding", "AES/CBC/PKCS5Padding", "AES/CTR/NoPadding", "AES/GCM/NoPadding", "AES/CBC/PKCS5Padding"]
KEYLEN = {"DES": 8, "DESede": 24, "AES": 16, "RC4": 16, "Blowfish": 16, "RC2": 16}

def cipher_usage(i, expr, keyalg_expr, keylen):
    ctor = [
        f'''
byte[] keyBytes = new byte[{keylen}];
new SecureRandom().nextBytes(keyBytes);
SecretKeySpec key = new SecretKeySpec(keyBytes, {keyalg_expr});
''',
        f'''
KeyGenerator generator = KeyGenerator.getInstance({keyalg_expr});
SecretKey key = generator.generateKey();
''',
    ][i % 2]
    out = [
        ('String sealedText = Base64.getEncoder().encodeToString(sealed);\nrequest.getServletContext().setAttribute("lastSealed", sealedText);\nresponse.getWriter().println("ok");', ["java.util.Base64"], "ciphertext kept as Base64 in the servlet context"),
        ('Files.write(Paths.get("/var/app/vault/card.bin"), sealed);\nresponse.getWriter().println("stored");', ["java.nio.file.Files", "java.nio.file.Paths"], "ciphertext written to a file"),
        ('request.setAttribute("sealed", Base64.getEncoder().encodeToString(sealed));\nresponse.getWriter().println("sealed " + sealed.length + " bytes");', ["java.util.Base64"], "ciphertext length reported"),
    ][i % 3]
    body = "try {" + "".join("\n    " + l if l else "\n" for l in (ctor.strip("\n") + f'''
Cipher cipher = Cipher.getInstance({expr});
cipher.init(Cipher.ENCRYPT_MODE, key);
byte[] sealed = cipher.doFinal(secret.getBytes(StandardCharsets.UTF_8));
''' + out[0]).strip("\n").split("\n")) + "\n} catch (GeneralSecurityException e) {\n    throw new ServletException(e);\n}"
    imps = ["javax.crypto.Cipher", "java.security.GeneralSecurityException", "java.nio.charset.StandardCharsets"] + out[1]
    imps += ["java.security.SecureRandom", "javax.crypto.spec.SecretKeySpec"] if i % 2 == 0 else ["javax.crypto.KeyGenerator", "javax.crypto.SecretKey"]
    return body, imps, out[2]

# ------------- CWE-328 -------------
WEAK_HASHES = ["MD5", "SHA-1", "SHA1", "MD2", "md5", "SHA", "MD4", "MD5", "SHA-1"]
STRONG_HASHES = ["SHA-256", "SHA-512", "SHA-384", "SHA3-256", "SHA-512/256", "SHA3-512", "SHA-256"]

def hash_usage(i, expr):
    variants = [
        (f'''
MessageDigest md = MessageDigest.getInstance({expr});
byte[] digest = md.digest(secret.getBytes(StandardCharsets.UTF_8));
String fingerprint = HexFormat.of().formatHex(digest);
request.setAttribute("fingerprint", fingerprint);
response.getWriter().println("fingerprint computed");
''', ["java.util.HexFormat"], "token fingerprint computed as hex"),
        (f'''
byte[] salt = new byte[16];
new SecureRandom().nextBytes(salt);
MessageDigest md = MessageDigest.getInstance({expr});
md.update(salt);
md.update(secret.getBytes(StandardCharsets.UTF_8));
byte[] hash = md.digest();
Files.write(Paths.get("/var/app/credentials/" + System.currentTimeMillis() + ".bin"), hash);
response.getWriter().println("password stored");
''', ["java.security.SecureRandom", "java.nio.file.Files", "java.nio.file.Paths"], "salted password hash stored"),
        (f'''
MessageDigest md = MessageDigest.getInstance({expr});
md.update(secret.getBytes(StandardCharsets.UTF_8));
String stored = Base64.getEncoder().encodeToString(md.digest());
request.setAttribute("passwordHash", stored);
response.getWriter().println("hash length " + stored.length());
''', ["java.util.Base64"], "password hash computed for comparison"),
    ]
    code, imps, note = variants[i % 3]
    body = "try {" + "".join("\n    " + l for l in code.strip("\n").split("\n")) + "\n} catch (NoSuchAlgorithmException e) {\n    throw new ServletException(e);\n}"
    return body, ["java.security.MessageDigest", "java.security.NoSuchAlgorithmException", "java.nio.charset.StandardCharsets"] + imps, note
