// Spring MVC / Spring Data failures seen while the application serves requests (and the ambiguous
// mapping start-up failure): each finding names the exception class a learner would search for and
// points at the line to change, with the second place when two lines are involved.
import type { Finding } from "../types";
import { code, fence } from "../markdown";
import { findLine, type CodeIndex } from "./locate";
import { explainRows, type Explained, type RuntimeRow } from "./rows";

const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const simple = (t: string) => t.split(/[.$]/).pop() ?? t;

function finding(
  rule: string,
  exception: string,
  message: string,
  explanation: string,
  fix: string,
  line: number | undefined,
  second?: { line: number | undefined; what: string },
): Finding {
  const f: Finding = {
    rule,
    category: "runtime",
    severity: "error",
    message: `${code(exception)}: ${message}`,
    explanation: second?.line
      ? `${explanation} The other place involved is line ${second.line} (${second.what}).`
      : explanation,
    fix,
  };
  if (line) f.line = line;
  return f;
}

/** Line of the mapping annotation (or the declaration) of a method, searching upwards from it. */
function annotationAbove(ix: CodeIndex, line: number | undefined, re = /@\w*Mapping\b/): number | undefined {
  if (!line) return undefined;
  for (let l = line; l >= Math.max(1, line - 5); l--) {
    const t = ix.lines[l - 1] ?? "";
    if (re.test(t)) return l;
    if (l < line && /[;}]\s*$/.test(t)) break;
  }
  return undefined;
}

