// The design rule family's table: one row per rule id (title, default severity and category, the mentor's
// explanation and fix, the lesson) and the check that reports it. A check may report several related ids (one pass
// over the same facts); it runs once, in the order of its first row. Findings carry the row's texts unless the
// check has something more specific to say about this place.
//
// A new design rule: a row here, its check in the file of its concept (spring*.ts, exceptions.ts, …).
import type { Category, Severity } from "../types";
import { lessonFor } from "../lessons";
import type { RuleContext } from "../rules/context";
import { controllerLayers, fieldInjection, nPlusOne, transactional } from "./spring";
import {
  catchAllInAdvice,
  catchAllInController,
  forControllers,
  logicInController,
  requestMappingMethod,
  transactionalController,
} from "./spring-controllers";
import { cors, csrf, permitAll } from "./spring-security";
import { lazyCollectionInLambda, repositoryCallInLoop } from "./spring-queries";
import {
  asyncSelfInvocation,
  blockingInReactive,
  entityData,
  injectionStyle,
  newBean,
  scheduled,
  valueSecrets,
} from "./spring-beans";
import { exceptionRules } from "./exceptions";
import { resourceRules } from "./resources";
import { stringRules } from "./strings";
import { consoleRules } from "./console";
import { sizeRules } from "./size";

export type DesignCheck = (ctx: RuleContext) => void;

export interface DesignRule {
  id: string;
  title: string;
  severity: Severity;
  category: Category;
  explanation: string;
  fix: string;
  lesson?: string;
  check: DesignCheck;
}

const perController = {
  transactionalController: forControllers(transactionalController),
  logicInController: forControllers(logicInController),
  catchAllInController: forControllers(catchAllInController),
  requestMappingMethod: forControllers(requestMappingMethod),
};

