// Text analysis shared by indexing and querying: normalisation, Java-aware tokenisation, stop words, stemming,
// and the small Markdown helpers the answer composer needs (blocks, sentences, plain text).

import { stem } from "./stem";

/** A Markdown link whose text may contain brackets (lesson and section titles). */
export function mdLink(title: string, url: string): string {
  return `[${title.replace(/([[\]])/g, "\\$1")}](${url})`;
}

/** English stop words plus question filler ("how do I …", "what is the difference between …"). */
export const STOP_WORDS: ReadonlySet<string> = new Set(
  (
    "a about above after again against all also am an and any are aren as at be because been before being below " +
    "between both but by can cannot could couldn did didn do does doesn doing don down during each either else " +
    "etc few for from further had hadn has hasn have haven having he her here hers herself him himself his how i if " +
    "in into is isn it its itself just let lets me might more most must mustn my myself neither no nor not now " +
    "of off on once only or other ought our ours ourselves out over own per please same shall shan she should " +
    "shouldn so some such than that the their theirs them themselves then there these they this those through " +
    "thus to too under until up upon us very via vs versus was wasn we were weren what whats when where whether " +
    "which who whom whose why will with won would wouldn yet you your yours yourself yourselves " +
    // question filler
    "anyone anybody somebody someone something anything thing things way ways really actually basically " +
    "explain explanation tell show know need needs want wants wanted like get gets got getting use uses used " +
    "using work works working worked difference differences different mean means meaning best good better " +
    "example examples question questions answer help guys hi hello thanks thank possible correct correctly " +
    "properly right wrong happen happens happening instead ok okay one doesnt dont isnt cant wont didnt arent " +
    "wasnt shouldnt couldnt wouldnt im ive"
  ).split(/\s+/),
);

/**
 * Generic question words that are not stop words but say little about the topic ("how to *prevent* SQL injection",
 * "why is field injection *bad*"). They still match, with a lower query weight, and count little for coverage.
 */
export const WEAK_WORDS: ReadonlySet<string> = new Set(
  (
    "fix fixes fixed prevent prevents avoid avoids solve resolve handle create make write writing implement " +
    "problem problems issue issues bad common simple java code program programming purpose reason important " +
    "understand learn start step steps tutorial guide compare comparison happens error errors thing stuff " +
    "correct proper recommended practice practices possible usage return returns returning required require " +
    "requires necessary needed mandatory fail fails failing failed crash crashes crashed broken take takes taking " +
    "give gives giving anything everything nothing " +
    // headings every lesson has ("Summary", "Common mistakes") say nothing about the topic
    "summary summaries overview recap introduction " +
    // chatter of long, informal questions: the learner's story, not the topic
    "thru tho lol wtf omg pls plz ok okay anymore weird super really literally suddenly somehow someone " +
    "teacher tutor colleague boss coworker says said told tried trying fine stuff guys dude bro idea ideas " +
    "sure definitely totally honestly whole quick quickest quickly easy easiest again already still even " +
    "laptop machine today yesterday lot lots tons bunch kinda sorta keeps keep soon bit little much look looks " +
    "cleaner nicer though although knows gone"
  ).split(/\s+/),
);

/**
 * Technologies the courses do not teach. A question that names one of them is about that technology, so even if
 * a lesson mentions the word in passing ("unlike Python, Java …") it does not count as a match.
 */
export const FOREIGN_TERMS: ReadonlySet<string> = new Set(
  // languages and their ecosystems
  (
    "python pandas numpy scipy matplotlib django flask fastapi pip pypi conda anaconda virtualenv venv jupyter " +
    "pytorch tensorflow keras sklearn nonetype subscriptable javascript typescript nodejs npm yarn pnpm deno " +
    "expressjs nextjs nuxt webpack redux nestjs jsx react angular vue svelte jquery csharp dotnet aspnet " +
    "efcore entityframework linq nuget blazor xamarin unity golang goroutine goroutines rust cargo ruby rails " +
    "rubygems php laravel symfony swift swiftui xcode flutter dart perl haskell elixir erlang " +
    "objectivec cplusplus clanguage matlab cobol fortran kotlin scala groovy clojure lua " +
    // tools and platforms outside the JVM world
    "excel vlookup wordpress photoshop kubernetes k8s helm terraform ansible nginx"
  ).split(/\s+/),
);

