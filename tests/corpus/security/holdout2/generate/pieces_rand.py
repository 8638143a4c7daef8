from pieces_taint import P

# Generators produce `String token`.
WEAK_GEN = [
    P("w_random_long", "new Random().nextLong() hex", "Random rnd = new Random();\nString token = Long.toHexString(rnd.nextLong()) + Long.toHexString(rnd.nextLong());", imports=["java.util.Random"]),
    P("w_math", "Math.random() scaled to a 6-digit code", 'String token = String.format("%06d", (int) (Math.random() * 1_000_000));'),
    P("w_tlr", "ThreadLocalRandom.current().nextInt(100000, 1000000)", "int code = ThreadLocalRandom.current().nextInt(100000, 1000000);\nString token = String.valueOf(code);", imports=["java.util.concurrent.ThreadLocalRandom"]),
    P("w_field_bytes", "static java.util.Random field nextBytes -> Base64", "byte[] raw = new byte[18];\nRNG.nextBytes(raw);\nString token = Base64.getUrlEncoder().withoutPadding().encodeToString(raw);", members="private static final Random RNG = new Random();", imports=["java.util.Random", "java.util.Base64"]),
    P("w_seeded", "new Random(System.nanoTime()) seeded with the clock", "Random seeded = new Random(System.nanoTime());\nString token = Integer.toHexString(seeded.nextInt()) + Integer.toHexString(seeded.nextInt());", imports=["java.util.Random"]),
    P("w_helper", "private helper built on Math.random()", "String token = randomAlphanumeric(20);", members=r'''
private static final String ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

private static String randomAlphanumeric(int length) {
    StringBuilder sb = new StringBuilder(length);
    for (int i = 0; i < length; i++) {
        sb.append(ALPHABET.charAt((int) (Math.random() * ALPHABET.length())));
    }
    return sb.toString();
}
'''),
    P("w_double", "new Random().nextDouble() digits", "double d = new Random().nextDouble();\nString token = Double.toString(d).substring(2);", imports=["java.util.Random"]),
    P("w_stream", "new Random().ints(...) stream to base-36 chars", 'String token = new Random().ints(16, 0, 36).mapToObj(i -> Integer.toString(i, 36)).collect(Collectors.joining());', imports=["java.util.Random", "java.util.stream.Collectors"]),
    P("w_ternary", "ternary on constant USE_SECURE=false picks java.util.Random", "Random source = USE_SECURE ? new SecureRandom() : new Random();\nString token = Long.toString(source.nextLong() & Long.MAX_VALUE, 36);", members="private static final boolean USE_SECURE = false;", imports=["java.util.Random", "java.security.SecureRandom"]),
    P("w_supplier", "Supplier<Random> returning new Random()", "Supplier<Random> factory = Random::new;\nString token = Integer.toUnsignedString(factory.get().nextInt(), 16);", imports=["java.util.Random", "java.util.function.Supplier"]),
    P("w_toplevel", "second top-level class wraps ThreadLocalRandom", "String token = Tokens.next();", imports=[], top=r'''
final class Tokens {
    private Tokens() {
    }

    static String next() {
        return Long.toHexString(java.util.concurrent.ThreadLocalRandom.current().nextLong());
    }
}
'''),
]
STRONG_GEN = [
    P("s_secure_bytes", "new SecureRandom().nextBytes -> Base64", "byte[] raw = new byte[24];\nnew SecureRandom().nextBytes(raw);\nString token = Base64.getUrlEncoder().withoutPadding().encodeToString(raw);", imports=["java.security.SecureRandom", "java.util.Base64"]),
    P("s_strong", "SecureRandom.getInstanceStrong()", "String token;\ntry {\n    SecureRandom strong = SecureRandom.getInstanceStrong();\n    token = Long.toHexString(strong.nextLong()) + Long.toHexString(strong.nextLong());\n} catch (NoSuchAlgorithmException e) {\n    throw new ServletException(e);\n}", imports=["java.security.SecureRandom", "java.security.NoSuchAlgorithmException"]),
    P("s_sha1prng", "SecureRandom.getInstance(\"SHA1PRNG\")", 'String token;\ntry {\n    SecureRandom prng = SecureRandom.getInstance("SHA1PRNG");\n    token = String.format("%06d", prng.nextInt(1_000_000));\n} catch (NoSuchAlgorithmException e) {\n    throw new ServletException(e);\n}', imports=["java.security.SecureRandom", "java.security.NoSuchAlgorithmException"]),
    P("s_uuid", "UUID.randomUUID() (backed by SecureRandom)", "String token = UUID.randomUUID().toString();", imports=["java.util.UUID"]),
    P("s_random_typed", "variable typed Random holding a SecureRandom", "Random rnd = new SecureRandom();\nString token = Long.toHexString(rnd.nextLong()) + Long.toHexString(rnd.nextLong());", imports=["java.util.Random", "java.security.SecureRandom"]),
    P("s_field", "static SecureRandom field", "byte[] raw = new byte[18];\nRNG.nextBytes(raw);\nString token = Base64.getUrlEncoder().withoutPadding().encodeToString(raw);", members="private static final SecureRandom RNG = new SecureRandom();", imports=["java.security.SecureRandom", "java.util.Base64"]),
    P("s_ternary", "ternary on constant USE_SECURE=true picks SecureRandom", "Random source = USE_SECURE ? new SecureRandom() : new Random();\nString token = Long.toString(source.nextLong() & Long.MAX_VALUE, 36);", members="private static final boolean USE_SECURE = true;", imports=["java.util.Random", "java.security.SecureRandom"]),
    P("s_helper", "private helper built on SecureRandom", "String token = randomAlphanumeric(20);", members=r'''
private static final String ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
private static final SecureRandom SECURE = new SecureRandom();

private static String randomAlphanumeric(int length) {
    StringBuilder sb = new StringBuilder(length);
    for (int i = 0; i < length; i++) {
        sb.append(ALPHABET.charAt(SECURE.nextInt(ALPHABET.length())));
    }
    return sb.toString();
}
''', imports=["java.security.SecureRandom"]),
    P("s_stream", "new SecureRandom().ints(...) stream", 'String token = new SecureRandom().ints(16, 0, 36).mapToObj(i -> Integer.toString(i, 36)).collect(Collectors.joining());', imports=["java.security.SecureRandom", "java.util.stream.Collectors"]),
    P("s_deadweak", "weak Random only in a dead branch (DEMO=false)", "String token;\nif (DEMO) {\n    token = Integer.toString(new Random().nextInt());\n} else {\n    token = UUID.randomUUID().toString();\n}", members="private static final boolean DEMO = false;", imports=["java.util.Random", "java.util.UUID"]),
    P("s_toplevel", "second top-level class wraps SecureRandom", "String token = Tokens.next();", top=r'''
final class Tokens {
    private static final java.security.SecureRandom RANDOM = new java.security.SecureRandom();

    private Tokens() {
    }

    static String next() {
        return Long.toHexString(RANDOM.nextLong());
    }
}
'''),
]

