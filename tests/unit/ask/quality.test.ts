// Retrieval and answer quality over the real lessons in prisma/content/courses.
// The table covers the whole OUTLINE; a case is skipped while its lesson file does not exist yet.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { answerOffline, buildAskIndex } from "@/lib/ask";
import { loadLessonDocsFromContent } from "@/tests/helpers/lesson-docs";
import { pageAnchors } from "@/lib/content/sections";

const CONTENT = path.resolve(__dirname, "../../../prisma/content/courses");
const docs = loadLessonDocsFromContent(CONTENT);
const index = buildAskIndex(docs);
const exists = (lesson: string) =>
  fs.existsSync(path.join(CONTENT, `${lesson}.md`)) && docs.some((d) => `${d.courseSlug}/${d.lessonSlug}` === lesson);

/** question → course/lesson that must be among the first 3 sources. */
const TABLE: [string, string][] = [
  // java-fundamentals
  ["how do I write and run my first hello world program", "java-fundamentals/hello-java"],
  ["what primitive types does java have", "java-fundamentals/variables-and-types"],
  ["integer division and the modulo operator", "java-fundamentals/operators-and-expressions"],
  ["how to use StringBuilder to build a string", "java-fundamentals/strings-and-text"],
  ["how does a switch expression work", "java-fundamentals/control-flow"],
  ["difference between while and do while loop", "java-fundamentals/loops"],
  ["method overloading with different parameters", "java-fundamentals/methods"],
  ["how to create a two dimensional array", "java-fundamentals/arrays"],
  // object-oriented-java
  ["what is the difference between a class and an object", "object-oriented-java/classes-and-objects"],
  ["why make fields private and use getters", "object-oriented-java/encapsulation"],
  ["what is polymorphism and method overriding", "object-oriented-java/inheritance-and-polymorphism"],
  ["default methods in interfaces", "object-oriented-java/interfaces"],
  ["records vs classes", "object-oriented-java/records"],
  ["what does permits do in a sealed interface", "object-oriented-java/sealed-types"],
  ["how to add fields and methods to an enum", "object-oriented-java/enums"],
  ["why do I need to override hashCode when I override equals", "object-oriented-java/equals-and-hashcode"],
  ["why prefer composition over inheritance", "object-oriented-java/composition-over-inheritance"],
  // collections-and-generics
  ["ArrayList vs LinkedList", "collections-and-generics/lists"],
  ["count how often each word occurs with a HashMap", "collections-and-generics/sets-and-maps"],
  ["how does an Iterator with hasNext and next work", "collections-and-generics/iteration-and-iterators"],
  ["which collection should I choose for my data", "collections-and-generics/choosing-a-collection"],
  ["what are generics and type parameters", "collections-and-generics/generics-basics"],
  ["what does ? extends T mean in generic wildcards", "collections-and-generics/bounded-generics-and-wildcards"],
  ["sort a list with Comparator.comparing", "collections-and-generics/comparators-and-sorting"],
  ["how to use Optional instead of returning null", "collections-and-generics/optional"],
  // exceptions-and-debugging
  ["how does try catch finally work", "exceptions-and-debugging/exceptions-basics"],
  ["what is the difference between checked and unchecked exceptions", "exceptions-and-debugging/checked-vs-unchecked"],
  ["unreported exception must be caught or declared to be thrown", "exceptions-and-debugging/checked-vs-unchecked"],
  ["how does try-with-resources close a file", "exceptions-and-debugging/try-with-resources"],
  ["how to read a stack trace", "exceptions-and-debugging/reading-stack-traces"],
  ["how do I fix NPE", "exceptions-and-debugging/null-pointer-exception"],
  ["Cannot invoke because value is null", "exceptions-and-debugging/null-pointer-exception"],
  ["Index 3 out of bounds for length 3", "exceptions-and-debugging/index-out-of-bounds"],
  ["NumberFormatException when parsing a string to int", "exceptions-and-debugging/class-cast-and-number-format"],
  ["ConcurrentModificationException when removing in a loop", "exceptions-and-debugging/concurrent-modification"],
  ["StackOverflowError caused by infinite recursion", "exceptions-and-debugging/stack-overflow-error"],
  ["how to use breakpoints in the debugger", "exceptions-and-debugging/debugging-techniques"],
  // lambdas-and-streams
  ["lambda expression syntax", "lambdas-and-streams/lambdas"],
  ["what is a functional interface like Predicate or Function", "lambdas-and-streams/functional-interfaces"],
  ["method references with double colon", "lambdas-and-streams/method-references"],
  ["how to filter and map a list with streams", "lambdas-and-streams/stream-basics"],
  ["group a list by a property with Collectors.groupingBy", "lambdas-and-streams/collectors"],
  ["stream has already been operated upon or closed", "lambdas-and-streams/stream-basics"],
  ["why avoid side effects in forEach with parallel streams", "lambdas-and-streams/stream-pitfalls"],
  // java-concurrency
  ["how to start a thread", "java-concurrency/threads"],
  ["race condition and the synchronized keyword", "java-concurrency/synchronization-and-locks"],
  ["ConcurrentHashMap vs synchronized HashMap", "java-concurrency/concurrent-collections"],
  ["how to use an ExecutorService thread pool", "java-concurrency/executors"],
  ["CompletableFuture thenCompose", "java-concurrency/completable-future"],
  ["what are virtual threads", "java-concurrency/virtual-threads"],
  // spring-boot-fundamentals
  ["what is spring boot compared to the spring framework", "spring-boot-fundamentals/what-is-spring-boot"],
  ["how does auto configuration decide which beans to create", "spring-boot-fundamentals/auto-configuration"],
  ["DI in spring", "spring-boot-fundamentals/beans-and-dependency-injection"],
  ["why is field injection bad", "spring-boot-fundamentals/constructor-vs-field-injection"],
  ["how to use spring profiles for dev and prod", "spring-boot-fundamentals/profiles"],
  [
    "bind application.yml settings to a class with @ConfigurationProperties",
    "spring-boot-fundamentals/configuration-properties",
  ],
  ["how to change the log level in spring boot", "spring-boot-fundamentals/logging"],
  // spring-rest-apis
  ["how to write a RestController that returns JSON", "spring-rest-apis/rest-controllers"],
  ["PathVariable vs RequestParam", "spring-rest-apis/request-mapping-and-parameters"],
  ["return 201 Created with ResponseEntity", "spring-rest-apis/http-status-and-responseentity"],
  ["validate the request body with @Valid", "spring-rest-apis/validation"],
  ["global exception handling with ControllerAdvice", "spring-rest-apis/controller-advice"],
  ["why use DTOs instead of returning entities", "spring-rest-apis/dtos-vs-entities"],
  // spring-data-jpa
  ["map a class to a table with @Entity and @Id", "spring-data-jpa/entities"],
  ["derived query methods in a JpaRepository", "spring-data-jpa/repositories"],
  ["write a custom JPQL query with @Query", "spring-data-jpa/queries"],
  ["what does @Transactional do", "spring-data-jpa/transactions"],
  ["@Transactional not working on private method", "spring-data-jpa/transactional-pitfalls"],
  ["what is N+1", "spring-data-jpa/n-plus-one"],
  [
    "LazyInitializationException could not initialize proxy - no Session",
    "spring-data-jpa/lazy-initialization-exception",
  ],
  // spring-security
  ["how does the spring security filter chain work", "spring-security/filter-chain"],
  ["how to hash passwords", "spring-security/password-hashing"],
  ["validate JWT bearer tokens in a resource server", "spring-security/jwt-resource-server"],
  ["should I disable CSRF for a stateless REST API", "spring-security/csrf"],
  ["configure CORS allowed origins", "spring-security/cors"],
  // testing-java-and-spring
  ["write a unit test with JUnit 5 assertions", "testing-java-and-spring/junit5"],
  ["how to mock a dependency with Mockito", "testing-java-and-spring/mockito"],
  ["what does @SpringBootTest load", "testing-java-and-spring/spring-boot-test"],
  ["WebMvcTest test slice for a controller", "testing-java-and-spring/test-slices"],
  [
    "integration tests against a real PostgreSQL database with Testcontainers",
    "testing-java-and-spring/testcontainers",
  ],
  // secure-coding-java
  ["how to prevent sql injection", "secure-coding-java/sql-injection"],
  ["is Runtime.exec with user input dangerous", "secure-coding-java/command-injection"],
  ["what is XSS and how do I escape output", "secure-coding-java/xss-and-output-encoding"],
  ["prevent path traversal with ../ in file names", "secure-coding-java/path-traversal"],
  ["why is Java deserialization with ObjectInputStream dangerous", "secure-coding-java/deserialization"],
  ["where should I keep API keys and database passwords", "secure-coding-java/secrets-management"],
  ["SecureRandom vs Random for tokens", "secure-coding-java/secure-randomness-and-crypto"],
];

