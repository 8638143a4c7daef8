// Spring Boot start-up and data-access failures recognised in the run's output.
import type { Finding } from "../types";
import { code, escapeText, fence, truncate } from "../markdown";
import { findLine, type CodeIndex } from "./locate";
import { explainRows, rowOf } from "./rows";

function simple(type: string): string {
  return type.split(/[.$]/).pop() ?? type;
}

function esc(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

const STEREOTYPE = /@(Service|Component|Repository|Controller|RestController|Configuration)\b/;

/** Line of a class/interface/record declaration in the learner's code. */
function declLine(ix: CodeIndex, name: string): number | undefined {
  return findLine(ix, new RegExp(`\\b(class|interface|record|enum)\\s+${esc(name)}\\b`));
}

/** Line where a dependency of the given type is injected (field or constructor parameter). */
function injectionLine(ix: CodeIndex, type: string, name?: string): number | undefined {
  if (name) {
    const l = findLine(ix, new RegExp(`\\b${esc(type)}(<[^>]*>)?\\s+${esc(name)}\\s*[;=,)]`));
    if (l) return l;
  }
  return findLine(ix, new RegExp(`\\b${esc(type)}(<[^>]*>)?\\s+[\\w$]+\\s*[;=,)]`), (l) =>
    /@Autowired|@Inject|private\s+final|\(/.test(l),
  );
}

/** Lines [from, to] of the body of a class declared in the code. */
function classSpan(ix: CodeIndex, name: string): [number, number] | undefined {
  const start = declLine(ix, name);
  if (!start) return undefined;
  let end = ix.lines.length;
  for (let l = start + 1; l <= ix.lines.length; l++)
    if (
      /^\s*(?:@\w+(?:\([^)]*\))?\s*)*(?:public\s+|final\s+|abstract\s+)*(class|interface|record|enum)\s+\w/.test(
        ix.lines[l - 1],
      )
    ) {
      end = l - 1;
      break;
    }
  return [start, end];
}

/**
 * Where `owner` receives a dependency of type `type`: a constructor (or setter) parameter first,
 * then an @Autowired/@Inject field, then any field of that type. Undefined when not found.
 */
function injectionIn(ix: CodeIndex, owner: string, type: string, field?: string): number | undefined {
  const span = classSpan(ix, owner);
  if (!span) return undefined;
  const [a, b] = span;
  const decl = new RegExp(`\\b${esc(type)}(<[^>]*>)?\\s+${field ? esc(field) : "[\\w$]+"}\\s*[;=,)]`);
  let fieldLine: number | undefined;
  for (let l = a; l <= b; l++) {
    const t = ix.lines[l - 1] ?? "";
    if (!decl.test(t)) continue;
    if (/\(/.test(t) && !/=/.test(t)) return l; // constructor / setter parameter
    const above = ix.lines[l - 2] ?? "";
    if (/@(Autowired|Inject)\b/.test(t) || /@(Autowired|Inject)\b/.test(above)) return l;
    fieldLine ??= l;
  }
  return fieldLine;
}

function annotatedAbove(ix: CodeIndex, line: number): boolean {
  for (let l = line; l >= Math.max(1, line - 6); l--) {
    const t = ix.lines[l - 1] ?? "";
    if (STEREOTYPE.test(t)) return true;
    if (l < line && /[;}]\s*$/.test(t)) break;
  }
  return false;
}

function f(
  rule: string,
  message: string,
  explanation: string,
  fix: string | undefined,
  line: number | undefined,
  severity: Finding["severity"] = "error",
): Finding {
  const out: Finding = { rule, category: "runtime", severity, message, explanation };
  if (fix) out.fix = fix;
  if (line) out.line = line;
  return out;
}

interface SpringCase {
  text: string;
  ix: CodeIndex;
}

const row = rowOf<SpringCase>();
const upper = (s: string) => s[0].toUpperCase() + s.slice(1);

function portInUse({ text }: SpringCase): { port: string } | undefined {
  const m = /Port (\d+) (?:was already|is already) in use/i.exec(text);
  if (m || /Web server failed to start/i.test(text) || /java\.net\.BindException: Address already in use/.test(text))
    return { port: m?.[1] ?? "8080" };
  return undefined;
}

function cycle({ text, ix }: SpringCase) {
  if (
    !/form a cycle/i.test(text) &&
    !/Requested bean is currently in creation|unresolvable circular reference/i.test(text)
  )
    return undefined;
  const beans: string[] = [];
  for (const mm of text.matchAll(/^\s*[|│]\s+([\w$]+)(?:\s+defined in|\s+\(field|\s*$)/gm))
    if (!beans.includes(mm[1])) beans.push(mm[1]);
  const names = beans.map(upper);
  let line: number | undefined;
  let back: number | undefined;
  if (names.length >= 2) {
    line = injectionIn(ix, names[0], names[1]) ?? injectionLine(ix, names[1]) ?? declLine(ix, names[0]);
    back = injectionIn(ix, names[names.length - 1], names[0]);
  } else if (names[0]) line = declLine(ix, names[0]);
  return { beans, names, line, back };
}

/** The three ways Spring reports a dependency it could not satisfy (any may be absent). */
function beanReports(text: string) {
  const reqBean =
    /(?:Field ([\w$]+) in ([\w$.]+)|Parameter (\d+) of (?:constructor|method [\w$]+) in ([\w$.]+)) required a bean of type '([\w$.]+)' that could not be found/.exec(
      text,
    );
  const noQual =
    /No qualifying bean of type '([\w$.<>, ]+)' available(: expected (at least 1 bean|single matching bean but found (\d+): ([\w$,\s]+)))?/.exec(
      text,
    );
  const single =
    /(?:Parameter (\d+) of (?:constructor|method [\w$]+) in ([\w$.]+)|Field ([\w$]+) in ([\w$.]+)) required a single bean, but (\d+) were found/.exec(
      text,
    ) ?? /required a single bean, but (\d+) were found/.exec(text);
  return { reqBean, noQual, single, several: !!(single || (noQual && noQual[4])) };
}

function severalBeans({ text, ix }: SpringCase) {
  const { noQual, single, several } = beanReports(text);
  if (!several) return undefined;
  const type = noQual ? simple(noQual[1]) : undefined;
  const listed = [...text.matchAll(/^\s*-\s*([\w$]+): defined/gm)].map((x) => x[1]);
  const found =
    noQual?.[5]
      ?.split(",")
      .map((s) => s.trim())
      .filter(Boolean) ?? listed;
  const owner = single && single.length > 3 ? simple(single[2] ?? single[4] ?? "") : undefined;
  const ownerField = single && single.length > 3 ? single[3] : undefined;
  let target: number | undefined;
  const span = owner ? classSpan(ix, owner) : undefined;
  for (let l = span?.[0] ?? 1; span && l <= span[1] && !target; l++) {
    const t = ix.lines[l - 1];
    if (
      ownerField
        ? new RegExp(`\\b${esc(ownerField)}\\s*[;=]`).test(t)
        : new RegExp(`\\b${esc(owner!)}\\s*\\(`).test(t) && l !== span[0]
    )
      target = l;
  }
  const candidateLines = found
    .map((b) => declLine(ix, upper(b)))
    .filter((l): l is number => !!l)
    .sort((a, b) => a - b);
  return { type, found, target, candidateLines };
}

type MissingBeanKind = "not-a-bean" | "repository" | "not-found";

/** A bean of some type could not be found, and why in the learner's code (one of three kinds). */
function missingBean({ text, ix }: SpringCase, kind: MissingBeanKind) {
  const { reqBean, noQual, several } = beanReports(text);
  if (several || !(reqBean || noQual)) return undefined;
  const type = simple(reqBean ? reqBean[5] : noQual![1]);
  const field = reqBean?.[1] ?? /expressed through field '([\w$]+)'/.exec(text)?.[1];
  const owner = reqBean ? simple(reqBean[2] ?? reqBean[4]) : /Error creating bean with name '([\w$]+)'/.exec(text)?.[1];
  const decl = declLine(ix, type);
  const found: MissingBeanKind =
    decl && !annotatedAbove(ix, decl) && !/interface\s/.test(ix.lines[decl - 1] ?? "")
      ? "not-a-bean"
      : /Repository$/.test(type)
        ? "repository"
        : "not-found";
  return found === kind ? { type, field, owner, decl } : undefined;
}

const noBeanMessage = (_: SpringCase, m: { type: string; owner?: string; field?: string }) =>
  `\`NoSuchBeanDefinitionException\`: Spring could not find a bean of type ${code(m.type)}${m.owner ? ` needed by ${code(m.owner)}` : ""}${m.field ? ` (field ${code(m.field)})` : ""}`;
const UNSATISFIED =
  " (Spring reports it as an `UnsatisfiedDependencyException` caused by `NoSuchBeanDefinitionException`.)";

function lazyInit({ text, ix }: SpringCase) {
  const m =
    /LazyInitializationException[:\s]+(?:failed to lazily initialize a collection of role: ([\w$.]+)\.([\w$]+)|could not initialize proxy \[([\w$.]+)#[^\]]*\])/.exec(
      text,
    );
  if (!m && !/could not initialize proxy - no Session/.test(text)) return undefined;
  const entity = m?.[1] ? simple(m[1]) : m?.[3] ? simple(m[3]) : undefined;
  const prop = m?.[2];
  const getter = prop ? "get" + upper(prop) : undefined;
  let userFrame: number | undefined;
  for (const fm of text.matchAll(/\bat ([\w$.]+)\.[\w$<>]+\(([\w$]+)\.java:(\d+)\)/g)) {
    const n = Number(fm[3]);
    if (/^(org|java|jakarta|javax|sun|jdk|com\.sun)\./.test(fm[1]) || !ix.declared.has(fm[2]) || n > ix.lines.length)
      continue;
    const src = ix.lines[n - 1] ?? "";
    if ((getter && src.includes(getter)) || (prop && src.includes(prop))) userFrame = n;
    break;
  }
  const line =
    userFrame ??
    (getter ? findLine(ix, new RegExp(`\\.\\s*${esc(getter)}\\s*\\(`)) : undefined) ??
    (prop ? findLine(ix, new RegExp(`\\b${esc(prop)}\\s*[;=]`)) : undefined);
  let load: number | undefined;
  for (let l = (line ?? 0) - 1; line && l >= Math.max(1, line - 12); l--) {
    const t = ix.lines[l - 1] ?? "";
    if (/\.\s*(find\w*|get\w*By\w*|getReferenceById|getOne|getById)\s*\(/.test(t)) {
      load = l;
      break;
    }
    if (/^\s*(public|private|protected)\b.*\)\s*(throws [\w., ]+)?\{\s*$/.test(t)) break;
  }
  return { entity, prop, line, load };
}

const on = (re: RegExp) => (c: SpringCase) => re.exec(c.text);

/**
 * Spring Boot start-up and data-access failures, one row each; every matching row reports (a row marked `otherwise`
 * only when none before it did).
 */
const SPRING_ROWS = [
  row({
    id: "RUN-SPRING-PORT-IN-USE",
    when: portInUse,
    message: (_, { port }) => `\`PortInUseException\`: the web server could not start, port ${port} is already in use`,
    explain: (_, { port }) =>
      `Another program is already listening on port ${port} — very often an earlier run of this same application that is still running.`,
    fix: (_, { port }) =>
      `Stop the other process (on Linux/macOS \`lsof -i :${port}\` shows it), or run this app on another port in \`application.properties\`:\n\n${fence(`server.port=${Number(port) + 1 || 8081}`, "properties")}`,
    line: ({ ix }) =>
      findLine(ix, /^\s*server\.port\s*[=:]|^\s*port\s*:/) ??
      findLine(ix, /SpringApplication\s*\.\s*run\s*\(|new\s+SpringApplication(Builder)?\s*\(/) ??
      findLine(ix, /@SpringBootApplication\b/),
  }),
  row({
    id: "RUN-SPRING-CIRCULAR",
    when: cycle,
    message: (_, { beans }) =>
      beans.length
        ? `\`BeanCurrentlyInCreationException\`: the beans ${beans.map((b) => code(b)).join(" → ")} depend on each other in a cycle`
        : "`BeanCurrentlyInCreationException`: some beans depend on each other in a cycle",
    explain: (_, { names, line, back }) =>
      `Spring cannot create either bean first: each needs the other to exist already (Spring Boot reports this before it would throw \`BeanCurrentlyInCreationException\`). A cycle usually means the responsibilities are not split well.${line && back ? ` ${code(names[0])} asks for ${code(names[1])} on line ${line}, and ${code(names[1])} asks for ${code(names[0])} on line ${back}.` : ""}`,
    fix: "Move the logic both need into a third bean that both depend on, or let one side publish an event instead of calling the other. (`@Lazy` or `spring.main.allow-circular-references=true` only hide the design problem.)",
    line: (_, { line }) => line,
  }),
  row({
    id: "RUN-SPRING-MULTIPLE-BEANS",
    when: severalBeans,
    message: (_, { type, found }) =>
      `\`NoUniqueBeanDefinitionException\`: more than one bean${type ? ` of type ${code(type)}` : ""} qualifies for injection${found.length ? ` (${found.map((x) => code(x)).join(", ")})` : ""}`,
    explain: (_, { candidateLines }) =>
      `Spring found several beans that could be injected here and cannot choose.${candidateLines.length ? ` One of the candidates is declared on line ${candidateLines[0]}: mark the default one with \`@Primary\`.` : ""}`,
    fix: (_, { type, found }) =>
      `Mark the default one with \`@Primary\`, or say which one you want with \`@Qualifier\`:\n\n${fence(`public NotificationController(@Qualifier("${found[0] ?? "emailSender"}") ${type ?? "Sender"} sender) { … }`)}`,
    line: ({ ix }, { target, type }) => target ?? (type ? injectionLine(ix, type) : undefined),
  }),
  row({
    id: "RUN-SPRING-NO-BEAN",
    when: (c) => missingBean(c, "not-a-bean"),
    message: noBeanMessage,
    explain: ({ ix }, { type, owner, field, decl }) => {
      const at = owner ? injectionIn(ix, owner, type, field) : undefined;
      return `${code(type)} is declared in your code (line ${decl}), but it is not a Spring bean: it has no \`@Service\`/\`@Component\` annotation, so Spring never creates it.${at ? ` It is injected into ${code(owner!)} on line ${at}.` : ""}${UNSATISFIED}`;
    },
    fix: (_, { type }) => fence(`@Service\npublic class ${type} {\n    // …\n}`),
    line: (_, { decl }) => decl,
  }),
  row({
    id: "RUN-SPRING-NO-BEAN",
    when: (c) => missingBean(c, "repository"),
    message: noBeanMessage,
    explain: (_, { type }) =>
      `Spring Data did not create ${code(type)}. The interface must extend a Spring Data interface (e.g. \`JpaRepository<Entity, Long>\`) and live in the package of the \`@SpringBootApplication\` class or below it (the same goes for the entity).${UNSATISFIED}`,
    fix: (_, { type }) =>
      fence(
        `public interface ${type} extends JpaRepository<${type.replace(/Repository$/, "") || "Entity"}, Long> {\n}`,
      ),
    line: ({ ix }, { decl, type, field }) => decl ?? injectionLine(ix, type, field),
  }),
  row({
    id: "RUN-SPRING-NO-BEAN",
    when: (c) => missingBean(c, "not-found"),
    message: noBeanMessage,
    explain: (_, { type }) =>
      `Nothing in the application context is of type ${code(type)}. Either the class is not annotated (\`@Service\`, \`@Component\`, …), or it sits in a package outside the one of the \`@SpringBootApplication\` class, so component scanning does not find it, or it is an interface with no implementing bean.${UNSATISFIED}`,
    fix: `Annotate the implementing class with \`@Service\` (or \`@Component\`) and keep it in the package of the main class or a sub-package. If it comes from a library, declare it with a \`@Bean\` method in a \`@Configuration\` class.`,
    line: ({ ix }, { owner, type, field, decl }) =>
      (owner ? injectionIn(ix, owner, type, field) : undefined) ?? injectionLine(ix, type, field) ?? decl,
  }),
  row({
    id: "RUN-LAZY-INIT",
    when: lazyInit,
    message: (_, { entity, prop }) =>
      prop && entity
        ? `\`LazyInitializationException\`: ${code(`${entity}.${prop}`)} was loaded lazily and read after the database session was closed`
        : "`LazyInitializationException`: a lazy relation was read after the database session was closed",
    explain: (_, { load }) =>
      `Lazy relations are loaded on first access, which needs an open Hibernate session (a transaction). Outside of it — in the controller, in JSON serialization, or after the service method returned — the data can no longer be fetched.${load ? ` The entity was loaded on line ${load}; load the relation together with it there (or in a \`@Transactional\` service method).` : ""}`,
    fix: (_, { entity, prop }) =>
      `Load what you need inside the transaction: fetch it in the query and map to a DTO in a \`@Transactional\` service method.\n\n${fence(
        `@Query("select a from ${entity ?? "Author"} a left join fetch a.${prop ?? "books"} where a.id = :id")\nOptional<${entity ?? "Author"}> findWith${prop ? upper(prop) : "Books"}(@Param("id") Long id);`,
      )}\n\n(Turning on \`spring.jpa.open-in-view\` or \`FetchType.EAGER\` hides the problem and causes N+1 queries.)`,
    line: (_, { line }) => line,
  }),
  row({
    id: "RUN-SPRING-NOT-MANAGED-TYPE",
    when: on(/Not a managed type: (?:class )?([\w$.]+)/),
    message: (_, m) =>
      `\`IllegalArgumentException\` (Not a managed type): ${code(simple(m[1]))} is not a JPA entity that Spring knows about`,
    explain: (_, m) =>
      `A repository was declared for ${code(simple(m[1]))}, but JPA does not manage that class: it lacks \`@Entity\` (from \`jakarta.persistence\`), or it is outside the packages scanned from the \`@SpringBootApplication\` class.`,
    fix: (_, m) => fence(`@Entity\npublic class ${simple(m[1])} {\n    @Id @GeneratedValue\n    private Long id;\n}`),
    line: ({ ix }, m) => declLine(ix, simple(m[1])),
  }),
  row({
    id: "RUN-SPRING-QUERY-METHOD",
    when: on(/No property '?([\w$]+)'? found for type '?([\w$.]+?)'?(?:!|\s|$)/),
    message: (_, m) =>
      `\`PropertyReferenceException\`: the repository method name refers to ${code(m[1])}, but ${code(simple(m[2]))} has no such property`,
    explain: (_, m) =>
      `Spring Data builds the query from the method name (\`findByName\` → property \`name\`). ${code(m[1])} does not match any field of ${code(simple(m[2]))}: check the spelling and letter case.`,
    line: ({ ix }, m) => findLine(ix, new RegExp(`\\b\\w*By\\w*${esc(upper(m[1]))}\\w*\\s*\\(`, "i")),
  }),
  row({
    id: "RUN-SPRING-PLACEHOLDER",
    when: on(/Could not resolve placeholder '([^']+)'/),
    message: (_, m) =>
      `\`IllegalArgumentException\` (Could not resolve placeholder): the configuration property ${code(m[1])} is not set`,
    explain:
      'A `@Value("${…}")` or `@ConfigurationProperties` refers to a property that is not defined in `application.properties`/`application.yml` or the environment.',
    fix: (_, m) => fence(`${m[1]}=…`, "properties"),
    line: ({ ix }, m) => findLine(ix, new RegExp(esc("${" + m[1])), undefined, true),
  }),
  row({
    id: "RUN-SPRING-DATASOURCE",
    when: on(/Failed to configure a DataSource|Failed to determine a suitable driver class/),
    message: "`DataSourceBeanCreationException`: Spring Boot could not configure a database connection",
    explain:
      "Spring Data JPA is on the classpath, so Boot tries to create a `DataSource`, but there is no `spring.datasource.url` and no embedded database driver (H2) on the classpath.",
    fix: `Add the database settings, or an embedded database dependency for development:\n\n${fence("spring.datasource.url=jdbc:postgresql://localhost:5432/app\nspring.datasource.username=app\nspring.datasource.password=${DB_PASSWORD}", "properties")}`,
  }),
  row({
    id: "RUN-SPRING-BEAN-CREATION",
    otherwise: true,
    when: on(/Error creating bean with name '([\w$]+)'[^:\n]*:\s*([^\n]*)/),
    message: (_, m) => `\`BeanCreationException\`: Spring could not create the bean ${code(m[1])}`,
    explain: (_, m) =>
      `The application context failed to start while creating ${code(m[1])}: ${escapeText(truncate(m[2], 240))}. The last \`Caused by:\` line of the trace names the real problem.`,
    line: ({ ix }, m) => declLine(ix, upper(m[1])),
  }),
];

export function springFindings(text: string, ix: CodeIndex): Finding[] {
  return explainRows(SPRING_ROWS, { text, ix }, "all").map((e) => f(e.id!, e.message, e.explanation, e.fix, e.line));
}

/** Exception types whose trace is fully explained by springFindings when it produced something. */
export function isSpringFailureType(type: string): boolean {
  return (
    /^(org\.springframework\.|org\.hibernate\.|java\.net\.BindException|org\.apache\.catalina\.|jakarta\.persistence\.|org\.postgresql\.|com\.mysql\.|org\.h2\.|java\.sql\.)/.test(
      type,
    ) ||
    /BeanCreation|UnsatisfiedDependency|NoSuchBeanDefinition|LazyInitialization|PortInUse|ApplicationContext/.test(type)
  );
}