function methodLine(ix: CodeIndex, name: string): number | undefined {
  return findLine(ix, new RegExp(`\\b${esc(name)}\\s*\\(`), (l) =>
    /^\s*(public|protected|private|static|[\w<>[\],\s]+\s)[\w<>[\]]+\s+\w+\s*\(/.test(l),
  );
}

/** The handler parameter line annotated with @RequestBody (of a given method when named). */
function requestBodyLine(ix: CodeIndex, method?: string): number | undefined {
  if (method) {
    const m = methodLine(ix, method);
    for (let l = m ?? 0; m && l <= Math.min(ix.lines.length, m + 3); l++)
      if (/@RequestBody\b/.test(ix.lines[l - 1])) return l;
  }
  return findLine(ix, /@RequestBody\b/);
}

/** The `Resolved [type: message]` entries that DefaultHandlerExceptionResolver logs. */
function resolved(text: string): Array<{ type: string; message: string }> {
  const out: Array<{ type: string; message: string }> = [];
  for (const m of text.matchAll(/Resolved \[([\w.$]+(?:Exception|Error)): ([\s\S]*?)\]\s*$/gm))
    out.push({ type: m[1], message: m[2] });
  return out;
}

const VERB_NEIGHBOUR: Record<string, string[]> = {
  PATCH: ["Put", "Post"],
  PUT: ["Patch", "Post"],
  POST: ["Put", "Patch"],
  DELETE: ["Delete", "Post"],
  GET: ["Get"],
};

interface WebCase {
  text: string;
  ix: CodeIndex;
}
/** A `Resolved [type: message]` entry of the log, explained on its own. */
interface ResolvedCase extends WebCase {
  type: string;
  message: string;
}

/** A runtime row naming the exception class a learner would search for, and the second line involved if any. */
interface WebRow<C, M> extends RuntimeRow<C, M> {
  id: string;
  exception: string;
  second?: (c: C, m: M) => { line: number | undefined; what: string } | undefined;
}
function rowFor<C>(): <M>(row: WebRow<C, M>) => WebRow<C, unknown> {
  return (row) => row as unknown as WebRow<C, unknown>;
}
const row = rowFor<WebCase>();
const resolvedRow = rowFor<ResolvedCase>();

function ambiguous({ text, ix }: WebCase) {
  const m =
    /Ambiguous mapping\. Cannot map '[\w$]+' method\s*\n?\s*(?:.*[.#])?([\w$]+)\([^)\n]*\)\s*\n?\s*to (\{[^\n]*?\}): There is already '[\w$]+' bean method\s*\n?\s*(?:.*[.#])?([\w$]+)\(/.exec(
      text,
    );
  if (!m) return undefined;
  const [, newer, mapping, older] = m;
  const line = annotationAbove(ix, methodLine(ix, newer)) ?? methodLine(ix, newer);
  const other = annotationAbove(ix, methodLine(ix, older)) ?? methodLine(ix, older);
  return { newer, mapping, older, line, other };
}

type Unreadable = "deserialize" | "no-creator" | "missing" | "other";

/** The request body could not be read: which of four cases, and the lines involved. */
function unreadable({ text, ix }: WebCase, kind: Unreadable) {
  const u = /HttpMessageNotReadableException: ([^\n]*)/.exec(text);
  if (!u) return undefined;
  const msg = u[1];
  const deser = /Cannot deserialize value of type `([\w.$<>]+)` from (\w+)(?: (?:value )?"([^"]*)")?/.exec(msg);
  const noCreator = /Cannot construct instance of `([\w.$]+)`/.exec(msg);
  const missing = /Required request body is missing: [^(]*?([\w$]+)\(/.exec(msg);
  const found: Unreadable = deser ? "deserialize" : noCreator ? "no-creator" : missing ? "missing" : "other";
  if (found !== kind) return undefined;
  const bodyLine = requestBodyLine(ix, missing?.[1]);
  let line: number | undefined = bodyLine;
  const type = simple((deser ?? noCreator)?.[1] ?? "");
  if (deser) {
    const chain = [...text.matchAll(/\["([\w$]+)"\]/g)].pop()?.[1];
    line =
      (chain ? findLine(ix, new RegExp(`\\b[\\w$<>,\\[\\]]+\\s+${esc(chain)}\\s*[,;)=]`)) : undefined) ??
      findLine(ix, new RegExp(`\\b${esc(type)}(<[^>]*>)?\\s+[\\w$]+\\s*[,;)=]`));
  } else if (noCreator) line = findLine(ix, new RegExp(`\\b(class|record)\\s+${esc(type)}\\b`));
  return { msg, deser, missing, type, bodyLine, line };
}

const unreadableRow = {
  id: "RUN-SPRING-UNREADABLE-BODY",
  exception: "HttpMessageNotReadableException",
  line: (_: WebCase, u: { line?: number; bodyLine?: number }) => u.line ?? u.bodyLine,
  second: (_: WebCase, { line, bodyLine }: { line?: number; bodyLine?: number }) =>
    line && bodyLine && line !== bodyLine ? { line: bodyLine, what: "the `@RequestBody` parameter" } : undefined,
};
const isDate = (type: string) => type === "LocalDate" || type === "LocalDateTime";

/** Failures of the start-up (mapping) and of reading the request, before the per-request `Resolved` entries. */
const REQUEST_ROWS = [
  row({
    id: "RUN-SPRING-AMBIGUOUS-MAPPING",
    exception: "IllegalStateException",
    when: ambiguous,
    message: (_, { newer, older, mapping }) =>
      `Ambiguous mapping — ${code(newer + "()")} and ${code(older + "()")} are both mapped to ${code(mapping)}`,
    explain:
      "Spring MVC must know exactly one handler method for every HTTP method and path. Two methods with the same mapping make the application fail at start-up.",
    fix: (_, { newer }) =>
      `Give ${code(newer + "()")} its own path (e.g. ${code('@GetMapping("/search")')}) or another HTTP method, or merge the two methods into one with an optional \`@RequestParam\`.`,
    line: (_, { line }) => line,
    second: (_, { other, older }) => ({ line: other, what: `the mapping of ${code(older + "()")}` }),
  }),
  row({
    ...unreadableRow,
    when: (c) => unreadable(c, "deserialize"),
    message: (_, { deser, type }) =>
      `the JSON value ${deser![3] !== undefined ? code(`"${deser![3]}"`) : `(a ${deser![2]})`} cannot be turned into a ${code(type)}`,
    explain: (_, { type }) =>
      `Jackson could not convert a value of the request body into the field of type ${code(type)}.${isDate(type) ? " Dates must be sent in ISO format (`2024-12-24`) unless the field declares another pattern." : ""}`,
    fix: (_, { type }) =>
      isDate(type)
        ? `Send the ISO format, or declare the format on the field:\n\n${fence(`@JsonFormat(pattern = "MM/dd/yyyy")\n${type} checkIn`)}`
        : `Send a value of the right type, or change the field type to match what clients send.`,
  }),
  row({
    ...unreadableRow,
    when: (c) => unreadable(c, "no-creator"),
    message: (_, { type }) => `Jackson cannot create ${code(type)} from the request body`,
    explain: (_, { type }) =>
      `${code(type)} has no constructor Jackson can use (no default constructor and no \`@JsonCreator\`).`,
    fix: (_, { type }) => `Make ${code(type)} a record, or add a no-argument constructor and setters.`,
  }),
  row({
    ...unreadableRow,
    when: (c) => unreadable(c, "missing"),
    message: (_, { missing }) => `the request to ${code(missing![1] + "()")} has no body`,
    explain:
      "The handler declares a `@RequestBody`, which is required by default, but the request arrived without one (often a missing `Content-Type: application/json` body in the client, or a GET request).",
    fix: "Send the JSON body from the client, or mark the parameter optional: `@RequestBody(required = false)`.",
  }),
  row({
    ...unreadableRow,
    when: (c) => unreadable(c, "other"),
    message: "the request body is not valid JSON for this endpoint",
    explain: (_, { msg }) => `Spring could not read the request body: ${msg.slice(0, 200)}`,
    fix: "Check the JSON the client sends (quotes, commas, field types) against the request class.",
  }),
];

/** One `Resolved [...]` entry each: the first row whose exception it names (and whose `when` holds) explains it. */
const RESOLVED_ROWS = [
  resolvedRow({
    id: "RUN-SPRING-METHOD-NOT-SUPPORTED",
    exception: "HttpRequestMethodNotSupportedException",
    when: (c) =>
      c.type === "HttpRequestMethodNotSupportedException" && {
        verb: /Request method '(\w+)'/.exec(c.message)?.[1] ?? "",
      },
    message: (_, { verb }) => `the path exists, but no handler accepts HTTP ${code(verb)} (405 Method Not Allowed)`,
    explain: (_, { verb }) =>
      `A handler is mapped to this path for other HTTP methods only, so a ${verb} request is rejected.`,
    fix: (_, { verb }) =>
      `Map the handler to ${verb} (${code(`@${verb[0]}${verb.slice(1).toLowerCase()}Mapping`)}), or send the request with the method the endpoint declares.`,
    line: ({ ix }, { verb }) => {
      let line: number | undefined;
      for (const v of VERB_NEIGHBOUR[verb] ?? []) if ((line = findLine(ix, new RegExp(`@${v}Mapping\\b`)))) break;
      return line ?? findLine(ix, /@\w+Mapping\b/);
    },
  }),
  resolvedRow({
    id: "RUN-SPRING-MISSING-PARAM",
    exception: "MissingServletRequestParameterException",
    when: (c) =>
      c.type === "MissingServletRequestParameterException" && {
        p: /parameter '([\w$]+)'(?: for method parameter type ([\w.$<>[\]]+))?/.exec(c.message),
      },
    message: (_, { p }) => `the required request parameter ${code(p?.[1] ?? "")} was not sent (400 Bad Request)`,
    explain: "`@RequestParam` parameters are required unless they say otherwise.",
    fix: (_, { p }) =>
      `Make it optional with a default: ${code(`@RequestParam(defaultValue = "0") ${p?.[2] ? simple(p[2]) : "int"} ${p?.[1] ?? ""}`)} (or \`required = false\` with a wrapper type), or send ${code(`?${p?.[1] ?? ""}=…`)}.`,
    line: ({ ix }, { p }) =>
      findLine(ix, new RegExp(`@RequestParam\\b[^;{]*\\b${esc(p?.[1] ?? "")}\\b`)) ??
      findLine(ix, new RegExp(`\\b${esc(p?.[1] ?? "")}\\s*[,)]`)),
  }),
  resolvedRow({
    id: "RUN-SPRING-TYPE-MISMATCH",
    exception: "MethodArgumentTypeMismatchException",
    when: (c) => {
      if (c.type !== "MethodArgumentTypeMismatchException") return undefined;
      const p =
        /Method parameter '([\w$]+)': Failed to convert value of type '[\w.$]+' to required type '([\w.$]+)'(?:; (?:nested exception is [\w.$]+: )?For input string: "([^"]*)")?/.exec(
          c.message,
        );
      return { name: p?.[1] ?? "", to: simple(p?.[2] ?? ""), input: p?.[3] };
    },
    message: (_, { name, to, input }) =>
      `${input !== undefined ? code(`"${input}"`) : "the value sent"} cannot be converted to ${code(to)} for the parameter ${code(name)} (400 Bad Request)`,
    explain: (_, { to }) =>
      `Spring converts path variables and request parameters to the declared Java type; the text sent is not a valid ${code(to)}.`,
    fix: (_, { to }) =>
      `Call the endpoint with a valid ${code(to)}, or declare the parameter with the type clients really send (e.g. \`String\`) and map it yourself.`,
    line: ({ ix }, { name, to }) =>
      findLine(ix, new RegExp(`@(PathVariable|RequestParam)\\b[^;{]*\\b${esc(name)}\\b`)) ??
      findLine(ix, new RegExp(`\\b${esc(to)}\\s+${esc(name)}\\b`)),
  }),
  resolvedRow({
    id: "RUN-SPRING-VALIDATION",
    exception: "MethodArgumentNotValidException",
    when: (c) => {
      if (c.type !== "MethodArgumentNotValidException") return undefined;
      const fe = /on field '([\w$]+)': rejected value \[([^\]]*)\][\s\S]*?default message \[([^\]]*)\]\]/.exec(
        c.message,
      );
      const method = /\.([\w$]+)\([\w.$, ]*\): \[/.exec(c.message)?.[1];
      const field = fe?.[1] ?? "";
      const line =
        findLine(c.ix, new RegExp(`@\\w+(\\([^)]*\\))?\\s+[\\w<>]+\\s+${esc(field)}\\b`)) ??
        findLine(c.ix, new RegExp(`\\b[\\w<>]+\\s+${esc(field)}\\s*[,;)]`));
      return { fe, field, line, body: requestBodyLine(c.ix, method) };
    },
    message: (_, { fe, field }) =>
      `the request was rejected by validation: ${code(field)} ${fe ? `= ${code(fe[2])} — ${fe[3]}` : "is invalid"} (400 Bad Request)`,
    explain:
      "The `@Valid` request body broke one of the constraints declared on its class, so Spring answered 400 before your handler ran. This is validation working; the client sent bad data.",
    fix: `Send valid data, and return a helpful error body with an \`@ExceptionHandler(MethodArgumentNotValidException.class)\` in a \`@RestControllerAdvice\` (or enable \`ProblemDetail\` responses).`,
    line: (_, { line }) => line,
    second: (_, { line, body }) =>
      body && body !== line ? { line: body, what: "the `@Valid @RequestBody` parameter" } : undefined,
  }),
  resolvedRow({
    id: "RUN-SPRING-MEDIA-TYPE",
    exception: "HttpMediaTypeNotSupportedException",
    when: (c) =>
      c.type === "HttpMediaTypeNotSupportedException" && { ct: /Content-Type '([^']*)'/.exec(c.message)?.[1] ?? "" },
    message: (_, { ct }) =>
      `the endpoint does not accept the content type ${code(ct || "sent")} (415 Unsupported Media Type)`,
    explain:
      "The handler reads a JSON `@RequestBody` (or declares `consumes`), but the request was sent with another `Content-Type`.",
    fix: "Send the header `Content-Type: application/json` from the client, or declare the media types the endpoint should accept in `consumes`.",
    line: ({ ix }) => findLine(ix, /consumes\s*=/) ?? requestBodyLine(ix),
  }),
  resolvedRow({
    id: "RUN-SPRING-JSON-RECURSION",
    exception: "HttpMessageNotWritableException",
    when: (c) => c.type === "HttpMessageNotWritableException" && /Infinite recursion/.test(c.message),
    message: "serializing the response to JSON loops forever between two entities that point at each other",
    explain:
      "A two-way JPA relation (`Post.comments` ↔ `Comment.post`) makes Jackson write the post, its comments, each comment's post, its comments… until the stack overflows.",
    fix: `Return DTOs instead of entities (best), or cut the back reference for JSON:\n\n${fence("@ManyToOne\n@JsonIgnore\nprivate Post post;")}`,
    line: ({ ix }) => findLine(ix, /@ManyToOne\b|@OneToOne\b/),
    second: ({ ix }) => {
      const forward = findLine(ix, /@OneToMany\b|@ManyToMany\b/);
      return forward ? { line: forward, what: "the other side of the relation" } : undefined;
    },
  }),
];

