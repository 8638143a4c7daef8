// Small text helpers over Java source and program output (no parser: these run before anything is compiled).

/** The code with comments, string, char and text-block contents replaced by spaces (line breaks kept). */
export function blankJava(code: string): string {
  let out = "";
  let i = 0;
  const n = code.length;
  const blank = (s: string) => s.replace(/[^\n]/g, " ");
  while (i < n) {
    const c = code[i];
    const next = code[i + 1];
    if (c === "/" && next === "/") {
      const end = code.indexOf("\n", i);
      const stop = end < 0 ? n : end;
      out += blank(code.slice(i, stop));
      i = stop;
    } else if (c === "/" && next === "*") {
      const end = code.indexOf("*/", i + 2);
      const stop = end < 0 ? n : end + 2;
      out += blank(code.slice(i, stop));
      i = stop;
    } else if (c === '"' && code.startsWith('"""', i)) {
      const end = code.indexOf('"""', i + 3);
      const stop = end < 0 ? n : end + 3;
      out += '"""' + blank(code.slice(i + 3, stop - 3)) + (end < 0 ? "" : '"""');
      i = stop;
    } else if (c === '"' || c === "'") {
      let j = i + 1;
      while (j < n && code[j] !== c && code[j] !== "\n") j += code[j] === "\\" ? 2 : 1;
      const stop = Math.min(n, j + 1);
      out += c + blank(code.slice(i + 1, Math.min(j, n))) + (j < n && code[j] === c ? c : "");
      i = j < n && code[j] === c ? stop : Math.min(j, n);
    } else {
      out += c;
      i++;
    }
  }
  return out;
}

const TYPE_DECL =
  /(?<![\w$.])((?:(?:public|abstract|final|sealed|non-sealed|strictfp|static)\s+)*)(class|interface|enum|record)\s+([A-Za-z_$][\w$]*)/g;

/** Top-level type declarations: [modifiers, name], in order. */
function topLevelTypes(text: string): { modifiers: string; name: string; index: number }[] {
  const out: { modifiers: string; name: string; index: number }[] = [];
  let depth = 0;
  let at = 0;
  for (const m of text.matchAll(TYPE_DECL)) {
    for (; at < m.index; at++) depth += text[at] === "{" ? 1 : text[at] === "}" ? -1 : 0;
    if (depth <= 0) out.push({ modifiers: m[1] ?? "", name: m[3], index: m.index });
  }
  return out;
}

/** The file name the learner's code needs: its public top-level type, else its first type, else Main.java. */
export function javaFileName(code: string): string {
  const types = topLevelTypes(blankJava(code));
  const pub = types.find((t) => /\bpublic\b/.test(t.modifiers));
  return `${(pub ?? types[0])?.name ?? "Main"}.java`;
}

/** The class to run: the first type that declares `static void main`, else the file's class. */
export function mainClassOf(code: string): string {
  const text = blankJava(code);
  const mainAt = text.search(/\bstatic\s+(?:final\s+)?void\s+main\s*\(/);
  if (mainAt >= 0) {
    const cls = topLevelTypes(text)
      .filter((t) => t.index < mainAt)
      .pop();
    if (cls) return cls.name;
  }
  return javaFileName(code).replace(/\.java$/, "");
}

/** Run-check comparison: line ends trimmed, surrounding blank lines dropped, \r\n as \n. */
export function normalizeOutput(s: string): string {
  return s
    .replace(/\r\n?/g, "\n")
    .split("\n")
    .map((l) => l.trimEnd())
    .join("\n")
    .trim();
}

/** Predict comparison: every run of spaces/tabs as one space, each line trimmed, blank lines at the ends dropped. */
export function normalizeWhitespace(s: string): string {
  return s
    .replace(/\r\n?/g, "\n")
    .split("\n")
    .map((l) => l.replace(/[ \t\f\v\u00a0]+/g, " ").trim())
    .join("\n")
    .replace(/^\n+|\n+$/g, "");
}