# Uses of the token (security values).
TOKEN_USES = [
    ("password-reset token stored and mailed", r'''
String email = request.getParameter("email");
request.getServletContext().log("reset requested");
request.setAttribute("resetToken", token);
response.getWriter().println(email == null ? "missing email" : "reset link sent");
'''),
    ("CSRF token kept in the session", r'''
request.getSession().setAttribute("csrfToken", token);
response.setContentType("application/json");
response.getWriter().println("{\"csrf\":\"" + token + "\"}");
'''),
    ("remember-me cookie value (Secure, HttpOnly)", r'''
Cookie remember = new Cookie("remember_me", token);
remember.setSecure(true);
remember.setHttpOnly(true);
remember.setMaxAge(60 * 60 * 24 * 14);
response.addCookie(remember);
response.getWriter().println("remembered");
'''),
    ("temporary password returned to the admin", r'''
response.setContentType("text/plain");
response.getWriter().println("temporary password: " + token);
'''),
    ("one-time login code", r'''
request.getSession().setAttribute("otp", token);
response.getWriter().println("code sent by SMS");
'''),
]

# ------------- CWE-614 -------------
# Cookie snippets: create `cookie` from `value` and add it. vuln = no Secure flag on the path that runs.
COOKIE_VULN = [
    P("c_none", "no setSecure call", 'Cookie cookie = new Cookie("SESSION_TOKEN", value);\ncookie.setHttpOnly(true);\ncookie.setPath("/");\nresponse.addCookie(cookie);'),
    P("c_false", "setSecure(false)", 'Cookie cookie = new Cookie("auth", value);\ncookie.setSecure(false);\ncookie.setHttpOnly(true);\nresponse.addCookie(cookie);'),
    P("c_constfalse", "setSecure(SECURE_COOKIES) with constant false", 'Cookie cookie = new Cookie("remember_me", value);\ncookie.setSecure(SECURE_COOKIES);\ncookie.setMaxAge(3600);\nresponse.addCookie(cookie);', members="private static final boolean SECURE_COOKIES = false;"),
    P("c_props", "Boolean.parseBoolean(getProperty(key, default \"false\")), key never set", 'Properties settings = new Properties();\nsettings.setProperty("cookie.domain", "example.com");\nboolean secure = Boolean.parseBoolean(settings.getProperty("cookie.secure", "false"));\nCookie cookie = new Cookie("sid", value);\ncookie.setSecure(secure);\nresponse.addCookie(cookie);', imports=["java.util.Properties"]),
    P("c_helper", "helper returns false", 'Cookie cookie = new Cookie("session", value);\ncookie.setSecure(isProduction());\ncookie.setHttpOnly(true);\nresponse.addCookie(cookie);', members="private static boolean isProduction() {\n    return false;\n}"),
    P("c_deadtrue", "setSecure(true) only under if (PRODUCTION) with PRODUCTION=false", 'Cookie cookie = new Cookie("auth_token", value);\nif (PRODUCTION) {\n    cookie.setSecure(true);\n}\nresponse.addCookie(cookie);', members="private static final boolean PRODUCTION = false;"),
    P("c_overwrite", "setSecure(true) then later setSecure(false)", 'Cookie cookie = new Cookie("login", value);\ncookie.setSecure(true);\ncookie.setHttpOnly(true);\ncookie.setSecure(false);\nresponse.addCookie(cookie);'),
    P("c_header", "raw Set-Cookie header without Secure", 'response.addHeader("Set-Cookie", "SESSION=" + value + "; Path=/; HttpOnly; SameSite=Lax");'),
    P("c_ternary", "ternary on constant (DEV_MODE=true) picks false", 'Cookie cookie = new Cookie("sso", value);\ncookie.setSecure(DEV_MODE ? false : true);\nresponse.addCookie(cookie);', members="private static final boolean DEV_MODE = true;"),
    P("c_spring", "Spring ResponseCookie without .secure(true)", 'ResponseCookie cookie = ResponseCookie.from("SESSION", value).httpOnly(true).path("/").build();\nresponse.addHeader(HttpHeaders.SET_COOKIE, cookie.toString());', imports=["org.springframework.http.ResponseCookie", "org.springframework.http.HttpHeaders"]),
    P("c_loop", "several cookies created in a loop, none Secure", 'for (String name : new String[] {"sid", "uid"}) {\n    Cookie cookie = new Cookie(name, value);\n    cookie.setHttpOnly(true);\n    response.addCookie(cookie);\n}'),
]
COOKIE_SAFE = [
    P("c_true", "setSecure(true)", 'Cookie cookie = new Cookie("SESSION_TOKEN", value);\ncookie.setSecure(true);\ncookie.setHttpOnly(true);\nresponse.addCookie(cookie);'),
    P("c_consttrue", "setSecure(SECURE_COOKIES) with constant true", 'Cookie cookie = new Cookie("remember_me", value);\ncookie.setSecure(SECURE_COOKIES);\ncookie.setMaxAge(3600);\nresponse.addCookie(cookie);', members="private static final boolean SECURE_COOKIES = true;"),
    P("c_propstrue", "Boolean.parseBoolean(getProperty(key, default \"true\")), key never set", 'Properties settings = new Properties();\nsettings.setProperty("cookie.domain", "example.com");\nboolean secure = Boolean.parseBoolean(settings.getProperty("cookie.secure", "true"));\nCookie cookie = new Cookie("sid", value);\ncookie.setSecure(secure);\nresponse.addCookie(cookie);', imports=["java.util.Properties"]),
    P("c_helpertrue", "helper returns true", 'Cookie cookie = new Cookie("session", value);\ncookie.setSecure(isProduction());\ncookie.setHttpOnly(true);\nresponse.addCookie(cookie);', members="private static boolean isProduction() {\n    return true;\n}"),
    P("c_deadfalse", "setSecure(true); setSecure(false) only under if (DEBUG) with DEBUG=false", 'Cookie cookie = new Cookie("auth_token", value);\ncookie.setSecure(true);\nif (DEBUG) {\n    cookie.setSecure(false);\n}\nresponse.addCookie(cookie);', members="private static final boolean DEBUG = false;"),
    P("c_falsethentrue", "setSecure(false) then setSecure(true) before addCookie", 'Cookie cookie = new Cookie("login", value);\ncookie.setSecure(false);\ncookie.setHttpOnly(true);\ncookie.setSecure(true);\nresponse.addCookie(cookie);'),
    P("c_headersecure", "raw Set-Cookie header with Secure", 'response.addHeader("Set-Cookie", "SESSION=" + value + "; Path=/; Secure; HttpOnly; SameSite=Lax");'),
    P("c_ternarytrue", "ternary on constant (DEV_MODE=false) picks true", 'Cookie cookie = new Cookie("sso", value);\ncookie.setSecure(DEV_MODE ? false : true);\nresponse.addCookie(cookie);', members="private static final boolean DEV_MODE = false;"),
    P("c_springsecure", "Spring ResponseCookie with .secure(true)", 'ResponseCookie cookie = ResponseCookie.from("SESSION", value).httpOnly(true).secure(true).path("/").build();\nresponse.addHeader(HttpHeaders.SET_COOKIE, cookie.toString());', imports=["org.springframework.http.ResponseCookie", "org.springframework.http.HttpHeaders"]),
    P("c_looptrue", "several cookies created in a loop, all Secure", 'for (String name : new String[] {"sid", "uid"}) {\n    Cookie cookie = new Cookie(name, value);\n    cookie.setSecure(true);\n    cookie.setHttpOnly(true);\n    response.addCookie(cookie);\n}'),
    P("c_factory", "factory method in a second top-level class sets Secure", 'response.addCookie(Cookies.sessionCookie("sid", value));', top=r'''
final class Cookies {
    private Cookies() {
    }

    static Cookie sessionCookie(String name, String value) {
        Cookie c = new Cookie(name, value);
        c.setSecure(true);
        c.setHttpOnly(true);
        c.setPath("/");
        return c;
    }
}
'''),
]
COOKIE_VALUES = [
    ("session id from UUID", 'String value = UUID.randomUUID().toString();', ["java.util.UUID"]),
    ("device id sent by the client", 'String value = request.getParameter("deviceId");\nif (value == null) {\n    value = "unknown";\n}', []),
    ("value from the HttpSession id", 'String value = request.getSession().getId();', []),
]
