// Interpreter sinks (spec-interpreters.ts): scripts, expression languages, templates, MongoDB query text, regular
// expressions and reflection. Each family: a vulnerable program and a near-miss that must stay quiet.
import { describe, expect, it } from "vitest";
import { analyze, lineOf } from "./analyze/security-helpers";

const cwesAt = (text: string, cwe: number) => analyze(text).filter((f) => f.cwe === cwe);

describe("code injection (CWE-94)", () => {
  it("flags a request value evaluated by a script engine", () => {
    const text = `
@RestController
public class CalcController {
  private final ScriptEngine engine = new ScriptEngineManager().getEngineByName("js");
  @GetMapping("/calc")
  public Object calc(@RequestParam String formula) throws Exception {
    return engine.eval("var x = " + formula); // sink
  }
}`;
    const fs = cwesAt(text, 94);
    expect(fs.map((f) => f.line)).toEqual([lineOf(text, "// sink")]);
    expect(fs[0].rule).toBe("SEC-CODE-INJECTION");
    expect(fs[0].lesson).toBe("/courses/secure-coding-java/command-injection");
  });
  it("stays quiet when the script is fixed and the value is a binding", () => {
    const text = `
@RestController
public class CalcController {
  private final ScriptEngine engine = new ScriptEngineManager().getEngineByName("js");
  @GetMapping("/calc")
  public Object calc(@RequestParam String amount) throws Exception {
    Bindings b = engine.createBindings();
    b.put("amount", amount);
    return engine.eval("amount * 1.2", b);
  }
}`;
    expect(cwesAt(text, 94)).toEqual([]);
  });
  it("reports a public library method that runs its parameter as Groovy (lower confidence)", () => {
    const text = `
public class RuleRunner {
  private final GroovyShell shell = new GroovyShell();
  public Object run(String rule) {
    return shell.evaluate("def r = { -> " + rule + " }; r()"); // sink
  }
}`;
    const fs = cwesAt(text, 94);
    expect(fs.map((f) => f.line)).toEqual([lineOf(text, "// sink")]);
    expect(fs[0].severity).toBe("warning");
    expect(fs[0].message).toMatch(/if a caller passes user input/);
  });
});

describe("expression language injection (CWE-917)", () => {
  it("flags SpEL parsing of a request value", () => {
    const text = `
@RestController
public class FilterController {
  private final ExpressionParser parser = new SpelExpressionParser();
  @GetMapping("/filter")
  public Object filter(@RequestParam String expr) {
    return parser.parseExpression(expr).getValue(); // sink
  }
}`;
    expect(cwesAt(text, 917).map((f) => f.line)).toEqual([lineOf(text, "// sink")]);
  });
  it("stays quiet for a constant expression evaluated on user data", () => {
    const text = `
@RestController
public class FilterController {
  private final ExpressionParser parser = new SpelExpressionParser();
  @GetMapping("/filter")
  public Object filter(@RequestParam String name) {
    EvaluationContext ctx = SimpleEvaluationContext.forReadOnlyDataBinding().build();
    return parser.parseExpression("length() > 3").getValue(ctx, name);
  }
}`;
    expect(cwesAt(text, 917)).toEqual([]);
  });
});

describe("template injection (CWE-1336)", () => {
  it("flags a request value used as a Velocity template", () => {
    const text = `
@RestController
public class PreviewController {
  @PostMapping("/preview")
  public String preview(@RequestBody String template) {
    StringWriter out = new StringWriter();
    Velocity.evaluate(new VelocityContext(), out, "preview", template); // sink
    return out.toString();
  }
}`;
    expect(cwesAt(text, 1336).map((f) => f.line)).toEqual([lineOf(text, "// sink")]);
  });
  it("stays quiet when the value is only a model variable of a fixed template", () => {
    const text = `
@RestController
public class PreviewController {
  @PostMapping("/preview")
  public String preview(@RequestBody String name) {
    VelocityContext ctx = new VelocityContext();
    ctx.put("name", name);
    StringWriter out = new StringWriter();
    Velocity.evaluate(ctx, out, "preview", "Hello $name");
    return out.toString();
  }
}`;
    expect(cwesAt(text, 1336)).toEqual([]);
  });
});

describe("NoSQL injection (CWE-943)", () => {
  it("flags a Mongo query document parsed from concatenated text and a $where clause", () => {
    const text = `
@RestController
public class MemberController {
  private MongoCollection<Document> members;
  @GetMapping("/members")
  public Object find(@RequestParam String nick) {
    members.find(Document.parse("{ nick: '" + nick + "' }")); // parse
    return members.find(new Document("$where", "this.nick == '" + nick + "'")); // where
  }
}`;
    expect(cwesAt(text, 943).map((f) => f.line)).toEqual([lineOf(text, "// parse"), lineOf(text, "// where")]);
  });
  it("stays quiet for builder filters and a plain field document", () => {
    const text = `
@RestController
public class MemberController {
  private MongoCollection<Document> members;
  @GetMapping("/members")
  public Object find(@RequestParam String nick) {
    members.find(Filters.eq("nick", nick));
    return members.find(new Document("nick", nick));
  }
}`;
    expect(cwesAt(text, 943)).toEqual([]);
  });
});

describe("regular-expression DoS (CWE-1333)", () => {
  it("flags a request value compiled as a pattern", () => {
    const text = `
@RestController
public class SearchController {
  @GetMapping("/search")
  public boolean search(@RequestParam String pattern, @RequestParam String text) {
    return Pattern.compile(pattern).matcher(text).find(); // sink
  }
}`;
    expect(cwesAt(text, 1333).map((f) => f.line)).toEqual([lineOf(text, "// sink")]);
  });
  it("stays quiet for Pattern.quote and the LITERAL flag", () => {
    const text = `
@RestController
public class SearchController {
  @GetMapping("/search")
  public boolean search(@RequestParam String term, @RequestParam String text) {
    boolean a = Pattern.compile(Pattern.quote(term)).matcher(text).find();
    return a || Pattern.compile(term, Pattern.LITERAL).matcher(text).find();
  }
}`;
    expect(cwesAt(text, 1333)).toEqual([]);
  });
});

describe("unsafe reflection (CWE-470)", () => {
  it("flags a class name from the request", () => {
    const text = `
@RestController
public class ExportController {
  @GetMapping("/export")
  public Object export(@RequestParam String format) throws Exception {
    return Class.forName("com.acme.export." + format + "Exporter").getDeclaredConstructor().newInstance(); // sink
  }
}`;
    expect(cwesAt(text, 470).map((f) => f.line)).toEqual([lineOf(text, "// sink")]);
  });
  it("stays quiet when the name is checked against an allow-list first", () => {
    const text = `
@RestController
public class ExportController {
  private static final Set<String> FORMATS = Set.of("Csv", "Pdf");
  @GetMapping("/export")
  public Object export(@RequestParam String format) throws Exception {
    if (!FORMATS.contains(format)) throw new IllegalArgumentException("format");
    return Class.forName("com.acme.export." + format + "Exporter").getDeclaredConstructor().newInstance();
  }
}`;
    expect(cwesAt(text, 470)).toEqual([]);
  });
});
