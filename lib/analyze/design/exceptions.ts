// Exception handling: swallowed catches (empty, or only printing) and over-broad catches.
import type { CstNode } from "java-parser";
import { compactText, isNode, kid, kids, tok } from "../cst";
import { code, fence } from "../markdown";
import { isSpringClass } from "../model";
import type { RuleContext } from "../rules/context";

const BROAD = new Set(["Exception", "Throwable", "java.lang.Exception", "java.lang.Throwable"]);
const IGNORED_NAMES = /^(ignored?|expected|_+|unused)$/;
/** Exceptions of the database, files and the network: a caller needs to know the operation failed. */
const INFRASTRUCTURE =
  /^(SQLException|IOException|UncheckedIOException|\w+IOException|\w*DataAccessException|TimeoutException|RemoteException|RestClientException|JMSException|MessagingException)$/;

/** True when a statement only prints: System.out/err.print…(…) or x.printStackTrace(). */
function isPrintStatement(ctx: RuleContext, stmt: CstNode): boolean {
  const [from, to] = ctx.range(stmt.location.startOffset, stmt.location.endOffset);
  const t = ctx.tokens;
  if (to - from < 4) return false;
  if (
    t[from].image === "System" &&
    t[from + 1].image === "." &&
    /^(out|err)$/.test(t[from + 2].image) &&
    t[from + 3].image === "." &&
    /^print/.test(t[from + 4]?.image ?? "")
  )
    return true;
  // the joined text can only end in `.printStackTrace();` when the last tokens are `printStackTrace ( ) ;`: check
  // those two before joining the statement's tokens into a string
  if (t[to - 1].image !== ";" || t[to - 4].image !== "printStackTrace") return false;
  const pst = t
    .slice(from, to)
    .map((x) => x.image)
    .join("");
  return /^[\w$.]+\.printStackTrace\(\);$/.test(pst);
}

/** A logger call statement: `log.warn(…);`, `logger.error(…);`, `LOG.info(…);`. */
function isLogStatement(ctx: RuleContext, stmt: CstNode): boolean {
  const [from] = ctx.range(stmt.location.startOffset, stmt.location.endOffset);
  const t = ctx.tokens;
  return (
    /^(log|logger|LOG|LOGGER|LOGGER_\w+|\w*[lL]og)$/.test(t[from].image) &&
    t[from + 1]?.image === "." &&
    t[from + 3]?.image === "("
  );
}

/** `return null;`, `return false;`, `return -1;`, `return "";`, `return List.of();`, `return new ArrayList<>();`. */
function isDefaultReturn(ctx: RuleContext, stmt: CstNode, orEmptyOptional = false, orAnyLiteral = false): boolean {
  const [from, to] = ctx.range(stmt.location.startOffset, stmt.location.endOffset);
  const text = ctx.tokens
    .slice(from, to)
    .map((x) => x.image)
    .join(" ");
  if (orEmptyOptional && text === "return Optional . empty ( ) ;") return true;
  // after `catch (Exception e)` any literal hides every failure, bugs included: `return 0;`
  if (orAnyLiteral && /^return (-? ?\d[\w.]*|true|'.'|Optional \. empty \( \)) ;$/.test(text)) return true;
  return /^return (null|false|- 1|""|(Collections \. empty\w*|List \. of|Set \. of|Map \. of) \( \)|new \w+ (< >)? \( \)) ;$/.test(
    text,
  );
}

