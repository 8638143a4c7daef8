// More Spring Boot smells: transactions and logic in controllers, catch-all handlers, open security
// rules, blocking calls in reactive code, @Async self-invocation, setter/static injection, @Value
// secrets, @RequestMapping without a method, @Scheduled pitfalls, entities with Lombok @Data,
// beans created with `new`.
import { code, fence } from "../markdown";
import { hasAnnotation, isControllerClass, type ClassInfo, type MethodInfo } from "../model";
import { Q } from "../quality/context";
import type { DesignContext } from "./context";

const HANDLER = /^(Get|Post|Put|Patch|Delete|Request)Mapping$/;
const isHandler = (m: MethodInfo) => m.annotations.some((a) => HANDLER.test(a.name));
const BEAN_STEREOTYPES = ["Service", "Component", "Repository", "Controller", "RestController", "Configuration"];

export function springExtraRules(ctx: DesignContext): void {
  const q = Q.of(ctx);
  const controllers = ctx.model.classes.filter(isControllerClass); // the same classes for the four rules
  for (const rule of CONTROLLER_RULES) for (const cls of controllers) rule(ctx, q, cls);
  permitAll(ctx, q);
  blockingInReactive(ctx, q);
  asyncSelfInvocation(ctx, q);
  injectionStyle(ctx);
  valueSecrets(ctx);
  scheduled(ctx);
  entityData(ctx);
  newBean(ctx, q);
}

function transactionalController(ctx: DesignContext, _q: Q, cls: ClassInfo): void {
  const on = hasAnnotation(cls, "Transactional");
  const where = on ? [{ a: on, what: `the controller ${code(cls.name)}` }] : [];
  for (const m of cls.methods) {
    const a = hasAnnotation(m, "Transactional");
    if (a && isHandler(m)) where.push({ a, what: `the handler ${code(m.name + "()")}` });
  }
  for (const { a, what } of where)
    ctx.emit(
      "DES-TRANSACTIONAL-CONTROLLER",
      "warning",
      a.line,
      `\`@Transactional\` on ${what}: transactions belong in the service layer`,
      {
        column: a.column,
        explanation:
          "A transaction opened in the web layer stays open while the request is parsed, validated and serialized, holding database connections and locks longer than needed; it also mixes HTTP concerns with business rules and hides which operations must be atomic.",
        fix: `Move the work into a \`@Service\` method annotated with \`@Transactional\` and call it from the controller:\n\n${fence("@Service\npublic class OrderService {\n    @Transactional\n    public Order place(OrderRequest request) { … }\n}")}`,
      },
    );
}

function logicInController(ctx: DesignContext, q: Q, cls: ClassInfo): void {
  for (const m of cls.methods) {
    if (!isHandler(m)) continue;
    const body = q.body(m);
    if (!body) continue;
    let loops = 0;
    let ifs = 0;
    let arithmetic = 0;
    for (let k = body[0]; k < body[1]; k++) {
      const s = q.img(k);
      if ((s === "for" || s === "while") && q.img(k + 1) === "(") loops++;
      else if (s === "if") ifs++;
      else if (s === "*" || s === "/" || s === "%" || s === "+=" || s === "-=" || s === "*=") arithmetic++;
    }
    if (!loops && ifs < 3 && !(arithmetic >= 2 && m.statements >= 4) && m.statements < 15) continue;
    ctx.emit(
      "DES-LOGIC-IN-CONTROLLER",
      "info",
      m.line,
      `the handler ${code(m.name + "()")} contains business logic (${loops ? "loops" : ifs >= 3 ? "many conditions" : arithmetic >= 2 ? "calculations" : "many statements"})`,
      {
        column: m.nameToken.startColumn,
        explanation:
          "A controller should only translate HTTP into a method call and the result back into a response. Calculations, loops and rules in the controller cannot be reused (from a scheduled job, a message listener or another endpoint), have no transaction around them, and can only be tested through HTTP.",
        fix: `Move the logic into a service method and call it:\n\n${fence(`@${m.annotations.find((a) => HANDLER.test(a.name))?.name ?? "GetMapping"}(…)\npublic … ${m.name}(…) {\n    return service.${m.name}(…);\n}`)}`,
      },
    );
  }
}

