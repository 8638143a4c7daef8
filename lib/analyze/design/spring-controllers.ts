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

export function catchAllInController(ctx: RuleContext, q: Q, cls: ClassInfo): void {
  for (const m of cls.methods) {
    const eh = hasAnnotation(m, "ExceptionHandler");
    if (
      eh &&
      (/\b(Exception|Throwable|RuntimeException)\.class/.test(eh.args) ||
        (!eh.args.trim() && m.params.some((p) => /^(Exception|Throwable)$/.test(p.typeBase))))
    ) {
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
      if (q.img(k) !== "catch" || !/^(Exception|Throwable)$/.test(q.img(k + 2))) continue;
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
