// Synthetic lesson corpus and realistic questions for the ask benchmark (deterministic: seeded PRNG).

import type { LessonDoc } from "@/lib/ask";

export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const JAVA_TERMS = (
  "class interface record enum sealed permits abstract final static method constructor field variable loop array " +
  "ArrayList LinkedList HashMap TreeMap HashSet LinkedHashMap Iterator Comparable Comparator Optional Stream " +
  "Collectors groupingBy flatMap filter map reduce lambda FunctionalInterface Predicate Function Supplier Consumer " +
  "NullPointerException IllegalArgumentException IllegalStateException ConcurrentModificationException " +
  "IndexOutOfBoundsException ClassCastException NumberFormatException StackOverflowError OutOfMemoryError " +
  "IOException RuntimeException try catch finally throws exception stack trace debugger breakpoint " +
  "Thread ExecutorService CompletableFuture thenCompose thenApply synchronized volatile ReentrantLock " +
  "ConcurrentHashMap AtomicInteger virtual thread deadlock race condition immutable generics wildcard " +
  "equals hashCode toString String StringBuilder switch pattern matching instanceof var text block " +
  "Spring Boot bean component Service Repository Controller RestController Autowired dependency injection " +
  "ApplicationContext auto-configuration ConditionalOnMissingBean profile ConfigurationProperties properties yaml " +
  "logging Logger SLF4J GetMapping PostMapping RequestParam PathVariable RequestBody ResponseEntity HttpStatus " +
  "validation Valid NotNull ControllerAdvice ExceptionHandler ProblemDetail DTO entity Entity Id JPA Hibernate " +
  "JpaRepository Query JPQL Transactional transaction rollback propagation proxy lazy loading fetch join " +
  "LazyInitializationException EntityGraph SecurityFilterChain PasswordEncoder bcrypt JWT OAuth2 CSRF CORS " +
  "JUnit assertEquals Mockito mock verify SpringBootTest WebMvcTest DataJpaTest Testcontainers PostgreSQL " +
  "PreparedStatement SQL injection XSS escaping ProcessBuilder path traversal deserialization secret SecureRandom"
).split(/\s+/);

const PROSE = (
  "the a of to and in is that it for you this with as on be are your when by an not or can from at which if " +
  "each one code call value new object program method returns example first then value data user list order " +
  "customer invoice account request response error message test application service result time file line " +
  "number name type default simple common mistake problem fix safe unsafe always never usually often because " +
  "instead without before after while only every both same different small large fast slow correct wrong " +
  "write read run start stop create update delete load save send check handle change return throw keep " +
  "understand remember notice compare choose prefer avoid use works means shows describes explains happens " +
  "behaviour performance memory database query server client browser team project production developer " +
  "review design rule pattern layer boundary contract state lifecycle container framework library version " +
  "configuration environment output input argument parameter collection element key index size capacity"
).split(/\s+/);

const HEADINGS = [
  "How {t} works",
  "Common mistakes with {t}",
  "Why {t} matters",
  "Using {t} with {u}",
  "{t} vs {u}",
  "Fixing {t}",
  "Reading a {t} message",
  "When to use {t}",
  "Testing {t}",
  "Configuring {t}",
  "Summary",
];

/** Skewed pick: frequent words come up much more often (roughly Zipf-like). */
function pick<T>(list: T[], r: () => number, skew = 2): T {
  return list[Math.floor(Math.pow(r(), skew) * list.length)];
}

function sentence(r: () => number, words: number, termShare = 0.18): string {
  const out: string[] = [];
  for (let i = 0; i < words; i++) {
    const w = r() < termShare ? pick(JAVA_TERMS, r, 1.3) : pick(PROSE, r, 1.8);
    out.push(r() < 0.3 && /^[A-Z]/.test(w) && JAVA_TERMS.includes(w) ? `\`${w}\`` : w);
  }
  const s = out.join(" ");
  return s[0].toUpperCase() + s.slice(1) + ".";
}

function paragraph(r: () => number, words: number): string {
  const out: string[] = [];
  let left = words;
  while (left > 0) {
    const n = Math.min(left, 8 + Math.floor(r() * 12));
    out.push(sentence(r, n));
    left -= n;
  }
  return out.join(" ");
}

