import { describe, expect, it } from "vitest";
import { analyzeJava } from "@/lib/analyze";
import { designRules } from "@/lib/analyze/design";

// The Spring smells in the shapes learner code has beyond the first one each rule was written for: a repository query
// per loop element, fixed-rate jobs doing slow work, secrets as @Value defaults on parameters, catch-all handlers in a
// controller advice, actuator endpoints opened by path or by a YAML list. Each with the near misses that must stay quiet.
function lines(code: string, rule: string): number[] {
  const r = analyzeJava({ code }, { families: [designRules] });
  expect(r.findings.filter((f) => f.category === "syntax" && f.severity === "error")).toEqual([]);
  return r.findings.filter((f) => f.rule === rule).map((f) => f.line ?? 0);
}
const configLines = (code: string, rule: string) =>
  analyzeJava({ code })
    .findings.filter((f) => f.rule === rule)
    .map((f) => f.line ?? 0);

const N1 = `@Service
public class InvoiceService {
    private final OrderRepository orderRepository;
    private final CustomerRepository customerRepository;

    public InvoiceService(OrderRepository o, CustomerRepository c) { this.orderRepository = o; this.customerRepository = c; }

    public List<String> names() {
        List<String> out = new ArrayList<>();
        for (Order o : orderRepository.findAll()) {
            Customer c = customerRepository.findById(o.getCustomerId()).orElseThrow();
            out.add(c.getName());
        }
        return out;
    }

    public List<String> names2(List<Long> ids) {
        return ids.stream().map(id -> customerRepository.findById(id).map(Customer::getName).orElse("?")).toList();
    }

    public void names3(List<Order> orders) {
        for (int i = 0; i < orders.size(); i++) {
            Long cid = orders.get(i).getCustomerId();
            Customer c = customerRepository.getReferenceById(cid);
        }
        orders.forEach(o -> {
            long n = orderRepository.countByCustomerId(o.getCustomerId());
        });
    }

    public void ok(List<Order> orders) {
        Map<Long, Customer> byId = customerRepository.findAllById(ids(orders)).stream().collect(toMap(Customer::getId, c -> c));
        for (Order o : orders) {
            Customer c = byId.get(o.getCustomerId());
            orderRepository.save(o);
        }
        for (int attempt = 0; attempt < 3; attempt++) {
            if (customerRepository.existsByEmail("x")) break;
        }
    }
}
`;

describe("PERF-N-PLUS-ONE: a repository query per element", () => {
  it("flags a query whose argument comes from the loop element (for-each, indexed for, forEach and map lambdas)", () => {
    expect(lines(N1, "PERF-N-PLUS-ONE")).toEqual([11, 18, 27]);
  });
  it("stays quiet for a lookup in memory, a save, a proxy reference and a query that does not depend on the element", () => {
    const l = lines(N1, "PERF-N-PLUS-ONE");
    for (const quiet of [24, 34, 35, 38]) expect(l).not.toContain(quiet);
  });
});

const JOBS = `@Component
public class Jobs {
    private final OrderRepository orders;
    private final RestTemplate restTemplate;
    private final AtomicBoolean running = new AtomicBoolean();

    @Scheduled(fixedRate = 5000)
    public void sync() {
        for (Order o : orders.findByStatus("NEW")) {
            restTemplate.postForObject("http://erp/orders", o, Void.class);
        }
    }

    @Scheduled(fixedRate = 10000)
    public void pull() {
        Rate r = restTemplate.getForObject("http://fx/rates", Rate.class);
        store(r);
    }

    @Scheduled(fixedDelay = 5000)
    public void syncDelay() {
        for (Order o : orders.findAll()) { send(o); }
    }

    @Scheduled(fixedRate = 1000)
    public void heartbeat() {
        log.info("alive");
        counter.incrementAndGet();
    }

    @Scheduled(fixedRate = 5000)
    public void guarded() {
        if (!running.compareAndSet(false, true)) return;
        try { for (Order o : orders.findAll()) send(o); } finally { running.set(false); }
    }

    @Scheduled(cron = "0 0 * * * *")
    public void nightly() { for (Order o : orders.findAll()) send(o); }
}
`;