function uniqueViolation({ text, ix }: WebCase) {
  if (!/DataIntegrityViolationException: ([^\n]*)/.test(text)) return undefined;
  const col =
    /Key \((\w+)\)=\(([^)]*)\) already exists/.exec(text) ??
    /Duplicate entry '([^']*)' for key '[^.']*\.?(\w+)'/.exec(text);
  const column = col ? (/Duplicate entry/.test(col[0]) ? col[2] : col[1]) : undefined;
  const frame = /at [\w.$]+\.([\w$]+)\.([\w$]+)\((\w+)\.java:(\d+)\)/.exec(
    text.slice(text.indexOf("\n\tat com.") >= 0 ? text.indexOf("\n\tat com.") : 0),
  );
  const save =
    (frame && Number(frame[4]) <= ix.lines.length && /save|persist|merge|flush/.test(ix.lines[Number(frame[4]) - 1])
      ? Number(frame[4])
      : undefined) ?? findLine(ix, /\.\s*(save|saveAndFlush|persist|merge)\s*\(/);
  const colLine = column
    ? annotationAbove(ix, findLine(ix, new RegExp(`\\b[\\w<>]+\\s+${esc(column)}\\s*[;=]`)), /@Column\b/)
    : undefined;
  return { column, save, colLine };
}

/** Data-access failures while serving a request, after the `Resolved` entries. */
const DATA_ROWS = [
  row({
    id: "RUN-SPRING-DATA-INTEGRITY",
    exception: "DataIntegrityViolationException",
    when: uniqueViolation,
    message: (_, { column }) =>
      column
        ? `a row with this ${code(column)} already exists (unique constraint violated)`
        : "the database rejected the change (a constraint was violated)",
    explain:
      "The database enforces a unique (or not-null / foreign-key) constraint, and the insert or update broke it. Saving does not check this beforehand.",
    fix: (_, { column }) =>
      column
        ? `Check first and answer with a clear error (e.g. 409 Conflict):\n\n${fence(`if (users.existsBy${column[0].toUpperCase()}${column.slice(1)}(${column})) {\n    throw new ResponseStatusException(HttpStatus.CONFLICT, "${column} already registered");\n}`)}\n\n(Still catch \`DataIntegrityViolationException\` for the race between check and insert.)`
        : "Check the constraint named in the message and validate the data before saving.",
    line: (_, { save }) => save,
    second: (_, { colLine, column }) =>
      colLine ? { line: colLine, what: `the unique ${code(column ?? "")} column` } : undefined,
  }),
  row({
    id: "RUN-SPRING-NON-UNIQUE",
    exception: "IncorrectResultSizeDataAccessException",
    when: ({ text }) =>
      /IncorrectResultSizeDataAccessException|NonUniqueResultException|query did not return a unique result/i.test(
        text,
      ) && { method: /\$Proxy\d+\.([\w$]+)\(/.exec(text)?.[1], n: /unique result: (\d+)/i.exec(text)?.[1] },
    message: (_, { method, n }) =>
      `${method ? code(method + "()") : "a repository query"} expects one result but ${n ? `${n} rows` : "several rows"} matched`,
    explain:
      "A repository method that returns a single entity (or `Optional`) throws when the query finds more than one row.",
    fix: (_, { method }) =>
      `Return a list (${code(`List<…> ${method ?? "findBy…"}(…)`)}), take the first one (${code(method ? method.replace(/^find(All)?By/, "findFirstBy") + "(…)" : "findFirstBy…(…)")}), or make the column unique.`,
    line: ({ ix }, { method }) =>
      method
        ? (methodLine(ix, method) ?? findLine(ix, new RegExp(`\\b${esc(method)}\\s*\\(`)))
        : findLine(ix, /Optional<\w+>\s+find\w*By/),
  }),
];

function framed<C>(hits: Array<Explained & { row: WebRow<C, unknown>; match: unknown }>, c: C): Finding[] {
  return hits.map((e) =>
    finding(e.row.id, e.row.exception, e.message, e.explanation, e.fix!, e.line, e.row.second?.(c, e.match)),
  );
}

export function webFindings(text: string, ix: CodeIndex): Finding[] {
  const c: WebCase = { text, ix };
  return [
    ...framed(explainRows(REQUEST_ROWS, c, "all"), c),
    ...resolved(text).flatMap((r) => {
      const rc: ResolvedCase = { text, ix, type: simple(r.type), message: r.message };
      return framed(explainRows(RESOLVED_ROWS, rc, "first"), rc);
    }),
    ...framed(explainRows(DATA_ROWS, c, "all"), c),
  ];
}
