// Spring bean smells: blocking calls in reactive code, @Async self-invocation, setter and static injection, secrets
// in @Value, @Scheduled pitfalls, Lombok @Data on entities, beans created with `new` (rows: ./rules.ts).
import { code, fence } from "../markdown";
import { hasAnnotation } from "../model";
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

const SECRET_NAME = /pass(word|wd)?|secret|api[-_.]?key|token|credential|private[-_.]?key/i;

export function valueSecrets(ctx: RuleContext): void {
  for (const cls of ctx.model.classes)
    for (const f of cls.fields) {
      const a = hasAnnotation(f, "Value");
      const v = f.vars[0];
      if (!a || !v) continue;
      const lit = /^\s*"((?:[^"\\]|\\.)*)"\s*$/.exec(a.args)?.[1];
      if (lit === undefined) continue;
      const dflt = /^\$\{([^:}]+):([^}]+)\}$/.exec(lit);
      const secretish = SECRET_NAME.test(v.name) || (dflt && SECRET_NAME.test(dflt[1]));
      if (!secretish) continue;
      const literal = !lit.includes("${") && !lit.includes("#{") && lit.length > 0;
      if (!literal && !(dflt && dflt[2].trim() && !/^\$\{/.test(dflt[2]))) continue;
      ctx.emit(
        "DES-VALUE-SECRET",
        "warning",
        a.line,
        literal
          ? `the secret ${code(v.name)} is written into the code in \`@Value\``
          : `the property ${code(dflt![1])} has a hard-coded secret as its default value`,
        {
          column: a.column,
          cwe: 798,
          explanation:
            "A secret in the source code ends up in version control and in every build, and silently stays in use when the real configuration is missing.",
          fix: fence(
            `@Value("\${${dflt ? dflt[1] : "app." + v.name.replace(/[A-Z]/g, (c) => "-" + c.toLowerCase())}}") // no default: fail fast when it is missing\nprivate String ${v.name};`,
          ),
        },
      );
    }
}

export function scheduled(ctx: RuleContext): void {
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
    if (/fixedRate/.test(s.args) && hasAnnotation(m, "Async")) {
      ctx.report(
        "DES-SCHEDULED-OVERLAP",
        s.line,
        `${code(m.name + "()")} runs every fixed rate on its own thread, so slow runs overlap`,
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

export function newBean(ctx: RuleContext): void {
  const q = Q.of(ctx);
  const beans = new Set(
    ctx.model.classes.filter((c) => c.annotations.some((a) => BEAN_STEREOTYPES.includes(a.name))).map((c) => c.name),
  );
  if (!beans.size) return;
  for (const i of q.all("new")) {
    if (!beans.has(q.img(i + 1)) || q.img(i + 2) !== "(") continue;
    const cls = q.cls(i);
    if (!cls || !cls.annotations.some((a) => BEAN_STEREOTYPES.includes(a.name)) || cls.name === q.img(i + 1)) continue;
    if (hasAnnotation(q.method(i) ?? { annotations: [] }, "Bean")) continue;
    ctx.report("DES-NEW-BEAN", q.line(i), `${code(`new ${q.img(i + 1)}(…)`)} creates a Spring bean by hand`, {
      column: q.tokens[i].startColumn,
      fix: `Inject ${code(q.img(i + 1))} through the constructor instead.`,
    });
  }
}