describe("DES-SCHEDULED-OVERLAP: fixed-rate jobs doing slow work", () => {
  it("flags fixedRate with a loop or a remote call; not fixedDelay, cron, a cheap job or a guarded one", () => {
    expect(lines(JOBS, "DES-SCHEDULED-OVERLAP")).toEqual([7, 14]);
  });
});

const VALUES = `@Service
public class TokenService {
    @Value("\${jwt.secret:mySuperSecretKey123}")
    private String secret;
    @Value("\${jwt.expiration:3600000}")
    private long tokenExpiryMs;
    @Value("\${app.password-min-length:8}")
    private int passwordMinLength;
    @Value("\${stripe.api-key}")
    private String stripeKey;
    private final String signingKey;
    private final String dbPass;

    public TokenService(@Value("\${app.jwt.signing-key:c2VjcmV0LWtleQ==}") String signingKey,
                        @Value("\${db.pass:root}") String dbPass,
                        @Value("\${app.name:shop}") String appName) {
        this.signingKey = signingKey;
        this.dbPass = dbPass;
    }

    @Value("\${mail.password:changeme}")
    public void setMailPassword(String mailPassword) { }

    @Value("\${auth.header:Authorization}")
    private String tokenHeader;
}
`;

describe("DES-VALUE-SECRET: secret defaults in @Value", () => {
  it("flags fields, constructor parameters and setters whose property is a secret with a literal default", () => {
    expect(lines(VALUES, "DES-VALUE-SECRET")).toEqual([3, 14, 15, 21]);
  });
  it("leaves non-secret settings named like one (token expiry, password length, header name) and secrets without default", () => {
    const l = lines(VALUES, "DES-VALUE-SECRET");
    for (const quiet of [5, 7, 9, 16, 24]) expect(l).not.toContain(quiet);
  });
});

const ADVICE = `@RestControllerAdvice
public class ApiErrors {
    private static final Logger log = LoggerFactory.getLogger(ApiErrors.class);

    @ExceptionHandler(NotFoundException.class)
    public ResponseEntity<String> nf(NotFoundException e) { return ResponseEntity.status(HttpStatus.NOT_FOUND).body(e.getMessage()); }

    @ExceptionHandler(Exception.class)
    public ResponseEntity<String> all(Exception e) {
        return ResponseEntity.badRequest().body("Something went wrong");
    }
}
@ControllerAdvice
class Errors2 {
    @ExceptionHandler({RuntimeException.class})
    @ResponseStatus(HttpStatus.INTERNAL_SERVER_ERROR)
    public Map<String, String> all(RuntimeException ex) {
        return Map.of("error", "internal");
    }
}
@RestControllerAdvice
class Errors3 {
    private static final Logger log = LoggerFactory.getLogger(Errors3.class);
    @ExceptionHandler(Exception.class)
    public ResponseEntity<ProblemDetail> all(Exception ex) {
        log.error("Unexpected error", ex);
        return ResponseEntity.status(HttpStatus.INTERNAL_SERVER_ERROR).body(ProblemDetail.forStatus(500));
    }
}
`;

describe("DES-CATCH-ALL-HANDLER in a controller advice", () => {
  it("flags a catch-all that answers a client status or never logs; a logged 500 and specific handlers are fine", () => {
    expect(lines(ADVICE, "DES-CATCH-ALL-HANDLER")).toEqual([8, 15]);
  });
});

const SECURITY = `@Configuration
public class SecurityConfig {
    @Bean
    SecurityFilterChain chain(HttpSecurity http) throws Exception {
        http.authorizeHttpRequests(auth -> auth
            .requestMatchers("/actuator/health").permitAll()
            .requestMatchers("/api/public/**", "/actuator/**").permitAll()
            .anyRequest().authenticated());
        return http.build();
    }
}
`;