function codeBlock(r: () => number): string {
  const cls = pick(
    JAVA_TERMS.filter((t) => /^[A-Z]/.test(t)),
    r,
    1,
  );
  const lines = [`public class ${cls}Demo {`];
  const n = 3 + Math.floor(r() * 6);
  for (let i = 0; i < n; i++) {
    const t = pick(JAVA_TERMS, r, 1).replace(/[^A-Za-z]/g, "");
    lines.push(`    ${t} ${pick(PROSE, r, 1)}${i} = new ${t}(); // ${pick(PROSE, r)} ${pick(PROSE, r)}`);
  }
  lines.push("}");
  return "```java\n" + lines.join("\n") + "\n```";
}

/** `count` synthetic lessons of ~400 words in 4 sections, with Java/Spring vocabulary mixed into prose. */
export function syntheticLessons(count: number, seed = 42): LessonDoc[] {
  const r = rng(seed);
  const lessons: LessonDoc[] = [];
  for (let i = 0; i < count; i++) {
    const t = pick(JAVA_TERMS, r, 1);
    const u = pick(JAVA_TERMS, r, 1);
    const sections: string[] = [paragraph(r, 35)];
    const used = new Set<string>();
    for (let s = 0; s < 4; s++) {
      let heading = pick(HEADINGS, r, 1)
        .replace("{t}", pick(JAVA_TERMS, r, 1))
        .replace("{u}", pick(JAVA_TERMS, r, 1));
      while (used.has(heading)) heading += " again";
      used.add(heading);
      const body = [paragraph(r, 40), paragraph(r, 40)];
      if (r() < 0.6) body.splice(1, 0, codeBlock(r));
      sections.push(`## ${heading}\n\n${body.join("\n\n")}`);
    }
    lessons.push({
      courseSlug: `course-${i % 120}`,
      courseTitle: `Course ${i % 120} on ${t}`,
      lessonSlug: `lesson-${i}`,
      lessonTitle: `${t} and ${u} in practice`,
      summary: sentence(r, 20),
      body: sections.join("\n\n"),
      pro: r() < 0.5,
    });
  }
  return lessons;
}

/** Real-looking learner questions (the quality table plus variants). */
export const REAL_QUESTIONS = [
  "what is the difference between checked and unchecked exceptions",
  "why is field injection bad",
  "how do I fix NPE",
  "what is N+1",
  "how to prevent sql injection",
  "DI in spring",
  "records vs classes",
  "ConcurrentModificationException when removing in a loop",
  "CompletableFuture thenCompose",
  "@Transactional not working on private method",
  "how to hash passwords",
  "how to read a stack trace",
  "what does @SpringBootTest load",
  "PathVariable vs RequestParam",
  "return 201 Created with ResponseEntity",
  "how to mock a dependency with Mockito",
  "global exception handling with ControllerAdvice",
  "group a list by a property with Collectors.groupingBy",
  "how to use Optional instead of returning null",
  "what are virtual threads",
  "should I disable CSRF for a stateless REST API",
  "configure CORS allowed origins",
  "LazyInitializationException could not initialize proxy",
  "why do I need to override hashCode when I override equals",
  "ArrayList vs LinkedList",
  "how does try-with-resources close a file",
  "StackOverflowError caused by infinite recursion",
  "how to use spring profiles for dev and prod",
  "how does auto configuration decide which beans to create",
  "what is XSS and how do I escape output",
  "SecureRandom vs Random for tokens",
  "how to start a thread",
  "race condition and the synchronized keyword",
  "lambda expression syntax",
  "dependncy injecton constructor", // typos
  "nullpointerexception cannot invoke because",
  "how do I write a unit test with JUnit 5",
  "best pizza recipe", // not covered
  "who won the 2018 world cup",
  "how do I use pandas dataframes in Python",
  "CompletableFut", // typing
  "spring secur",
];

const TEMPLATES = [
  "what is {t}",
  "how do I use {t} with {u}",
  "{t} vs {u}",
  "why is my {t} not working",
  "how to fix {t}",
  "difference between {t} and {u} in java",
  "{t} {u} example",
  "when should I use {t}",
  "{t}",
];

/** `n` questions for the synthetic corpus: vocabulary-based templates mixed with the real questions. */
export function syntheticQuestions(n: number, seed = 7): string[] {
  const r = rng(seed);
  const out: string[] = [];
  for (let i = 0; i < n; i++) {
    if (i % 3 === 0) out.push(REAL_QUESTIONS[i % REAL_QUESTIONS.length]);
    else
      out.push(
        pick(TEMPLATES, r, 1)
          .replace("{t}", pick(JAVA_TERMS, r, 1))
          .replace("{u}", pick(JAVA_TERMS, r, 1)),
      );
  }
  return out;
}
