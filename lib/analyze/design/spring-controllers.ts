// Spring Boot controller smells: @Transactional on controllers, business logic and catch-all error handling in
// handlers, @RequestMapping without an HTTP method. Each check runs over every controller class (rows: ./rules.ts).
import { code, fence } from "../markdown";
import { hasAnnotation, isControllerClass, type ClassInfo, type MethodInfo } from "../model";
import { Q } from "../rules/token-index";
import type { RuleContext } from "../rules/context";

const HANDLER = /^(Get|Post|Put|Patch|Delete|Request)Mapping$/;
const isHandler = (m: MethodInfo) => m.annotations.some((a) => HANDLER.test(a.name));

/** Runs a per-controller check over every controller class of the unit. */
export function forControllers(check: (ctx: RuleContext, q: Q, cls: ClassInfo) => void): (ctx: RuleContext) => void {
  return (ctx) => {
    const q = Q.of(ctx);
    for (const cls of ctx.model.classes) if (isControllerClass(cls)) check(ctx, q, cls);
  };
}

export function transactionalController(ctx: RuleContext, _q: Q, cls: ClassInfo): void {
  const on = hasAnnotation(cls, "Transactional");
  const where = on ? [{ a: on, what: `the controller ${code(cls.name)}` }] : [];
  for (const m of cls.methods) {
    const a = hasAnnotation(m, "Transactional");
    if (a && isHandler(m)) where.push({ a, what: `the handler ${code(m.name + "()")}` });
  }
  for (const { a, what } of where)
    ctx.report(
      "DES-TRANSACTIONAL-CONTROLLER",
      a.line,
      `\`@Transactional\` on ${what}: transactions belong in the service layer`,
      {
        column: a.column,
        fix: `Move the work into a \`@Service\` method annotated with \`@Transactional\` and call it from the controller:\n\n${fence("@Service\npublic class OrderService {\n    @Transactional\n    public Order place(OrderRequest request) { … }\n}")}`,
      },
    );
}

export function logicInController(ctx: RuleContext, q: Q, cls: ClassInfo): void {
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
    ctx.report(
      "DES-LOGIC-IN-CONTROLLER",
      m.line,
      `the handler ${code(m.name + "()")} contains business logic (${loops ? "loops" : ifs >= 3 ? "many conditions" : arithmetic >= 2 ? "calculations" : "many statements"})`,
      {
        column: m.nameToken.startColumn,
        fix: `Move the logic into a service method and call it:\n\n${fence(`@${m.annotations.find((a) => HANDLER.test(a.name))?.name ?? "GetMapping"}(…)\npublic … ${m.name}(…) {\n    return service.${m.name}(…);\n}`)}`,
      },
    );
  }
}

const CATCH_ALL = /^(Exception|Throwable|RuntimeException)$/;

/** The `@ExceptionHandler` annotation of a method that handles every exception, or undefined. */
function catchAllHandler(m: MethodInfo) {
  const eh = hasAnnotation(m, "ExceptionHandler");
  if (!eh) return undefined;
  const all = eh.args.trim()
    ? /\b(Exception|Throwable|RuntimeException)\.class/.test(eh.args)
    : m.params.some((p) => CATCH_ALL.test(p.typeBase));
  return all ? eh : undefined;
}

