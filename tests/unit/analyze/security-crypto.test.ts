import { describe, expect, it } from "vitest";
import { analyze, lineOf, only } from "./security-helpers";

describe("weak hashing (CWE-328, CWE-916)", () => {
  it("flags MD5/SHA-1 MessageDigest and DigestUtils.md5Hex, including through a constant", () => {
    const text = `
public class PasswordUtil {
  private static final String ALGO = "SHA-1";
  public String hashPassword(String password) throws Exception {
    MessageDigest md = MessageDigest.getInstance("MD5"); // md5
    byte[] h = md.digest(password.getBytes(StandardCharsets.UTF_8));
    MessageDigest sha1 = MessageDigest.getInstance(ALGO); // sha1
    return DigestUtils.md5Hex(password); // utils
  }
}`;
    const fs = only(analyze(text), "SEC-WEAK-HASH");
    expect(fs.map((f) => f.line)).toEqual([lineOf(text, "// md5"), lineOf(text, "// sha1"), lineOf(text, "// utils")]);
    expect(fs[0].cwe).toBe(328);
    expect(fs[0].severity).toBe("warning");
    expect(fs[0].message).toContain("to hash passwords");
    expect(fs[0].lesson).toBe("/courses/secure-coding-java/secure-randomness-and-crypto");
  });

  it("accepts SHA-256 for file integrity and BCrypt for passwords, but flags plain-text/fast password encoders", () => {
    const text = `
@Configuration
public class SecurityConfig {
  public String checksum(byte[] data) throws Exception {
    return HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(data));
  }
  @Bean
  public PasswordEncoder passwordEncoder() { return new BCryptPasswordEncoder(); }
  @Bean
  public PasswordEncoder legacyEncoder() { return NoOpPasswordEncoder.getInstance(); } // noop
}`;
    const fs = analyze(text);
    expect(only(fs, "SEC-WEAK-HASH")).toEqual([]);
    const pw = only(fs, "SEC-WEAK-PASSWORD-HASH");
    expect(pw.map((f) => f.line)).toEqual([lineOf(text, "// noop")]);
    expect(pw[0].cwe).toBe(916);
    expect(pw[0].lesson).toBe("/courses/spring-security/password-hashing");
  });
});

describe("weak ciphers and static IVs (CWE-327, CWE-329)", () => {
  it('flags DES, ECB mode and bare "AES"; accepts AES/GCM', () => {
    const text = `
public class CryptoService {
  private static final String TRANSFORMATION = "AES/ECB/PKCS5Padding";
  public void ciphers(SecretKey key) throws Exception {
    Cipher a = Cipher.getInstance("AES"); // bare
    Cipher b = Cipher.getInstance("DES/CBC/PKCS5Padding"); // des
    Cipher c = Cipher.getInstance(TRANSFORMATION); // ecb
    Cipher d = Cipher.getInstance("AES/GCM/NoPadding");
    Cipher e = Cipher.getInstance("RSA/ECB/OAEPWithSHA-256AndMGF1Padding");
    KeyGenerator kg = KeyGenerator.getInstance("AES");
    SecretKeySpec spec = new SecretKeySpec(key.getEncoded(), "AES");
  }
}`;
    const fs = only(analyze(text), "SEC-WEAK-CIPHER");
    expect(fs.map((f) => f.line)).toEqual([lineOf(text, "// bare"), lineOf(text, "// des"), lineOf(text, "// ecb")]);
    expect(fs[0].cwe).toBe(327);
    expect(fs[0].message).toContain("ECB");
  });

  it("flags an all-zero IV but not one filled by SecureRandom", () => {
    const text = `
public class Enc {
  private static final SecureRandom RNG = new SecureRandom();
  byte[] bad(SecretKey key, byte[] data) throws Exception {
    Cipher c = Cipher.getInstance("AES/CBC/PKCS5Padding");
    byte[] iv = new byte[16];
    c.init(Cipher.ENCRYPT_MODE, key, new IvParameterSpec(iv)); // static
    return c.doFinal(data);
  }
  byte[] good(SecretKey key, byte[] data) throws Exception {
    Cipher c = Cipher.getInstance("AES/GCM/NoPadding");
    byte[] iv = new byte[12];
    RNG.nextBytes(iv);
    c.init(Cipher.ENCRYPT_MODE, key, new GCMParameterSpec(128, iv));
    return c.doFinal(data);
  }
}`;
    const fs = only(analyze(text), "SEC-STATIC-IV");
    expect(fs.map((f) => f.line)).toEqual([lineOf(text, "// static")]);
    expect(fs[0].cwe).toBe(329);
  });
});

