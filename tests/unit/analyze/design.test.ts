import { describe, expect, it } from "vitest";
import { analyzeJava } from "@/lib/analyze";
import { designRules } from "@/lib/analyze/design";

/** Design findings only (the security family is not run, so the assertions are about this family). */
function design(code: string) {
  const r = analyzeJava({ code }, { families: [designRules] });
  expect(
    r.findings.filter((f) => f.category === "syntax"),
    "test code must parse",
  ).toEqual([]);
  return r.findings;
}
const hits = (code: string, rule: string) => design(code).filter((f) => f.rule === rule);
const lines = (code: string, rule: string) => hits(code, rule).map((f) => f.line);

describe("DES-FIELD-INJECTION", () => {
  it("flags @Autowired fields, once per class, on the first annotation", () => {
    const code = `@Service
public class OrderService {
    @Autowired
    private OrderRepository orders;
    @Autowired private MailSender mail;

    public void place() {}
}`;
    const f = hits(code, "DES-FIELD-INJECTION");
    expect(f.map((x) => x.line)).toEqual([3]);
    expect(f[0].severity).toBe("warning");
    expect(f[0].message).toContain("`orders`, `mail`");
    expect(f[0].fix).toContain("public OrderService(OrderRepository orders, MailSender mail)");
    expect(f[0].lesson).toBe("/courses/spring-boot-fundamentals/constructor-vs-field-injection");
  });
  it("accepts constructor injection and test classes", () => {
    expect(
      lines(
        `@Service\nclass S {\n  private final Repo repo;\n  S(Repo repo) { this.repo = repo; }\n}`,
        "DES-FIELD-INJECTION",
      ),
    ).toEqual([]);
    expect(
      lines(
        `@SpringBootTest\nclass OrderServiceTest {\n  @Autowired\n  private OrderService service;\n}`,
        "DES-FIELD-INJECTION",
      ),
    ).toEqual([]);
  });
});

describe("DES-TRANSACTIONAL-PRIVATE / -FINAL", () => {
  it("flags @Transactional on private and final methods", () => {
    const code = `@Service
class S {
    @Transactional
    private void a() {}

    @Transactional
    public final void b() {}
}`;
    expect(lines(code, "DES-TRANSACTIONAL-PRIVATE")).toEqual([4]);
    expect(lines(code, "DES-TRANSACTIONAL-FINAL")).toEqual([7]);
  });
  it("accepts public methods", () => {
    const code = `@Service\nclass S {\n  @Transactional\n  public void a() {}\n}`;
    expect(design(code).filter((f) => f.rule.startsWith("DES-TRANSACTIONAL"))).toEqual([]);
  });
});

describe("DES-TRANSACTIONAL-SELF-INVOCATION", () => {
  const code = `@Service
public class TransferService {
    public void transferAll(List<Long> ids) {
        for (Long id : ids) {
            this.transfer(id);
        }
        audit();
    }

    @Transactional
    public void transfer(Long id) {}

    @Transactional(propagation = Propagation.REQUIRES_NEW)
    public void audit() {}
}`;
  it("flags this.method() and method() calls to @Transactional methods of the same class", () => {
    expect(lines(code, "DES-TRANSACTIONAL-SELF-INVOCATION")).toEqual([5, 7]);
  });
  it("accepts calls through another bean, and calls from a transactional method to a plain @Transactional one", () => {
    const ok = `@Service
public class A {
    private final B b;
    A(B b) { this.b = b; }
    public void run() { b.transfer(1L); }

    @Transactional
    public void outer() { inner(); }

    @Transactional
    public void inner() {}
}`;
    expect(lines(ok, "DES-TRANSACTIONAL-SELF-INVOCATION")).toEqual([]);
  });
});

const CONTROLLER = `@RestController
@RequestMapping("/api/users")
public class UserController {
    private final UserRepository userRepository;

    public UserController(UserRepository userRepository) {
        this.userRepository = userRepository;
    }

    @GetMapping("/{id}")
    public User get(@PathVariable Long id) {
        return userRepository.findById(id).orElseThrow();
    }

    @PostMapping
    public ResponseEntity<UserDto> create(@RequestBody CreateUserRequest req) {
        return ResponseEntity.ok(null);
    }
}

record CreateUserRequest(@NotBlank String name, @Email String email) {}
record UserDto(Long id, String name) {}

@Entity
class User {
    @Id @GeneratedValue
    private Long id;
    private String name;
    private String password;
    public Long getId() { return id; }
    public String getName() { return name; }
}`;