/** A status that is not a server error: `HttpStatus.BAD_REQUEST`, `badRequest()`, `status(400)`, `ok(`. */
const CLIENT_STATUS =
  /HttpStatus\.(?!INTERNAL_SERVER_ERROR|SERVICE_UNAVAILABLE|BAD_GATEWAY|GATEWAY_TIMEOUT)[A-Z_]+|\b(badRequest|notFound|ok|accepted|noContent|unprocessableEntity)\(|\bstatus\(\s*[1-4]\d\d\s*\)|HttpStatusCode\.valueOf\(\s*[1-4]\d\d/;

/**
 * `@ExceptionHandler(Exception.class)` in a `@(Rest)ControllerAdvice`: one central catch-all is fine when it logs the
 * exception and answers 500; it hides errors when every exception becomes a client status (400, 404, 200) or when
 * nothing logs the exception, so bugs vanish without a trace.
 */
export function catchAllInAdvice(ctx: RuleContext): void {
  const q = Q.of(ctx);
  for (const cls of ctx.model.classes) {
    if (!hasAnnotation(cls, "ControllerAdvice", "RestControllerAdvice")) continue;
    for (const m of cls.methods) {
      const eh = catchAllHandler(m);
      const body = eh && q.body(m);
      if (!eh || !body) continue;
      const text = q.src(body[0], body[1] - 1) + " " + (hasAnnotation(m, "ResponseStatus")?.args ?? "");
      const client = CLIENT_STATUS.exec(text)?.[0];
      const param = m.params.find((p) => CATCH_ALL.test(p.typeBase) || /Exception$/.test(p.typeBase))?.name;
      let logged = false;
      for (let k = body[0]; k < body[1]; k++)
        if (/^(log|logger|LOG|LOGGER|log\w*)$/.test(q.img(k)) && q.img(k + 1) === ".") {
          const close = q.pair[k + 3] ?? -1;
          if (!param || q.uses(param, k, close > 0 ? close : k + 4).length) logged = true;
        } else if (/^(printStackTrace|captureException|notice\w*)$/.test(q.img(k))) logged = true;
      if (!client && logged) continue;
      ctx.report(
        "DES-CATCH-ALL-HANDLER",
        eh.line,
        client
          ? `${code(m.name + "()")} answers every exception — bugs included — with the same client status (${code(client.replace(/\($/, "()"))})`
          : `${code(m.name + "()")} catches every exception and never logs it, so bugs disappear without a trace`,
        {
          column: eh.column,
          explanation:
            "A handler for `Exception` catches bugs (a NullPointerException, a failed query) as well as expected errors. When it turns them all into one client status, callers are told their request was wrong when the server failed; when it does not log the exception, nobody ever sees the stack trace.",
          fix: `Handle the expected exceptions one by one, and keep the catch-all for what is left: log it and answer 500.\n\n${fence('@ExceptionHandler(NotFoundException.class)\nResponseEntity<ProblemDetail> notFound(NotFoundException e) { … 404 … }\n\n@ExceptionHandler(Exception.class)\nResponseEntity<ProblemDetail> unexpected(Exception e) {\n    log.error("Unexpected error", e);\n    return ResponseEntity.internalServerError()\n            .body(ProblemDetail.forStatus(HttpStatus.INTERNAL_SERVER_ERROR));\n}')}`,
        },
      );
    }
  }
}

export function catchAllInController(ctx: RuleContext, q: Q, cls: ClassInfo): void {
  for (const m of cls.methods) {
    const eh = catchAllHandler(m);
    if (eh) {
      ctx.report(
        "DES-CATCH-ALL-HANDLER",
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
      if (q.img(k) !== "catch" || !CATCH_ALL.test(q.img(k + 2)) || q.img(k + 3) === "|") continue;
      const end = q.pair[q.pair[k + 1] + 1];
      let rethrow = false;
      for (let j = k; j < end; j++) if (q.img(j) === "throw") rethrow = true;
      if (rethrow) continue;
      ctx.report(
        "DES-CATCH-ALL-HANDLER",
        q.line(k),
        `the handler ${code(m.name + "()")} catches every \`${q.img(k + 2)}\` and turns it into a response`,
        {
          column: q.tokens[k].startColumn,
          fix: `Let exceptions propagate and map them in one place:\n\n${fence("@RestControllerAdvice\nclass ApiErrors {\n    @ExceptionHandler(NotFoundException.class)\n    ResponseEntity<ProblemDetail> notFound(NotFoundException e) {\n        return ResponseEntity.status(404).body(ProblemDetail.forStatusAndDetail(HttpStatus.NOT_FOUND, e.getMessage()));\n    }\n}")}`,
        },
      );
      break;
    }
  }
}

export function requestMappingMethod(ctx: RuleContext, _q: Q, cls: ClassInfo): void {
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