describe("insecure randomness (CWE-330)", () => {
  it("flags java.util.Random / Math.random used for tokens, OTPs and reset codes", () => {
    const text = `
public class TokenService {
  private static final String CHARS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
  private final Random random = new Random();
  public String generateToken() {
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < 32; i++) sb.append(CHARS.charAt(random.nextInt(CHARS.length()))); // token
    return sb.toString();
  }
  public void sendOtp(User user) {
    int otp = 100000 + new Random().nextInt(900000); // otp
    sms.send(user.getPhone(), "Your code: " + otp);
  }
  public String resetLink() {
    String resetToken = Long.toHexString(Double.doubleToLongBits(Math.random())); // math
    return "/reset?token=" + resetToken;
  }
}`;
    const fs = only(analyze(text), "SEC-INSECURE-RANDOM");
    expect(fs.map((f) => f.line)).toEqual([lineOf(text, "// token"), lineOf(text, "// otp"), lineOf(text, "// math")]);
    expect(fs[0].cwe).toBe(330);
    expect(fs[0].severity).toBe("warning");
    expect(fs[0].message).toContain("`generateToken()`");
  });

  it("flags weak random values passed to security-named setters and session cookies", () => {
    const text = `
class PasswordReset {
  private final Random rnd = new Random();
  void start(User user, HttpServletResponse resp) {
    user.setResetToken(Long.toString(rnd.nextLong())); // setter
    Cookie c = new Cookie("sessionId", String.valueOf(rnd.nextInt())); // cookie
    c.setSecure(true);
    c.setHttpOnly(true);
    resp.addCookie(c);
    user.setLuckyNumber(rnd.nextInt(10));
  }
}`;
    const fs = only(analyze(text), "SEC-INSECURE-RANDOM");
    expect(fs.map((f) => f.line)).toEqual([lineOf(text, "// setter"), lineOf(text, "// cookie")]);
    expect(fs[0].message).toContain("`resetToken`");
    expect(only(analyze(text), "SEC-INSECURE-COOKIE")).toEqual([]);
  });

  it("does not flag games, simulations, SecureRandom or UUID.randomUUID", () => {
    const text = `
public class DiceGame {
  private final Random random = new Random();
  private static final SecureRandom SECURE = new SecureRandom();
  public int roll() { return random.nextInt(6) + 1; }
  public void play() {
    int secretNumber = random.nextInt(100) + 1;
    int guess = 0;
    double delay = Math.random() * 1000;
  }
  public String newToken() {
    byte[] b = new byte[32];
    SECURE.nextBytes(b);
    return Base64.getUrlEncoder().encodeToString(b);
  }
  public String sessionId() { return UUID.randomUUID().toString(); }
}`;
    expect(only(analyze(text), "SEC-INSECURE-RANDOM")).toEqual([]);
  });
});

