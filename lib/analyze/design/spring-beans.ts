// Spring bean smells: blocking calls in reactive code, @Async self-invocation, setter and static injection, secrets
// in @Value, @Scheduled pitfalls, Lombok @Data on entities, beans created with `new` (rows: ./rules.ts).
import { code, fence } from "../markdown";
import { hasAnnotation, type Annotation, type MethodInfo } from "../model";
import { Q } from "../rules/token-index";
import type { RuleContext } from "../rules/context";

const BEAN_STEREOTYPES = ["Service", "Component", "Repository", "Controller", "RestController", "Configuration"];

const BLOCKING = [
  { re: /^(block|blockFirst|blockLast|blockOptional)$/, dot: true, label: (s: string) => `.${s}()` },
  { re: /^(sleep)$/, dot: true, prev: "Thread", label: () => "Thread.sleep()" },
  {
    re: /^(getForObject|getForEntity|postForObject|postForEntity|exchange)$/,
    dot: true,
    recv: /^restTemplate$/i,
    label: (s: string) => `RestTemplate.${s}()`,
  },
  {
    re: /^(query|queryForObject|queryForList|update)$/,
    dot: true,
    recv: /^jdbcTemplate$/i,
    label: (s: string) => `JdbcTemplate.${s}()`,
  },
  {
    re: /^(readAllBytes|readAllLines|readString|lines)$/,
    dot: true,
    prev: "Files",
    label: (s: string) => `Files.${s}()`,
  },
];

const REACTIVE = /^(Mono|Flux)\b/;

export function blockingInReactive(ctx: RuleContext): void {
  const q = Q.of(ctx);
  for (const m of ctx.model.methods) {
    if (!REACTIVE.test(m.returnType)) continue;
    const body = q.body(m);
    if (!body) continue;
    for (let k = body[0]; k < body[1]; k++) {
      if (q.img(k - 1) !== "." || q.img(k + 1) !== "(") continue;
      const s = q.img(k);
      const b = BLOCKING.find(
        (x) => x.re.test(s) && (!x.prev || q.img(k - 2) === x.prev) && (!x.recv || x.recv.test(q.img(k - 2))),
      );
      if (!b) continue;
      ctx.report(
        "DES-BLOCKING-IN-REACTIVE",
        q.line(k),
        `${code(b.label(s))} blocks inside the reactive method ${code(m.name + "()")}`,
        {
          column: q.tokens[k].startColumn,
          fix: "Stay non-blocking: chain with `flatMap`/`map` instead of `block()`, use `WebClient` instead of `RestTemplate`, `Mono.delay` instead of `Thread.sleep`; wrap unavoidable blocking code in `Mono.fromCallable(…).subscribeOn(Schedulers.boundedElastic())`.",
        },
      );
      break;
    }
  }
}

export function asyncSelfInvocation(ctx: RuleContext): void {
  const q = Q.of(ctx);
  for (const cls of ctx.model.classes) {
    for (const target of cls.methods) {
      const a = hasAnnotation(target, "Async");
      if (!a || target.kind !== "method") continue;
      if (target.modifiers.includes("private")) {
        ctx.report(
          "DES-ASYNC-SELF-INVOCATION",
          a.line,
          `\`@Async\` on the private method ${code(target.name + "()")} has no effect: it runs synchronously`,
          {
            column: a.column,
            explanation:
              "Spring runs `@Async` methods on another thread through a proxy, which can only intercept public methods called from another bean.",
            fix: "Make the method public and call it from another bean.",
          },
        );
        continue;
      }
      for (const caller of cls.methods) {
        if (caller === target) continue;
        const body = q.body(caller);
        if (!body) continue;
        for (let k = body[0]; k < body[1]; k++) {
          if (q.img(k) !== target.name || q.img(k + 1) !== "(") continue;
          const p = q.img(k - 1);
          if ((p === "." && q.img(k - 2) !== "this") || p === "::" || q.cls(k) !== cls) continue;
          ctx.report(
            "DES-ASYNC-SELF-INVOCATION",
            q.line(k),
            `${code(target.name + "()")} is called from ${code(caller.name + "()")} in the same class, so it does not run asynchronously`,
            {
              column: q.tokens[k].startColumn,
              endLine: a.line,
              fix: `Move ${code(target.name + "()")} into a separate bean and inject it, then call it through that bean.`,
            },
          );
          break;
        }
      }
    }
  }
}

