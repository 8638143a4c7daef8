// Spring MVC / Spring Data failures seen while the application serves requests (and the ambiguous
// mapping start-up failure): each finding names the exception class a learner would search for and
// points at the line to change, with the second place when two lines are involved.
import type { Finding } from "../types";
import { code, fence } from "../markdown";
import { findLine, type CodeIndex } from "./locate";

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

export function webFindings(text: string, ix: CodeIndex): Finding[] {
  const out: Finding[] = [];
  let m: RegExpExecArray | null;

  // ---- ambiguous mapping (start-up)
  if (
    (m =
      /Ambiguous mapping\. Cannot map '[\w$]+' method\s*\n?\s*(?:.*[.#])?([\w$]+)\([^)\n]*\)\s*\n?\s*to (\{[^\n]*?\}): There is already '[\w$]+' bean method\s*\n?\s*(?:.*[.#])?([\w$]+)\(/.exec(
        text,
      ))
  ) {
    const [, newer, mapping, older] = m;
    const line = annotationAbove(ix, methodLine(ix, newer)) ?? methodLine(ix, newer);
    const other = annotationAbove(ix, methodLine(ix, older)) ?? methodLine(ix, older);
    out.push(
      finding(
        "RUN-SPRING-AMBIGUOUS-MAPPING",
        "IllegalStateException",
        `Ambiguous mapping — ${code(newer + "()")} and ${code(older + "()")} are both mapped to ${code(mapping)}`,
        "Spring MVC must know exactly one handler method for every HTTP method and path. Two methods with the same mapping make the application fail at start-up.",
        `Give ${code(newer + "()")} its own path (e.g. ${code('@GetMapping("/search")')}) or another HTTP method, or merge the two methods into one with an optional \`@RequestParam\`.`,
        line,
        { line: other, what: `the mapping of ${code(older + "()")}` },
      ),
    );
  }

  // ---- request body cannot be read
  const unreadable = /HttpMessageNotReadableException: ([^\n]*)/.exec(text);
  if (unreadable) {
    const msg = unreadable[1];
    const deser = /Cannot deserialize value of type `([\w.$<>]+)` from (\w+)(?: (?:value )?"([^"]*)")?/.exec(msg);
    const noCreator = /Cannot construct instance of `([\w.$]+)`/.exec(msg);
    const missing = /Required request body is missing: [^(]*?([\w$]+)\(/.exec(msg);
    const bodyLine = requestBodyLine(ix, missing?.[1]);
    let line: number | undefined;
    let message: string;
    let explanation: string;
    let fix: string;
    if (deser) {
      const type = simple(deser[1]);
      const chain = [...text.matchAll(/\["([\w$]+)"\]/g)].pop()?.[1];
      line =
        (chain ? findLine(ix, new RegExp(`\\b[\\w$<>,\\[\\]]+\\s+${esc(chain)}\\s*[,;)=]`)) : undefined) ??
        findLine(ix, new RegExp(`\\b${esc(type)}(<[^>]*>)?\\s+[\\w$]+\\s*[,;)=]`));
      message = `the JSON value ${deser[3] !== undefined ? code(`"${deser[3]}"`) : `(a ${deser[2]})`} cannot be turned into a ${code(type)}`;
      explanation = `Jackson could not convert a value of the request body into the field of type ${code(type)}.${type === "LocalDate" || type === "LocalDateTime" ? " Dates must be sent in ISO format (`2024-12-24`) unless the field declares another pattern." : ""}`;
      fix =
        type === "LocalDate" || type === "LocalDateTime"
          ? `Send the ISO format, or declare the format on the field:\n\n${fence(`@JsonFormat(pattern = "MM/dd/yyyy")\n${type} checkIn`)}`
          : `Send a value of the right type, or change the field type to match what clients send.`;
    } else if (noCreator) {
      const type = simple(noCreator[1]);
      line = findLine(ix, new RegExp(`\\b(class|record)\\s+${esc(type)}\\b`));
      message = `Jackson cannot create ${code(type)} from the request body`;
      explanation = `${code(type)} has no constructor Jackson can use (no default constructor and no \`@JsonCreator\`).`;
      fix = `Make ${code(type)} a record, or add a no-argument constructor and setters.`;
    } else if (missing) {
      line = bodyLine;
      message = `the request to ${code(missing[1] + "()")} has no body`;
      explanation =
        "The handler declares a `@RequestBody`, which is required by default, but the request arrived without one (often a missing `Content-Type: application/json` body in the client, or a GET request).";
      fix = "Send the JSON body from the client, or mark the parameter optional: `@RequestBody(required = false)`.";
    } else {
      line = bodyLine;
      message = "the request body is not valid JSON for this endpoint";
      explanation = `Spring could not read the request body: ${msg.slice(0, 200)}`;
      fix = "Check the JSON the client sends (quotes, commas, field types) against the request class.";
    }
    out.push(
      finding(
        "RUN-SPRING-UNREADABLE-BODY",
        "HttpMessageNotReadableException",
        message,
        explanation,
        fix,
        line ?? bodyLine,
        line && bodyLine && line !== bodyLine ? { line: bodyLine, what: "the `@RequestBody` parameter" } : undefined,
      ),
    );
  }

  for (const r of resolved(text)) {
    const type = simple(r.type);
    if (type === "HttpRequestMethodNotSupportedException") {
      const verb = /Request method '(\w+)'/.exec(r.message)?.[1] ?? "";
      let line: number | undefined;
      for (const v of VERB_NEIGHBOUR[verb] ?? []) if ((line = findLine(ix, new RegExp(`@${v}Mapping\\b`)))) break;
      line ??= findLine(ix, /@\w+Mapping\b/);
      out.push(
        finding(
          "RUN-SPRING-METHOD-NOT-SUPPORTED",
          type,
          `the path exists, but no handler accepts HTTP ${code(verb)} (405 Method Not Allowed)`,
          `A handler is mapped to this path for other HTTP methods only, so a ${verb} request is rejected.`,
          `Map the handler to ${verb} (${code(`@${verb[0]}${verb.slice(1).toLowerCase()}Mapping`)}), or send the request with the method the endpoint declares.`,
          line,
        ),
      );
    } else if (type === "MissingServletRequestParameterException") {
      const p = /parameter '([\w$]+)'(?: for method parameter type ([\w.$<>[\]]+))?/.exec(r.message);
      const name = p?.[1] ?? "";
      const line =
        findLine(ix, new RegExp(`@RequestParam\\b[^;{]*\\b${esc(name)}\\b`)) ??
        findLine(ix, new RegExp(`\\b${esc(name)}\\s*[,)]`));
      out.push(
        finding(
          "RUN-SPRING-MISSING-PARAM",
          type,
          `the required request parameter ${code(name)} was not sent (400 Bad Request)`,
          "`@RequestParam` parameters are required unless they say otherwise.",
          `Make it optional with a default: ${code(`@RequestParam(defaultValue = "0") ${p?.[2] ? simple(p[2]) : "int"} ${name}`)} (or \`required = false\` with a wrapper type), or send ${code(`?${name}=…`)}.`,
          line,
        ),
      );
    } else if (type === "MethodArgumentTypeMismatchException") {
      const p =
        /Method parameter '([\w$]+)': Failed to convert value of type '[\w.$]+' to required type '([\w.$]+)'(?:; (?:nested exception is [\w.$]+: )?For input string: "([^"]*)")?/.exec(
          r.message,
        );
      const name = p?.[1] ?? "";
      const to = simple(p?.[2] ?? "");
      const line =
        findLine(ix, new RegExp(`@(PathVariable|RequestParam)\\b[^;{]*\\b${esc(name)}\\b`)) ??
        findLine(ix, new RegExp(`\\b${esc(to)}\\s+${esc(name)}\\b`));
      out.push(
        finding(
          "RUN-SPRING-TYPE-MISMATCH",
          type,
          `${p?.[3] !== undefined ? code(`"${p[3]}"`) : "the value sent"} cannot be converted to ${code(to)} for the parameter ${code(name)} (400 Bad Request)`,
          `Spring converts path variables and request parameters to the declared Java type; the text sent is not a valid ${code(to)}.`,
          `Call the endpoint with a valid ${code(to)}, or declare the parameter with the type clients really send (e.g. \`String\`) and map it yourself.`,
          line,
        ),
      );
    } else if (type === "MethodArgumentNotValidException") {
      const fe = /on field '([\w$]+)': rejected value \[([^\]]*)\][\s\S]*?default message \[([^\]]*)\]\]/.exec(
        r.message,
      );
      const method = /\.([\w$]+)\([\w.$, ]*\): \[/.exec(r.message)?.[1];
      const field = fe?.[1] ?? "";
      const line =
        findLine(ix, new RegExp(`@\\w+(\\([^)]*\\))?\\s+[\\w<>]+\\s+${esc(field)}\\b`)) ??
        findLine(ix, new RegExp(`\\b[\\w<>]+\\s+${esc(field)}\\s*[,;)]`));
      const body = requestBodyLine(ix, method);
      out.push(
        finding(
          "RUN-SPRING-VALIDATION",
          type,
          `the request was rejected by validation: ${code(field)} ${fe ? `= ${code(fe[2])} — ${fe[3]}` : "is invalid"} (400 Bad Request)`,
          "The `@Valid` request body broke one of the constraints declared on its class, so Spring answered 400 before your handler ran. This is validation working; the client sent bad data.",
          `Send valid data, and return a helpful error body with an \`@ExceptionHandler(MethodArgumentNotValidException.class)\` in a \`@RestControllerAdvice\` (or enable \`ProblemDetail\` responses).`,
          line,
          body && body !== line ? { line: body, what: "the `@Valid @RequestBody` parameter" } : undefined,
        ),
      );
    } else if (type === "HttpMediaTypeNotSupportedException") {
      const ct = /Content-Type '([^']*)'/.exec(r.message)?.[1] ?? "";
      const line = findLine(ix, /consumes\s*=/) ?? requestBodyLine(ix);
      out.push(
        finding(
          "RUN-SPRING-MEDIA-TYPE",
          type,
          `the endpoint does not accept the content type ${code(ct || "sent")} (415 Unsupported Media Type)`,
          "The handler reads a JSON `@RequestBody` (or declares `consumes`), but the request was sent with another `Content-Type`.",
          "Send the header `Content-Type: application/json` from the client, or declare the media types the endpoint should accept in `consumes`.",
          line,
        ),
      );
    } else if (type === "HttpMessageNotWritableException" && /Infinite recursion/.test(r.message)) {
      const back = findLine(ix, /@ManyToOne\b|@OneToOne\b/);
      const forward = findLine(ix, /@OneToMany\b|@ManyToMany\b/);
      out.push(
        finding(
          "RUN-SPRING-JSON-RECURSION",
          type,
          "serializing the response to JSON loops forever between two entities that point at each other",
          "A two-way JPA relation (`Post.comments` ↔ `Comment.post`) makes Jackson write the post, its comments, each comment's post, its comments… until the stack overflows.",
          `Return DTOs instead of entities (best), or cut the back reference for JSON:\n\n${fence("@ManyToOne\n@JsonIgnore\nprivate Post post;")}`,
          back,
          forward ? { line: forward, what: "the other side of the relation" } : undefined,
        ),
      );
    }
  }

  // ---- unique constraint violated
  if ((m = /DataIntegrityViolationException: ([^\n]*)/.exec(text))) {
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
    out.push(
      finding(
        "RUN-SPRING-DATA-INTEGRITY",
        "DataIntegrityViolationException",
        column
          ? `a row with this ${code(column)} already exists (unique constraint violated)`
          : "the database rejected the change (a constraint was violated)",
        "The database enforces a unique (or not-null / foreign-key) constraint, and the insert or update broke it. Saving does not check this beforehand.",
        column
          ? `Check first and answer with a clear error (e.g. 409 Conflict):\n\n${fence(`if (users.existsBy${column[0].toUpperCase()}${column.slice(1)}(${column})) {\n    throw new ResponseStatusException(HttpStatus.CONFLICT, "${column} already registered");\n}`)}\n\n(Still catch \`DataIntegrityViolationException\` for the race between check and insert.)`
          : "Check the constraint named in the message and validate the data before saving.",
        save,
        colLine ? { line: colLine, what: `the unique ${code(column ?? "")} column` } : undefined,
      ),
    );
  }

  // ---- single result expected, several found
  if (
    /IncorrectResultSizeDataAccessException|NonUniqueResultException|query did not return a unique result/i.test(text)
  ) {
    const method = /\$Proxy\d+\.([\w$]+)\(/.exec(text)?.[1];
    const n = /unique result: (\d+)/i.exec(text)?.[1];
    const line = method
      ? (methodLine(ix, method) ?? findLine(ix, new RegExp(`\\b${esc(method)}\\s*\\(`)))
      : findLine(ix, /Optional<\w+>\s+find\w*By/);
    out.push(
      finding(
        "RUN-SPRING-NON-UNIQUE",
        "IncorrectResultSizeDataAccessException",
        `${method ? code(method + "()") : "a repository query"} expects one result but ${n ? `${n} rows` : "several rows"} matched`,
        "A repository method that returns a single entity (or `Optional`) throws when the query finds more than one row.",
        `Return a list (${code(`List<…> ${method ?? "findBy…"}(…)`)}), take the first one (${code(method ? method.replace(/^find(All)?By/, "findFirstBy") + "(…)" : "findFirstBy…(…)")}), or make the column unique.`,
        line,
      ),
    );
  }
  return out;
}