describe("DES-REPOSITORY-IN-CONTROLLER", () => {
  it("flags a controller that depends on a repository", () => {
    const f = hits(CONTROLLER, "DES-REPOSITORY-IN-CONTROLLER");
    expect(f.map((x) => x.line)).toEqual([4]);
    expect(f[0].severity).toBe("info");
  });
  it("accepts a controller that depends on a service, and a service using a repository", () => {
    const ok = `@RestController\nclass C {\n  private final UserService users;\n  C(UserService users) { this.users = users; }\n}\n@Service\nclass UserService {\n  private final UserRepository repo;\n  UserService(UserRepository repo) { this.repo = repo; }\n}`;
    expect(lines(ok, "DES-REPOSITORY-IN-CONTROLLER")).toEqual([]);
  });
});

describe("DES-ENTITY-IN-RESPONSE", () => {
  it("flags a handler that returns an @Entity declared in the file", () => {
    const f = hits(CONTROLLER, "DES-ENTITY-IN-RESPONSE");
    expect(f.map((x) => x.line)).toEqual([11]);
    expect(f[0].fix).toContain("public record UserDto(Long id, String name)");
    expect(f[0].fix).not.toContain("password");
  });
  it("flags entities inside generic wrappers", () => {
    const code = `@RestController\nclass C {\n  @GetMapping\n  ResponseEntity<List<Book>> all() { return null; }\n}\n@Entity\nclass Book { @Id Long id; }`;
    expect(lines(code, "DES-ENTITY-IN-RESPONSE")).toEqual([4]);
  });
  it("accepts DTOs and non-handler methods", () => {
    const ok = `@RestController\nclass C {\n  @GetMapping\n  BookDto one() { return null; }\n  Book helper() { return null; }\n}\n@Entity\nclass Book { @Id Long id; }\nrecord BookDto(Long id) {}`;
    expect(lines(ok, "DES-ENTITY-IN-RESPONSE")).toEqual([]);
  });
});

describe("DES-MISSING-VALID", () => {
  it("flags @RequestBody without @Valid (warning when the DTO has constraints)", () => {
    const f = hits(CONTROLLER, "DES-MISSING-VALID");
    expect(f.map((x) => x.line)).toEqual([16]);
    expect(f[0].severity).toBe("warning");
  });
  it("is only a suggestion when the body type has no constraints", () => {
    const code = `@RestController\nclass C {\n  @PostMapping\n  void add(@RequestBody Item item) {}\n}\nrecord Item(String name) {}`;
    const f = hits(code, "DES-MISSING-VALID");
    expect(f.map((x) => [x.line, x.severity])).toEqual([[4, "info"]]);
  });
  it("accepts @Valid and raw String bodies", () => {
    const ok = `@RestController\nclass C {\n  @PostMapping\n  void add(@Valid @RequestBody Item item) {}\n  @PostMapping("/raw")\n  void raw(@RequestBody String body) {}\n}`;
    expect(lines(ok, "DES-MISSING-VALID")).toEqual([]);
  });
});

describe("PERF-N-PLUS-ONE", () => {
  const entity = `@Entity
class Author {
    @Id Long id;
    String name;
    @OneToMany(mappedBy = "author")
    List<Book> books;
    public List<Book> getBooks() { return books; }
    public String getName() { return name; }
}`;
  it("flags a lazy collection getter inside a loop over a repository result", () => {
    const code = `${entity}
@Service
class Report {
    private final AuthorRepository authors;
    Report(AuthorRepository authors) { this.authors = authors; }
    int count() {
        int n = 0;
        List<Author> all = authors.findAll();
        for (Author a : all) {
            n += a.getBooks().size();
        }
        return n;
    }
}`;
    const f = hits(code, "PERF-N-PLUS-ONE");
    expect(f.map((x) => x.line)).toEqual([18]);
    expect(f[0].category).toBe("performance");
    expect(f[0].fix).toContain("join fetch e.books");
  });
  it("flags it when the entity is declared elsewhere but the getter is used as a collection", () => {
    const code = `@Service\nclass R {\n  private final OrderRepository repo;\n  R(OrderRepository repo) { this.repo = repo; }\n  void run() {\n    for (Order o : repo.findAll()) {\n      System.out.println(o.getItems().size());\n    }\n  }\n}`;
    expect(lines(code, "PERF-N-PLUS-ONE")).toEqual([7]);
  });
  it("accepts scalar getters, eager collections and loops over plain lists", () => {
    const ok = `${entity}
@Service
class Report {
    private final AuthorRepository authors;
    Report(AuthorRepository authors) { this.authors = authors; }
    void names(List<Author> given) {
        for (Author a : authors.findAll()) System.out.println(a.getName());
        for (Author a : given) System.out.println(a.getBooks().size());
    }
}`;
    expect(lines(ok, "PERF-N-PLUS-ONE")).toEqual([]);
    const eager =
      entity.replace('@OneToMany(mappedBy = "author")', '@OneToMany(mappedBy = "author", fetch = FetchType.EAGER)') +
      `
@Service
class R2 {
    private final AuthorRepository authors;
    R2(AuthorRepository authors) { this.authors = authors; }
    void run() { for (Author a : authors.findAll()) a.getBooks(); }
}`;
    expect(lines(eager, "PERF-N-PLUS-ONE")).toEqual([]);
  });
});

