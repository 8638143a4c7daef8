// Round 7 composition: does a piece of the answer fit *this* question? Used by the composer (./answer) to
//   - keep only the items of a checklist that speak to the question's subject (never cutting an item),
//   - show an example only when it fits: it contains an identifier the question or the lead names, and is short
//     (a long program is cut down to the method — or the statement group — that holds those identifiers, else left
//     out: a missing example costs less than a misfitting one).

/** An example longer than this is cut down to its relevant method (or left out). */
export const FIT_MAX_LINES = 30;
/** Most lines of an excerpt cut from a long block. */
export const EXCERPT_MAX_LINES = 20;

const SPAN = /`([^`\n]+)`/g;
/** Identifier-like words of code: `rs.wasNull()` → rs, wasNull; `@Transactional` → Transactional. */
const IDENT = /[A-Za-z_$][\w$]*/g;
/** Names every example shows, or Java syntax: matching them says nothing about fit. */
const GENERIC = new Set(
  (
    "String Object Integer Long Double Boolean List Map Set int long double float boolean char byte short void null " +
    "true false new return var static public private protected class interface this super main System out err " +
    "println print printf get set add put of size length value values name id key java util lang import package " +
    "Exception " +
    "throws if else for while do the and or not is in to a an e ex it args"
  ).split(" "),
);

/** The identifiers a Markdown text names in inline code (`…`), generic ones left out. */
export function codeIdentifiers(markdown: string): Set<string> {
  const out = new Set<string>();
  for (const m of markdown.matchAll(SPAN)) for (const id of identifiersOfSpan(m[1])) out.add(id);
  return out;
}

/** A verb that names the fix a few words before an inline-code name: "use `removeIf`", "configure it with a `…Recoverer`". */
const FIX_VERB =
  /^(use|call|check|add|write|prefer|pass|annotate|declare|wrap|return|switch|import|inject|configure|register|catch|define)$/i;
/** …unless the words say what not to do: "rather than `default`", "instead of `get()`", "do not add `@Test`". */
const NOT_WORD = /^(instead|rather|replace|replacing|not|never|avoid|without|don'?t|doesn'?t|no)$/i;
/** How many words before an inline-code name a fix verb may stand. */
const FIX_WINDOW = 8;

/**
 * The identifiers the text names as the fix ("use `removeIf`", "call `rs.wasNull()`"), not those it advises against
 * ("rather than a `default`", "do not add `@Test`").
 */
export function fixIdentifiers(markdown: string): Set<string> {
  return new Set(fixSpans(markdown).flat());
}

/** The identifiers of each inline-code span the text names as the fix (`case PAID` → [case, PAID]). */
export function fixSpans(markdown: string): string[][] {
  const out: string[][] = [];
  for (const m of markdown.matchAll(SPAN)) {
    const before = markdown
      .slice(Math.max(0, (m.index ?? 0) - 80), m.index ?? 0)
      .replace(/`[^`]*`/g, "x")
      .split(/[.;:!?]\s/)
      .pop();
    const words =
      (before ?? "")
        .toLowerCase()
        .match(/[\w']+/g)
        ?.slice(-FIX_WINDOW) ?? [];
    const verb = words.findLastIndex((x) => FIX_VERB.test(x));
    if (verb < 0 || words.slice(Math.max(0, verb - 2)).some((x) => NOT_WORD.test(x))) continue;
    const ids = identifiersOfSpan(m[1]);
    if (ids.length) out.push(ids);
  }
  return out;
}

