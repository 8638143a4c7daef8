// Spring Boot start-up and data-access failures recognised in the run's output.
import type { Finding } from "../types";
import { code, escapeText, fence, truncate } from "../markdown";
import { findLine, type CodeIndex } from "./locate";

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

export function springFindings(text: string, ix: CodeIndex): Finding[] {
  const out: Finding[] = [];
  let m: RegExpExecArray | null;

  // --- port already in use
  if (
    (m = /Port (\d+) (?:was already|is already) in use/i.exec(text)) ||
    /Web server failed to start/i.test(text) ||
    /java\.net\.BindException: Address already in use/.test(text)
  ) {
    const port = m?.[1] ?? "8080";
    const portLine =
      findLine(ix, /^\s*server\.port\s*[=:]|^\s*port\s*:/) ??
      findLine(ix, /SpringApplication\s*\.\s*run\s*\(|new\s+SpringApplication(Builder)?\s*\(/) ??
      findLine(ix, /@SpringBootApplication\b/);
    out.push(
      f(
        "RUN-SPRING-PORT-IN-USE",
        `\`PortInUseException\`: the web server could not start, port ${port} is already in use`,
        `Another program is already listening on port ${port} — very often an earlier run of this same application that is still running.`,
        `Stop the other process (on Linux/macOS \`lsof -i :${port}\` shows it), or run this app on another port in \`application.properties\`:\n\n${fence(`server.port=${Number(port) + 1 || 8081}`, "properties")}`,
        portLine,
      ),
    );
  }

  // --- circular dependencies
  if (
    /form a cycle/i.test(text) ||
    /Requested bean is currently in creation|unresolvable circular reference/i.test(text)
  ) {
    const beans: string[] = [];
    for (const mm of text.matchAll(/^\s*[|│]\s+([\w$]+)(?:\s+defined in|\s+\(field|\s*$)/gm))
      if (!beans.includes(mm[1])) beans.push(mm[1]);
    const names = beans.map((b) => b[0].toUpperCase() + b.slice(1));
    let line: number | undefined;
    let back: number | undefined;
    if (names.length >= 2) {
      line = injectionIn(ix, names[0], names[1]) ?? injectionLine(ix, names[1]) ?? declLine(ix, names[0]);
      back = injectionIn(ix, names[names.length - 1], names[0]);
    } else if (names[0]) line = declLine(ix, names[0]);
    out.push(
      f(
        "RUN-SPRING-CIRCULAR",
        beans.length
          ? `\`BeanCurrentlyInCreationException\`: the beans ${beans.map((b) => code(b)).join(" → ")} depend on each other in a cycle`
          : "`BeanCurrentlyInCreationException`: some beans depend on each other in a cycle",
        `Spring cannot create either bean first: each needs the other to exist already (Spring Boot reports this before it would throw \`BeanCurrentlyInCreationException\`). A cycle usually means the responsibilities are not split well.${line && back ? ` ${code(names[0])} asks for ${code(names[1])} on line ${line}, and ${code(names[1])} asks for ${code(names[0])} on line ${back}.` : ""}`,
        "Move the logic both need into a third bean that both depend on, or let one side publish an event instead of calling the other. (`@Lazy` or `spring.main.allow-circular-references=true` only hide the design problem.)",
        line,
      ),
    );
  }

  // --- missing bean
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
  if (single || (noQual && noQual[4])) {
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
    if (owner) {
      const span = classSpan(ix, owner);
      if (span) {
        for (let l = span[0]; l <= span[1] && !target; l++) {
          const t = ix.lines[l - 1];
          if (
            ownerField
              ? new RegExp(`\\b${esc(ownerField)}\\s*[;=]`).test(t)
              : new RegExp(`\\b${esc(owner)}\\s*\\(`).test(t) && l !== span[0]
          )
            target = l;
        }
      }
    }
    const candidateLines = found
      .map((b) => declLine(ix, b[0].toUpperCase() + b.slice(1)))
      .filter((l): l is number => !!l)
      .sort((a, b) => a - b);
    out.push(
      f(
        "RUN-SPRING-MULTIPLE-BEANS",
        `\`NoUniqueBeanDefinitionException\`: more than one bean${type ? ` of type ${code(type)}` : ""} qualifies for injection${found.length ? ` (${found.map((x) => code(x)).join(", ")})` : ""}`,
        `Spring found several beans that could be injected here and cannot choose.${candidateLines.length ? ` One of the candidates is declared on line ${candidateLines[0]}: mark the default one with \`@Primary\`.` : ""}`,
        `Mark the default one with \`@Primary\`, or say which one you want with \`@Qualifier\`:\n\n${fence(`public NotificationController(@Qualifier("${found[0] ?? "emailSender"}") ${type ?? "Sender"} sender) { … }`)}`,
        target ?? (type ? injectionLine(ix, type) : undefined),
      ),
    );
  } else if (reqBean || noQual) {
    const type = simple(reqBean ? reqBean[5] : noQual![1]);
    const field = reqBean?.[1] ?? /expressed through field '([\w$]+)'/.exec(text)?.[1];
    const owner = reqBean
      ? simple(reqBean[2] ?? reqBean[4])
      : /Error creating bean with name '([\w$]+)'/.exec(text)?.[1];
    const decl = declLine(ix, type);
    let explanation: string;
    const unsatisfied =
      " (Spring reports it as an `UnsatisfiedDependencyException` caused by `NoSuchBeanDefinitionException`.)";
    let fix: string;
    let line: number | undefined;
    if (decl && !annotatedAbove(ix, decl) && !/interface\s/.test(ix.lines[decl - 1] ?? "")) {
      const at = owner ? injectionIn(ix, owner, type, field) : undefined;
      explanation = `${code(type)} is declared in your code (line ${decl}), but it is not a Spring bean: it has no \`@Service\`/\`@Component\` annotation, so Spring never creates it.${at ? ` It is injected into ${code(owner!)} on line ${at}.` : ""}`;
      fix = fence(`@Service\npublic class ${type} {\n    // …\n}`);
      line = decl;
    } else if (/Repository$/.test(type)) {
      explanation = `Spring Data did not create ${code(type)}. The interface must extend a Spring Data interface (e.g. \`JpaRepository<Entity, Long>\`) and live in the package of the \`@SpringBootApplication\` class or below it (the same goes for the entity).`;
      fix = fence(
        `public interface ${type} extends JpaRepository<${type.replace(/Repository$/, "") || "Entity"}, Long> {\n}`,
      );
      line = decl ?? injectionLine(ix, type, field);
    } else {
      explanation = `Nothing in the application context is of type ${code(type)}. Either the class is not annotated (\`@Service\`, \`@Component\`, …), or it sits in a package outside the one of the \`@SpringBootApplication\` class, so component scanning does not find it, or it is an interface with no implementing bean.`;
      fix = `Annotate the implementing class with \`@Service\` (or \`@Component\`) and keep it in the package of the main class or a sub-package. If it comes from a library, declare it with a \`@Bean\` method in a \`@Configuration\` class.`;
      line = (owner ? injectionIn(ix, owner, type, field) : undefined) ?? injectionLine(ix, type, field) ?? decl;
    }
    out.push(
      f(
        "RUN-SPRING-NO-BEAN",
        `\`NoSuchBeanDefinitionException\`: Spring could not find a bean of type ${code(type)}${owner ? ` needed by ${code(owner)}` : ""}${field ? ` (field ${code(field)})` : ""}`,
        explanation + unsatisfied,
        fix,
        line,
      ),
    );
  }

  // --- lazy loading outside a session
  if (
    (m =
      /LazyInitializationException[:\s]+(?:failed to lazily initialize a collection of role: ([\w$.]+)\.([\w$]+)|could not initialize proxy \[([\w$.]+)#[^\]]*\])/.exec(
        text,
      )) ||
    /could not initialize proxy - no Session/.test(text)
  ) {
    const entity = m?.[1] ? simple(m[1]) : m?.[3] ? simple(m[3]) : undefined;
    const prop = m?.[2];
    const getter = prop ? "get" + prop[0].toUpperCase() + prop.slice(1) : undefined;
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
    out.push(
      f(
        "RUN-LAZY-INIT",
        prop && entity
          ? `\`LazyInitializationException\`: ${code(`${entity}.${prop}`)} was loaded lazily and read after the database session was closed`
          : "`LazyInitializationException`: a lazy relation was read after the database session was closed",
        `Lazy relations are loaded on first access, which needs an open Hibernate session (a transaction). Outside of it — in the controller, in JSON serialization, or after the service method returned — the data can no longer be fetched.${load ? ` The entity was loaded on line ${load}; load the relation together with it there (or in a \`@Transactional\` service method).` : ""}`,
        `Load what you need inside the transaction: fetch it in the query and map to a DTO in a \`@Transactional\` service method.\n\n${fence(
          `@Query("select a from ${entity ?? "Author"} a left join fetch a.${prop ?? "books"} where a.id = :id")\nOptional<${entity ?? "Author"}> findWith${prop ? prop[0].toUpperCase() + prop.slice(1) : "Books"}(@Param("id") Long id);`,
        )}\n\n(Turning on \`spring.jpa.open-in-view\` or \`FetchType.EAGER\` hides the problem and causes N+1 queries.)`,
        line,
      ),
    );
  }

  // --- other bean creation failures with a recognisable cause
  if ((m = /Not a managed type: (?:class )?([\w$.]+)/.exec(text))) {
    const type = simple(m[1]);
    out.push(
      f(
        "RUN-SPRING-NOT-MANAGED-TYPE",
        `\`IllegalArgumentException\` (Not a managed type): ${code(type)} is not a JPA entity that Spring knows about`,
        `A repository was declared for ${code(type)}, but JPA does not manage that class: it lacks \`@Entity\` (from \`jakarta.persistence\`), or it is outside the packages scanned from the \`@SpringBootApplication\` class.`,
        fence(`@Entity\npublic class ${type} {\n    @Id @GeneratedValue\n    private Long id;\n}`),
        declLine(ix, type),
      ),
    );
  }
  if ((m = /No property '?([\w$]+)'? found for type '?([\w$.]+?)'?(?:!|\s|$)/.exec(text))) {
    const prop = m[1];
    const type = simple(m[2]);
    out.push(
      f(
        "RUN-SPRING-QUERY-METHOD",
        `\`PropertyReferenceException\`: the repository method name refers to ${code(prop)}, but ${code(type)} has no such property`,
        `Spring Data builds the query from the method name (\`findByName\` → property \`name\`). ${code(prop)} does not match any field of ${code(type)}: check the spelling and letter case.`,
        undefined,
        findLine(ix, new RegExp(`\\b\\w*By\\w*${esc(prop[0].toUpperCase() + prop.slice(1))}\\w*\\s*\\(`, "i")),
      ),
    );
  }
  if ((m = /Could not resolve placeholder '([^']+)'/.exec(text))) {
    out.push(
      f(
        "RUN-SPRING-PLACEHOLDER",
        `\`IllegalArgumentException\` (Could not resolve placeholder): the configuration property ${code(m[1])} is not set`,
        'A `@Value("${…}")` or `@ConfigurationProperties` refers to a property that is not defined in `application.properties`/`application.yml` or the environment.',
        fence(`${m[1]}=…`, "properties"),
        findLine(ix, new RegExp(esc("${" + m[1])), undefined, true),
      ),
    );
  }
  if (/Failed to configure a DataSource|Failed to determine a suitable driver class/.test(text)) {
    out.push(
      f(
        "RUN-SPRING-DATASOURCE",
        "`DataSourceBeanCreationException`: Spring Boot could not configure a database connection",
        "Spring Data JPA is on the classpath, so Boot tries to create a `DataSource`, but there is no `spring.datasource.url` and no embedded database driver (H2) on the classpath.",
        `Add the database settings, or an embedded database dependency for development:\n\n${fence("spring.datasource.url=jdbc:postgresql://localhost:5432/app\nspring.datasource.username=app\nspring.datasource.password=${DB_PASSWORD}", "properties")}`,
        undefined,
      ),
    );
  }
  if (!out.length && (m = /Error creating bean with name '([\w$]+)'[^:\n]*:\s*([^\n]*)/.exec(text))) {
    out.push(
      f(
        "RUN-SPRING-BEAN-CREATION",
        `\`BeanCreationException\`: Spring could not create the bean ${code(m[1])}`,
        `The application context failed to start while creating ${code(m[1])}: ${escapeText(truncate(m[2], 240))}. The last \`Caused by:\` line of the trace names the real problem.`,
        undefined,
        declLine(ix, m[1][0].toUpperCase() + m[1].slice(1)),
      ),
    );
  }
  return out;
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