export function injectionStyle(ctx: RuleContext): void {
  for (const cls of ctx.model.classes) {
    for (const m of cls.methods) {
      const a = hasAnnotation(m, "Autowired", "Inject");
      if (
        a &&
        m.kind === "method" &&
        /^set[A-Z]/.test(m.name) &&
        m.params.length === 1 &&
        !hasAnnotation(m, "Override")
      )
        ctx.report(
          "DES-SETTER-INJECTION",
          a.line,
          `${code(m.name + "()")} injects a required dependency through a setter`,
          {
            column: a.column,
            fix: "Inject through the constructor and make the field `final`.",
          },
        );
    }
    for (const f of cls.fields) {
      const a = hasAnnotation(f, "Autowired", "Inject", "Value");
      if (!a || !f.modifiers.includes("static")) continue;
      ctx.report(
        "DES-STATIC-INJECTION",
        a.line,
        `\`@${a.name}\` on the static field ${code(f.vars[0]?.name ?? "")} is ignored: the field stays null`,
        {
          column: a.column,
          fix: "Make the field an instance field and inject it through the constructor.",
        },
      );
    }
  }
}

/** A name whose last word is a secret: `password`, `dbPass`, `jwt.secret`, `api-key`, `signingKey`, `authToken`. */
const SECRET_NAME =
  /(pass(word|wd|phrase)?|pwd|secret|api[-_.]?key|apikey|access[-_.]?key|private[-_.]?key|signing[-_.]?key|secret[-_.]?key|encryption[-_.]?key|hmac[-_.]?key|hmac|token|credentials?)$/i;
/** Names that say the value is not the secret itself (`tokenExpiry`, `passwordMinLength`, `secretName`). */
const NOT_SECRET =
  /(expir\w*|ttl|validity|length|size|header|prefix|url|uri|path|name|file|location|enabled|type|count|timeout|seconds|ms|millis|minutes)$/i;

const secretName = (name: string) => SECRET_NAME.test(name) && !NOT_SECRET.test(name);

/** Every `@Value` of the unit with the name it fills: fields, constructor/method parameters and setters. */
function valueSites(ctx: RuleContext): Array<{ a: Annotation; name: string }> {
  const out: Array<{ a: Annotation; name: string }> = [];
  for (const cls of ctx.model.classes)
    for (const f of cls.fields) {
      const a = hasAnnotation(f, "Value");
      if (a && f.vars[0]) out.push({ a, name: f.vars[0].name });
    }
  for (const m of ctx.model.methods) {
    const a = hasAnnotation(m, "Value");
    if (a && m.params.length === 1) out.push({ a, name: m.params[0].name });
    for (const p of m.params) {
      const pa = hasAnnotation(p, "Value");
      if (pa) out.push({ a: pa, name: p.name });
    }
  }
  return out;
}

export function valueSecrets(ctx: RuleContext): void {
  for (const { a, name } of valueSites(ctx)) {
    const lit = /^\s*(?:value\s*=\s*)?"((?:[^"\\]|\\.)*)"\s*$/.exec(a.args)?.[1];
    if (lit === undefined) continue;
    const dflt = /^\$\{([^:}]+):([^}]+)\}$/.exec(lit);
    const prop = dflt?.[1].split(".").pop() ?? "";
    const secretish = secretName(name) || (!!dflt && (secretName(dflt[1]) || secretName(prop)));
    if (!secretish) continue;
    const literal = !lit.includes("${") && !lit.includes("#{") && lit.length > 0;
    if (!literal && !(dflt && dflt[2].trim() && !/^\$\{/.test(dflt[2]))) continue;
    ctx.emit(
      "DES-VALUE-SECRET",
      "warning",
      a.line,
      literal
        ? `the secret ${code(name)} is written into the code in \`@Value\``
        : `the property ${code(dflt![1])} has a hard-coded secret as its default value`,
      {
        column: a.column,
        cwe: 798,
        explanation:
          "A secret in the source code ends up in version control and in every build, and silently stays in use when the real configuration is missing.",
        fix: fence(
          `@Value("\${${dflt ? dflt[1] : "app." + name.replace(/[A-Z]/g, (c) => "-" + c.toLowerCase())}}") // no default: fail fast when it is missing\nprivate String ${name};`,
        ),
      },
    );
  }
}

/** Calls that wait on the network, the database or the clock. */
const SLOW_CALL =
  /^(findAll\w*|block\w*|getForObject|getForEntity|postForObject|postForEntity|exchange|retrieve|send|sendAsync|execute|sleep|join|get)$/;
/** The `fixedRate` of `@Scheduled(…)` arguments in milliseconds (`5 * 60 * 1000`, `3_600_000`, `"PT10M"`), if known. */
function rateMs(args: string): number | undefined {
  const num = /\bfixedRate\s*=\s*([\d_\s*L]+)(?=[,)]|$)/.exec(args)?.[1];
  if (num) return num.split("*").reduce((a, x) => a * Number(x.replace(/[_L\s]/g, "")), 1) || undefined;
  const str = /\bfixedRateString\s*=\s*"([^"]*)"/.exec(args)?.[1];
  if (!str) return undefined;
  if (/^\d+$/.test(str)) return Number(str);
  const iso = /^PT(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)S)?$/i.exec(str);
  return iso ? ((Number(iso[1] ?? 0) * 60 + Number(iso[2] ?? 0)) * 60 + Number(iso[3] ?? 0)) * 1000 : undefined;
}