describe("DES-ACTUATOR-EXPOSED beyond include=*", () => {
  it('flags requestMatchers("/actuator/**").permitAll() but not /actuator/health', () => {
    expect(lines(SECURITY, "DES-ACTUATOR-EXPOSED")).toEqual([7]);
    expect(lines(SECURITY, "DES-PERMIT-ALL")).toEqual([]);
  });
  it("flags a YAML list with *, sensitive endpoints by name and management.security.enabled=false", () => {
    expect(
      configLines(
        `management:
  endpoints:
    web:
      exposure:
        include:
          - "*"
spring:
  jpa:
    show-sql: false
`,
        "DES-ACTUATOR-EXPOSED",
      ),
    ).toEqual([6]);
    expect(
      configLines(
        `management.endpoints.web.exposure.include=health,info,env,beans
management.endpoint.health.show-details=never
`,
        "DES-ACTUATOR-EXPOSED",
      ),
    ).toEqual([1]);
    expect(
      configLines(
        `management.endpoints.web.exposure.include=health,info,metrics,prometheus
management.security.enabled=false
`,
        "DES-ACTUATOR-EXPOSED",
      ),
    ).toEqual([2]);
  });
  it("leaves health, info, metrics and prometheus alone", () => {
    expect(
      configLines("management.endpoints.web.exposure.include=health,info,metrics,prometheus\n", "DES-ACTUATOR-EXPOSED"),
    ).toEqual([]);
  });
});

const LAMBDA = `@Service
public class AuthorStats {
    private final AuthorRepository authorRepository;
    AuthorStats(AuthorRepository r) { this.authorRepository = r; }

    public Map<String, Integer> bookCounts() {
        Map<String, Integer> out = new HashMap<>();
        authorRepository.findAll().forEach(a -> out.put(a.getName(), a.getBooks().size()));
        return out;
    }

    public List<Integer> sizes() {
        return authorRepository.findAll().stream().map(a -> a.getName().length()).toList();
    }
}

@Entity
class Author {
    @Id private Long id;
    private String name;
    @OneToMany(mappedBy = "author") private List<Book> books;
    public String getName() { return name; }
    public List<Book> getBooks() { return books; }
}
interface AuthorRepository extends JpaRepository<Author, Long> {}
`;

describe("PERF-N-PLUS-ONE: a lazy collection touched in a forEach/map lambda", () => {
  it("flags a.getBooks().size() per element of findAll(), not a scalar getter", () => {
    expect(lines(LAMBDA, "PERF-N-PLUS-ONE")).toEqual([8]);
  });
});

describe("PERF-N-PLUS-ONE: a repository method that fetches the relations", () => {
  it("stays quiet for findAllWithOrders() and an @EntityGraph method declared here", () => {
    const code = `@Service
public class ReportService {
    private final CustomerRepository customers;
    ReportService(CustomerRepository customers) { this.customers = customers; }
    public int a() {
        int n = 0;
        for (Customer c : customers.findAllWithOrders()) n += c.getOrders().size();
        for (Customer c : customers.findByActiveTrue()) n += c.getOrders().size();
        for (Customer c : customers.findAll()) n += c.getOrders().size();
        return n;
    }
}
interface CustomerRepository extends JpaRepository<Customer, Long> {
    @Query("select c from Customer c join fetch c.orders")
    List<Customer> findAllWithOrders();
    @EntityGraph(attributePaths = "orders")
    List<Customer> findByActiveTrue();
}
@Entity
class Customer {
    @Id private Long id;
    @OneToMany(mappedBy = "customer") private List<Order> orders;
    public List<Order> getOrders() { return orders; }
}
`;
    expect(lines(code, "PERF-N-PLUS-ONE")).toEqual([9]);
  });
});

describe("DES-ACTUATOR-EXPOSED through web.ignoring()", () => {
  it("flags ignoring() of the actuator paths, not of static resources", () => {
    const code = `@Configuration
public class WebSec {
    @Bean
    WebSecurityCustomizer ignore() {
        return web -> web.ignoring().requestMatchers("/actuator/**", "/h2-console/**");
    }
    @Bean
    WebSecurityCustomizer ignoreStatic() {
        return web -> web.ignoring().requestMatchers("/css/**", "/js/**");
    }
}
`;
    expect(lines(code, "DES-ACTUATOR-EXPOSED")).toEqual([5]);
  });
});

