// Java/Spring synonyms, expanded at query time. Every phrase of a group stands for the others; when a query contains
// one phrase, the other phrases are added as extra (lower-weighted) query terms.
// Phrases go through the same analysis as the text (stop words, stemming, camelCase), so write them naturally.

import { analyzeWord, rawWords } from "./text";

export interface SynonymGroup {
  phrases: string[];
  /** Weight of the added terms relative to a term the user typed (default 0.8). */
  weight?: number;
}

export const SYNONYMS: SynonymGroup[] = [
  // Spring core
  { phrases: ["DI", "dependency injection"] },
  { phrases: ["IoC", "inversion of control"] },
  { phrases: ["IoC container", "application context", "ApplicationContext"], weight: 0.6 },
  { phrases: ["bean", "component"], weight: 0.5 },
  { phrases: ["autoconfig", "auto configuration", "autoconfiguration"] },
  { phrases: ["AOP", "aspect oriented programming"] },
  { phrases: ["config", "configuration"], weight: 0.7 },
  { phrases: ["props", "properties"], weight: 0.7 },
  { phrases: ["env", "environment"], weight: 0.7 },
  { phrases: ["POJO", "plain old java object"] },
  { phrases: ["logging", "logger", "SLF4J", "Logback"], weight: 0.6 },
  // Web
  { phrases: ["endpoint", "RestController", "controller", "handler method"], weight: 0.3 },
  { phrases: ["preflight", "OPTIONS request", "CORS"], weight: 0.6 },
  { phrases: ["DTO", "data transfer object"] },
  { phrases: ["MVC", "model view controller"] },
  { phrases: ["ResponseEntity", "status code", "http status"], weight: 0.6 },
  {
    phrases: ["ControllerAdvice", "RestControllerAdvice", "ExceptionHandler", "global exception handling"],
    weight: 0.7,
  },
  { phrases: ["RequestParam", "query parameter", "request parameter"], weight: 0.7 },
  { phrases: ["PathVariable", "path variable", "url parameter"], weight: 0.7 },
  { phrases: ["validation", "bean validation", "Valid"], weight: 0.6 },
  // Data
  { phrases: ["JPA", "Hibernate", "java persistence api"], weight: 0.8 },
  { phrases: ["JPA", "entity"], weight: 0.5 },
  { phrases: ["ddl auto", "schema generation", "hbm2ddl"], weight: 0.7 },
  { phrases: ["ORM", "object relational mapping"] },
  { phrases: ["N+1", "n plus one select"] },
  { phrases: ["N+1", "lazy loading"], weight: 0.5 },
  { phrases: ["LazyInitializationException", "lazy initialization", "could not initialize proxy", "no session"] },
  { phrases: ["repo", "repository"], weight: 0.7 },
  { phrases: ["db", "database"], weight: 0.8 },
  { phrases: ["tx", "transaction", "Transactional"], weight: 0.7 },
  { phrases: ["JDBC", "PreparedStatement"], weight: 0.5 },
  // Exceptions
  { phrases: ["caused by", "root cause", "stack trace"], weight: 0.6 },
  { phrases: ["exeption", "exception"] },
  { phrases: ["whitelabel", "error page", "uncaught exception"], weight: 0.7 },
  { phrases: ["NPE", "NullPointerException", "null pointer exception", "null pointer"] },
  { phrases: ["CME", "ConcurrentModificationException", "concurrent modification"] },
  { phrases: ["AIOOBE", "ArrayIndexOutOfBoundsException", "array index out of bounds"] },
  { phrases: ["IOOBE", "IndexOutOfBoundsException", "index out of bounds"] },
  { phrases: ["CCE", "ClassCastException", "class cast"] },
  { phrases: ["NFE", "NumberFormatException", "number format"] },
  { phrases: ["SOE", "StackOverflowError", "stack overflow", "infinite recursion"] },
  { phrases: ["OOM", "OutOfMemoryError", "out of memory"] },
  { phrases: ["IOE", "IOException"] },
  { phrases: ["stack trace", "stacktrace", "traceback"] },
  { phrases: ["unchecked exception", "runtime exception", "RuntimeException"], weight: 0.7 },
  { phrases: ["checked exception", "compile time exception"], weight: 0.7 },
  { phrases: ["try with resources", "AutoCloseable", "TWR"], weight: 0.7 },
  { phrases: ["debugger", "breakpoint", "debugging"], weight: 0.6 },
  // Core language
  { phrases: ["methodref", "method reference"] },
  { phrases: ["twodimensional", "multidimensional", "matrix", "two dimensional"], weight: 0.8 },
  { phrases: ["isa", "inheritance"], weight: 0.6 },
  { phrases: ["hasa", "composition"], weight: 0.6 },
  { phrases: ["ifelse", "if statement", "conditional"], weight: 0.7 },
  { phrases: ["logicaland", "logicalor", "logical operator", "short circuit"], weight: 0.7 },
  { phrases: ["increment", "decrement"], weight: 0.5 },
  { phrases: ["wrapper class", "boxing", "autoboxing", "Integer"], weight: 0.6 },
  { phrases: ["Lombok", "boilerplate", "record"], weight: 0.5 },
  { phrases: ["hashcode", "hash code", "hashCode"] },
  { phrases: ["equals", "equality"], weight: 0.7 },
  { phrases: ["record", "data class"], weight: 0.6 },
  { phrases: ["enum", "enumeration"] },
  { phrases: ["varargs", "variable arguments"] },
  { phrases: ["foreach", "enhanced for"] },
  { phrases: ["inheritance", "extends", "subclass"], weight: 0.5 },
  { phrases: ["interface", "implements"], weight: 0.5 },
  { phrases: ["lambda", "anonymous function", "closure"], weight: 0.7 },
  { phrases: ["functional interface", "SAM"], weight: 0.7 },
  { phrases: ["method reference", "double colon"] },
  { phrases: ["PECS", "producer extends consumer super"] },
  { phrases: ["comparator", "sort", "sorting"], weight: 0.5 },
  { phrases: ["HashMap", "hash map", "dictionary"], weight: 0.6 },
  // Concurrency
  { phrases: ["CF", "CompletableFuture", "completable future"] },
  { phrases: ["virtual thread", "project loom", "loom"], weight: 0.8 },
  { phrases: ["executor", "ExecutorService", "thread pool"], weight: 0.7 },
  { phrases: ["synchronized", "synchronization", "mutex", "lock"], weight: 0.6 },
  { phrases: ["race condition", "data race", "thread safety", "thread safe"], weight: 0.7 },
  { phrases: ["ConcurrentHashMap", "concurrent collection", "thread safe map"], weight: 0.7 },
  // Security
  { phrases: ["SQLi", "SQL injection"] },
  { phrases: ["XSS", "cross site scripting"] },
  { phrases: ["CSRF", "XSRF", "cross site request forgery"] },
  { phrases: ["CORS", "cross origin resource sharing", "cross origin"] },
  { phrases: ["JWT", "json web token", "bearer token"], weight: 0.8 },
  { phrases: ["password hashing", "hash password", "bcrypt", "PasswordEncoder"], weight: 0.7 },
  { phrases: ["secret", "credential", "api key"], weight: 0.6 },
  { phrases: ["path traversal", "directory traversal"] },
  { phrases: ["command injection", "os command injection", "ProcessBuilder", "Runtime exec"], weight: 0.7 },
  { phrases: ["deserialization", "ObjectInputStream"], weight: 0.6 },
  { phrases: ["SecureRandom", "secure random", "cryptographically secure random"], weight: 0.8 },
  { phrases: ["crypto", "cryptography", "encryption"], weight: 0.7 },
  { phrases: ["auth", "authentication", "login"], weight: 0.6 },
  { phrases: ["WebSecurityConfigurerAdapter", "SecurityFilterChain"], weight: 0.8 },
  { phrases: ["authz", "authorization", "access control"], weight: 0.6 },
  // Testing
  { phrases: ["unit test", "JUnit"], weight: 0.6 },
  { phrases: ["mock", "Mockito", "test double", "stub"], weight: 0.6 },
  { phrases: ["integration test", "SpringBootTest"], weight: 0.6 },
  { phrases: ["test slice", "WebMvcTest", "DataJpaTest"], weight: 0.6 },
  { phrases: ["Testcontainers", "docker container test"], weight: 0.6 },
  { phrases: ["TDD", "test driven development"] },
  // Learner words for the topics of the wider curriculum (production, messaging, I/O, time, JDBC)
  { phrases: ["async", "asynchronous", "asynchronously", "in the background"], weight: 0.8 },
  { phrases: ["swagger", "OpenAPI", "springdoc", "api documentation", "api docs"], weight: 0.8 },
  {
    phrases: [
      "cron",
      "scheduled",
      "scheduling",
      "scheduled task",
      "periodic job",
      "periodically",
      "every minute",
      "every hour",
    ],
    weight: 0.7,
  },
  { phrases: ["cache", "caching", "Cacheable"], weight: 0.7 },
  { phrases: ["RestClient", "RestTemplate", "WebClient", "external api", "another service"], weight: 0.6 },
  { phrases: ["HttpClient", "http request", "http call"], weight: 0.5 },
  { phrases: ["optimistic locking", "Version", "lost update", "concurrent update"], weight: 0.7 },
  { phrases: ["pessimistic locking", "select for update", "row lock"], weight: 0.7 },
  { phrases: ["Flyway", "Liquibase", "database migration", "schema migration"], weight: 0.7 },
  { phrases: ["charset", "character encoding", "UTF-8", "encoding", "mojibake"], weight: 0.7 },
  { phrases: ["time zone", "timezone", "ZoneId", "ZonedDateTime"], weight: 0.8 },
  { phrases: ["metrics", "Micrometer", "Prometheus"], weight: 0.6 },
  { phrases: ["health check", "liveness", "readiness", "probe"], weight: 0.6 },
  { phrases: ["Docker", "Dockerfile", "container image"], weight: 0.7 },
  { phrases: ["RabbitMQ", "AMQP", "message queue"], weight: 0.7 },
  { phrases: ["Kafka", "message broker", "event streaming"], weight: 0.5 },
  { phrases: ["env var", "environment variable"] },
  { phrases: ["pagination", "paging", "Pageable"], weight: 0.7 },
  { phrases: ["file upload", "MultipartFile", "multipart"], weight: 0.7 },
  { phrases: ["sealed", "permits", "sealed interface"], weight: 0.7 },
  { phrases: ["generics", "type parameter", "generic type"], weight: 0.7 },
  { phrases: ["403", "forbidden", "access denied"], weight: 0.6 },
  { phrases: ["401", "unauthorized", "unauthenticated"], weight: 0.6 },
  { phrases: ["JSON", "Jackson", "serialize"], weight: 0.5 },
  // Everyday words learners use for what the lessons name technically
  { phrases: ["blow up", "blows up", "blowing up", "blew up", "throws an exception"], weight: 0.5 },
  {
    phrases: [
      "lowercase",
      "lower case",
      "uppercase",
      "upper case",
      "toUpperCase",
      "case insensitive",
      "case sensitive",
    ],
    weight: 0.6,
  },
  { phrases: ["bigger", "too big", "size limit", "max size"], weight: 0.6 },
  { phrases: ["prod", "production"], weight: 0.8 },
  { phrases: ["locally", "local", "dev profile", "development"], weight: 0.5 },
  { phrases: ["k8s", "kubernetes"] },
];

/** A synonym group as term sequences (whole-word terms; identifiers are kept whole). */
export interface CompiledGroup {
  phrases: string[][];
  weight: number;
}

function phraseTerms(phrase: string): string[] {
  const out: string[] = [];
  for (const w of rawWords(phrase)) {
    const a = analyzeWord(w);
    if (a.term) out.push(a.term);
  }
  return out;
}

let compiled: CompiledGroup[] | null = null;

export function compiledSynonyms(): CompiledGroup[] {
  if (!compiled) {
    compiled = SYNONYMS.map((g) => ({
      phrases: g.phrases.map(phraseTerms).filter((p) => p.length > 0),
      weight: g.weight ?? 0.8,
    }));
  }
  return compiled;
}
