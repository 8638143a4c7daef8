// Library specification, interpreter family: text that a library runs or compiles as a language of its own —
// scripts (JSR-223, Groovy, MVEL, Rhino, GraalJS), expression languages (SpEL, Jakarta EL, OGNL, Bean Validation
// message templates), templates (Velocity, FreeMarker, Thymeleaf, Pebble, Mustache, Handlebars), MongoDB query
// documents, regular expressions and reflection. One row per API; the dangerous argument is the program text.
import type { SpecEntry } from "./spec-types";

const CODE = { kind: "sink", rule: "SEC-CODE-INJECTION", cwe: 94, sink: "code", useHow: true } as const;
const EL = { kind: "sink", rule: "SEC-EL-INJECTION", cwe: 917, sink: "expression", useHow: true } as const;
const TPL = { kind: "sink", rule: "SEC-TEMPLATE-INJECTION", cwe: 1336, sink: "template", useHow: true } as const;
const NOSQL = { kind: "sink", rule: "SEC-NOSQL-INJECTION", cwe: 943, sink: "nosql", useHow: true } as const;
const REGEX = { kind: "sink", rule: "SEC-REGEX-DOS", cwe: 1333, sink: "regex", what: "a regular expression" } as const;
const REFL = { kind: "sink", rule: "SEC-UNSAFE-REFLECTION", cwe: 470, sink: "reflection" } as const;

export const INTERPRETER_ENTRIES: readonly SpecEntry[] = [
  // ---------------------------------------------------------------- code (CWE-94)
  {
    on: "*",
    m: ["getEngineByName", "getEngineByExtension", "getEngineByMimeType"],
    kind: "safe",
    result: { type: "ScriptEngine" },
  },
  { on: "ScriptEngine", m: ["eval"], minArgs: 1, ...CODE, args: [0], what: "a script", result: "default" },
  { on: "ScriptEngine", m: ["compile"], minArgs: 1, ...CODE, args: [0], what: "a script", result: "default" },
  {
    on: "GroovyShell",
    m: ["evaluate", "parse", "run", "parseClass"],
    minArgs: 1,
    ...CODE,
    args: [0],
    what: "a Groovy script",
    result: "default",
  },
  { on: "MVEL", m: ["eval", "compileExpression", "executeExpression"], static: true, minArgs: 1, ...CODE, args: [0], what: "an MVEL expression", result: "default" },
  { on: "RhinoContext", m: ["evaluateString"], minArgs: 2, ...CODE, args: [1], what: "a JavaScript program", result: "default" },
  { on: "PolyglotContext", m: ["eval"], arity: [2], ...CODE, args: [1], what: "a script", result: "default" },
  { on: "JavaCompiler", m: ["getTask"], minArgs: 6, ...CODE, args: [5], what: "Java source compiled at run time", result: "default" },
  { on: "BshInterpreter", m: ["eval"], minArgs: 1, ...CODE, args: [0], what: "a BeanShell script", result: "default" },
  // ---------------------------------------------------------------- expression languages (CWE-917)
  {
    on: "ExpressionParser",
    m: ["parseExpression", "parseRaw"],
    minArgs: 1,
    ...EL,
    args: [0],
    what: "a SpEL expression",
    result: { type: "Expression" },
  },
  { on: "ELProcessor", m: ["eval", "getValue", "setValue"], minArgs: 1, ...EL, args: [0], what: "an EL expression", result: "default" },
  {
    on: "ExpressionFactory",
    m: ["createValueExpression", "createMethodExpression"],
    minArgs: 3,
    ...EL,
    args: [1],
    what: "an EL expression",
    result: "default",
  },
  {
    on: "Ognl",
    m: ["getValue", "setValue", "parseExpression"],
    static: true,
    minArgs: 1,
    ...EL,
    args: [0],
    what: "an OGNL expression",
    result: "default",
  },
  {
    on: "*",
    m: ["buildConstraintViolationWithTemplate"],
    arity: [1],
    ...EL,
    args: [0],
    what: "a Bean Validation message template, which is evaluated as an expression",
    result: "default",
  },
  // ---------------------------------------------------------------- templates (CWE-1336)
  { on: "VelocityEngine", m: ["evaluate"], minArgs: 4, ...TPL, args: [3], what: "a Velocity template", result: "clean" },
  { on: "Velocity", m: ["evaluate"], static: true, minArgs: 4, ...TPL, args: [3], what: "a Velocity template", result: "clean" },
  { on: "FreemarkerTemplate", m: ["new"], minArgs: 2, ...TPL, args: [1], what: "a FreeMarker template", result: { type: "Template" } },
  { on: "Mustache", m: ["compile"], arity: [2], ...TPL, args: [0], what: "a Mustache template", result: "default" },
  { on: "PebbleEngine", m: ["getLiteralTemplate"], minArgs: 1, ...TPL, args: [0], what: "a Pebble template", result: "default" },
  { on: "PebbleEngine", m: ["getTemplate"], minArgs: 1, ...TPL, args: [0], what: "the Pebble template name", result: "default" },
  { on: "Handlebars", m: ["compileInline"], minArgs: 1, ...TPL, args: [0], what: "a Handlebars template", result: "default" },
  { on: "TemplateEngine", m: ["process"], minArgs: 2, ...TPL, args: [0], what: "a Thymeleaf template", result: "default" },
  // ---------------------------------------------------------------- MongoDB query documents (CWE-943)
  { on: "MongoDocument", m: ["parse"], static: true, minArgs: 1, ...NOSQL, args: [0], what: "a MongoDB query document", result: { type: "Document" } },
  { on: "BasicQuery", m: ["new"], minArgs: 1, ...NOSQL, args: [0, 1], what: "a MongoDB query document", result: { type: "BasicQuery" } },
  { on: "MongoDocument", m: ["new"], arity: [2], model: "whereOperator", ...NOSQL, args: [1], what: "a `$where` JavaScript condition", result: { type: "Document" } },
  { on: "MongoFilters", m: ["where"], static: true, minArgs: 1, ...NOSQL, args: [0], what: "a `$where` JavaScript condition", result: "default" },
  // ---------------------------------------------------------------- regular expressions (CWE-1333)
  { on: "Pattern", m: ["compile", "matches"], static: true, minArgs: 1, model: "stringRegex", ...REGEX, args: [0], result: "default" },
  { on: "*", m: ["matches", "split"], arity: [1, 2], model: "stringRegex", ...REGEX, args: [0], result: "default" },
  { on: "*", m: ["replaceAll", "replaceFirst"], arity: [2], model: "stringRegex", ...REGEX, args: [0], result: "default" },
  // ---------------------------------------------------------------- reflection (CWE-470)
  { on: "Class", m: ["forName"], static: true, minArgs: 1, ...REFL, args: [0], what: "the name of a class to load", result: { type: "Class" } },
  { on: "*", m: ["loadClass"], minArgs: 1, ...REFL, args: [0], what: "the name of a class to load", result: { type: "Class" } },
  {
    on: "*",
    m: ["getMethod", "getDeclaredMethod", "getField", "getDeclaredField"],
    minArgs: 1,
    ...REFL,
    args: [0],
    what: "the name of a member called through reflection",
    result: "default",
  },
];