describe("DES-SWALLOWED-EXCEPTION", () => {
  it("leaves an empty catch to the quality family (QUA-EMPTY-CATCH), reported once", () => {
    const code = `class A {\n  void f() {\n    try {\n      g();\n    } catch (IOException e) {\n    }\n  }\n}`;
    expect(hits(code, "DES-SWALLOWED-EXCEPTION")).toEqual([]);
    const all = analyzeJava({ code }).findings.filter((x) => /CATCH|SWALLOW/.test(x.rule));
    expect(all.map((x) => [x.rule, x.line, x.severity])).toEqual([["QUA-EMPTY-CATCH", 5, "warning"]]);
  });
  it("flags a catch that only prints (warning in Spring code)", () => {
    const code = `@Service\nclass A {\n  void f() {\n    try {\n      g();\n    } catch (IOException e) {\n      e.printStackTrace();\n    }\n  }\n}`;
    const f = hits(code, "DES-SWALLOWED-EXCEPTION");
    expect(f.map((x) => [x.line, x.severity])).toEqual([[6, "warning"]]);
    // the printStackTrace inside is not reported a second time
    expect(lines(code, "STY-PRINT-STACK-TRACE")).toEqual([]);
  });
  it("accepts handled, rethrown and deliberately ignored exceptions", () => {
    const ok = `class A {
  int f(String s) {
    try {
      return Integer.parseInt(s);
    } catch (NumberFormatException e) {
      return 0;
    }
  }
  void g() {
    try { h(); } catch (IOException e) { throw new UncheckedIOException(e); }
    try { h(); } catch (InterruptedException ignored) { }
  }
}`;
    expect(lines(ok, "DES-SWALLOWED-EXCEPTION")).toEqual([]);
  });
});

describe("DES-BROAD-CATCH", () => {
  it("flags catch (Exception) and catch (Throwable)", () => {
    const code = `class A {\n  void f() {\n    try { g(); } catch (Exception e) { log(e); }\n    try { g(); } catch (Throwable t) { log(t); }\n  }\n}`;
    const f = hits(code, "DES-BROAD-CATCH").sort((a, b) => a.line! - b.line!);
    expect(f.map((x) => [x.line, x.severity])).toEqual([
      [3, "info"],
      [4, "warning"],
    ]);
  });
  it("accepts specific exceptions and broad catches that rethrow", () => {
    const ok = `class A {\n  void f() {\n    try { g(); } catch (IOException | NumberFormatException e) { log(e); }\n    try { g(); } catch (Exception e) { throw new IllegalStateException(e); }\n  }\n}`;
    expect(lines(ok, "DES-BROAD-CATCH")).toEqual([]);
  });
});

describe("DES-RESOURCE-LEAK", () => {
  it("flags readers, streams and JDBC objects opened outside try-with-resources", () => {
    const code = `class A {
  String first(String path) throws IOException {
    BufferedReader r = new BufferedReader(new FileReader(path));
    return r.readLine();
  }
  void db(DataSource ds) throws SQLException {
    Connection c = ds.getConnection();
    c.createStatement().executeUpdate("delete from t");
  }
  long count(Path p) throws IOException {
    return Files.lines(p).count();
  }
}`;
    // line 11: the stream of Files.lines is never closed even though its count is returned
    expect(lines(code, "DES-RESOURCE-LEAK").sort((a, b) => a! - b!)).toEqual([3, 7, 8, 11]);
  });
  it("flags Scanner over a file but not over System.in", () => {
    const code = `class A {\n  void f() throws Exception {\n    Scanner in = new Scanner(System.in);\n    Scanner file = new Scanner(new File("data.txt"));\n    System.out.println(in.nextLine() + file.nextLine());\n  }\n}`;
    expect(lines(code, "DES-RESOURCE-LEAK")).toEqual([4]);
  });
  it("accepts try-with-resources, explicit close(), fields and returned resources", () => {
    const ok = `class A {
  private final FileWriter log = new FileWriter("log.txt");
  String first(String path) throws IOException {
    try (BufferedReader r = new BufferedReader(new FileReader(path))) {
      return r.readLine();
    }
  }
  void g(String path) throws IOException {
    FileInputStream in = new FileInputStream(path);
    try { in.read(); } finally { in.close(); }
  }
  InputStream open(String path) throws IOException {
    return new FileInputStream(path);
  }
}`;
    expect(lines(ok, "DES-RESOURCE-LEAK")).toEqual([]);
  });
});