/** The identifiers of one inline-code span, its string literals left out (`log.error("Checkout failed", e)` → log, error). */
function identifiersOfSpan(span: string): string[] {
  const code = span.replace(/"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'/g, " ");
  return (code.match(IDENT) ?? []).filter((id) => id.length >= 3 && !GENERIC.has(id));
}

/** The identifiers of the question's own API words (`@Cacheable` → Cacheable, `Map.merge` → Map, merge). */
export function questionIdentifiers(apiWords: string[]): Set<string> {
  const out = new Set<string>();
  for (const w of apiWords) for (const id of w.match(IDENT) ?? []) if (id.length >= 3 && !GENERIC.has(id)) out.add(id);
  return out;
}

const wordRes = new Map<string, RegExp>();
/** Whether code uses the identifier as a whole word (`remove` is not in `removeIf`). */
function wordIn(code: string, id: string): boolean {
  let re = wordRes.get(id);
  if (!re) {
    re = new RegExp(`(^|[^\\w$])${id.replace(/\$/g, "\\$")}(?![\\w$])`);
    if (wordRes.size < 5000) wordRes.set(id, re);
  }
  return re.test(code);
}

/** How many of the identifiers a piece of code uses. */
export function identifierHits(code: string, ids: Iterable<string>): number {
  let n = 0;
  for (const id of ids) if (wordIn(code, id)) n++;
  return n;
}

/** A line that opens a method or constructor body: `static int total(List<Order> orders) {`. */
const METHOD_OPEN =
  /^\s*(?:@\w+(?:\([^)]*\))?\s+)*(?:(?:public|private|protected|static|final|synchronized|default|abstract)\s+)*(?:<[^>]+>\s+)?[\w$<>[\],.? ]+\s+[a-z_$][\w$]*\s*\([^;]*\)\s*(?:throws [\w$.,\s]+)?\{\s*$/;

function braceDelta(line: string): number {
  const code = line.replace(/"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'|\/\/.*$/g, "");
  return (code.match(/\{/g)?.length ?? 0) - (code.match(/\}/g)?.length ?? 0);
}

/** The names an example is judged by: all of them (question, lead), the strong ones (the question's own and the lead's fix). */
export interface FitNames {
  ids: Set<string>;
  fix: Set<string>;
  strong: Set<string>;
  /** The fix names span by span (`case PAID`): an excerpt shows the fix when it shows one span's names all. */
  fixSpans?: string[][];
  /** The learner asked for code: any fitting block of the lesson may be shown. */
  codeAsked?: boolean;
  /** Names the lesson's own examples declare (`class OrderStatus`): they weigh half, like plain names. */
  declared?: Set<string>;
}

/** A name in lower case only (`remove`, `line`) or a constant (`PAID`): common in any code, it weighs half. */
const PLAIN_NAME = /^([a-z][a-z0-9]*|[A-Z][A-Z0-9_]*)$/;
/** A whole method competes at this multiple of its fit weight (it needs no context the excerpt does not show). */
const WHOLE_METHOD_BONUS = 1.5;
/** An excerpt must weigh this much (a strong name 2, another 1, a plain one half of that). */
export const EXCERPT_MIN_WEIGHT = 3;

/** A plain name (`remove`, `PAID`): it says little about which code fits. */
export function plainName(id: string): boolean {
  return PLAIN_NAME.test(id);
}

/** How much of the question's and the lead's names a piece of code shows. */
export function fitWeight(code: string, names: FitNames): number {
  let n = 0;
  for (const id of names.ids)
    if (wordIn(code, id))
      n += (names.strong.has(id) ? 2 : 1) * (PLAIN_NAME.test(id) || names.declared?.has(id) ? 0.5 : 1);
  return n;
}

/**
 * The part of a long block that holds the names: the method that shows most of them when it has at most
 * EXCERPT_MAX_LINES lines, else the blank-line-separated group of statements inside it that does (a `main` method
 * is always split: it is a demo of everything). Null when nothing short enough shows them.
 */
export function excerpt(code: string, names: FitNames): string | null {
  if (!names.ids.size) return null;
  const lines = code.split("\n");
  const parts: { text: string; weight: number; rank: number; len: number }[] = [];
  const consider = (from: number, to: number, method: boolean) => {
    const slice = lines.slice(from, to + 1);
    if (slice.length > EXCERPT_MAX_LINES || slice.length < 2) return;
    const text = dedent(slice);
    const weight = fitWeight(text, names);
    // a whole method reads on its own; statements of a demo's `main` lean on variables declared elsewhere
    if (weight) parts.push({ text, weight, rank: weight * (method ? WHOLE_METHOD_BONUS : 1), len: slice.length });
  };
  for (let i = 0; i < lines.length; i++) {
    if (!METHOD_OPEN.test(lines[i])) continue;
    // a method: from its annotations to its closing brace
    let start = i;
    while (start > 0 && /^\s*@\w+/.test(lines[start - 1])) start--;
    let depth = 0;
    let end = -1;
    for (let j = i; j < lines.length; j++) {
      depth += braceDelta(lines[j]);
      if (depth <= 0 && j > i) {
        end = j;
        break;
      }
    }
    if (end < 0) continue;
    if (end - start + 1 <= EXCERPT_MAX_LINES && !/\bvoid main\s*\(/.test(lines[i])) consider(start, end, true);
    else {
      // statement groups inside a long method, split at blank lines
      let g = i + 1;
      for (let j = i + 1; j <= end; j++) {
        if (!lines[j].trim() || j === end) {
          if (j - 1 >= g) consider(g, j - 1, false);
          g = j + 1;
        }
      }
    }
  }
  // the best part that is not the broken version and shows enough of the names, or the fix the lead names
  // (`i < amounts.length` → the loop over `amounts`)
  parts.sort((a, b) => b.rank - a.rank || a.len - b.len);
  const found = parts.find(
    (p) => !BROKEN_PART.test(p.text) && (p.weight >= EXCERPT_MIN_WEIGHT || showsFix(p.text, names)),
  );
  return found ? found.text : null;
}

function dedent(lines: string[]): string {
  const indent = Math.min(...lines.filter((l) => l.trim()).map((l) => l.match(/^\s*/)?.[0].length ?? 0));
  return lines.map((l) => l.slice(Math.min(indent, l.match(/^\s*/)?.[0].length ?? 0))).join("\n");
}

/**
 * The code an example should show, or null when it does not fit: it must use a name the question or the lead names
 * (when there are any) — the fix, when the lead names one — and be at most FIT_MAX_LINES long; a longer one is cut
 * to its relevant method or statements (./excerpt), or kept whole up to `wholeUpTo` lines (a lesson's key block).
 * `own`: the block is in the lead's own section.
 */
/** Share of a fix span's names code must show (`ResponseEntity.created(uri)`: 2 of 3). */
const FIX_SPAN_SHARE = 0.6;

/** Whether code shows one of the fixes the lead names (most names of its span). */
function showsFix(code: string, names: FitNames): boolean {
  return (names.fixSpans ?? []).some((span) => identifierHits(code, span) >= Math.ceil(span.length * FIX_SPAN_SHARE));
}

export function fittingCode(code: string, names: FitNames, wholeUpTo = 0, own = false): string | null {
  const lines = code.split("\n").length;
  // the lead names the fix: the example shows it (else it is the problem, or another technique)
  if (names.fix.size && !identifierHits(code, names.fix)) return null;
  // a short block of the lead's own section is about what the lead says, whatever names it uses
  if (own && lines <= FIT_MAX_LINES) return code;
  if (names.ids.size && !identifierHits(code, names.ids)) return null;
  // the key block of the lead's own section is the code the lesson marks as its answer: whole when not too long
  if (lines <= FIT_MAX_LINES || (own && lines <= wholeUpTo)) return code;
  const part = excerpt(code, names);
  if (part && (!names.fix.size || showsFix(part, names))) return part;
  return lines <= wholeUpTo ? code : null;
}

/** An excerpt of the version a lesson shows as broken: `buildVulnerableQuery`, `// internally calls our add() again`, a caught failure. */
const BROKEN_PART =
  /\b[a-z]\w*(Vulnerable|Unsafe|Broken|Buggy|Naive|Wrong|Bad|Leaky|Racy)\w*\s*\(|(\/\/|#)\s*(wrong|bad|broken|bug|vulnerable|unsafe|don'?t|throws|fails|race|internally|oops|error|pitfall|before)|\b(unsafe|broken|wrong|naive|buggy|racy)\w*\s*=|catch \([^)]*\)\s*\{\s*System\.out\.println\(|catch \([\w.]*(ConcurrentModification|NullPointer|IndexOutOfBounds|ClassCast|UnsupportedOperation|Arithmetic|StackOverflow)/i;
