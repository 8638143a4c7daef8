import { isSecretName, mentionsPassword } from "../names";
import { CLEAN, constStr, unionLabels, type Label } from "../val";
import { WEAK_HASHES } from "./tables";
import { bt, nameIs, litArg, sinkSpec, weakCipher, type CallSite, type LibResult } from "./common";

/** deserialization */
export function onDeserialization(c: CallSite): LibResult {
  const { engine, ctx, env, e, tv, args, name, cls, loc, a0 } = c;
  if ((name === "readObject" || name === "readUnshared") && tv && !cls && !args.length) {
    const t = bt(tv);
    if (t === "ObjectInputStream" && !tv.filtered && !engine.globalSerialFilter) {
      engine.sink(ctx, sinkSpec("SEC-DESERIALIZATION", loc, `ObjectInputStream.${name}`, "Java deserialization"), tv);
    } else if (t === "XMLDecoder") {
      engine.sink(ctx, sinkSpec("SEC-DESERIALIZATION", loc, "XMLDecoder.readObject", "XMLDecoder deserialization"), tv);
    }
    return { type: "Object" };
  }
  if (name === "setObjectInputFilter" && tv && e.target) {
    engine.updateVar(e.target, (v) => ({ ...v, filtered: true }), env);
    return CLEAN;
  }
  if (name === "deserialize" && (cls === "SerializationUtils" || cls === "SerializationHelper") && a0) {
    engine.sink(ctx, sinkSpec("SEC-DESERIALIZATION", loc, `${cls}.deserialize`, "Java deserialization"), a0);
    return { type: "Object" };
  }
  if (name === "fromXML" && a0 && tv && (bt(tv) === "XStream" || nameIs(tv, /xstream/i))) {
    engine.sink(
      ctx,
      sinkSpec("SEC-DESERIALIZATION", loc, "XStream.fromXML", "XStream deserialization", {
        sev: "warning",
        note: "Make sure XStream's type permissions (allowTypes) are configured.",
      }),
      a0,
    );
    return { type: "Object" };
  }
  if (
    (name === "load" || name === "loadAll" || name === "loadAs") &&
    a0 &&
    tv &&
    bt(tv) === "Yaml" &&
    !tv.kinds?.includes("safeYaml")
  ) {
    engine.sink(
      ctx,
      sinkSpec("SEC-DESERIALIZATION", loc, `Yaml.${name}`, "SnakeYAML object construction", {
        sev: "warning",
        note: "Use `new Yaml(new SafeConstructor(new LoaderOptions()))` for untrusted YAML.",
      }),
      a0,
    );
    return { type: "Object" };
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

/** randomness */
export function onRandomness(c: CallSite): LibResult {
  const { engine, env, e, tv, name, cls, loc } = c;
  if (name === "current" && cls === "ThreadLocalRandom") return { type: "ThreadLocalRandom", kinds: ["weakRng"] };
  if (
    tv &&
    !cls &&
    tv.kinds?.includes("weakRng") &&
    /^(next(Int|Long|Double|Float|Gaussian|Boolean|Bytes)?|ints|longs|doubles)$/.test(name)
  ) {
    const label: Label = { k: "rnd", desc: `\`${bt(tv) || "Random"}.${name}()\``, loc };
    if (name === "nextBytes" && e.args[0]) {
      engine.updateVar(
        e.args[0],
        (v) => ({ ...v, t: unionLabels(v.t, [label]), hc: undefined, zeroArr: undefined }),
        env,
      );
      return CLEAN;
    }
    return { t: [label], type: name === "nextBoolean" ? "boolean" : "number" };
  }
  if (name === "nextBytes" && e.args[0]) {
    engine.updateVar(e.args[0], (v) => ({ ...v, hc: undefined, zeroArr: undefined }), env);
    return CLEAN;
  }
  if (cls === "RandomStringUtils" && /^random/.test(name)) {
    return { t: [{ k: "rnd", desc: `\`RandomStringUtils.${name}()\``, loc }], type: "String" };
  }
  return undefined;
}

/** crypto */
export function onCrypto(c: CallSite): LibResult {
  const { engine, ctx, e, tv, args, name, cls, loc, a0 } = c;
  if (name === "getInstance" && cls && a0) {
    const alg = constStr(a0);
    if (cls === "MessageDigest") {
      if (alg !== undefined) {
        const up = alg.toUpperCase();
        if (WEAK_HASHES.has(up)) {
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
      return { type: "MessageDigest" };
    }
    if ((cls === "Cipher" || cls === "KeyGenerator" || cls === "SecretKeyFactory") && alg !== undefined) {
      const why = weakCipher(alg, cls !== "Cipher");
      if (why) {
        engine.emit({
          rule: "SEC-WEAK-CIPHER",
          line: loc.line,
          column: loc.col,
          message: `\`${cls}.getInstance("${alg}")\`: ${why} (line ${engine.ul(loc.line)}).`,
        });
      }
      return { type: cls };
    }
  }
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
