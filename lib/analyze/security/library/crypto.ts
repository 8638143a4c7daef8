import { isCacheKeyContext, isSecretName, mentionsPassword } from "../names";
import { CLEAN, constStr } from "../val";
import { WEAK_HASHES } from "./tables";
import { bt, nameIs, litArg, weakCipher, type CallSite, type LibResult } from "./common";

/** deserialization */
export function onDeserialization(c: CallSite): LibResult {
  const { engine, env, e, tv, name, cls, loc, a0 } = c;
  if (name === "setObjectInputFilter" && tv && e.target) {
    engine.updateVar(e.target, (v) => ({ ...v, filtered: true }), env);
    return CLEAN;
  }
  // activateDefaultTyping is only safe with a validator that allow-lists packages/types (BasicPolymorphicTypeValidator
  // with allowIfSubType("com.example.")...); ObjectMapper's own default validator is LaissezFaireSubTypeValidator.
  if (
    name === "enableDefaultTyping" ||
    name === "enableDefaultTypingAsProperty" ||
    ((name === "activateDefaultTyping" || name === "activateDefaultTypingAsProperty") &&
      !a0?.kinds?.includes("ptvStrict"))
  ) {
    engine.emit({
      rule: "SEC-DESERIALIZATION",
      line: loc.line,
      column: loc.col,
      severity: "warning",
      message: `\`ObjectMapper.${name}()\` lets incoming JSON choose which Java classes to instantiate (line ${engine.ul(loc.line)}).`,
    });
    return tv ?? CLEAN;
  }
  if (name === "builder" && cls === "BasicPolymorphicTypeValidator") return { kinds: ["ptvBuilder"] };
  if (
    /^(allowIf|deny)/.test(name) &&
    tv?.kinds?.some((k) => k === "ptvBuilder" || k === "ptvAllows" || k === "laissez")
  ) {
    if (
      tv.kinds.includes("laissez") ||
      (name.startsWith("allowIf") && (a0?.clsLit === "Object" || constStr(a0) === "" || constStr(a0) === "java."))
    )
      return { kinds: ["laissez"] };
    return { kinds: name.startsWith("allowIf") ? ["ptvAllows"] : tv.kinds };
  }
  if (name === "build" && tv?.kinds?.includes("laissez")) return { kinds: ["laissez"] };
  if (name === "build" && tv?.kinds?.includes("ptvAllows")) return { kinds: ["ptvStrict"] };
  return undefined;
}

