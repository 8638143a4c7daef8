import { describe, expect, it } from "vitest";
import { analyzeJava } from "@/lib/analyze";
import { readConfig } from "@/lib/analyze/design/config";
import { lessonFor } from "@/lib/analyze/lessons";
import { FAMILIES, readLabelled, scoreLabelled } from "@/bench/analyze-breadth/score";

describe("Spring smells on the labelled set (tests/corpus/spring)", () => {
  const files = readLabelled("spring");
  const s = scoreLabelled(files, FAMILIES.spring);

  it("finds every labelled smell and nothing else; clean Spring code gets no finding", () => {
    expect(s.missed).toEqual([]);
    expect(s.unexpected).toEqual([]);
    expect(s.falsePositives).toBe(0);
    expect(files.filter((f) => !f.expect.length).length).toBeGreaterThanOrEqual(5);
  });

  it("covers the smells the issue lists", () => {
    for (const rule of [
      "DES-TRANSACTIONAL-CONTROLLER",
      "DES-LOGIC-IN-CONTROLLER",
      "DES-ENTITY-IN-RESPONSE",
      "DES-PERMIT-ALL",
      "DES-ACTUATOR-EXPOSED",
      "DES-BLOCKING-IN-REACTIVE",
      "DES-ASYNC-SELF-INVOCATION",
      "DES-SETTER-INJECTION",
      "DES-VALUE-SECRET",
      "QUA-OPTIONAL-GET",
      "DES-CATCH-ALL-HANDLER",
      "DES-REQUESTMAPPING-NO-METHOD",
      "DES-OPEN-IN-VIEW",
      "DES-SCHEDULED-OVERLAP",
    ]) {
      expect(s.perRule.get(rule)?.found, rule).toBeGreaterThan(0);
      expect(lessonFor(rule), rule).toBeDefined();
    }
  });
});

describe("Spring findings", () => {
  it("recognise a JPA entity returned from a controller by its repository or its import", () => {
    const code = `import com.shop.entity.Order;
@RestController
class OrderController {
    private final OrderService service;
    OrderController(OrderService service) { this.service = service; }
    @GetMapping("/orders/{id}")
    public Order get(@PathVariable Long id) { return service.get(id); }
    @GetMapping("/orders")
    public List<OrderDto> all() { return service.all(); }
}`;
    const f = analyzeJava({ code }).findings.filter((x) => x.rule === "DES-ENTITY-IN-RESPONSE");
    expect(f.map((x) => x.line)).toEqual([7]);
  });

  it("do not call a DTO import an entity", () => {
    const code = `import com.shop.entity.OrderDto;
@RestController
class C {
    @GetMapping("/o")
    public OrderDto get() { return null; }
}`;
    expect(analyzeJava({ code }).findings.some((x) => x.rule === "DES-ENTITY-IN-RESPONSE")).toBe(false);
  });

  it("report @Async self-invocation on the call and keep calls through another bean silent", () => {
    const code = `@Service
class Mailer {
    private final Other other;
    Mailer(Other other) { this.other = other; }
    public void a() { send(); other.send(); }
    @Async
    public void send() { }
}`;
    const f = analyzeJava({ code }).findings.filter((x) => x.rule === "DES-ASYNC-SELF-INVOCATION");
    expect(f.map((x) => x.line)).toEqual([5]);
  });

  it("flag permitAll() only on catch-all matchers", () => {
    const code = (m: string) =>
      `@Configuration\nclass S {\n  @Bean\n  SecurityFilterChain c(HttpSecurity http) throws Exception {\n    http.authorizeHttpRequests(a -> a.${m}.permitAll());\n    return http.build();\n  }\n}`;
    const rules = (m: string) => analyzeJava({ code: code(m) }).findings.map((x) => x.rule);
    expect(rules('requestMatchers("/**")')).toContain("DES-PERMIT-ALL");
    expect(rules("anyRequest()")).toContain("DES-PERMIT-ALL");
    expect(rules('requestMatchers("/public/**")')).not.toContain("DES-PERMIT-ALL");
  });
});

describe("pasted Spring configuration", () => {
  it("reads properties and YAML with their lines, and leaves Java alone", () => {
    expect(readConfig("server.port=8080\nspring.jpa.open-in-view=true\n")).toEqual([
      { key: "server.port", value: "8080", line: 1 },
      { key: "spring.jpa.open-in-view", value: "true", line: 2 },
    ]);
    expect(readConfig("spring:\n  jpa:\n    open-in-view: true\nserver:\n  port: 8080\n")).toEqual([
      { key: "spring.jpa.open-in-view", value: "true", line: 3 },
      { key: "server.port", value: "8080", line: 5 },
    ]);
    expect(readConfig("int x = 5;\nSystem.out.println(x);\n")).toBeUndefined();
    expect(readConfig("name: Ana\nage: 3\n")).toBeUndefined(); // not Spring configuration
  });

  it("reports the smells on their lines and nothing for safe settings", () => {
    const r = analyzeJava({
      code: "management.endpoints.web.exposure.include=*\nspring.datasource.password=hunter2\nspring.datasource.username=${DB_USER}\n",
    });
    expect(r.findings.map((f) => [f.rule, f.line])).toEqual([
      ["DES-ACTUATOR-EXPOSED", 1],
      ["DES-CONFIG-SECRET", 2],
    ]);
    expect(r.analysis).not.toMatch(/syntax/i);
    expect(analyzeJava({ code: "management.endpoints.web.exposure.include=health,info\n" }).findings).toEqual([]);
  });
});

describe("Spring smells on the fresh set (written after the rules)", () => {
  it("keep recall ≥ 90% and no finding in clean Spring code", () => {
    const fresh = readLabelled("spring/fresh");
    const s = scoreLabelled(fresh, FAMILIES.spring);
    expect(s.found / s.labels).toBeGreaterThanOrEqual(0.9);
    expect(s.falsePositives).toBe(0);
  });
});
