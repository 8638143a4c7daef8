// Rule id → the lesson that teaches it (slugs from prisma/content/OUTLINE.md).
// URLs are /courses/<course>/<lesson>.
import { memoize } from "./memo";

const L = (course: string, lesson: string) => `/courses/${course}/${lesson}`;

const FUND = "java-fundamentals";
const OOP = "object-oriented-java";
const COLL = "collections-and-generics";
const EXC = "exceptions-and-debugging";
const BOOT = "spring-boot-fundamentals";
const REST = "spring-rest-apis";
const JPA = "spring-data-jpa";
const SECU = "spring-security";
const SECURE = "secure-coding-java";

export const RULE_LESSONS: Readonly<Record<string, string>> = {
  // syntax
  "SYN-MISSING-SEMICOLON": L(FUND, "hello-java"),
  "SYN-MISSING-PAREN": L(FUND, "operators-and-expressions"),
  "SYN-MISSING-BRACKET": L(FUND, "arrays"),
  "SYN-MISSING-BRACE": L(FUND, "methods"),
  "SYN-UNBALANCED-BRACES": L(FUND, "hello-java"),
  "SYN-EXTRA-BRACE": L(FUND, "hello-java"),
  "SYN-NOT-A-STATEMENT": L(FUND, "variables-and-types"),
  "SYN-UNTERMINATED-STRING": L(FUND, "strings-and-text"),
  "SYN-UNTERMINATED-COMMENT": L(FUND, "hello-java"),
  "SYN-CHAR-LITERAL": L(FUND, "strings-and-text"),
  "SYN-ILLEGAL-CHARACTER": L(FUND, "hello-java"),
  "SYN-ELSE-WITHOUT-IF": L(FUND, "control-flow"),
  "SYN-FOR-HEADER": L(FUND, "loops"),
  "SYN-STATEMENT-OUTSIDE-METHOD": L(FUND, "methods"),
  "SYN-OUTSIDE-CLASS": L(FUND, "methods"),
  "SYN-MISSPELLED-KEYWORD": L(FUND, "hello-java"),
  "SYN-INVALID-NAME": L(FUND, "variables-and-types"),
  "SYN-MISSING-EXPRESSION": L(FUND, "operators-and-expressions"),
  "SYN-EXPECTED-TOKEN": L(FUND, "hello-java"),
  "SYN-UNEXPECTED-TOKEN": L(FUND, "hello-java"),
  "SYN-NOT-JAVA": L(FUND, "hello-java"),
  "SYN-ASSIGNMENT-IN-CONDITION": L(FUND, "operators-and-expressions"),
  "SYN-MISSING-RETURN-TYPE": L(FUND, "methods"),
  "SYN-INTERFACE-METHOD-BODY": L(OOP, "interfaces"),
  "SYN-TRY-WITHOUT-CATCH": L(EXC, "exceptions-basics"),

  // design (Spring Boot and plain Java)
  "DES-FIELD-INJECTION": L(BOOT, "constructor-vs-field-injection"),
  "DES-TRANSACTIONAL-PRIVATE": L(JPA, "transactional-pitfalls"),
  "DES-TRANSACTIONAL-FINAL": L(JPA, "transactional-pitfalls"),
  "DES-TRANSACTIONAL-SELF-INVOCATION": L(JPA, "transactional-pitfalls"),
  "DES-REPOSITORY-IN-CONTROLLER": L(REST, "rest-controllers"),
  "DES-ENTITY-IN-RESPONSE": L(REST, "dtos-vs-entities"),
  "DES-MISSING-VALID": L(REST, "validation"),
  "PERF-N-PLUS-ONE": L(JPA, "n-plus-one"),
  "DES-SWALLOWED-EXCEPTION": L(EXC, "exceptions-basics"),
  "DES-BROAD-CATCH": L(EXC, "checked-vs-unchecked"),
  "DES-RESOURCE-LEAK": L(EXC, "try-with-resources"),
  "STY-SYSTEM-OUT": L(BOOT, "logging"),
  "STY-PRINT-STACK-TRACE": L(BOOT, "logging"),
  "DES-STRING-EQUALITY": L(FUND, "strings-and-text"),
  "DES-CORS-PERMISSIVE": L(SECU, "cors"),
  "DES-CSRF-DISABLED": L(SECU, "csrf"),
  "DES-GOD-CLASS": L(OOP, "composition-over-inheritance"),

  // design: more Spring Boot smells (design/spring-extra.ts) and configuration files (design/config.ts)
  "DES-TRANSACTIONAL-CONTROLLER": L(JPA, "transactions"),
  "DES-LOGIC-IN-CONTROLLER": L(REST, "rest-controllers"),
  "DES-CATCH-ALL-HANDLER": L(REST, "controller-advice"),
  "DES-REQUESTMAPPING-NO-METHOD": L(REST, "request-mapping-and-parameters"),
  "DES-PERMIT-ALL": L(SECU, "filter-chain"),
  "DES-ACTUATOR-EXPOSED": L(BOOT, "configuration-properties"),
  "DES-BLOCKING-IN-REACTIVE": L("java-concurrency", "completable-future"),
  "DES-ASYNC-SELF-INVOCATION": L(JPA, "transactional-pitfalls"),
  "DES-SETTER-INJECTION": L(BOOT, "constructor-vs-field-injection"),
  "DES-STATIC-INJECTION": L(BOOT, "beans-and-dependency-injection"),
  "DES-VALUE-SECRET": L(SECURE, "secrets-management"),
  "DES-CONFIG-SECRET": L(SECURE, "secrets-management"),
  "DES-SCHEDULED-ARGS": L(BOOT, "beans-and-dependency-injection"),
  "DES-SCHEDULED-OVERLAP": L("java-concurrency", "executors"),
  "DES-ENTITY-LOMBOK-DATA": L(OOP, "equals-and-hashcode"),
  "DES-NEW-BEAN": L(BOOT, "beans-and-dependency-injection"),
  "DES-OPEN-IN-VIEW": L(JPA, "lazy-initialization-exception"),
  "DES-DDL-AUTO": L(JPA, "entities"),
  "DES-STACKTRACE-EXPOSED": L(REST, "controller-advice"),
  "DES-H2-CONSOLE": L(BOOT, "profiles"),
  "DES-SHOW-SQL": L(BOOT, "logging"),
  "DES-CIRCULAR-ALLOWED": L(BOOT, "beans-and-dependency-injection"),
  "DES-HEALTH-DETAILS": L(BOOT, "configuration-properties"),

  // quality (lib/analyze/quality): the code-quality feedback a mentor gives
  "QUA-UNUSED-PRIVATE-FIELD": L(OOP, "encapsulation"),
  "QUA-UNUSED-PRIVATE-METHOD": L(FUND, "methods"),
  "QUA-UNUSED-LOCAL": L(FUND, "variables-and-types"),
  "QUA-UNUSED-PARAMETER": L(FUND, "methods"),
  "QUA-UNUSED-IMPORT": L(FUND, "hello-java"),
  "QUA-EQUALS-NULL": L(OOP, "equals-and-hashcode"),
  "QUA-OBJECT-IDENTITY": L(OOP, "equals-and-hashcode"),
  "QUA-BROKEN-NULL-CHECK": L(EXC, "null-pointer-exception"),
  "QUA-MISPLACED-NULL-CHECK": L(EXC, "null-pointer-exception"),
  "QUA-EQUALS-WITHOUT-HASHCODE": L(OOP, "equals-and-hashcode"),
  "QUA-HASHCODE-WITHOUT-EQUALS": L(OOP, "equals-and-hashcode"),
  "QUA-SWITCH-FALLTHROUGH": L(FUND, "control-flow"),
  "QUA-EMPTY-STATEMENT": L(FUND, "control-flow"),
  "QUA-ASSIGNMENT-IN-CONDITION": L(FUND, "operators-and-expressions"),
  "QUA-CATCH-NPE": L(EXC, "null-pointer-exception"),
  "QUA-RETURN-IN-FINALLY": L(EXC, "exceptions-basics"),
  "QUA-FLOAT-EQUALITY": L(FUND, "variables-and-types"),
  "QUA-INTEGER-DIVISION": L(FUND, "operators-and-expressions"),
  "QUA-MODIFY-WHILE-ITERATING": L(EXC, "concurrent-modification"),
  "QUA-SELF-ASSIGNMENT": L(OOP, "classes-and-objects"),
  "QUA-ARRAY-TO-STRING": L(FUND, "arrays"),
  "QUA-IGNORED-RESULT": L(FUND, "strings-and-text"),
  "QUA-LOST-STACK-TRACE": L(EXC, "checked-vs-unchecked"),
  "QUA-EMPTY-CATCH": L(EXC, "exceptions-basics"),
  "QUA-BIGDECIMAL-FROM-DOUBLE": L(FUND, "variables-and-types"),
  "QUA-STATIC-DATE-FORMAT": L("java-concurrency", "synchronization-and-locks"),
  "QUA-OPTIONAL-GET": L(COLL, "optional"),
  "QUA-OPTIONAL-NULL": L(COLL, "optional"),
  "QUA-RETURN-NULL-COLLECTION": L(COLL, "choosing-a-collection"),
  "QUA-THREAD-RUN": L("java-concurrency", "threads"),
  "QUA-RANDOM-CAST": L(FUND, "operators-and-expressions"),
  "QUA-POSTINCREMENT-ASSIGN": L(FUND, "operators-and-expressions"),
  "QUA-CONSTRUCTOR-CALLS-OVERRIDABLE": L(OOP, "inheritance-and-polymorphism"),
  "QUA-MISSING-OVERRIDE": L(OOP, "inheritance-and-polymorphism"),
  "QUA-TRY-WITH-RESOURCES": L(EXC, "try-with-resources"),
  "QUA-FIELD-COULD-BE-FINAL": L(OOP, "encapsulation"),
  "QUA-FIELD-COULD-BE-LOCAL": L(OOP, "classes-and-objects"),
  "QUA-RAW-TYPE": L(COLL, "generics-basics"),
  "QUA-SWITCH-NO-DEFAULT": L(FUND, "control-flow"),
  "QUA-PUBLIC-FIELD": L(OOP, "encapsulation"),
  "QUA-PUBLIC-STATIC-MUTABLE": L(OOP, "encapsulation"),
  "QUA-LONG-PARAMETER-LIST": L(FUND, "methods"),
  "QUA-DEEP-NESTING": L(FUND, "control-flow"),
  "QUA-UTILITY-CLASS": L(OOP, "classes-and-objects"),
  "QUA-STATIC-FIELD-FROM-INSTANCE": L(OOP, "classes-and-objects"),
  "QUA-HIDDEN-FIELD": L(OOP, "encapsulation"),
  "QUA-DEAD-STORE": L(FUND, "variables-and-types"),
  "QUA-GENERIC-EXCEPTION": L(EXC, "checked-vs-unchecked"),
  "QUA-THREAD-SLEEP-IN-TEST": L(EXC, "debugging-techniques"),
  "QUA-LOOSE-COUPLING": L(COLL, "choosing-a-collection"),
  "QUA-SIMPLIFIABLE-BOOLEAN-RETURN": L(FUND, "operators-and-expressions"),
  "QUA-BOOLEAN-LITERAL-COMPARISON": L(FUND, "operators-and-expressions"),
  "QUA-CLASS-NAMING": L(OOP, "classes-and-objects"),
  "QUA-METHOD-NAMING": L(FUND, "methods"),
  "QUA-VARIABLE-NAMING": L(FUND, "variables-and-types"),
  "QUA-CONSTANT-NAMING": L(FUND, "variables-and-types"),
  "QUA-FIELD-NAMED-LIKE-METHOD": L(OOP, "classes-and-objects"),
  "QUA-REDUNDANT-NULL-CHECK": L(OOP, "inheritance-and-polymorphism"),
  "QUA-UNNECESSARY-RETURN": L(FUND, "methods"),
  "QUA-LOCAL-BEFORE-RETURN": L(FUND, "methods"),
  "QUA-STRING-TO-STRING": L(FUND, "strings-and-text"),
  "QUA-SIZE-ZERO": L(COLL, "lists"),
  "QUA-EMPTY-IF": L(FUND, "control-flow"),
  "QUA-COLLAPSIBLE-IF": L(FUND, "control-flow"),
  "QUA-STRING-CONCAT-IN-LOOP": L(FUND, "strings-and-text"),
  "QUA-OBJECT-IN-LOOP": L(FUND, "loops"),
  "QUA-WRAPPER-CONSTRUCTOR": L(FUND, "variables-and-types"),
  "QUA-NEW-STRING": L(FUND, "strings-and-text"),
  "QUA-STRINGBUFFER": L(FUND, "strings-and-text"),
  "QUA-APPEND-CONCAT": L(FUND, "strings-and-text"),

  // runtime (last run's errors and output)
  "RUN-COMPILE-ERROR": L(FUND, "hello-java"),
  "RUN-NULL-POINTER": L(EXC, "null-pointer-exception"),
  "RUN-INDEX-OUT-OF-BOUNDS": L(EXC, "index-out-of-bounds"),
  "RUN-CLASS-CAST": L(EXC, "class-cast-and-number-format"),
  "RUN-NUMBER-FORMAT": L(EXC, "class-cast-and-number-format"),
  "RUN-CONCURRENT-MODIFICATION": L(EXC, "concurrent-modification"),
  "RUN-STACK-OVERFLOW": L(EXC, "stack-overflow-error"),
  "RUN-ARITHMETIC": L(EXC, "exceptions-basics"),
  "RUN-INPUT-MISMATCH": L(EXC, "exceptions-basics"),
  "RUN-NO-SUCH-ELEMENT": L(EXC, "exceptions-basics"),
  "RUN-UNSUPPORTED-OPERATION": L(COLL, "lists"),
  "RUN-ILLEGAL-ARGUMENT": L(EXC, "checked-vs-unchecked"),
  "RUN-ILLEGAL-STATE": L(EXC, "checked-vs-unchecked"),
  "RUN-FILE-NOT-FOUND": L(EXC, "try-with-resources"),
  "RUN-IO": L(EXC, "try-with-resources"),
  "RUN-SQL": L(JPA, "queries"),
  "RUN-OUT-OF-MEMORY": L(EXC, "debugging-techniques"),
  "RUN-CLASS-NOT-FOUND": L(EXC, "debugging-techniques"),
  "RUN-DATE-TIME-PARSE": L(EXC, "exceptions-basics"),
  "RUN-INTERRUPTED": L("java-concurrency", "threads"),
  "RUN-EXCEPTION": L(EXC, "reading-stack-traces"),
  "RUN-SPRING-NO-BEAN": L(BOOT, "beans-and-dependency-injection"),
  "RUN-SPRING-MULTIPLE-BEANS": L(BOOT, "beans-and-dependency-injection"),
  "RUN-SPRING-BEAN-CREATION": L(BOOT, "beans-and-dependency-injection"),
  "RUN-SPRING-CIRCULAR": L(BOOT, "beans-and-dependency-injection"),
  "RUN-SPRING-PORT-IN-USE": L(BOOT, "configuration-properties"),
  "RUN-SPRING-PLACEHOLDER": L(BOOT, "configuration-properties"),
  "RUN-SPRING-DATASOURCE": L(BOOT, "auto-configuration"),
  "RUN-SPRING-QUERY-METHOD": L(JPA, "repositories"),
  "RUN-SPRING-NOT-MANAGED-TYPE": L(JPA, "entities"),
  "RUN-LAZY-INIT": L(JPA, "lazy-initialization-exception"),

  // security family (written by the security rules; they may set `lesson` themselves)
  "SEC-SQL-INJECTION": L(SECURE, "sql-injection"),
  "SEC-COMMAND-INJECTION": L(SECURE, "command-injection"),
  "SEC-XSS": L(SECURE, "xss-and-output-encoding"),
  "SEC-PATH-TRAVERSAL": L(SECURE, "path-traversal"),
  "SEC-DESERIALIZATION": L(SECURE, "deserialization"),
  "SEC-HARDCODED-SECRET": L(SECURE, "secrets-management"),
  "SEC-WEAK-HASH": L(SECURE, "secure-randomness-and-crypto"),
  "SEC-WEAK-CIPHER": L(SECURE, "secure-randomness-and-crypto"),
  "SEC-INSECURE-RANDOM": L(SECURE, "secure-randomness-and-crypto"),
};