describe("STY-SYSTEM-OUT / STY-PRINT-STACK-TRACE", () => {
  it("flags console output and printStackTrace in Spring classes", () => {
    const code = `@Service
class OrderService {
    void place(Order o) {
        System.out.println("placing " + o);
        System.out.println("done");
        try { save(o); } catch (IllegalStateException e) { e.printStackTrace(); throw e; }
    }
}`;
    const out = hits(code, "STY-SYSTEM-OUT");
    expect(out.map((x) => [x.line, x.severity])).toEqual([[4, "info"]]);
    expect(out[0].message).toContain("2 places");
    expect(lines(code, "STY-PRINT-STACK-TRACE")).toEqual([6]);
  });
  it("accepts printing in a small program's main method", () => {
    const ok = `public class Main {\n  public static void main(String[] args) {\n    System.out.println("Hello");\n  }\n  static void helper() { System.out.println("x"); }\n}`;
    expect(design(ok).filter((f) => f.rule.startsWith("STY-"))).toEqual([]);
  });
});

describe("DES-STRING-EQUALITY", () => {
  it("flags == / != between strings (literals, String variables, fields, concatenations)", () => {
    const code = `class A {
    private String mode;
    boolean f(String input, Scanner sc) {
        String answer = sc.nextLine();
        if (answer == "yes") return true;
        if (input != mode) return false;
        if (this.mode == input) return true;
        return sc.nextLine().trim() == "no" || ("a" + input) == mode;
    }
}`;
    const f = hits(code, "DES-STRING-EQUALITY");
    expect(f.map((x) => x.line)).toEqual([5, 6, 7, 8]);
    expect(f[0].fix).toContain('"yes".equals(answer)');
    expect(f[1].fix).toContain("!Objects.equals(input, mode)");
  });
  it("accepts null checks, numbers, chars, enums and equals()", () => {
    const ok = `class A {
    boolean f(String s, int n, char c, Color color, Object o) {
        if (s == null || n == 3 || c == 'x' || color == Color.RED || o == this) return true;
        return s.equals("x") && s.length() == 2;
    }
}`;
    expect(lines(ok, "DES-STRING-EQUALITY")).toEqual([]);
  });
});

describe("DES-CORS-PERMISSIVE", () => {
  it('flags a bare @CrossOrigin and @CrossOrigin("*")', () => {
    const code = `@RestController\n@CrossOrigin\nclass A {\n  @CrossOrigin(origins = "*")\n  @GetMapping\n  String x() { return ""; }\n}`;
    const f = hits(code, "DES-CORS-PERMISSIVE");
    expect(f.map((x) => x.line)).toEqual([2, 4]);
    expect(f.map((x) => x.severity)).toEqual(["info", "info"]); // no credentials: a hotspot, not a vulnerability
    expect(f[0].category).toBe("security");
    expect(f[0].cwe).toBe(942);
  });
  it('reports @CrossOrigin("*") with credentials as an error', () => {
    const code = `@RestController\n@CrossOrigin(origins = "*", allowCredentials = "true")\nclass A {}`;
    expect(hits(code, "DES-CORS-PERMISSIVE").map((x) => [x.line, x.severity])).toEqual([[2, "error"]]);
  });
  it("flags wildcard origins combined with credentials", () => {
    const code = `@Configuration
class Cors {
    @Bean
    CorsConfigurationSource source() {
        CorsConfiguration c = new CorsConfiguration();
        c.setAllowedOriginPatterns(List.of("*"));
        c.setAllowCredentials(true);
        return null;
    }
}`;
    const f = hits(code, "DES-CORS-PERMISSIVE");
    expect(f.map((x) => [x.line, x.severity])).toEqual([[6, "error"]]);
  });
  it("accepts explicit origins, and a wildcard without credentials", () => {
    const ok = `@RestController
@CrossOrigin(origins = "https://app.example.com")
class A {
    void cfg(CorsRegistry r) {
        r.addMapping("/public/**").allowedOrigins("*");
    }
}`;
    expect(lines(ok, "DES-CORS-PERMISSIVE")).toEqual([]);
  });
});