const UNANSWERABLE = [
  "best pizza recipe",
  "who won the 2018 world cup",
  "how do I use pandas dataframes in Python",
  "how to bake sourdough bread at home",
  "explain the offside rule in football",
  "what is the capital of France",
  "list comprehension in python",
  "how do I install numpy with pip",
  "how do I center a div with flexbox",
  "what is kubernetes",
  "javascript promises vs async await",
];

describe("retrieval quality over the real lessons", () => {
  it("has a table of at least 25 questions", () => {
    expect(TABLE.length).toBeGreaterThanOrEqual(25);
  });

  for (const [question, lesson] of TABLE) {
    it.skipIf(!exists(lesson))(`"${question}" → ${lesson}`, () => {
      const answer = answerOffline(index, question);
      expect(answer.covered).toBe(true);
      // retrieval: the first three lessons retrieved (the answer's sources are only the sections it quotes)
      const lessons = [...new Set(answer.hits.map((h) => `${h.courseSlug}/${h.lessonSlug}`))];
      const top3 = answer.covered ? lessons.slice(0, 3) : [];
      expect(top3).toContain(lesson);
    });
  }

  for (const question of UNANSWERABLE) {
    it(`does not answer "${question}"`, () => {
      const answer = answerOffline(index, question);
      expect(answer.covered).toBe(false);
      expect(answer.sources).toEqual([]);
      expect(answer.answer).toMatch(/don't cover/);
    });
  }

  it("only returns source URLs whose anchors exist in the lesson", () => {
    const anchors = new Map(
      docs.map((d) => [`/courses/${d.courseSlug}/${d.lessonSlug}`, new Set(pageAnchors(d.body))]),
    );
    let checked = 0;
    for (const [question] of TABLE) {
      for (const s of answerOffline(index, question).sources) {
        const [page, anchor = ""] = s.url.split("#");
        expect(anchors.has(page), s.url).toBe(true);
        expect(anchors.get(page)!.has(anchor), s.url).toBe(true);
        expect(
          s.title.startsWith(docs.find((d) => page.endsWith(`/${d.courseSlug}/${d.lessonSlug}`))!.lessonTitle),
        ).toBe(true);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(0);
  });
});
