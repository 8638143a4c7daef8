// Spring Security configuration smells: permitAll() on every path, every actuator endpoint open, CORS open to every
// origin, CSRF protection disabled while the app uses browser sessions (rows: ./rules.ts).
import { code, fence } from "../markdown";
import type { Annotation } from "../model";
import { Q } from "../rules/token-index";
import type { RuleContext } from "../rules/context";

/** A matcher that opens every actuator endpoint (or a sensitive one), not just `/actuator/health`. */
const ACTUATOR_PATH = /"(\/actuator(?:\/\*\*?|\/(?:env|heapdump|threaddump|shutdown|configprops|loggers)\b[^"]*))"/;

/** `"management.endpoints.web.exposure.include", "*"` or `"…include=*"` set from code (default properties, tests). */
function actuatorPropertyInCode(ctx: RuleContext, q: Q): void {
  const key = "management.endpoints.web.exposure.include";
  if (!ctx.text.includes(key)) return;
  for (let i = 0; i < q.tokens.length; i++) {
    const t = q.tokens[i];
    if (t.tokenType.name !== "StringLiteral" || !t.image.includes(key)) continue;
    const inline = new RegExp(`${key.replace(/\./g, "\\.")}\\s*[=:]\\s*([^"]*)`).exec(t.image)?.[1];
    const next = q.img(i + 1) === "," && q.kind(i + 2) === "StringLiteral" ? q.img(i + 2).slice(1, -1) : undefined;
    const value = inline ?? next;
    if (value === undefined || !value.split(",").some((v) => SENSITIVE.test(v.trim()))) continue;
    ctx.emit("DES-ACTUATOR-EXPOSED", "warning", t.startLine, `the code sets ${code(`${key}=${value}`)}`, {
      column: t.startColumn,
      cwe: 200,
      explanation:
        "This publishes actuator endpoints such as `env` and `configprops` (configuration values) and `heapdump` (memory with passwords and tokens in it) over HTTP, for every environment the code runs in.",
      fix: "Expose only `health,info` (and configure it per environment in `application-<profile>.properties`, not in code).",
    });
  }
}

const SENSITIVE = /^(\*|env|heapdump|threaddump|shutdown|configprops|loggers|logfile|jolokia)$/;