/** crypto */
export function onCrypto(c: CallSite): LibResult {
  const { engine, ctx, e, tv, args, name, cls, loc, a0 } = c;
  if (cls === "NoOpPasswordEncoder" && name === "getInstance") {
    engine.emit({
      rule: "SEC-WEAK-PASSWORD-HASH",
      line: loc.line,
      column: loc.col,
      message: `\`NoOpPasswordEncoder\` stores passwords in plain text (line ${engine.ul(loc.line)}).`,
    });
    return { type: "PasswordEncoder" };
  }
  if (cls === "Keys" && name === "hmacShaKeyFor" && a0)
    engine.hardcodedArg(ctx, a0, loc, "The JWT signing key passed to `Keys.hmacShaKeyFor`");
  if (cls === "Algorithm" && /^HMAC(256|384|512)$/.test(name) && a0)
    engine.hardcodedArg(ctx, a0, loc, `The JWT secret passed to \`Algorithm.${name}\``);
  if ((name === "signWith" || name === "setSigningKey" || name === "verifyWith") && !cls) {
    args.forEach((a, i) => {
      if (a.hc && e.args[i].k !== "field") engine.hardcodedArg(ctx, a, loc, `The JWT key passed to \`${name}\``);
    });
  }
  if (
    name === "setPassword" &&
    a0 &&
    tv &&
    !cls &&
    (/DataSource|HikariConfig|DriverManagerDataSource|BasicDataSource/.test(bt(tv)) ||
      nameIs(tv, /datasource|^ds$|hikari|config/i))
  ) {
    engine.hardcodedArg(ctx, a0, loc, "The data source password");
  } else if (
    (name === "setPassword" || name === "setClientSecret" || name === "setApiKey") &&
    a0 &&
    tv &&
    !cls &&
    (CREDENTIAL_HOLDERS.test(bt(tv)) || nameIs(tv, /source|sender|mail|smtp|ldap|ftp|client|factory|connection/i))
  ) {
    // LdapContextSource, JavaMailSenderImpl, ConnectionFactory...: the password a service logs in with
    engine.hardcodedArg(ctx, a0, loc, `The password given to \`${name}\``);
  }
  if ((name === "header" || name === "setHeader" || name === "addHeader") && args.length >= 2 && tv && !cls) {
    // .header(HttpHeaders.AUTHORIZATION, "Bearer " + apiKey): a credential sent with every request
    const h = e.args[0];
    const key = h?.k === "lit" && typeof h.v === "string" ? h.v : h?.k === "field" || h?.k === "name" ? h.name : "";
    if (/^(authorization|proxy[-_]authorization|x[-_]api[-_]key|api[-_]key|x[-_]auth[-_]token)$/i.test(key))
      engine.hardcodedArg(ctx, args[1], loc, `The credential in the \`${key}\` header`);
  }
  if ((name === "put" || name === "setProperty") && args.length === 2 && tv && !cls) {
    const key = litArg(args, 0);
    if (key && isSecretName(key.split(".").pop() ?? key))
      engine.hardcodedArg(ctx, args[1], loc, `The \`${key}\` property`);
  }
  if ((name === "equals" || name === "equalsIgnoreCase") && tv && !cls && a0) {
    const lit = tv.hc && tv.c ? tv : a0.hc && a0.c ? a0 : undefined;
    const other = lit === tv ? a0 : tv;
    if (lit && other && !other.hc && other.nm && isSecretName(other.nm))
      engine.hardcodedArg(
        ctx,
        lit,
        loc,
        "",
        `\`${other.nm}\` is compared with a hard-coded string literal (line ${engine.ul(loc.line)}), so the expected credential lives in the source code.`,
      );
  }
  return undefined;
}

/** Objects that log in to another service with the password given to their setter. */
const CREDENTIAL_HOLDERS =
  /ContextSource|MailSender|JavaMailSenderImpl|ConnectionFactory|FTPClient|SftpClient|Credentials|DataSourceProperties|RedisStandaloneConfiguration|MongoCredential/;

/** MessageDigest.getInstance(alg): a broken hash, or a single fast digest in a method about passwords. */
export function digestAlgorithm(c: CallSite): void {
  const { engine, ctx, loc, a0 } = c;
  const alg = constStr(a0);
  if (alg === undefined) return;
  const up = alg.toUpperCase();
  if (WEAK_HASHES.has(up)) {
    if (isCacheKeyContext(ctx.m?.name, ctx.cls.name)) return;
    const pw = ctx.m && mentionsPassword(ctx.m.name);
    engine.emit({
      rule: "SEC-WEAK-HASH",
      line: loc.line,
      column: loc.col,
      message: `\`MessageDigest.getInstance("${alg}")\` uses the broken ${alg} hash${pw ? " to hash passwords" : ""} (line ${engine.ul(loc.line)}).`,
    });
  } else if (ctx.m && mentionsPassword(ctx.m.name)) {
    engine.emit({
      rule: "SEC-WEAK-PASSWORD-HASH",
      line: loc.line,
      column: loc.col,
      message: `\`${ctx.m.name}()\` hashes passwords with a single fast ${alg} digest (line ${engine.ul(loc.line)}); use BCrypt, Argon2 or PBKDF2.`,
    });
  }
}

/** Cipher / KeyGenerator / SecretKeyFactory.getInstance(alg): a broken algorithm or ECB mode; false when unknown. */
export function cipherAlgorithm(c: CallSite): boolean {
  const { engine, loc, a0, cls } = c;
  const alg = constStr(a0);
  if (alg === undefined) return false;
  const why = weakCipher(alg, cls !== "Cipher");
  if (why)
    engine.emit({
      rule: "SEC-WEAK-CIPHER",
      line: loc.line,
      column: loc.col,
      message: `\`${cls}.getInstance("${alg}")\`: ${why} (line ${engine.ul(loc.line)}).`,
    });
  return true;
}
