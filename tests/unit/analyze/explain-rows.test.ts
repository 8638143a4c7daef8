// The explanation-row machinery the syntax and runtime families share (lib/analyze/rules/explain-rows.ts and the
// runtime's explainRows): which rows apply, in which order, and what texts they give.
import { describe, expect, it } from "vitest";
import { matchRows, matching, say, type ExplainRow } from "@/lib/analyze/rules/explain-rows";
import { explainRows, rowOf } from "@/lib/analyze/runtime/rows";

interface Case {
  text: string;
}
type Row = ExplainRow<Case, unknown>;

const rows: Row[] = [
  { id: "digits", when: matching(/\d+/, (c: Case) => c.text), explain: "has digits" },
  { id: "continue", when: (c) => c.text.includes("!"), explain: "shouts", continues: true },
  { id: "upper", when: (c) => /[A-Z]/.test(c.text), explain: "has capitals" },
  { id: "fallback", when: () => true, explain: "anything else", otherwise: true },
];
const ids = (text: string, mode: "first" | "all") => matchRows(rows, { text }, mode).map((h) => h.row.id);

describe("matchRows", () => {
  it("first mode stops at the first matching row", () => {
    expect(ids("a1B", "first")).toEqual(["digits"]);
    expect(ids("aB", "first")).toEqual(["upper"]);
  });

  it("all mode keeps every matching row in table order, and skips `otherwise` once something matched", () => {
    expect(ids("a1B", "all")).toEqual(["digits", "upper"]);
    expect(ids("xyz", "all")).toEqual(["fallback"]);
  });

  it("a `continues` row does not end the search in first mode", () => {
    expect(ids("ab!", "first")).toEqual(["continue"]);
    expect(ids("aB!", "first")).toEqual(["continue", "upper"]);
    expect(ids("a1!", "first")).toEqual(["digits"]);
  });

  it("hands each row the match its own `when` returned", () => {
    const [hit] = matchRows(rows, { text: "abc 42" }, "first");
    expect((hit.match as RegExpExecArray)[0]).toBe("42");
  });
});

describe("say", () => {
  it("returns a fixed text, a text built from the match, or nothing", () => {
    const c = { text: "x" };
    expect(say("plain", c, 1)).toBe("plain");
    expect(say((k: Case, m: number) => `${k.text}${m}`, c, 7)).toBe("x7");
    expect(say(undefined, c, 1)).toBeUndefined();
    expect(say(() => undefined, c, 1)).toBeUndefined();
  });
});

describe("explainRows (runtime)", () => {
  const row = rowOf<Case>();
  const table = [
    row({
      id: "RUN-A",
      when: matching<Case>(/port (\d+)/, (c) => c.text),
      message: (_, m) => `port ${m[1]}`,
      explain: "busy",
      fix: (_, m) => (m[1] === "80" ? undefined : `use ${Number(m[1]) + 1}`),
      line: (_, m) => Number(m[1]) % 10,
      lesson: "/courses/x",
    }),
    row({ id: "RUN-B", when: () => true, message: "other", explain: "something failed", otherwise: true }),
  ];

  it("builds the texts of the matching row from its match, leaving out fields that say nothing", () => {
    expect(explainRows(table, { text: "port 8081 in use" }, "all").map(({ row: _r, match: _m, ...e }) => e)).toEqual([
      { id: "RUN-A", message: "port 8081", explanation: "busy", fix: "use 8082", line: 1, lesson: "/courses/x" },
    ]);
    const [noFix] = explainRows(table, { text: "port 80" }, "all");
    expect("fix" in noFix).toBe(false);
  });

  it("falls back to the catch-all row when nothing else matched", () => {
    expect(explainRows(table, { text: "disk full" }, "first").map((e) => e.id)).toEqual(["RUN-B"]);
  });
});