function catchAllInController(ctx: DesignContext, q: Q, cls: ClassInfo): void {
  for (const m of cls.methods) {
    const eh = hasAnnotation(m, "ExceptionHandler");
    if (
      eh &&
      (/\b(Exception|Throwable|RuntimeException)\.class/.test(eh.args) ||
        (!eh.args.trim() && m.params.some((p) => /^(Exception|Throwable)$/.test(p.typeBase))))
    ) {
      ctx.emit(
        "DES-CATCH-ALL-HANDLER",
        "warning",
        eh.line,
        `the controller ${code(cls.name)} handles every exception itself in ${code(m.name + "()")}`,
        {
          column: eh.column,
          explanation:
            "A catch-all handler inside one controller turns every error — including bugs — into the same response, hides the real cause, and has to be copied into each controller.",
          fix: "Handle specific exceptions in one `@RestControllerAdvice` class and let unexpected ones reach Spring's default error handling (which logs them).",
        },
      );
      continue;
    }
    if (!isHandler(m)) continue;
    const body = q.body(m);
    if (!body) continue;
    for (let k = body[0]; k < body[1]; k++) {
      if (q.img(k) !== "catch" || !/^(Exception|Throwable)$/.test(q.img(k + 2))) continue;
      const end = q.pair[q.pair[k + 1] + 1];
      let rethrow = false;
      for (let j = k; j < end; j++) if (q.img(j) === "throw") rethrow = true;
      if (rethrow) continue;
      ctx.emit(
        "DES-CATCH-ALL-HANDLER",
        "warning",
        q.line(k),
        `the handler ${code(m.name + "()")} catches every \`${q.img(k + 2)}\` and turns it into a response`,
        {
          column: q.tokens[k].startColumn,
          explanation:
            "Catching everything in the controller hides bugs behind a generic error response, usually with a wrong status code, and repeats the same try/catch in every handler.",
          fix: `Let exceptions propagate and map them in one place:\n\n${fence("@RestControllerAdvice\nclass ApiErrors {\n    @ExceptionHandler(NotFoundException.class)\n    ResponseEntity<ProblemDetail> notFound(NotFoundException e) {\n        return ResponseEntity.status(404).body(ProblemDetail.forStatusAndDetail(HttpStatus.NOT_FOUND, e.getMessage()));\n    }\n}")}`,
        },
      );
      break;
    }
  }
}

function requestMappingMethod(ctx: DesignContext, _q: Q, cls: ClassInfo): void {
  for (const m of cls.methods) {
    const a = hasAnnotation(m, "RequestMapping");
    if (!a || /\bmethod\s*=/.test(a.args)) continue;
    ctx.emit(
      "DES-REQUESTMAPPING-NO-METHOD",
      "warning",
      a.line,
      `${code(m.name + "()")} is mapped with \`@RequestMapping\` but no HTTP method, so it answers GET, POST, PUT, DELETE …`,
      {
        column: a.column,
        explanation:
          "Without `method`, the endpoint accepts every HTTP verb: a read endpoint can be called with DELETE, and a state-changing one with GET (which browsers, crawlers and caches assume is safe).",
        fix: `Use the specific annotation, e.g. ${code(`@GetMapping(${a.args.trim()})`)} or ${code(`@PostMapping(${a.args.trim()})`)}.`,
      },
    );
  }
}

function permitAll(ctx: DesignContext, q: Q): void {
  for (const i of q.all("permitAll")) {
    if (q.img(i - 1) !== ".") continue;
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
    if (!what) continue;
    const actuator = what.includes("toAnyEndpoint");
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

function blockingInReactive(ctx: DesignContext, q: Q): void {
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
      ctx.emit(
        "DES-BLOCKING-IN-REACTIVE",
        "warning",
        q.line(k),
        `${code(b.label(s))} blocks inside the reactive method ${code(m.name + "()")}`,
        {
          column: q.tokens[k].startColumn,
          explanation:
            "WebFlux runs many requests on a handful of event-loop threads. A blocking call parks one of them, so every other request on that thread waits too (and `block()` on an event-loop thread throws `IllegalStateException`).",
          fix: "Stay non-blocking: chain with `flatMap`/`map` instead of `block()`, use `WebClient` instead of `RestTemplate`, `Mono.delay` instead of `Thread.sleep`; wrap unavoidable blocking code in `Mono.fromCallable(…).subscribeOn(Schedulers.boundedElastic())`.",
        },
      );
      break;
    }
  }
}

function asyncSelfInvocation(ctx: DesignContext, q: Q): void {
  for (const cls of ctx.model.classes) {
    for (const target of cls.methods) {
      const a = hasAnnotation(target, "Async");
      if (!a || target.kind !== "method") continue;
      if (target.modifiers.includes("private")) {
        ctx.emit(
          "DES-ASYNC-SELF-INVOCATION",
          "warning",
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
          ctx.emit(
            "DES-ASYNC-SELF-INVOCATION",
            "warning",
            q.line(k),
            `${code(target.name + "()")} is called from ${code(caller.name + "()")} in the same class, so it does not run asynchronously`,
            {
              column: q.tokens[k].startColumn,
              endLine: a.line,
              explanation:
                "`@Async` works through a Spring proxy around the bean. A call from inside the same class (`this.method()`) bypasses the proxy, so the method runs synchronously on the caller's thread.",
              fix: `Move ${code(target.name + "()")} into a separate bean and inject it, then call it through that bean.`,
            },
          );
          break;
        }
      }
    }
  }
}