export function exceptionRules(ctx: RuleContext): void {
  // Lines of catch-alls in controller handlers, already reported (with a better fix) by the Spring rules, which run
  // before this one. A set, not a search of all findings per catch (quadratic in a long file).
  const handlerCatchLines = new Set<number | undefined>();
  for (const f of ctx.findings) if (f.rule === "DES-CATCH-ALL-HANDLER") handlerCatchLines.add(f.line);
  for (const c of ctx.model.catches) {
    const param = kid(c.node, "catchFormalParameter");
    const block = kid(c.node, "block");
    const catchTok = tok(c.node, "Catch");
    if (!param || !block || !catchTok) continue;
    const typeNode = kid(param, "catchType");
    const nameTok = tok(kid(param, "variableDeclaratorId"), "Identifier");
    if (!typeNode || !nameTok) continue;
    const typeText = compactText(ctx.text, typeNode);
    const types = typeText.split("|");
    const name = nameTok.image;
    const stmts = kids(kid(block, "blockStatements"), "blockStatement").filter(isNode);
    const bStart = block.location.startOffset;
    const bEnd = block.location.endOffset;
    const [from, to] = ctx.range(bStart, bEnd);
    let rethrows = false;
    for (let i = from; i < to; i++) if (ctx.tokens[i].image === "throw") rethrows = true;
    // the texts of a finding, worked out only for a catch that is reported
    const decl = () => `catch (${types.join(" | ")} ${name})`;
    const specific = () => (types.some((t) => BROAD.has(t)) ? "IOException" : types[0]);

    const broadCatch = types.some((t) => BROAD.has(t));
    // print (or log), then hand back a default as if the call had worked: `return null;`, `return false;`, `return -1;`
    // (a failed database or I/O call answered with a default, even without a print: the caller cannot tell "none"
    // from "the database is down")
    const infra = types.some((t) => INFRASTRUCTURE.test(t));
    const returnsDefault =
      !rethrows &&
      stmts.length >= (infra ? 1 : 2) &&
      isDefaultReturn(ctx, stmts[stmts.length - 1], infra, broadCatch) &&
      stmts.slice(0, -1).every((s) => isPrintStatement(ctx, s) || isLogStatement(ctx, s));
    if (!stmts.length && !IGNORED_NAMES.test(name)) {
      // an empty catch block is reported by the quality family (QUA-EMPTY-CATCH)
      ctx.swallowedCatches.push([bStart, bEnd]);
    } else if (
      stmts.length &&
      !rethrows &&
      // a broad catch that only prints is reported as DES-BROAD-CATCH below, its printStackTrace() as such; in
      // `main` the message is the program telling its user what failed
      ((!broadCatch && !c.method?.isMain && stmts.every((s) => isPrintStatement(ctx, s))) || returnsDefault)
    ) {
      const spring = isSpringClass(c.cls);
      ctx.emit(
        "DES-SWALLOWED-EXCEPTION",
        spring ? "warning" : "info",
        catchTok.startLine,
        returnsDefault
          ? `${code(decl())} ${stmts.length > 1 ? "reports the error and " : ""}returns a default value as if nothing had failed`
          : `${code(decl())} only prints the exception and carries on`,
        {
          column: catchTok.startColumn,
          endLine: block.location.endLine,
          explanation: spring
            ? "Printing to the console is not handling the error: in a server the output is easily lost, the caller never learns that something failed, and the request may return success with wrong data."
            : "Printing the error is better than nothing, but the program then continues as if the operation had worked, which usually causes a more confusing error later.",
          fix: spring
            ? `Log it with the logger and rethrow (or translate it into a meaningful exception):\n\n${fence(`} catch (${specific()} ${name}) {\n    log.error("Could not …", ${name});\n    throw new IllegalStateException("Could not …", ${name});\n}`)}`
            : "After reporting the problem, stop or recover explicitly (return a default, ask again, exit), or let the exception propagate with `throws`.",
        },
      );
      // the prints before a default return are console output of their own (STY-SYSTEM-OUT)
      if (!returnsDefault) ctx.swallowedCatches.push([bStart, bEnd]);
    }

    const broad = types.filter((t) => BROAD.has(t));
    // a broad catch that answers with a default is reported once, as swallowed (the default is what hides the error)
    if (!broad.length || rethrows || returnsDefault) continue;
    const line = ctx.unit.userLine(catchTok.startLine);
    const inHandler = line !== null && handlerCatchLines.has(line);
    // `main` catching everything to report and exit is the program's top-level handler
    if (!inHandler && !c.method?.isMain) {
      const throwable = broad.some((t) => t.endsWith("Throwable"));
      ctx.emit(
        "DES-BROAD-CATCH",
        throwable ? "warning" : "info",
        catchTok.startLine,
        `${code(decl())} catches ${throwable ? "every error, including `OutOfMemoryError`" : "every exception"}`,
        {
          column: catchTok.startColumn,
          explanation: throwable
            ? "`Throwable` includes JVM errors such as `OutOfMemoryError` and `StackOverflowError` that a program cannot sensibly recover from."
            : "Catching `Exception` also catches programming mistakes such as `NullPointerException` or `IndexOutOfBoundsException`, and handles them the same way as expected failures. Bugs get hidden instead of fixed.",
          fix: `Catch only the exceptions this code can actually handle, e.g. ${code(`catch (${specificName(specific())} ${name})`)} or a multi-catch ${code(`catch (IOException | NumberFormatException ${name})`)}, and let the rest propagate.`,
        },
      );
    }
  }
}

function specificName(specific: string): string {
  return specific === "Exception" || specific === "Throwable" ? "IOException" : specific;
}