export function permitAll(ctx: RuleContext): void {
  const q = Q.of(ctx);
  actuatorPropertyInCode(ctx, q);
  for (const i of q.all("permitAll", "ignoring")) {
    if (q.img(i - 1) !== ".") continue;
    if (q.img(i) === "ignoring") {
      // web.ignoring().requestMatchers("/actuator/**"): the filter chain is skipped for those paths altogether
      const m = i + 4;
      if (q.img(i + 3) !== "." || !/^(requestMatchers|antMatchers|mvcMatchers)$/.test(q.img(m)) || q.img(m + 1) !== "(")
        continue;
      const close = q.pair[m + 1];
      const args = close > 0 ? q.src(m + 2, close - 1) : "";
      const path = ACTUATOR_PATH.exec(args)?.[1];
      if (!path) continue;
      ctx.emit(
        "DES-ACTUATOR-EXPOSED",
        "warning",
        q.line(m),
        `${code(`ignoring().${q.img(m)}("${path}")`)} takes the actuator endpoints out of Spring Security altogether`,
        {
          column: q.tokens[m].startColumn,
          cwe: 200,
          explanation:
            "Ignored paths skip every security filter: anyone can call `env`, `heapdump`, `loggers` or `shutdown`, which reveal secrets or change the running application.",
          fix: 'Keep the actuator inside the filter chain: allow `EndpointRequest.to("health", "info")` anonymously and require a role for the rest.',
        },
      );
      continue;
    }
    // the matcher call right before: anyRequest() or requestMatchers("/**")
    const close = i - 2;
    if (q.img(close) !== ")") continue;
    const open = q.pair[close];
    const call = q.img(open - 1);
    const args = q.src(open + 1, close - 1);
    let what: string | undefined;
    if (call === "anyRequest") what = "`anyRequest().permitAll()`";
    else if (/^(requestMatchers|antMatchers|mvcMatchers|pathMatchers)$/.test(call) && /^"\/\*\*"$/.test(args.trim()))
      what = `${code(`${call}("/**").permitAll()`)}`;
    else if (call === "toAnyEndpoint" || /toAnyEndpoint\(\)$/.test(args.trim()))
      what = "`EndpointRequest.toAnyEndpoint()).permitAll()`";
    else if (/^(requestMatchers|antMatchers|mvcMatchers|pathMatchers)$/.test(call) && ACTUATOR_PATH.test(args))
      what = `${code(`${call}("${ACTUATOR_PATH.exec(args)![1]}").permitAll()`)}`;
    if (!what) continue;
    const actuator = what.includes("toAnyEndpoint") || what.includes("/actuator");
    ctx.emit(
      actuator ? "DES-ACTUATOR-EXPOSED" : "DES-PERMIT-ALL",
      "warning",
      q.line(i),
      actuator
        ? `${what} opens every actuator endpoint to anonymous users`
        : `${what} lets anonymous users call every endpoint`,
      {
        column: q.tokens[i].startColumn,
        cwe: actuator ? 200 : 284,
        explanation: actuator
          ? "Actuator endpoints such as `env`, `heapdump`, `loggers` and `shutdown` reveal secrets or change the running application."
          : "Security rules are matched in order and the first match wins. A catch-all `permitAll()` switches authentication off for every path it covers, so protected endpoints become public.",
        fix: actuator
          ? 'Allow only `EndpointRequest.to("health", "info")` anonymously and require a role for the rest.'
          : `Open only the public paths and require authentication for everything else:\n\n${fence('http.authorizeHttpRequests(auth -> auth\n        .requestMatchers("/api/public/**", "/login").permitAll()\n        .anyRequest().authenticated());')}`,
      },
    );
  }
}

// ------------------------------------------------------------------------------------------------

const STAR_ORIGIN_CALLS = new Set([
  "allowedOrigins",
  "allowedOriginPatterns",
  "setAllowedOrigins",
  "setAllowedOriginPatterns",
  "addAllowedOrigin",
  "addAllowedOriginPattern",
]);