/**
 * Foreign technologies that can be the *setting* of a Java/Spring question rather than its topic (see
 * CONTEXT_CONCEPT_FACTOR in ./query): infrastructure the app runs in or behind ("in Kubernetes", "behind nginx"),
 * and front ends that call our API ("for a React frontend", "from Angular"). Languages and their frameworks
 * ("in Python", "with Django") are never a setting: a question about them is about them.
 */
export const FOREIGN_INFRA: ReadonlySet<string> = new Set("kubernetes k8s helm terraform ansible nginx".split(" "));
export const FOREIGN_CLIENTS: ReadonlySet<string> = new Set("react angular vue svelte jquery".split(" "));
/**
 * Data stores a Spring app talks to. Not foreign (the lessons use them), but a question *about* one with no Java or
 * Spring in it ("redis cli delete keys by pattern", "postgres json column operators") is judged like infrastructure.
 */
export const DATASTORES: ReadonlySet<string> = new Set(
  "redis postgres postgresql mysql mariadb mongodb mongo oracle elasticsearch sqlite cassandra dynamodb".split(" "),
);

/**
 * Words that name Java or Spring itself: a question with one of them is about our subject whatever else it names
 * ("Python vs Java records", "ignore previous instructions and explain Spring beans").
 */
export const ANCHOR_WORDS =
  /\b(java|spring|jvm|jdk|jre|jdbc|hibernate|jpa|jpql|hql|maven|gradle|junit|mockito|lombok|jackson|tomcat|servlet|flyway|liquibase|thymeleaf|h2|hikari|hikaricp|testcontainers|actuator|micrometer)\b/i;

/**
 * SQL features the courses never teach (they teach running SQL from Java, not the dialects): with "SQL" or a data
 * store in the question and no Java or Spring in it, SQL itself is the topic ("sql window functions row_number
 * partition by", "what does SELECT DISTINCT ON do in postgres"), judged like infrastructure (./query).
 */
export const SQL_FEATURES: ReadonlySet<string> = new Set(
  (
    "window partition row_number rank dense_rank ntile distinct cte recursive vacuum pivot unpivot coalesce " +
    "having trigger triggers procedure procedures materialized upsert collation tablespace sharding replication"
  ).split(" "),
);

/**
 * Everyday senses of our technologies' names: a question with the name and one of its cue words, and nothing else
 * of Java or Spring, is about bears, novels or seasons ("how do bears hibernate", "kafka on the shore book summary").
 * Cues are words no programming example uses: books, coffee machines, the weather and animals (entity inheritance)
 * are tutorial domains, and "cat" is a command.
 */
const ANIMALS =
  "bear bears winter hedgehog hedgehogs squirrel squirrels bat bats frog frogs turtle turtles tortoise wildlife";
export const EVERYDAY_SENSES: ReadonlyMap<string, ReadonlySet<string>> = new Map(
  Object.entries({
    hibernate: ANIMALS,
    hibernation: ANIMALS,
    kafka: "novel novels writer franz metamorphosis shore literature kafkaesque poem",
    java: "island indonesia bali volcano",
    spring: "season flowers flower bloom blossom equinox allergies allergy mattress",
    beans: "soup recipe chili baked kidney",
    tomcat: "kitten kittens",
  }).map(([name, cues]) => [name, new Set(cues.split(" "))]),
);

