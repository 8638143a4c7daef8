// Dead code: private fields, private methods, locals, parameters and imports nobody uses.
import { code } from "../markdown";
import { isLombokOrPersistent, type Hit, type Q, type QualityRule } from "../rules/token-index";
import { isNestedRecord } from "../rules/operand-types";

const SERIAL_HOOKS = new Set(["readObject", "writeObject", "readResolve", "writeReplace", "readObjectNoData"]);
const IGNORABLE = /^(_+|ignored?|unused|dummy)$/;

function unusedFields(q: Q): Hit[] {
  const out: Hit[] = [];
  for (const c of q.d.model.classes) {
    if (c.kind === "interface" || c.kind === "annotation" || c.kind === "record" || isLombokOrPersistent(c)) continue;
    for (const f of c.fields) {
      if (!f.modifiers.includes("private") || f.annotations.length) continue;
      for (const v of f.vars) {
        if (v.name === "serialVersionUID") continue;
        const all = q.ids.get(v.name) ?? [];
        if (all.length > 1) continue;
        const i = all[0];
        if (i === undefined) continue;
        out.push({ i, message: `the private field ${code(v.name)} is never used` });
      }
    }
  }
  return out;
}

function unusedMethods(q: Q): Hit[] {
  const out: Hit[] = [];
  for (const m of q.d.model.methods) {
    if (m.kind !== "method" || !m.modifiers.includes("private") || m.annotations.length) continue;
    if (SERIAL_HOOKS.has(m.name) || isNestedRecord(m)) continue;
    const body = q.body(m);
    const decl = q.at(m.nameToken);
    const others = (q.ids.get(m.name) ?? []).filter((k) => k !== decl && !(body && k >= body[0] && k < body[1]));
    if (others.length) continue;
    // another method of the same name (an overload) could be the one called
    if (m.cls.methods.some((o) => o !== m && o.name === m.name)) continue;
    out.push({ i: decl, message: `the private method ${code(m.name + "()")} is never called` });
  }
  return out;
}

function unusedLocals(q: Q): Hit[] {
  const out: Hit[] = [];
  for (const m of q.d.model.methods) {
    const body = q.body(m);
    if (!body) continue;
    for (const v of m.locals) {
      if (IGNORABLE.test(v.name)) continue;
      const decl = q.at(v.token);
      if (decl < 0) continue;
      const next = q.img(decl + 1);
      // catch parameters, for-each variables and resources are not "locals" here
      if (
        next === ")" ||
        next === ":" ||
        q.d.model.resourceSpecs.some(([s, e]) => v.token.startOffset > s && v.token.startOffset < e)
      )
        continue;
      if (next !== "=" && next !== ";" && next !== ",") continue;
      const uses = q.uses(v.name, decl + 1, body[1]);
      if (!uses.length) {
        out.push({ i: decl, message: `the local variable ${code(v.name)} is never used` });
      } else if (uses.every((k) => q.isWrite(k, true) && q.img(k - 1) !== ".")) {
        out.push({ i: decl, message: `the local variable ${code(v.name)} is assigned but its value is never read` });
      }
    }
  }
  return out;
}

function unusedParams(q: Q): Hit[] {
  const out: Hit[] = [];
  for (const m of q.d.model.methods) {
    if (m.kind !== "method" || !m.modifiers.includes("private") || m.annotations.length) continue;
    if (SERIAL_HOOKS.has(m.name) || isNestedRecord(m)) continue;
    const body = q.body(m);
    if (!body) continue;
    for (const p of m.params) {
      if (IGNORABLE.test(p.name) || p.annotations.length) continue;
      if (q.uses(p.name, body[0], body[1]).length) continue;
      const i = q.at(p.token);
      if (i >= 0) out.push({ i, message: `the parameter ${code(p.name)} of ${code(m.name + "()")} is never used` });
    }
  }
  return out;
}

function unusedImports(q: Q): Hit[] {
  const out: Hit[] = [];
  // the comments' text, joined only when an import has no use in the code
  let comments: string | undefined;
  for (const i of q.all("import")) {
    if (q.img(i - 1) !== ";" && q.img(i - 1) !== "" && q.img(i - 1) !== "}") continue;
    const end = q.stmtEnd(i);
    if (end < 0) continue;
    const last = q.img(end - 1);
    if (last === "*" || !q.isIdent(end - 1)) continue;
    // the uses are in order: one after the import is the last one
    const uses = q.ids.get(last);
    if (uses && uses[uses.length - 1] > end) continue;
    comments ??= q.d.model.comments.map((c) => c.image).join("\n");
    // A comment mentioning the name keeps the import. The regex (compiled per name) can only match text that
    // contains the name, so a plain search rules most names out first; a name with `$` (an anchor in the regex) or
    // `\` (a unicode escape) keeps the regex alone.
    const plain = !last.includes("$") && !last.includes("\\");
    if ((plain && !comments.includes(last)) || !new RegExp(`\\b${last}\\b`).test(comments)) {
      out.push({ i: end - 1, message: `the import ${code(q.src(i + 1, end - 1).replace(/\s/g, ""))} is never used` });
    }
  }
  return out;
}

export const unusedRules: QualityRule[] = [
  {
    id: "QUA-UNUSED-PRIVATE-FIELD",
    group: "best-practice",
    severity: "info",
    explanation:
      "Nothing reads or writes this field, so it only makes the class harder to read and suggests logic that was never finished.",
    fix: "Delete the field, or use it where it was meant to be used.",
    find: unusedFields,
  },
  {
    id: "QUA-UNUSED-PRIVATE-METHOD",
    group: "best-practice",
    severity: "info",
    explanation:
      "A private method can only be called from inside this class, and nothing calls it: it is dead code that still has to be read and maintained.",
    fix: "Delete the method, or call it where it was meant to be used.",
    find: unusedMethods,
  },
  {
    id: "QUA-UNUSED-LOCAL",
    group: "best-practice",
    severity: "info",
    explanation:
      "The variable's value is never read. Either it is left over from an earlier version, or the code forgot to use it — which is often a real bug.",
    fix: "Remove the variable (keep the call on the right-hand side if it has a side effect), or use it where it was meant to be used.",
    find: unusedLocals,
  },
  {
    id: "QUA-UNUSED-PARAMETER",
    group: "best-practice",
    severity: "info",
    explanation:
      "The private method ignores this parameter, so every caller passes a value for nothing, and readers wonder what it was supposed to do.",
    fix: "Remove the parameter from the method and its calls, or use it.",
    find: unusedParams,
  },
  {
    id: "QUA-UNUSED-IMPORT",
    group: "code-style",
    severity: "info",
    explanation:
      "The imported class is never mentioned. Unused imports clutter the file and hide which classes it really depends on.",
    fix: 'Delete the import (IDEs do it with "Optimize imports").',
    find: unusedImports,
  },
];