describe("DES-CSRF-DISABLED", () => {
  const chain = (csrf: string, rest: string) => `@Configuration
@EnableWebSecurity
class SecurityConfig {
    @Bean
    SecurityFilterChain chain(HttpSecurity http) throws Exception {
        http
            ${csrf}
            ${rest}
            .authorizeHttpRequests(a -> a.anyRequest().authenticated());
        return http.build();
    }
}`;
  it("flags csrf disabled together with form login / basic auth", () => {
    expect(
      lines(
        chain(".csrf(AbstractHttpConfigurer::disable)", ".formLogin(Customizer.withDefaults())"),
        "DES-CSRF-DISABLED",
      ),
    ).toEqual([7]);
    expect(
      lines(chain(".csrf(c -> c.disable())", ".httpBasic(Customizer.withDefaults())"), "DES-CSRF-DISABLED"),
    ).toEqual([7]);
    expect(lines(chain(".csrf().disable().and()", ".formLogin()"), "DES-CSRF-DISABLED")).toEqual([7]);
  });
  it("accepts stateless APIs and enabled CSRF", () => {
    expect(
      lines(
        chain(
          ".csrf(AbstractHttpConfigurer::disable)",
          ".sessionManagement(s -> s.sessionCreationPolicy(SessionCreationPolicy.STATELESS)).httpBasic(Customizer.withDefaults())",
        ),
        "DES-CSRF-DISABLED",
      ),
    ).toEqual([]);
    expect(
      lines(chain(".csrf(Customizer.withDefaults())", ".formLogin(Customizer.withDefaults())"), "DES-CSRF-DISABLED"),
    ).toEqual([]);
  });
});

describe("DES-GOD-CLASS", () => {
  it("flags a class with too many methods or fields", () => {
    const methods = Array.from({ length: 32 }, (_, i) => `  void work${i}() { int x = ${i}; x++; }`).join("\n");
    const code = `class Everything {\n${methods}\n}`;
    const f = hits(code, "DES-GOD-CLASS");
    expect(f.map((x) => [x.line, x.severity])).toEqual([[1, "info"]]);
    expect(f[0].message).toContain("32 methods");
    const fields = Array.from({ length: 16 }, (_, i) => `  private int f${i};`).join("\n");
    expect(lines(`class Bag {\n${fields}\n}`, "DES-GOD-CLASS")).toEqual([1]);
  });
  it("ignores getters/setters and entities with many columns", () => {
    const accessors = Array.from({ length: 40 }, (_, i) => `  int getV${i}() { return ${i}; }`).join("\n");
    expect(lines(`class Dto {\n${accessors}\n}`, "DES-GOD-CLASS")).toEqual([]);
    const fields = Array.from({ length: 20 }, (_, i) => `  private String c${i};`).join("\n");
    expect(lines(`@Entity\nclass Wide {\n${fields}\n}`, "DES-GOD-CLASS")).toEqual([]);
  });
});

describe("clean Spring code", () => {
  it("produces no design findings", () => {
    const code = `@RestController
@RequestMapping("/api/books")
public class BookController {
    private final BookService service;

    public BookController(BookService service) {
        this.service = service;
    }

    @GetMapping("/{id}")
    public BookDto get(@PathVariable Long id) {
        return service.find(id);
    }

    @PostMapping
    public ResponseEntity<BookDto> create(@Valid @RequestBody CreateBook req) {
        return ResponseEntity.status(HttpStatus.CREATED).body(service.create(req));
    }
}

@Service
class BookService {
    private static final Logger log = LoggerFactory.getLogger(BookService.class);
    private final BookRepository repository;

    BookService(BookRepository repository) {
        this.repository = repository;
    }

    @Transactional(readOnly = true)
    public BookDto find(Long id) {
        return repository.findById(id).map(BookDto::from)
            .orElseThrow(() -> new ResponseStatusException(HttpStatus.NOT_FOUND));
    }

    @Transactional
    public BookDto create(CreateBook req) {
        log.info("creating {}", req.title());
        return BookDto.from(repository.save(new Book(req.title())));
    }
}

record CreateBook(@NotBlank String title) {}`;
    expect(design(code)).toEqual([]);
  });
});