/** Normalises notations that tokenisation would otherwise destroy (N+1, C++, C#, Node.js). */
export function normalizeText(text: string): string {
  return (
    text
      // Operators that tokenisation would drop: "i++", "count++", "&&", "||", "String::length", "->".
      .replace(/\b([A-Za-z_]\w*)\+\+|\+\+([A-Za-z_]\w*)\b/g, " $1$2 increment ")
      .replace(/&&/g, " logicaland ")
      .replace(/\|\|/g, " logicalor ")
      .replace(/([A-Za-z_)\]>])\s?::\s?(new\b|[A-Za-z_])/g, "$1 methodref $2")
      .replace(/\bis-a\b/gi, " isa ")
      .replace(/\bhas-a\b/gi, " hasa ")
      .replace(/\b2-?d\b|\[\]\s?\[\]/gi, " twodimensional ")
      .replace(/\belse[\s-]+if\b|\bif[\s,/-]+else\b/gi, " ifelse ")
      .replace(/\b[Nn]\s?\+\s?1\b/g, " nplusone ")
      // a division in the question ("7/2", "percent / 100"), not a date ("3/9/2026") or a path ("db/migration")
      .replace(/(?<![/\w.])(\d+)\s?\/\s?(\d+)(?![/\w.])/g, "$1 division $2")
      .replace(/(?<![/\w.])([A-Za-z_]\w*) \/ (\d+)(?![/\w.])/g, "$1 division $2")
      // "==" versus equals(): the operator is a topic of its own
      .replace(/(^|[^=!<>])==(?!=)/g, "$1 doubleequals ")
      .replace(/\bn[\s-]plus[\s-]one\b/gi, " nplusone ")
      .replace(/\bC\+\+/g, " cplusplus ")
      .replace(/\b[Cc]#/g, " csharp ")
      .replace(/\bnode\.js\b/gi, " nodejs ")
      .replace(/\bfor[\s-]each\b/gi, " foreach ")
      .replace(/\.NET\b/g, " dotnet ")
      .replace(/\bentity\s+framework\b/gi, " entityframework ")
      .replace(/\bobjective-?c\b/gi, " objectivec ")
      // the C language: "in C", "C programming", "a pointer in c" (a lone letter is otherwise dropped)
      .replace(/\b(in|with|using|for|to) [Cc]\b(?![#+.])/g, "$1 clanguage ")
      .replace(/\b[Cc] (programming|language|program)\b/g, "clanguage $1")
      .replace(/\basp\.?net\b/gi, " aspnet ")
  );
}

const WORD_RE = /[A-Za-z_$][A-Za-z0-9_$]*|[0-9]+/g;

/** Identifier-aware words: `@Transactional` → "Transactional", `equals()` → "equals", `a.b()` → "a", "b". */
export function rawWords(text: string): string[] {
  return normalizeText(text).match(WORD_RE) ?? [];
}

/** Parts of a Java identifier: `NullPointerException` → null, pointer, exception; `MAX_VALUE` → max, value. */
export function identifierParts(word: string): string[] {
  if (!/[a-z0-9][A-Z]|[A-Z]{2}[a-z]|[_$]/.test(word)) return [];
  const parts = word
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/([A-Z]+)([A-Z][a-z])/g, "$1 $2")
    .split(/[\s_$]+/)
    .filter(Boolean)
    .map((p) => p.toLowerCase());
  return parts.length > 1 ? parts : [];
}

/** One lower-case word → index term (stop words and 1-character words → null). */
export function normTerm(lower: string): string | null {
  if (lower.length < 2 || lower.length > 48) return null;
  if (STOP_WORDS.has(lower)) return null;
  if (/^[0-9]+$/.test(lower)) return lower.length >= 2 ? lower : null;
  return stem(lower.replace(/[$]/g, ""));
}

/** A word with its term and its camelCase part terms. */
export interface AnalyzedWord {
  word: string;
  term: string | null;
  parts: string[];
}

/**
 * Memo of analyzed words: answers analyse the same lesson words again and again (sentences, code blocks), and
 * stemming dominates that cost. Bounded: cleared when it reaches WORD_MEMO_MAX entries.
 */
const WORD_MEMO_MAX = 200_000;
const wordMemo = new Map<string, AnalyzedWord>();

export function analyzeWord(word: string): AnalyzedWord {
  let a = wordMemo.get(word);
  if (!a) {
    if (wordMemo.size >= WORD_MEMO_MAX) wordMemo.clear();
    a = analyzeWordUncached(word);
    wordMemo.set(word, a);
  }
  return a;
}

function analyzeWordUncached(word: string): AnalyzedWord {
  const term = normTerm(word.toLowerCase());
  const parts: string[] = [];
  for (const p of identifierParts(word)) {
    const t = normTerm(p);
    if (t && t !== term && !parts.includes(t)) parts.push(t);
  }
  return { word, term, parts };
}

/**
 * All index terms of a text (each identifier contributes its whole form and its parts). With `surface`, records
 * each plain word of 5+ letters as typed (lower case) → its term, for typo correction of unknown query words.
 */
export function indexTerms(text: string, out: string[] = [], surface?: Map<string, string>): string[] {
  for (const w of rawWords(text)) {
    const a = analyzeWord(w);
    if (a.term) {
      out.push(a.term);
      if (surface && w.length >= 5 && !a.parts.length) {
        const lower = w.toLowerCase();
        if (!surface.has(lower) && /^[a-z]+$/.test(lower)) surface.set(lower, a.term);
      }
    }
    for (const p of a.parts) out.push(p);
  }
  return out;
}

/** Set of terms of a text (for overlap scoring). */
export function termSet(text: string): Set<string> {
  return new Set(indexTerms(text));
}

// ---------------------------------------------------------------------------------------------------------------
// Markdown helpers

export type Block =
  | { kind: "para"; text: string }
  | { kind: "list"; items: string[] }
  | { kind: "code"; lang: string; info: string; code: string }
  | { kind: "table"; text: string }
  | { kind: "heading"; text: string }
  | { kind: "quote"; text: string };

const FENCE_RE = /^(\s{0,3})(`{3,}|~{3,})(.*)$/;
const LIST_RE = /^\s{0,3}([-*+]|\d{1,3}[.)])\s+(.*)$/;

/** Splits Markdown into paragraphs, lists, fenced code blocks, tables, headings and quotes. */
export function parseBlocks(markdown: string): Block[] {
  const lines = markdown.replace(/\r\n?/g, "\n").split("\n");
  const blocks: Block[] = [];
  let para: string[] = [];
  let list: string[] | null = null;
  let table: string[] = [];
  let quote: string[] = [];
  const flush = () => {
    if (para.length) blocks.push({ kind: "para", text: para.join(" ").trim() });
    if (list && list.length) blocks.push({ kind: "list", items: list.map((s) => s.trim()) });
    if (table.length) blocks.push({ kind: "table", text: table.join("\n") });
    if (quote.length) blocks.push({ kind: "quote", text: quote.join(" ").trim() });
    para = [];
    list = null;
    table = [];
    quote = [];
  };
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const fence = FENCE_RE.exec(line);
    if (fence) {
      flush();
      const marker = fence[2];
      const info = fence[3].trim();
      const code: string[] = [];
      let j = i + 1;
      for (; j < lines.length; j++) {
        const close = /^\s{0,3}(`{3,}|~{3,})\s*$/.exec(lines[j]);
        if (close && close[1][0] === marker[0] && close[1].length >= marker.length) break;
        code.push(lines[j]);
      }
      blocks.push({ kind: "code", lang: (info.split(/\s+/)[0] || "").toLowerCase(), info, code: code.join("\n") });
      i = j;
      continue;
    }
    if (/^\s*$/.test(line)) {
      // A blank line ends a paragraph; a list continues if the next non-blank line is an item or indented.
      if (list) {
        let k = i + 1;
        while (k < lines.length && /^\s*$/.test(lines[k])) k++;
        if (k < lines.length && (LIST_RE.test(lines[k]) || /^\s{2,}\S/.test(lines[k]))) continue;
      }
      flush();
      continue;
    }
    const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (heading) {
      flush();
      blocks.push({ kind: "heading", text: heading[1] });
      continue;
    }
    if (/^\s{0,3}\|/.test(line)) {
      if (!table.length) flush();
      table.push(line);
      continue;
    }
    if (/^\s{0,3}>/.test(line)) {
      if (!quote.length) flush();
      quote.push(line.replace(/^\s{0,3}>\s?/, ""));
      continue;
    }
    const item = LIST_RE.exec(line);
    if (item) {
      if (!list) flush();
      list = list ?? [];
      list.push(item[2]);
      continue;
    }
    if (list && list.length) {
      list[list.length - 1] += " " + line.trim();
      continue;
    }
    if (table.length || quote.length) flush();
    para.push(line.trim());
  }
  flush();
  return blocks;
}