export function cors(ctx: RuleContext): void {
  const anns: Annotation[] = [];
  for (const c of ctx.model.classes) for (const a of c.annotations) if (a.name === "CrossOrigin") anns.push(a);
  for (const m of ctx.model.methods) for (const a of m.annotations) if (a.name === "CrossOrigin") anns.push(a);
  for (const a of anns) {
    const args = a.args.trim();
    const star = /"\*"/.test(args);
    const namesOrigins = /\b(origins|originPatterns|value)\s*=/.test(args) || /^\s*(\{?\s*")/.test(args);
    if (!(star || !namesOrigins)) continue;
    const credentials = /allowCredentials\s*=\s*"true"/.test(args);
    // Without credentials a browser sends no cookies to the other origin: every site may read what any anonymous
    // caller could, which is right for public data. A hotspot (info, "make sure"), as the registry's
    // allowedOrigins("*") without credentials is no finding at all; with credentials it is a vulnerability.
    ctx.emit(
      "DES-CORS-PERMISSIVE",
      credentials ? "error" : "info",
      a.line,
      star
        ? '`@CrossOrigin("*")` allows requests from any website'
        : "`@CrossOrigin` without `origins` allows requests from any website",
      {
        column: a.column,
        category: "security",
        cwe: 942,
        explanation:
          "CORS tells browsers which other websites may call your API with JavaScript. `*` (the default of a bare `@CrossOrigin`) lets every site do it; if the API relies on cookies or other credentials, a malicious page can act on behalf of your logged-in users.",
        fix: `List the front-ends that may call the API:\n\n${fence('@CrossOrigin(origins = "https://app.example.com")')}`,
      },
    );
  }

  // allowedOrigins("*") + allowCredentials(true) in the same method (or class). Every origin call's name contains
  // "llowedOrigin": without it in the text no method can have one, and the per-method scans are skipped.
  if (!ctx.text.includes("llowedOrigin")) return;
  for (const { start: s, end: e } of ctx.model.methods) {
    const [from, to] = ctx.range(s, e);
    let star: { i: number; name: string } | undefined;
    let creds = false;
    for (let i = from; i < to - 1; i++) {
      const t = ctx.tokens[i];
      if (ctx.tokens[i + 1].image !== "(") continue;
      if (STAR_ORIGIN_CALLS.has(t.image)) {
        const close = ctx.matchParen(i + 1, to);
        for (let k = i + 2; k < close; k++) if (ctx.tokens[k].image === '"*"') star ??= { i, name: t.image };
      } else if (
        (t.image === "allowCredentials" || t.image === "setAllowCredentials") &&
        ctx.tokens[i + 2]?.image === "true"
      )
        creds = true;
    }
    if (!star || !creds) continue;
    const t = ctx.tokens[star.i];
    if (ctx.methodAt(t.startOffset)?.start !== s) continue; // reported for the innermost method only
    const patterns = /Pattern/.test(star.name);
    ctx.emit(
      "DES-CORS-PERMISSIVE",
      patterns ? "error" : "warning",
      t.startLine,
      `${code(star.name + '("*")')} combined with \`allowCredentials(true)\``,
      {
        column: t.startColumn,
        category: "security",
        cwe: 942,
        explanation: patterns
          ? "With an origin pattern of `*` and credentials allowed, any website can send requests with your users' cookies and read the responses."
          : 'Allowing every origin together with credentials is rejected by Spring at startup (browsers refuse it too), and the usual "fix" of switching to `allowedOriginPatterns("*")` opens the API to every website with your users\' cookies.',
        fix: fence(
          'configuration.setAllowedOrigins(List.of("https://app.example.com"));\nconfiguration.setAllowCredentials(true);',
        ),
      },
    );
  }
}

export function csrf(ctx: RuleContext): void {
  if (!ctx.text.includes("csrf")) return; // no `csrf` token: nothing to scan for
  const toks = ctx.tokens;
  for (let i = 0; i < toks.length - 1; i++) {
    if (toks[i].image !== "csrf" || toks[i + 1].image !== "(" || toks[i - 1]?.image !== ".") continue;
    const close = ctx.matchParen(i + 1);
    if (close < 0) continue;
    let disabled = toks[close + 1]?.image === "." && toks[close + 2]?.image === "disable";
    for (let k = i + 2; k < close && !disabled; k++) if (toks[k].image === "disable") disabled = true;
    if (!disabled) continue;
    const cls = ctx.classAt(toks[i].startOffset);
    const [from, to] = cls ? ctx.range(cls.start, cls.end) : [0, toks.length];
    let stateless = false;
    let sessionAuth: string | undefined;
    for (let k = from; k < to; k++) {
      const s = toks[k].image;
      if (s === "STATELESS") stateless = true;
      else if (
        !sessionAuth &&
        (s === "formLogin" ||
          s === "httpBasic" ||
          s === "sessionManagement" ||
          s === "oauth2Login" ||
          s === "rememberMe") &&
        toks[k - 1]?.image === "."
      )
        sessionAuth = s;
    }
    if (stateless || !sessionAuth) continue;
    ctx.report(
      "DES-CSRF-DISABLED",
      toks[i].startLine,
      `CSRF protection is disabled while the app uses ${code(sessionAuth + "()")}`,
      {
        column: toks[i].startColumn,
        category: "security",
        cwe: 352,
        fix: `Keep CSRF protection on (remove the \`csrf(…disable…)\` call). If this is a token-based API without sessions, make that explicit instead:\n\n${fence(
          "http.sessionManagement(s -> s.sessionCreationPolicy(SessionCreationPolicy.STATELESS))\n    .oauth2ResourceServer(o -> o.jwt(Customizer.withDefaults()));",
        )}`,
      },
    );
  }
}
