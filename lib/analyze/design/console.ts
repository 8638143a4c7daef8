// System.out / System.err in application code (Spring beans and classes of an application layer: services, DAOs,
// repositories, controllers, …) and printStackTrace() anywhere but `main` and tests. Exercises and CLI programs talk to
// the user through the console: a class that cannot be told apart stays silent.
import { code, fence } from "../markdown";
import { inRanges, isSpringClass, isTestClass, type ClassInfo, type MethodInfo } from "../model";
import { Q } from "../rules/token-index";
import type { RuleContext } from "../rules/context";

interface Hit {
  line: number;
  column: number;
  count: number;
}

export function consoleRules(ctx: RuleContext): void {
  const toks = ctx.tokens;
  // Both calls start with a name: the shared index of names (built once per unit) gives their positions, in order,
  // instead of a comparison of every token. The two kinds go to separate maps, so they can be collected one after
  // the other.
  const q = Q.of(ctx);
  const out = new Map<ClassInfo, Hit>();
  const trace = new Map<ClassInfo, Hit>();
  const last = toks.length - 3; // (the calls need three tokens after the name)
  // a unit without `main` is not a program: its classes are domain or library code (unless printing is their job)
  const hasMain = ctx.model.methods.some((m) => m.isMain);
  for (const i of q.ids.get("System") ?? []) {
    if (i >= last) break;
    if (
      toks[i + 1].image === "." &&
      (toks[i + 2].image === "out" || toks[i + 2].image === "err") &&
      toks[i + 3].image === "." &&
      toks[i - 1]?.image !== "."
    )
      record(ctx, out, i, (c) => isApplicationClass(c) || (!hasMain && isLibraryPrint(ctx, c, i)));
  }
  for (const i of q.ids.get("printStackTrace") ?? []) {
    if (i >= last) break;
    if (toks[i - 1]?.image === "." && toks[i + 1].image === "(" && toks[i + 2].image === ")")
      record(ctx, trace, i, () => true, true);
  }
  emitConsole(ctx, out, trace);
}

/** Counts a console call at token i for its (named) Spring class, unless it is reported otherwise or exempt. */
/** Layer names of application code (a class so named is not an exercise talking to its user). */
const APPLICATION_LAYER =
  /(Service|ServiceImpl|Dao|DAO|DaoImpl|Repository|RepositoryImpl|Repo|Controller|Manager|Handler|Client|Gateway|Adapter|Mapper|Validator|Processor|Scheduler|Listener|Publisher|Provider|Store)\d*$/;

/** Classes whose job is the console: a menu, a view, the app itself. */
const CONSOLE_CLASS = /(Menu|Console|View|Ui|UI|Cli|CLI|Prompt|Screen|Display|Game|App|Application|Demo|Main)\d*$/;

/** A print in a class of a unit without `main`, in a method that is not there to print. */
function isLibraryPrint(ctx: RuleContext, c: ClassInfo, i: number): boolean {
  if (CONSOLE_CLASS.test(c.name) || c.kind === "interface") return false;
  const m = ctx.methodAt(ctx.tokens[i].startOffset);
  if (!m || m.kind !== "method" || m.name === "toString") return false;
  return !onlyPrints(ctx, m);
}

/**
 * A method whose every statement prints, or loops over printing (`void greet(String n) { System.out.println(…); }`,
 * `for (String l : lines) System.out.println(l);`): printing is its job. A method that also changes state while it
 * prints (`printAll()` taking jobs off a queue) is application code that logs.
 */
function onlyPrints(ctx: RuleContext, m: MethodInfo): boolean {
  const q = Q.of(ctx);
  const body = q.body(m);
  return !!body && body[0] < body[1] && printsOnly(q, body[0], body[1]);
}

function printsOnly(q: Q, from: number, to: number): boolean {
  for (let k = from; k < to;) {
    if ((q.img(k) === "for" || q.img(k) === "while") && q.img(k + 1) === "(") {
      const close = q.pair[k + 1];
      const end = close > 0 ? q.stmtEnd(close + 1) : -1;
      if (end < 0) return false;
      const braced = q.img(close + 1) === "{";
      if (!printsOnly(q, braced ? close + 2 : close + 1, braced ? end : end + 1)) return false;
      k = end + 1;
      continue;
    }
    if (q.img(k) !== "System" || !/^(out|err)$/.test(q.img(k + 2)) || !/^print/.test(q.img(k + 4))) return false;
    const end = q.stmtEnd(k);
    if (end < 0) return false;
    k = end + 1;
  }
  return true;
}

function isApplicationClass(c: ClassInfo): boolean {
  return isSpringClass(c) || APPLICATION_LAYER.test(c.name);
}

function record(
  ctx: RuleContext,
  bucket: Map<ClassInfo, Hit>,
  i: number,
  applies: (c: ClassInfo) => boolean,
  inSwallowedCatch = false,
): void {
  const t = ctx.tokens[i];
  const off = t.startOffset;
  // printStackTrace() in a swallowed catch is reported with the catch; System.out is about the whole class (its first
  // print), so it stays even when that print is in such a catch
  if (inSwallowedCatch && inRanges(ctx.swallowedCatches, off)) return;
  const cls = ctx.classAt(off);
  let named = cls;
  while (named && named.kind === "anonymous") named = named.parent;
  if (!named || !applies(named) || isTestClass(named)) return;
  const method = ctx.methodAt(off);
  if (method?.isMain) return;
  const hit = bucket.get(named);
  if (hit) hit.count++;
  else bucket.set(named, { line: t.startLine, column: t.startColumn, count: 1 });
}

function emitConsole(ctx: RuleContext, out: Map<ClassInfo, Hit>, trace: Map<ClassInfo, Hit>): void {
  for (const [cls, h] of out) {
    ctx.emit(
      "STY-SYSTEM-OUT",
      "info",
      h.line,
      `${code(ctx.className(cls))} writes to \`System.out\`/\`System.err\`${h.count > 1 ? ` (${h.count} places)` : ""} instead of using a logger`,
      {
        column: h.column,
        category: "style",
        explanation:
          "In a Spring application, console output bypasses the logging setup: it has no timestamp, level or class name, cannot be filtered or turned off, and is easily lost in production.",
        fix: `Use an SLF4J logger (Spring Boot includes one):\n\n${fence(`private static final Logger log = LoggerFactory.getLogger(${ctx.isWrapper(cls) ? "MyService" : cls.name}.class);\n\nlog.info("Created order {}", order.getId());`)}`,
      },
    );
  }
  for (const [cls, h] of trace) {
    ctx.emit(
      "STY-PRINT-STACK-TRACE",
      "warning",
      h.line,
      `${code("printStackTrace()")} in ${code(ctx.className(cls))}${h.count > 1 ? ` (${h.count} places)` : ""}`,
      {
        column: h.column,
        category: "style",
        explanation:
          "`printStackTrace()` writes to the console's error stream, outside the application's logs, without any context. In a server the trace is usually lost, and the error is otherwise ignored.",
        fix: `Log the exception (pass it as the last argument so the stack trace is kept), and rethrow or handle it:\n\n${fence('log.error("Could not load the order {}", id, e);')}`,
      },
    );
  }
}