/** Verbs of bulk work: whole tables, exports, uploads, synchronisation. */
const BULK_WORK =
  /^(findAll|dump|export|import|upload|download|sync|synchronize|process|reprocess|generate|render|rebuild|reindex|recalculate|recompute|scan|crawl|backup|migrate|fetchAll|loadAll|sendAll|notifyAll\w)/;
const QUIET_OWNER = /^(log|logger|LOG|LOGGER|metrics|meterRegistry|counter|\w*Counter)$/;
const REMOTE_OWNER =
  /^(restTemplate|webClient|restClient|httpClient|client|\w+Client|\w+Repository|\w+Repo|Thread|\w+Future)$/;

/**
 * Why a fixed-rate job may outlast its rate, or undefined: `@Async` (each run on its own thread), or slow work (a loop,
 * a remote or database call, a sleep) without a guard (`synchronized`, a lock or a running flag).
 */
/** Field types that do I/O: repositories, clients, other services. */
const COLLABORATOR_TYPE =
  /(Service|Repository|Repo|Dao|Client|Template|Sender|Mailer|Uploader|Downloader|Gateway|Publisher|Api|Exporter|Importer|Processor|Notifier)$/;

/** A call on a collaborator field (or a sleep) in tokens [from, to]. */
function callsCollaborator(q: Q, m: MethodInfo, from: number, to: number): boolean {
  const collaborators = new Set(
    m.cls.fields.filter((f) => COLLABORATOR_TYPE.test(f.typeBase)).flatMap((f) => f.vars.map((v) => v.name)),
  );
  for (let k = from; k < to; k++) {
    if (q.img(k + 1) !== "." || q.img(k + 3) !== "(" || (q.img(k - 1) === "." && q.img(k - 2) !== "this")) continue;
    if (collaborators.has(q.img(k)) || (q.img(k) === "Thread" && q.img(k + 2) === "sleep")) return true;
  }
  return false;
}

function slowWork(q: Q, m: MethodInfo): string | undefined {
  if (hasAnnotation(m, "Async")) return "async";
  const body = q.body(m);
  if (!body || m.modifiers.includes("synchronized")) return undefined;
  // the rate decides how slow is too slow: per-element work at most every minute, bulk work at most every hour
  const rate = rateMs(hasAnnotation(m, "Scheduled")?.args ?? "");
  const moderateTooSlow = rate === undefined || rate <= 60_000;
  const bulkTooSlow = rate === undefined || rate <= 3_600_000;
  let why: string | undefined;
  for (let k = body[0]; k < body[1]; k++) {
    const s = q.img(k);
    if (/^(tryLock|compareAndSet|getAndSet|synchronized|lock)$/.test(s)) return undefined;
    if (why) continue;
    if ((s === "for" || s === "while") && q.img(k + 1) === "(") {
      // a loop that calls a collaborator (a repository, a client, another service) per element; a loop over memory
      // (expiring cache entries) is quick
      const close = q.pair[k + 1];
      const end = close > 0 ? q.stmtEnd(close + 1) : -1;
      if (moderateTooSlow && end > 0 && callsCollaborator(q, m, k, end)) why = "a loop";
    } else if (s === "." && q.img(k + 2) === "(" && q.isIdent(k - 1) && q.img(k - 2) !== ".") {
      const owner = q.img(k - 1);
      const call = q.img(k + 1);
      // a remote/database call (`restTemplate.getForObject`), or bulk work on a collaborator (`exports.dumpAll…`)
      const collaborator = m.cls.fields.some((f) => f.vars.some((v) => v.name === owner)) && !QUIET_OWNER.test(owner);
      if (
        (moderateTooSlow && SLOW_CALL.test(call) && REMOTE_OWNER.test(owner)) ||
        (bulkTooSlow && collaborator && BULK_WORK.test(call))
      )
        why = `${code(`${owner}.${call}(…)`)}`;
    }
  }
  return why;
}