function injectionStyle(ctx: DesignContext): void {
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
        ctx.emit(
          "DES-SETTER-INJECTION",
          "info",
          a.line,
          `${code(m.name + "()")} injects a required dependency through a setter`,
          {
            column: a.column,
            explanation:
              "With setter injection the object exists for a while without its dependency, the field cannot be `final`, and any code can replace the dependency later. Setter injection is only meant for optional dependencies.",
            fix: "Inject through the constructor and make the field `final`.",
          },
        );
    }
    for (const f of cls.fields) {
      const a = hasAnnotation(f, "Autowired", "Inject", "Value");
      if (!a || !f.modifiers.includes("static")) continue;
      ctx.emit(
        "DES-STATIC-INJECTION",
        "warning",
        a.line,
        `\`@${a.name}\` on the static field ${code(f.vars[0]?.name ?? "")} is ignored: the field stays null`,
        {
          column: a.column,
          explanation:
            "Spring injects into objects (beans), not into classes; it skips static fields, so the field keeps its default value and the code fails later with a NullPointerException.",
          fix: "Make the field an instance field and inject it through the constructor.",
        },
      );
    }
  }
}

const SECRET_NAME = /pass(word|wd)?|secret|api[-_.]?key|token|credential|private[-_.]?key/i;

function valueSecrets(ctx: DesignContext): void {
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

function scheduled(ctx: DesignContext): void {
  for (const m of ctx.model.methods) {
    const s = hasAnnotation(m, "Scheduled");
    if (!s) continue;
    if (m.params.length) {
      ctx.emit(
        "DES-SCHEDULED-ARGS",
        "error",
        s.line,
        `the \`@Scheduled\` method ${code(m.name + "()")} takes parameters; Spring refuses to start`,
        {
          column: s.column,
          explanation:
            "Spring calls scheduled methods itself and has nothing to pass: `@Scheduled` methods must have no parameters.",
          fix: "Remove the parameters and read what the job needs from fields (injected dependencies or configuration).",
        },
      );
    }
    if (/fixedRate/.test(s.args) && hasAnnotation(m, "Async")) {
      ctx.emit(
        "DES-SCHEDULED-OVERLAP",
        "warning",
        s.line,
        `${code(m.name + "()")} runs every fixed rate on its own thread, so slow runs overlap`,
        {
          column: s.column,
          explanation:
            "With `fixedRate` plus `@Async`, a new run starts on schedule even when the previous one has not finished: two runs process the same data at once.",
          fix: "Use `fixedDelay` (the next run starts after the previous one ends) and drop `@Async`, or guard the job with a lock (e.g. ShedLock in a cluster).",
        },
      );
    }
  }
}

function entityData(ctx: DesignContext): void {
  for (const cls of ctx.model.classes) {
    if (!hasAnnotation(cls, "Entity")) continue;
    const d = hasAnnotation(cls, "Data", "EqualsAndHashCode");
    if (!d) continue;
    ctx.emit("DES-ENTITY-LOMBOK-DATA", "warning", d.line, `Lombok \`@${d.name}\` on the JPA entity ${code(cls.name)}`, {
      column: d.column,
      explanation:
        "`@Data` generates `equals`/`hashCode`/`toString` over every field, including lazy relations: printing or putting the entity in a `Set` loads the whole object graph, can recurse forever on two-way relations, and the hash code changes when the id is assigned.",
      fix: "Use `@Getter`/`@Setter` and write `equals`/`hashCode` on the id (or a business key) only.",
    });
  }
}

function newBean(ctx: DesignContext, q: Q): void {
  const beans = new Set(
    ctx.model.classes.filter((c) => c.annotations.some((a) => BEAN_STEREOTYPES.includes(a.name))).map((c) => c.name),
  );
  if (!beans.size) return;
  for (const i of q.all("new")) {
    if (!beans.has(q.img(i + 1)) || q.img(i + 2) !== "(") continue;
    const cls = q.cls(i);
    if (!cls || !cls.annotations.some((a) => BEAN_STEREOTYPES.includes(a.name)) || cls.name === q.img(i + 1)) continue;
    if (hasAnnotation(q.method(i) ?? { annotations: [] }, "Bean")) continue;
    ctx.emit("DES-NEW-BEAN", "warning", q.line(i), `${code(`new ${q.img(i + 1)}(…)`)} creates a Spring bean by hand`, {
      column: q.tokens[i].startColumn,
      explanation:
        "An object created with `new` is not managed by Spring: its own dependencies are not injected, and `@Transactional`, `@Async` or `@Cacheable` on it do nothing.",
      fix: `Inject ${code(q.img(i + 1))} through the constructor instead.`,
    });
  }
}

/** The rules run on every controller class, in this order. */
const CONTROLLER_RULES = [transactionalController, logicInController, catchAllInController, requestMappingMethod];