describe("Spring batch shapes", () => {
  it("DES-SCHEDULED-OVERLAP: bulk work every 5 minutes is flagged; a loop once an hour is not", () => {
    const code = `@Service
public class Exports {
    private final ExportRepository exports;
    private final S3Uploader uploader;
    Exports(ExportRepository exports, S3Uploader uploader) { this.exports = exports; this.uploader = uploader; }

    @Scheduled(fixedRate = 5 * 60 * 1000)
    public void exportEverything() {
        uploader.upload("full.csv", exports.dumpAllTablesAsCsv());
    }

    @Scheduled(fixedRate = 3_600_000)
    public void cleanup() {
        for (String f : exports.names()) exports.delete(f);
    }

    @Scheduled(fixedRateString = "PT30S")
    public void tick() {
        for (String f : exports.names()) exports.touch(f);
    }
}
`;
    expect(lines(code, "DES-SCHEDULED-OVERLAP")).toEqual([7, 17]);
  });
  it("DES-ACTUATOR-EXPOSED: the exposure property set from code", () => {
    const code = `@SpringBootApplication
public class ShopApplication {
    public static void main(String[] args) {
        SpringApplication app = new SpringApplication(ShopApplication.class);
        app.setDefaultProperties(Map.of(
                "server.port", "8081",
                "management.endpoints.web.exposure.include", "*"));
        System.setProperty("management.endpoints.web.exposure.include", "health,info");
        app.run(args);
    }
}
`;
    expect(lines(code, "DES-ACTUATOR-EXPOSED")).toEqual([7]);
  });
  it("DES-NEW-BEAN: a collaborator of the project created with new, not a library object or a value", () => {
    const code = `package com.example.events.web;

import com.example.events.service.ConfirmationMailer;
import com.example.events.dto.RegistrationView;
import com.fasterxml.jackson.databind.ObjectMapper;
import okhttp3.OkHttpClient;

@RestController
public class RegistrationController {
    @PostMapping("/registrations")
    public RegistrationView register(@RequestBody RegistrationView request) {
        new ConfirmationMailer().send(request.email());
        PdfRenderer renderer = new PdfRenderer();
        ObjectMapper mapper = new ObjectMapper();
        OkHttpClient http = new OkHttpClient();
        return new RegistrationView(request.email());
    }
}
`;
    expect(lines(code, "DES-NEW-BEAN")).toEqual([12, 13]);
  });
});

describe("DES-ENTITY-IN-RESPONSE for entities imported from a model package", () => {
  it("flags com.shop.model.Customer, not a …View DTO", () => {
    const code = `package com.shop.web;

import com.shop.model.Customer;
import com.shop.model.CustomerView;
import java.util.List;

@RestController
public class CustomerController {
    private final CustomerService service;
    CustomerController(CustomerService service) { this.service = service; }

    @GetMapping("/customers/{id}")
    public Customer one(@PathVariable Long id) { return service.find(id); }

    @GetMapping("/customers")
    public List<CustomerView> all() { return service.views(); }
}
`;
    expect(lines(code, "DES-ENTITY-IN-RESPONSE")).toEqual([13]);
  });
});

describe("DES-SCHEDULED-OVERLAP: a loop over memory is quick", () => {
  it("flags a per-element call of a collaborator every minute, not a cache sweep every 10 seconds", () => {
    const code = `@Component
public class Jobs {
    private final ReportService reportService;
    private final Map<String, Long> cache = new ConcurrentHashMap<>();
    Jobs(ReportService reportService) { this.reportService = reportService; }

    @Scheduled(fixedRate = 60000)
    public void rebuildAllReports() {
        for (String region : reportService.regions()) {
            reportService.rebuild(region);
        }
    }

    @Scheduled(fixedRate = 10000)
    public void expire() {
        long now = System.currentTimeMillis();
        for (Map.Entry<String, Long> e : cache.entrySet()) {
            if (e.getValue() < now) cache.remove(e.getKey());
        }
    }
}
`;
    expect(lines(code, "DES-SCHEDULED-OVERLAP")).toEqual([7]);
  });
});