describe("hard-coded secrets (CWE-798)", () => {
  it("flags secret-named constants, literal DB passwords, literal keys, AWS keys and password comparisons", () => {
    const text = `
public class Config {
  private static final String DB_PASSWORD = "Sup3rS3cret!"; // field
  private static final String JWT_SECRET = "my-jwt-signing-secret-2024"; // jwt
  private String awsAccessKeyId = "AKIAIOSFODNN7EXAMPLE"; // aws
  public Connection connect() throws SQLException {
    return DriverManager.getConnection("jdbc:postgresql://db/app", "app", "hunter2!"); // driver
  }
  public SecretKey key() {
    return new SecretKeySpec("0123456789abcdef".getBytes(), "AES"); // spec
  }
  public boolean login(String user, String password) {
    return "admin".equals(user) && password.equals("letmein123"); // compare
  }
  public Key signingKey() {
    return Keys.hmacShaKeyFor(JWT_SECRET.getBytes()); // use
  }
}`;
    const fs = only(analyze(text), "SEC-HARDCODED-SECRET");
    // the secret constant is reported where it is declared and where it is used as a key
    expect(fs.map((f) => f.line)).toEqual([
      lineOf(text, "// field"),
      lineOf(text, "// jwt"),
      lineOf(text, "// aws"),
      lineOf(text, "// driver"),
      lineOf(text, "// spec"),
      lineOf(text, "// compare"),
      lineOf(text, "// use"),
    ]);
    expect(fs[6].message).toContain("comes from a secret hard-coded in the source");
    expect(fs[0].cwe).toBe(798);
    expect(fs[0].message).toContain("`DB_PASSWORD`");
    expect(fs[2].message).toContain("AWS");
    expect(fs[0].lesson).toBe("/courses/secure-coding-java/secrets-management");
  });

  it("recognises secret-looking literals regardless of the variable name", () => {
    const text = `
public class Keys {
  private static final String PEM = "-----BEGIN PRIVATE KEY-----\\nMIIEvQIBADANBgkqhkiG9w0BAQEFAASC\\n-----END PRIVATE KEY-----"; // pem
  String gh = "ghp_abcdefghijklmnopqrstuvwxyz0123456789"; // github
  String url = "jdbc:postgresql://app:Pr0dPassw0rd@db.internal:5432/app".replace("jdbc:", ""); // url
  String fine = "https://example.com/docs/getting-started";
}`;
    const fs = only(analyze(text), "SEC-HARDCODED-SECRET");
    expect(fs.map((f) => f.line)).toEqual([lineOf(text, "// pem"), lineOf(text, "// github"), lineOf(text, "// url")]);
    expect(fs[0].message).toContain("private key");
  });

  it("ignores placeholders, property keys, empty values, environment lookups, non-secret names and test code", () => {
    const text = `
public class Settings {
  private static final String PASSWORD_PARAM = "password";
  private static final String TOKEN_PREFIX = "Bearer ";
  private static final String API_KEY = "\${payment.api-key}";
  private static final String SECRET_PROPERTY = "app.jwt.secret";
  private static final String DEFAULT_PASSWORD = "";
  private static final String ADMIN_PASSWORD = "changeme";
  private String password = System.getenv("DB_PASSWORD");
  @Value("\${app.secret}") private String secret;
  private final String username = "admin";
  public Connection connect() throws SQLException {
    return DriverManager.getConnection(url, "app", System.getenv("DB_PASS"));
  }
}
class LoginServiceTest {
  private static final String PASSWORD = "test-password-123";
  @Test
  void logsIn() { service.login("alice", "s3cret-for-test"); }
}`;
    expect(only(analyze(text), "SEC-HARDCODED-SECRET")).toEqual([]);
  });
});

describe("trust-all TLS (CWE-295)", () => {
  it("flags an X509TrustManager that accepts everything and host-name verifiers that return true", () => {
    const text = `
public class HttpClientFactory {
  public SSLContext insecure() throws Exception {
    TrustManager[] all = new TrustManager[] { new X509TrustManager() {
      public void checkClientTrusted(X509Certificate[] chain, String type) {}
      public void checkServerTrusted(X509Certificate[] chain, String type) {} // tm
      public X509Certificate[] getAcceptedIssuers() { return new X509Certificate[0]; }
    }};
    SSLContext ctx = SSLContext.getInstance("TLS");
    ctx.init(null, all, new SecureRandom());
    HttpsURLConnection.setDefaultHostnameVerifier((host, session) -> true); // hv
    return ctx;
  }
}
class PinningTrustManager implements X509TrustManager {
  public void checkClientTrusted(X509Certificate[] chain, String type) throws CertificateException { throw new CertificateException("no clients"); }
  public void checkServerTrusted(X509Certificate[] chain, String type) throws CertificateException {
    if (!pin.equals(fingerprint(chain[0]))) throw new CertificateException("pin mismatch");
  }
  public X509Certificate[] getAcceptedIssuers() { return new X509Certificate[0]; }
}`;
    const fs = only(analyze(text), "SEC-INSECURE-TLS");
    expect(fs.map((f) => f.line)).toEqual([lineOf(text, "// tm"), lineOf(text, "// hv")]);
    expect(fs[0].cwe).toBe(295);
  });
});