const ROWS: Omit<DesignRule, "lesson">[] = [
  {
    id: "DES-FIELD-INJECTION",
    title: "Field injection",
    severity: "warning",
    category: "design",
    explanation:
      "Injected fields cannot be `final`, hide what the class depends on, and make it hard to test without starting Spring (you cannot pass a mock through a constructor). Constructor injection makes dependencies explicit, immutable and easy to test.",
    fix: "Inject through the constructor (with a single constructor, `@Autowired` is not needed):\n\n```java\nprivate final ProductFinder finder;\n\npublic ProductCatalogEndpoint(ProductFinder finder) {\n    this.finder = finder;\n}\n```",
    check: fieldInjection,
  },
  {
    id: "DES-TRANSACTIONAL-PRIVATE",
    title: "@Transactional on a private method",
    severity: "warning",
    category: "design",
    explanation:
      "Spring starts the transaction in a proxy that wraps the bean and overrides its public methods. A private method cannot be intercepted by that proxy, so it runs without a transaction: changes are not rolled back on errors and lazy loading fails.",
    fix: "Make `store()` a public, non-final instance method and call it from another bean (for example from the controller), or put `@Transactional` on the public service method that calls it.",
    check: transactional,
  },
  {
    id: "DES-TRANSACTIONAL-FINAL",
    title: "@Transactional on a final method",
    severity: "warning",
    category: "design",
    explanation:
      "Spring starts the transaction in a proxy that wraps the bean and overrides its public methods. A final method cannot be intercepted by that proxy, so it runs without a transaction: changes are not rolled back on errors and lazy loading fails.",
    fix: "Make the method a public, non-final instance method, or put `@Transactional` on the public service method that calls it.",
    check: transactional,
  },
  {
    id: "DES-TRANSACTIONAL-SELF-INVOCATION",
    title: "@Transactional method called from its own class",
    severity: "warning",
    category: "design",
    explanation:
      "`@Transactional` works through a Spring proxy around the bean. A call from one method of the class to another (`this.method()` or just `method()`) does not go through the proxy, so no transaction is started (or the propagation settings, such as `REQUIRES_NEW`, are ignored).",
    fix: "Put `@Transactional` on `render()` (the method called from outside), or move `countBooks()` into a separate bean and inject it.",
    check: transactional,
  },
  {
    id: "DES-REPOSITORY-IN-CONTROLLER",
    title: "Repository used directly by a controller",
    severity: "info",
    category: "design",
    explanation:
      "A controller should translate HTTP requests into calls and results into responses. When it talks to the repository itself, business rules and data access end up in the web layer: they cannot be reused, transactions have no natural place, and the logic is hard to test without HTTP.",
    fix: "Move the data access and business logic into a service and inject that into the controller:\n\n```java\n@Service\npublic class ShipmentService {\n    private final ShipmentDao repository;\n\n    public ShipmentService(ShipmentDao repository) {\n        this.repository = repository;\n    }\n\n    @Transactional(readOnly = true)\n    public List<Shipment> findAll() {\n        return repository.findAll();\n    }\n}\n```",
    check: controllerLayers,
  },
  {
    id: "DES-ENTITY-IN-RESPONSE",
    title: "JPA entity returned by a controller",
    severity: "warning",
    category: "design",
    explanation:
      "Returning entities ties your API to the database schema, can leak fields you never meant to expose (passwords, internal flags), and serializing lazy relations causes extra queries, `LazyInitializationException` or endless recursion with two-way relations.",
    fix: "Return a DTO (a record with just the fields the client needs) and map the entity to it in the service:\n\n```java\npublic record OrderDto(Long id, String name) {\n    static OrderDto from(Order e) {\n        return new OrderDto(e.getId(), e.getName());\n    }\n}\n```",
    check: controllerLayers,
  },
  {
    id: "DES-MISSING-VALID",
    title: "Request body without @Valid",
    severity: "warning",
    category: "design",
    explanation:
      "Without `@Valid`, bean-validation constraints (`@NotBlank`, `@Size`, …) on the request body are never checked, so the API accepts any input. Add constraints to the DTO and `@Valid` to the parameter.",
    fix: "```java\npublic ResponseEntity<?> save(@Valid @RequestBody Note note) { … }\n```",
    check: controllerLayers,
  },
  {
    id: "PERF-N-PLUS-ONE",
    title: "N+1 queries",
    severity: "warning",
    category: "performance",
    explanation:
      "The repository call loads the list with one query; then touching the lazy `books` collection inside the loop runs one more query per element: 1 + N queries. With 1,000 rows that is 1,001 round trips to the database.",
    fix: 'Load the collection together with its parents in one query, with `JOIN FETCH` or an entity graph on the repository method:\n\n```java\n@Query("select e from Author e left join fetch e.books")\nList<Author> findAllWithBooks();\n\n// or\n@EntityGraph(attributePaths = "books")\nList<Author> findAll();\n```',
    check: (ctx) => {
      nPlusOne(ctx);
      repositoryCallInLoop(ctx);
      lazyCollectionInLambda(ctx);
    },
  },
  {
    id: "DES-CORS-PERMISSIVE",
    title: "CORS open to every origin",
    severity: "warning",
    category: "security",
    explanation:
      "CORS tells browsers which other websites may call your API with JavaScript. `*` (the default of a bare `@CrossOrigin`) lets every site do it; if the API relies on cookies or other credentials, a malicious page can act on behalf of your logged-in users.",
    fix: 'List the front-ends that may call the API:\n\n```java\n@CrossOrigin(origins = "https://app.example.com")\n```',
    check: cors,
  },
  {
    id: "DES-CSRF-DISABLED",
    title: "CSRF protection disabled with session login",
    severity: "warning",
    category: "security",
    explanation:
      "With form login, HTTP Basic or sessions, the browser sends the user's credentials automatically with every request, also with requests triggered by other websites. CSRF tokens are what stops such forged requests; disabling them is only safe for stateless APIs authenticated with tokens in a header (e.g. JWT).",
    fix: "Keep CSRF protection on (remove the `csrf(…disable…)` call). If this is a token-based API without sessions, make that explicit instead:\n\n```java\nhttp.sessionManagement(s -> s.sessionCreationPolicy(SessionCreationPolicy.STATELESS))\n    .oauth2ResourceServer(o -> o.jwt(Customizer.withDefaults()));\n```",
    check: csrf,
  },
  {
    id: "DES-TRANSACTIONAL-CONTROLLER",
    title: "@Transactional on a controller",
    severity: "warning",
    category: "design",
    explanation:
      "A transaction opened in the web layer stays open while the request is parsed, validated and serialized, holding database connections and locks longer than needed; it also mixes HTTP concerns with business rules and hides which operations must be atomic.",
    fix: "Move the work into a `@Service` method annotated with `@Transactional` and call it from the controller:\n\n```java\n@Service\npublic class OrderService {\n    @Transactional\n    public Order place(OrderRequest request) { … }\n}\n```",
    check: perController.transactionalController,
  },
  {
    id: "DES-LOGIC-IN-CONTROLLER",
    title: "Business logic in a controller",
    severity: "info",
    category: "design",
    explanation:
      "A controller should only translate HTTP into a method call and the result back into a response. Calculations, loops and rules in the controller cannot be reused (from a scheduled job, a message listener or another endpoint), have no transaction around them, and can only be tested through HTTP.",
    fix: "Move the logic into a service method and call it:\n\n```java\n@GetMapping(…)\npublic … total(…) {\n    return service.total(…);\n}\n```",
    check: perController.logicInController,
  },
  {
    id: "DES-CATCH-ALL-HANDLER",
    title: "Catch-all error handling in a controller",
    severity: "warning",
    category: "design",
    explanation:
      "Catching everything in the controller hides bugs behind a generic error response, usually with a wrong status code, and repeats the same try/catch in every handler.",
    fix: "Handle specific exceptions in one `@RestControllerAdvice` class and let unexpected ones reach Spring's default error handling (which logs them).",
    check: (ctx) => {
      perController.catchAllInController(ctx);
      catchAllInAdvice(ctx);
    },
  },
  {
    id: "DES-REQUESTMAPPING-NO-METHOD",
    title: "@RequestMapping without an HTTP method",
    severity: "warning",
    category: "design",
    explanation:
      "Without `method`, the endpoint accepts every HTTP verb: a read endpoint can be called with DELETE, and a state-changing one with GET (which browsers, crawlers and caches assume is safe).",
    fix: 'Use the specific annotation, e.g. `@GetMapping("/error")` or `@PostMapping("/error")`.',
    check: perController.requestMappingMethod,
  },
  {
    id: "DES-PERMIT-ALL",
    title: "permitAll() on every path",
    severity: "warning",
    category: "design",
    explanation:
      "Security rules are matched in order and the first match wins. A catch-all `permitAll()` switches authentication off for every path it covers, so protected endpoints become public.",
    fix: 'Open only the public paths and require authentication for everything else:\n\n```java\nhttp.authorizeHttpRequests(auth -> auth\n        .requestMatchers("/api/public/**", "/login").permitAll()\n        .anyRequest().authenticated());\n```',
    check: permitAll,
  },
  {
    id: "DES-ACTUATOR-EXPOSED",
    title: "Every actuator endpoint exposed",
    severity: "warning",
    category: "design",
    explanation:
      "Actuator endpoints such as `env`, `heapdump`, `loggers` and `shutdown` reveal secrets or change the running application.",
    fix: 'Allow only `EndpointRequest.to("health", "info")` anonymously and require a role for the rest.',
    check: permitAll,
  },
  {
    id: "DES-BLOCKING-IN-REACTIVE",
    title: "Blocking call in reactive code",
    severity: "warning",
    category: "design",
    explanation:
      "WebFlux runs many requests on a handful of event-loop threads. A blocking call parks one of them, so every other request on that thread waits too (and `block()` on an event-loop thread throws `IllegalStateException`).",
    fix: "Stay non-blocking: chain with `flatMap`/`map` instead of `block()`, use `WebClient` instead of `RestTemplate`, `Mono.delay` instead of `Thread.sleep`; wrap unavoidable blocking code in `Mono.fromCallable(…).subscribeOn(Schedulers.boundedElastic())`.",
    check: blockingInReactive,
  },
  {
    id: "DES-ASYNC-SELF-INVOCATION",
    title: "@Async method called from its own class",
    severity: "warning",
    category: "design",
    explanation:
      "`@Async` works through a Spring proxy around the bean. A call from inside the same class (`this.method()`) bypasses the proxy, so the method runs synchronously on the caller's thread.",
    fix: "Make the method public and call it from another bean.",
    check: asyncSelfInvocation,
  },
  {
    id: "DES-SETTER-INJECTION",
    title: "Setter injection of a required dependency",
    severity: "info",
    category: "design",
    explanation:
      "With setter injection the object exists for a while without its dependency, the field cannot be `final`, and any code can replace the dependency later. Setter injection is only meant for optional dependencies.",
    fix: "Inject through the constructor and make the field `final`.",
    check: injectionStyle,
  },
  {
    id: "DES-STATIC-INJECTION",
    title: "Injection into a static field",
    severity: "warning",
    category: "design",
    explanation:
      "Spring injects into objects (beans), not into classes; it skips static fields, so the field keeps its default value and the code fails later with a NullPointerException.",
    fix: "Make the field an instance field and inject it through the constructor.",
    check: injectionStyle,
  },
  {
    id: "DES-VALUE-SECRET",
    title: "Secret written into @Value",
    severity: "warning",
    category: "design",
    explanation:
      "A secret in the source code ends up in version control and in every build, and silently stays in use when the real configuration is missing.",
    fix: '```java\n@Value("${mail.api-key}") // no default: fail fast when it is missing\nprivate String apiKey;\n```',
    check: valueSecrets,
  },
  {
    id: "DES-SCHEDULED-ARGS",
    title: "@Scheduled method with parameters",
    severity: "error",
    category: "design",
    explanation:
      "Spring calls scheduled methods itself and has nothing to pass: `@Scheduled` methods must have no parameters.",
    fix: "Remove the parameters and read what the job needs from fields (injected dependencies or configuration).",
    check: scheduled,
  },
  {
    id: "DES-SCHEDULED-OVERLAP",
    title: "Overlapping fixed-rate jobs",
    severity: "warning",
    category: "design",
    explanation:
      "`fixedRate` starts the next run on schedule, measured from the start of the previous one. When a run is slow (a loop over data, calls to a database or another service), runs pile up back to back; with `@Async`, or on several instances, two runs process the same data at once.",
    fix: "Use `fixedDelay` (the next run starts after the previous one ends) and drop `@Async`, or guard the job: `if (!running.compareAndSet(false, true)) return;` with an `AtomicBoolean`, or a lock such as ShedLock's `@SchedulerLock` in a cluster.",
    check: scheduled,
  },
  {
    id: "DES-ENTITY-LOMBOK-DATA",
    title: "Lombok @Data on a JPA entity",
    severity: "warning",
    category: "design",
    explanation:
      "`@Data` generates `equals`/`hashCode`/`toString` over every field, including lazy relations: printing or putting the entity in a `Set` loads the whole object graph, can recurse forever on two-way relations, and the hash code changes when the id is assigned.",
    fix: "Use `@Getter`/`@Setter` and write `equals`/`hashCode` on the id (or a business key) only.",
    check: entityData,
  },
  {
    id: "DES-NEW-BEAN",
    title: "Spring bean created with new",
    severity: "warning",
    category: "design",
    explanation:
      "An object created with `new` is not managed by Spring: its own dependencies are not injected, and `@Transactional`, `@Async` or `@Cacheable` on it do nothing.",
    fix: "Inject `PdfService` through the constructor instead.",
    check: newBean,
  },
  {
    id: "DES-SWALLOWED-EXCEPTION",
    title: "Exception printed and ignored",
    severity: "warning",
    category: "design",
    explanation:
      "Printing the error is better than nothing, but the program then continues as if the operation had worked, which usually causes a more confusing error later.",
    fix: "After reporting the problem, stop or recover explicitly (return a default, ask again, exit), or let the exception propagate with `throws`.",
    check: exceptionRules,
  },
  {
    id: "DES-BROAD-CATCH",
    title: "Catch of Exception or Throwable",
    severity: "info",
    category: "design",
    explanation:
      "Catching `Exception` also catches programming mistakes such as `NullPointerException` or `IndexOutOfBoundsException`, and handles them the same way as expected failures. Bugs get hidden instead of fixed.",
    fix: "Catch only the exceptions this code can actually handle, e.g. `catch (IOException e)` or a multi-catch `catch (IOException | NumberFormatException e)`, and let the rest propagate.",
    check: exceptionRules,
  },
  {
    id: "DES-RESOURCE-LEAK",
    title: "Resource never closed",
    severity: "warning",
    category: "design",
    explanation:
      "Files and streams hold operating-system handles. If `close()` is not called — also when an exception is thrown halfway — the handle leaks, buffered output may never be written, and the file can stay locked.",
    fix: "Open it in a try-with-resources statement; it is closed automatically, even when an exception is thrown:\n\n```java\ntry (var resource = prepareCall(…)) {\n    // use it here\n}\n```",
    check: resourceRules,
  },
  {
    id: "DES-STRING-EQUALITY",
    title: "Strings compared with ==",
    severity: "warning",
    category: "design",
    explanation:
      "`==` checks whether both sides are the very same String object, not whether they contain the same text. It can seem to work with literals (Java reuses them) and then fail for text that was read from input or built at runtime.",
    fix: "Compare the contents with `equals`:\n\n```java\nObjects.equals(b.isbn, isbn)\n```",
    check: stringRules,
  },
  {
    id: "STY-SYSTEM-OUT",
    title: "System.out in application code",
    severity: "info",
    category: "style",
    explanation:
      "In a Spring application, console output bypasses the logging setup: it has no timestamp, level or class name, cannot be filtered or turned off, and is easily lost in production.",
    fix: 'Use an SLF4J logger (Spring Boot includes one):\n\n```java\nprivate static final Logger log = LoggerFactory.getLogger(RoleSyncJob.class);\n\nlog.info("Created order {}", order.getId());\n```',
    check: consoleRules,
  },
  {
    id: "STY-PRINT-STACK-TRACE",
    title: "printStackTrace()",
    severity: "warning",
    category: "style",
    explanation:
      "`printStackTrace()` writes to the console's error stream, outside the application's logs, without any context. In a server the trace is usually lost, and the error is otherwise ignored.",
    fix: 'Log the exception (pass it as the last argument so the stack trace is kept), and rethrow or handle it: `log.error("Could not load the order {}", id, e);`',
    check: consoleRules,
  },
  {
    id: "DES-GOD-CLASS",
    title: "God class",
    severity: "warning",
    category: "design",
    explanation:
      "Classes this size usually do several jobs at once. They are hard to understand, every change risks breaking something unrelated, and they are hard to test.",
    fix: "Find groups of fields and methods that belong together (for example validation, persistence, formatting) and move each group into its own class that this one delegates to.",
    check: sizeRules,
  },
];

export const DESIGN_RULES: readonly DesignRule[] = ROWS.map((r) => {
  const lesson = lessonFor(r.id);
  return lesson ? { ...r, lesson } : r;
});

/** The distinct checks, in the order of their first row. */
export const DESIGN_CHECKS: readonly DesignCheck[] = [...new Set(DESIGN_RULES.map((r) => r.check))];