const ABBREVIATIONS = /(?:^|[\s(])(?:e\.g|i\.e|etc|vs|cf|approx|incl|Mr|Ms|Dr|No|Fig)\.$/i;

/** Splits a paragraph into sentences, never inside inline code spans. */
export function splitSentences(text: string): string[] {
  const out: string[] = [];
  let start = 0;
  let inCode = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (ch === "`") {
      inCode = !inCode;
      continue;
    }
    if (inCode || (ch !== "." && ch !== "!" && ch !== "?")) continue;
    // Include closing emphasis/quotes/parens directly after the punctuation.
    let end = i + 1;
    while (end < text.length && /["'”’)*_]/.test(text[end])) end++;
    if (end < text.length && text[end] !== " ") continue;
    let next = end;
    while (next < text.length && text[next] === " ") next++;
    if (next < text.length && !/[A-Z0-9`"“*(\[_]/.test(text[next])) continue;
    const candidate = text.slice(start, end);
    if (ch === "." && ABBREVIATIONS.test(candidate)) continue;
    out.push(candidate.trim());
    start = next;
    i = next - 1;
  }
  const rest = text.slice(start).trim();
  if (rest) out.push(rest);
  return out.filter((s) => s.length > 0);
}

/** Markdown inline → plain text (for snippets). */
export function plainText(markdown: string): string {
  return markdown
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/`+/g, "")
    .replace(/(\*\*|__)(.+?)\1/g, "$2")
    .replace(/(^|[\s(])[*_](\S(?:.*?\S)?)[*_](?=[\s).,;:!?]|$)/g, "$1$2")
    .replace(/\s+/g, " ")
    .trim();
}

/** The first `length` characters, cut back to the last space when it is past `min` (else cut mid-word). */
export function cutAtWord(text: string, length: number, min = length * 0.6): string {
  const cut = text.slice(0, length);
  const space = cut.lastIndexOf(" ");
  return space > min ? cut.slice(0, space) : cut;
}

/** Truncates at a word boundary with an ellipsis. */
export function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  return cutAtWord(text, max - 1, max * 0.6).replace(/[\s,;:.]+$/, "") + "…";
}

/**
 * The APIs a plain-text summary names: annotations (`@EnableAsync`), class names with two capitals or more
 * (`JdbcTemplate`, `CompletableFuture`) and dotted property keys (`logging.level`), in order, without repeats.
 */
const NOT_APIS: ReadonlySet<string> = new Set(["GitHub", "GitLab", "IntelliJ", "JavaScript", "TypeScript", "YouTube"]);

export function namedApis(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(
    /@[A-Z]\w+|\b[A-Z][a-z0-9]+(?:[A-Z][a-z0-9]*)+\b|(?<![\w.])[a-z]+(?:\.[a-z][\w-]*){1,4}\b/g,
  )) {
    const name = m[0];
    // products, not APIs: PostgreSQL, RabbitMQ, OpenAPI, GitHub
    if (/[A-Z]{2,}$/.test(name) || NOT_APIS.has(name)) continue;
    if (!out.includes(name)) out.push(name);
  }
  return out;
}
