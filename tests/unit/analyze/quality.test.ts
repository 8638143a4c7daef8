import { describe, expect, it } from "vitest";
import { analyzeJava, type Finding } from "@/lib/analyze";
import { QUALITY_RULES } from "@/lib/analyze/quality";
import { qualityRules } from "@/lib/analyze/quality";
import { lessonFor } from "@/lib/analyze/lessons";
import { FAMILIES, readLabelled, scoreLabelled, type LabelledFile } from "@/bench/analyze-breadth/score";

// Each rule is tested on the labelled set under tests/corpus/quality: every `// expect: RULE` line
// must be reported (a positive example) and no `// ok: RULE` line may be (a near-miss negative).
const files = readLabelled("quality");
const cache = new Map<string, Finding[]>();
function findingsOf(f: LabelledFile): Finding[] {
  let r = cache.get(f.name);
  if (!r) cache.set(f.name, (r = analyzeJava({ code: f.code }).findings));
  return r;
}

describe("quality rule table", () => {
  it("has at least 40 rules across the five groups, each explained, with a fix and a lesson", () => {
    expect(QUALITY_RULES.length).toBeGreaterThanOrEqual(40);
    expect(new Set(QUALITY_RULES.map((r) => r.group))).toEqual(
      new Set(["best-practice", "error-prone", "design", "code-style", "performance"]),
    );
    expect(new Set(QUALITY_RULES.map((r) => r.id)).size).toBe(QUALITY_RULES.length);
    for (const r of QUALITY_RULES) {
      expect(r.id).toMatch(/^QUA-[A-Z0-9-]+$/);
      expect(r.explanation.length, r.id).toBeGreaterThan(40);
      expect(r.fix.length, r.id).toBeGreaterThan(10);
      expect(lessonFor(r.id), r.id).toMatch(/^\/courses\/[a-z0-9-]+\/[a-z0-9-]+$/);
      if (r.group === "code-style") expect(r.severity, r.id).toBe("info");
    }
  });
});

describe("quality rules on their labelled examples", () => {
  for (const rule of QUALITY_RULES) {
    it(`${rule.id}: reports the positive examples and not the near misses`, () => {
      const pos = files.flatMap((f) => f.expect.filter((l) => l.rule === rule.id).map((l) => ({ f, l })));
      const neg = files.flatMap((f) => f.ok.filter((l) => l.rule === rule.id).map((l) => ({ f, l })));
      expect(pos.length, "positive examples").toBeGreaterThan(0);
      expect(neg.length, "negative examples").toBeGreaterThan(0);
      for (const { f, l } of pos) {
        const hit = findingsOf(f).find((x) => x.rule === rule.id && Math.abs((x.line ?? 0) - l.line) <= 1);
        expect(hit, `${f.name}:${l.line}`).toBeDefined();
        expect(hit!.severity).toBe(rule.severity);
        expect(hit!.message.length).toBeGreaterThan(10);
        expect(hit!.lesson).toBe(lessonFor(rule.id));
      }
      for (const { f, l } of neg)
        expect(
          findingsOf(f).filter((x) => x.rule === rule.id && x.line === l.line),
          `${f.name}:${l.line}`,
        ).toEqual([]);
    });
  }

  it("finds nothing in the clean programs and nothing unlabelled anywhere", () => {
    const s = scoreLabelled(files, FAMILIES.quality);
    expect(s.unexpected).toEqual([]);
    expect(s.found / s.labels).toBeGreaterThanOrEqual(0.7);
    expect(s.falsePositives / s.negatives).toBeLessThanOrEqual(0.1);
    expect(files.filter((f) => !f.expect.length).length).toBeGreaterThanOrEqual(5);
  });
});

describe("quality findings", () => {
  const quality = (code: string) =>
    analyzeJava({ code }, { families: [qualityRules] }).findings.filter((f) => f.rule.startsWith("QUA-"));

  it("keep the finding shape and map the group to a category", () => {
    const f = quality("class A {\n  int f(Integer a, Integer b) {\n    if (a == b) return 1;\n    return 0;\n  }\n}\n");
    const id = f.find((x) => x.rule === "QUA-OBJECT-IDENTITY")!;
    expect(id).toMatchObject({ category: "design", severity: "warning", line: 3, column: 11 });
    expect(Object.keys(id).sort()).toEqual(
      ["category", "column", "explanation", "fix", "lesson", "line", "message", "rule", "severity"].sort(),
    );
    expect(id.fix).toContain("a.equals(b)");
    const perf = quality(
      'class B {\n  String j(java.util.List<String> l) {\n    String s = "";\n    for (String x : l) s += x;\n    return s;\n  }\n}\n',
    );
    expect(perf.find((x) => x.rule === "QUA-STRING-CONCAT-IN-LOOP")).toMatchObject({
      category: "performance",
      line: 4,
    });
  });

  it("work on snippets and report the learner's own lines", () => {
    const f = quality("int[] a = {1, 2};\nSystem.out.println(a);\n");
    expect(f.map((x) => [x.rule, x.line])).toEqual([["QUA-ARRAY-TO-STRING", 2]]);
  });

  it("name the field a shadowing parameter hides", () => {
    const f = quality(
      "class P {\n  private String name;\n  P(String name) {\n    name = name;\n  }\n  String n() { return name; }\n}\n",
    );
    const self = f.find((x) => x.rule === "QUA-SELF-ASSIGNMENT")!;
    expect(self.line).toBe(4);
    expect(self.fix).toContain("this.name = name;");
    // the field is never really assigned, so it is not suggested as `final`
    expect(f.some((x) => x.rule === "QUA-FIELD-COULD-BE-FINAL")).toBe(false);
  });

  it("leave a boolean assignment that compiles to the quality rule and a non-boolean one to the syntax family", () => {
    const ok = analyzeJava({
      code: "class C {\n  void f(boolean done) {\n    if (done = true) { }\n  }\n}\n",
    }).findings;
    expect(ok.some((x) => x.rule === "QUA-ASSIGNMENT-IN-CONDITION")).toBe(true);
    const bad = analyzeJava({ code: "class C {\n  void f(int n) {\n    if (n = 3) { }\n  }\n}\n" }).findings;
    expect(bad.some((x) => x.rule === "QUA-ASSIGNMENT-IN-CONDITION")).toBe(false);
    expect(bad.find((x) => x.rule === "SYN-ASSIGNMENT-IN-CONDITION")).toMatchObject({ line: 3, severity: "error" });
  });
});

describe("quality rules on the fresh set (written after the rules)", () => {
  it("keep recall ≥ 70% and a false-positive rate ≤ 10%", () => {
    const fresh = readLabelled("quality/fresh");
    expect(fresh.length).toBeGreaterThanOrEqual(8);
    const s = scoreLabelled(fresh, FAMILIES.quality);
    expect(s.found / s.labels).toBeGreaterThanOrEqual(0.7);
    expect(s.falsePositives / Math.max(1, s.negatives)).toBeLessThanOrEqual(0.1);
  });
});
