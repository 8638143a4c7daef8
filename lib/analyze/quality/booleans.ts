// Boolean results written the long way: `if (c) return true; else return false;` and `c ? true : false`
// (QUA-SIMPLIFIABLE-BOOLEAN-RETURN; the row is in ./style.ts). An if/else that assigns true/false is not in the
// mentor checklist's definition of the rule and stays quiet.
import { code } from "../markdown";
import { over, type Hit, type Q } from "../rules/token-index";

/** `return true;` / `{ return true; }` starting at k: [value, index after it] or undefined. */
function boolReturn(q: Q, k: number): [string, number] | undefined {
  const braced = q.img(k) === "{";
  const s = braced ? k + 1 : k;
  if (q.img(s) !== "return" || !/^(true|false)$/.test(q.img(s + 1)) || q.img(s + 2) !== ";") return undefined;
  if (braced && q.img(s + 3) !== "}") return undefined;
  return [q.img(s + 1), braced ? s + 4 : s + 3];
}

export function simplifiableReturn(q: Q): Hit[] {
  return [...simplifiableIf(q), ...booleanTernary(q)];
}

/** `c ? true : false` / `c ? false : true`. */
function booleanTernary(q: Q): Hit[] {
  return over(q.all("?"), (i) => {
    const a = q.img(i + 1);
    const b = q.img(i + 3);
    if (!/^(true|false)$/.test(a) || q.img(i + 2) !== ":" || !/^(true|false)$/.test(b) || a === b) return undefined;
    if (!/^[;),]$/.test(q.img(i + 4))) return undefined;
    return {
      i,
      message: `\`? ${a} : ${b}\` only turns the condition into \`${a}\` or \`${b}\`: use the condition itself`,
      fix: a === "true" ? "Drop `? true : false`." : "Negate the condition with `!` and drop `? false : true`.",
    };
  });
}

function simplifiableIf(q: Q): Hit[] {
  return over(q.all("if"), (i) => {
    if (q.img(i) !== "if" || q.img(i + 1) !== "(" || q.img(i - 1) === "else") return undefined;
    const close = q.pair[i + 1];
    const a = close > 0 ? boolReturn(q, close + 1) : undefined;
    if (!a) return undefined;
    const b = q.img(a[1]) === "else" ? boolReturn(q, a[1] + 1) : boolReturn(q, a[1]);
    if (!b || a[0] === b[0]) return undefined;
    const cond = q.src(i + 2, close - 1);
    return {
      i,
      message: `this \`if\` only returns \`${a[0]}\` or \`${b[0]}\`: return the condition directly`,
      fix: `Write ${code(`return ${a[0] === "true" ? cond : `!(${cond})`};`)}`,
    };
  });
}
