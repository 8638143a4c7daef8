// Markdown helpers that keep learner-provided text inert: identifiers and code go into code spans or
// fences whose backtick run is longer than any run inside; free text is escaped.

/** Longest run of consecutive `ch` in s. */
function longestRun(s: string, ch: string): number {
  if (s.indexOf(ch) < 0) return 0;
  let best = 0;
  let cur = 0;
  for (const c of s) {
    if (c === ch) {
      cur++;
      if (cur > best) best = cur;
    } else cur = 0;
  }
  return best;
}

/** Truncates to max characters (adding an ellipsis). */
export function truncate(s: string, max: number): string {
  // a string has at most as many characters (code points) as UTF-16 units: short ones need no splitting
  if (s.length <= max) return s;
  const chars = [...s];
  return chars.length <= max ? s : chars.slice(0, Math.max(1, max - 1)).join("") + "…";
}

/** Inline code span that is safe for any content (newlines collapse to spaces). */
export function code(s: string, max = 80): string {
  let body = truncate(s.replace(/[\r\n\t]+/g, " "), max);
  if (body.length === 0) body = " ";
  const fence = "`".repeat(longestRun(body, "`") + 1);
  const pad =
    body.startsWith("`") || body.endsWith("`") || (body.startsWith(" ") && body.endsWith(" ") && body.trim())
      ? " "
      : "";
  return `${fence}${pad}${body}${pad}${fence}`;
}

/** Fenced code block that the content cannot break out of. */
export function fence(content: string, lang = "java"): string {
  const body = content.trimEnd(); // (the same white space as /\s+$/, without its backtracking)
  const n = Math.max(3, longestRun(body, "`") + 1);
  const f = "`".repeat(n);
  return `${f}${lang}\n${body}\n${f}`;
}

/** Escapes text so that Markdown and HTML render it literally. */
export function escapeText(s: string): string {
  return s
    .replace(/\\/g, "\\\\")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/([`*_[\]{}()#+!|~])/g, "\\$1")
    .replace(/^(\s*)([-=]{2,}|\d+\.)/gm, "$1\\$2")
    .replace(/[\r\n]+/g, " ");
}

/**
 * Makes Markdown written by a rule family safe to embed: HTML tags outside code spans/fences are
 * neutralised (`<` → `&lt;`), code spans and fenced blocks are kept as they are.
 */
export function sanitizeMarkdown(md: string): string {
  if (md.indexOf("<") < 0 && md.indexOf(">") < 0) return md;
  const lines = md.split("\n");
  const out: string[] = [];
  let fenceMarker: string | null = null;
  for (const line of lines) {
    const m = /^\s*(`{3,}|~{3,})/.exec(line);
    if (fenceMarker) {
      out.push(line);
      if (m && m[1][0] === fenceMarker[0] && m[1].length >= fenceMarker.length && line.trim() === m[1])
        fenceMarker = null;
      continue;
    }
    if (m) {
      fenceMarker = m[1];
      out.push(line);
      continue;
    }
    out.push(sanitizeInline(line));
  }
  if (fenceMarker) out.push(fenceMarker);
  return out.join("\n");
}

function sanitizeInline(line: string): string {
  // Copies runs of unchanged text as slices; only `<` and `>` outside closed code spans are replaced.
  let out = "";
  let from = 0;
  let i = 0;
  while (i < line.length) {
    const c = line.charCodeAt(i);
    if (c === 96 /* ` */) {
      let n = 0;
      while (line.charCodeAt(i + n) === 96) n++;
      const close = findClosingRun(line, i + n, n);
      i = close >= 0 ? close + n : i + n; // a code span, or an unmatched backtick run: kept as it is
      continue;
    }
    if (c === 60 /* < */ || c === 62 /* > */) {
      out += line.slice(from, i) + (c === 60 ? "&lt;" : "&gt;");
      from = i + 1;
    }
    i++;
  }
  return out + line.slice(from);
}

function findClosingRun(line: string, from: number, n: number): number {
  let i = from;
  while (i < line.length) {
    if (line[i] === "`") {
      let m = 0;
      while (line[i + m] === "`") m++;
      if (m === n) return i;
      i += m;
    } else i++;
  }
  return -1;
}

export function plural(n: number, word: string, pluralWord = word + "s"): string {
  return `${n} ${n === 1 ? word : pluralWord}`;
}
