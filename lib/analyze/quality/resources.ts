// QUA-TRY-WITH-RESOURCES: a resource closed by hand in `finally`, or at the end of the `try` block (the row is in
// ./practice.ts). Reported at the `try`, where the fix goes.
import { code, fence } from "../markdown";
import type { Hit, Q } from "../rules/token-index";

/** The `try` keyword of the statement whose `finally` keyword is at token f (or undefined). */
function tryOfFinally(q: Q, f: number): number | undefined {
  let k = f - 1;
  while (q.img(k) === "}") {
    const open = q.pair[k];
    if (open < 0) return undefined;
    if (q.img(open - 1) === "try") return open - 1;
    if (q.img(open - 1) === ")") {
      const p = q.pair[open - 1];
      if (p < 0) return undefined;
      if (q.img(p - 1) === "try") return p - 1;
      if (q.img(p - 1) !== "catch") return undefined;
      k = p - 2;
      continue;
    }
    return undefined;
  }
  return undefined;
}

export function tryWithResources(q: Q): Hit[] {
  const out: Hit[] = [];
  for (const [a, b] of q.finallies) {
    for (let k = a + 1; k < b; k++) {
      if (
        q.img(k) !== "close" ||
        q.img(k - 1) !== "." ||
        q.img(k + 1) !== "(" ||
        q.img(k + 2) !== ")" ||
        !q.isIdent(k - 2)
      )
        continue;
      const name = q.img(k - 2);
      const m = q.method(k);
      const local = m?.locals.find((l) => l.name === name);
      if (!local) continue;
      const at = tryOfFinally(q, a - 1);
      out.push({
        i: at ?? k - 2,
        endLine: at === undefined ? undefined : q.line(b),
        message: `${code(name)} is closed by hand in \`finally\`; try-with-resources does this for you`,
        fix: `Declare it in the \`try\` header and drop the \`finally\`:\n\n${fence(`try (${local.type} ${name} = …) {\n    // use ${name}\n}`)}`,
      });
      break;
    }
  }
  // closed at the end of the `try` block: an exception before that line skips the close
  const reported = new Set(out.map((h) => h.i));
  for (const t of q.all("try")) {
    if (q.img(t + 1) !== "{" || reported.has(t) || q.inFinally(t)) continue;
    const end = q.pair[t + 1];
    if (end < 0) continue;
    for (let k = t + 2; k < end; k++) {
      if (q.pair[k] > k && q.img(k) !== "(") {
        k = q.pair[k]; // only statements of the try block itself
        continue;
      }
      if (q.img(k) !== "close" || q.img(k - 1) !== "." || q.img(k + 1) !== "(" || q.img(k + 2) !== ")") continue;
      if (!q.isIdent(k - 2) || !q.stmtStart(k - 2) || q.img(k + 3) !== ";") continue;
      const name = q.img(k - 2);
      const local = q.method(k)?.locals.find((l) => l.name === name);
      if (!local || !RESOURCE_TYPE.test(local.typeBase)) continue;
      out.push({
        i: t,
        endLine: q.line(end),
        message: `${code(name)} is closed at the end of the \`try\` block, so an exception before that line leaves it open`,
        fix: `Declare it in the \`try\` header; it is then closed however the block ends:\n\n${fence(`try (${local.type} ${name} = …) {\n    // use ${name}\n}`)}`,
      });
      break;
    }
  }
  return out;
}

/** Types that hold an OS or database resource. */
const RESOURCE_TYPE =
  /(Stream|Reader|Writer|Connection|Statement|ResultSet|Scanner|Socket|Channel|Session|Closeable|Formatter|ZipFile|RandomAccessFile)$/;