/** Lesson path for a rule id (exact match, then a fallback by prefix), or undefined. */
export const lessonFor = memoize((rule: string): string | undefined => {
  const exact = RULE_LESSONS[rule];
  if (exact) return exact;
  if (rule.startsWith("SYN-")) return L(FUND, "hello-java");
  if (rule.startsWith("RUN-SPRING-")) return L(BOOT, "beans-and-dependency-injection");
  if (rule.startsWith("RUN-")) return L(EXC, "reading-stack-traces");
  // SEC-* variants such as SEC-SQL-INJECTION-JPQL map to their base rule.
  for (const base of Object.keys(RULE_LESSONS))
    if (base.startsWith("SEC-") && rule.startsWith(base + "-")) return RULE_LESSONS[base];
  return undefined;
});

/** Human title for a lesson path: /courses/x/null-pointer-exception → "Null pointer exception". */
export const lessonTitle = memoize((path: string): string => {
  const slug = path.split("/").filter(Boolean).pop() ?? path;
  const words = slug.split("-");
  const titled = words.map((w, i) => TITLE_WORDS[w] ?? (i === 0 ? w[0].toUpperCase() + w.slice(1) : w));
  return titled.join(" ").replace("N plus 1", "N+1").replace("Plus", "plus");
});

/** Words of lesson slugs that are not simply capitalised in titles. */
const TITLE_WORDS: Record<string, string> = Object.assign(Object.create(null) as Record<string, string>, {
  java: "Java",
  jpa: "JPA",
  csrf: "CSRF",
  cors: "CORS",
  xss: "XSS",
  dtos: "DTOs",
  vs: "vs",
  jwt: "JWT",
  junit5: "JUnit 5",
  hashcode: "hashCode",
  n: "N",
  one: "1",
});