export function scheduled(ctx: RuleContext): void {
  const q = Q.of(ctx);
  for (const m of ctx.model.methods) {
    const s = hasAnnotation(m, "Scheduled");
    if (!s) continue;
    if (m.params.length) {
      ctx.report(
        "DES-SCHEDULED-ARGS",
        s.line,
        `the \`@Scheduled\` method ${code(m.name + "()")} takes parameters; Spring refuses to start`,
        {
          column: s.column,
          fix: "Remove the parameters and read what the job needs from fields (injected dependencies or configuration).",
        },
      );
    }
    const slow = /\bfixedRate/.test(s.args) && !hasAnnotation(m, "SchedulerLock") ? slowWork(q, m) : undefined;
    if (slow) {
      ctx.report(
        "DES-SCHEDULED-OVERLAP",
        s.line,
        slow === "async"
          ? `${code(m.name + "()")} runs every fixed rate on its own thread, so slow runs overlap`
          : `${code(m.name + "()")} starts on a fixed rate but does slow work (${slow}) with nothing to stop runs from piling up or overlapping`,
        {
          column: s.column,
          fix: "Use `fixedDelay` (the next run starts after the previous one ends) and drop `@Async`, or guard the job with a lock (e.g. ShedLock in a cluster).",
        },
      );
    }
  }
}

export function entityData(ctx: RuleContext): void {
  for (const cls of ctx.model.classes) {
    if (!hasAnnotation(cls, "Entity")) continue;
    const d = hasAnnotation(cls, "Data", "EqualsAndHashCode");
    if (!d) continue;
    ctx.report("DES-ENTITY-LOMBOK-DATA", d.line, `Lombok \`@${d.name}\` on the JPA entity ${code(cls.name)}`, {
      column: d.column,
      fix: "Use `@Getter`/`@Setter` and write `equals`/`hashCode` on the id (or a business key) only.",
    });
  }
}

/** Names of classes that are collaborators (beans) rather than values: `…Service`, `…Mailer`, `…Renderer`, … */
const BEAN_NAME =
  /(Service|ServiceImpl|Repository|Dao|DaoImpl|Mailer|MailSender|Notifier|Client|Gateway|Renderer|Generator|Publisher|Processor|Manager|Validator|Exporter|Importer|Uploader|Calculator|Facade)$/;
/** Packages of the project that hold beans: `com.acme.shop.service.ConfirmationMailer`. */
const BEAN_PACKAGE =
  /\.(service|services|repository|repositories|dao|component|components|client|clients|mail|notification)\.[A-Z]\w*$/;
const LIBRARY_ROOT =
  /^(java|javax|jakarta|org\.springframework|org\.apache|com\.fasterxml|com\.google|okhttp3|io\.|reactor|lombok|org\.slf4j)\b/;

/**
 * For a name created with `new`: a bean of the project, judged from the unit alone. A class declared here counts when
 * it carries a stereotype; an imported one when it comes from the project (its package shares the first two parts
 * of this file's package) and is named or packaged like a collaborator; one neither declared nor imported (same
 * package) when it is named like one.
 */
function projectBeans(ctx: RuleContext): (name: string) => boolean {
  const declared = new Map(
    ctx.model.classes.map((c) => [c.name, c.annotations.some((a) => BEAN_STEREOTYPES.includes(a.name))] as const),
  );
  const pkg = /^\s*package\s+([\w.]+)\s*;/m.exec(ctx.text)?.[1] ?? "";
  const root = pkg.split(".").slice(0, 2).join(".");
  const imports = new Map<string, string>();
  for (const m of ctx.text.matchAll(/^\s*import\s+([\w.]+)\.([A-Z]\w*)\s*;/gm)) imports.set(m[2], `${m[1]}.${m[2]}`);
  return (name) => {
    const own = declared.get(name);
    if (own !== undefined) return own;
    const fqn = imports.get(name);
    if (!fqn) return BEAN_NAME.test(name);
    if (LIBRARY_ROOT.test(fqn) || (root && !fqn.startsWith(root + "."))) return false;
    return BEAN_NAME.test(name) || BEAN_PACKAGE.test(fqn);
  };
}

export function newBean(ctx: RuleContext): void {
  const q = Q.of(ctx);
  if (!ctx.model.classes.some((c) => c.annotations.some((a) => BEAN_STEREOTYPES.includes(a.name)))) return;
  let isBean: ((name: string) => boolean) | undefined;
  for (const i of q.all("new")) {
    const name = q.img(i + 1);
    if (q.img(i + 2) !== "(" || !/^[A-Z]/.test(name)) continue;
    const cls = q.cls(i);
    if (!cls || !cls.annotations.some((a) => BEAN_STEREOTYPES.includes(a.name)) || cls.name === name) continue;
    if (hasAnnotation(cls, "Configuration")) continue; // configuration classes create beans by design
    if (hasAnnotation(q.method(i) ?? { annotations: [] }, "Bean")) continue;
    isBean ??= projectBeans(ctx);
    if (!isBean(name)) continue;
    ctx.report("DES-NEW-BEAN", q.line(i), `${code(`new ${name}(…)`)} creates a Spring bean by hand`, {
      column: q.tokens[i].startColumn,
      fix: `Inject ${code(name)} through the constructor instead.`,
    });
  }
}
