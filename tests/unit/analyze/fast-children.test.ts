// The analyzer's parse gives java-parser's parser instance fast-mode CST `children` objects (lib/analyze/parser.ts).
// The trees must be the same trees: same rules, same child keys in the same order, same tokens, same locations, for
// every Java program of the corpora and the benchmark files. The shipped trees are built first, in this file's own
// worker, before anything here calls the analyzer (which installs the change on its first parse).
import fs from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { parse, type CstNode, type IToken } from "java-parser";
import { fastCstChildren, parseJava } from "@/lib/analyze/parser";
import { securityRules } from "@/lib/analyze/security";
import { designRules } from "@/lib/analyze/design";
import { qualityRules } from "@/lib/analyze/quality";
import { generateJava } from "../../helpers/java-generator";

const javaFiles = (dir: string) =>
  fs
    .readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((f) => f.endsWith(".java") && !f.includes("-blind"))
    .map((f) => path.join(dir, f));

type Shipped = { src: string; cst: CstNode | null };

/** A tree as plain data: rule names, child keys in order, token images and offsets, node locations. */
function shape(x: CstNode | IToken): unknown {
  if ((x as IToken).image !== undefined) {
    const t = x as IToken;
    return ["t", t.tokenType.name, t.image, t.startOffset, t.endOffset, t.startLine, t.startColumn];
  }
  const n = x as CstNode;
  const loc = n.location as unknown as Record<string, number>;
  const keys = Object.keys(n.children);
  return [
    n.name,
    ["startOffset", "startLine", "startColumn", "endOffset", "endLine", "endColumn"].map((k) => String(loc[k])),
    keys,
    keys.map((k) => (n.children as Record<string, Array<CstNode | IToken>>)[k].map(shape)),
  ];
}

describe("fast CST children", () => {
  let shipped: Shipped[] = [];
  let shippedProto: unknown;

  beforeAll(() => {
    const sources = [
      ...javaFiles(path.resolve("tests/corpus")).map((f) => fs.readFileSync(f, "utf8")),
      generateJava(100),
      generateJava(1000),
    ];
    shipped = sources.map((src) => {
      try {
        return { src, cst: parse(src) };
      } catch {
        return { src, cst: null };
      }
    });
    shippedProto = Object.getPrototypeOf(shipped.find((s) => s.cst)!.cst!.children);
  });

  it("java-parser as shipped builds null-prototype children (the trees below are the shipped ones)", () => {
    expect(shippedProto).toBeNull();
    expect(shipped.length).toBeGreaterThan(300);
  });

  it("is active after the analyzer's first parse, for parseJava's parses only", () => {
    expect(fastCstChildren()).toBe(true);
    const r = parseJava("class A { int x = 1; }");
    expect(r.ok).toBe(true);
    if (r.ok) expect(Object.getPrototypeOf(r.cst.children)).toBe(Object.prototype);
    // java-parser's own parse, called by anyone else, still builds the shipped trees
    expect(Object.getPrototypeOf(parse("class A { int x = 1; }").children)).toBeNull();
    const big = parseJava(generateJava(3000));
    expect(big.ok).toBe(true);
    if (big.ok) expect(Object.getPrototypeOf(big.cst.children)).toBe(Object.prototype);
    // a failed parse leaves nothing switched on
    expect(parseJava("class A { void f( }").ok).toBe(false);
    expect(Object.getPrototypeOf(parse("class B {}").children)).toBeNull();
  });

  it("builds the same trees as java-parser as shipped, and fails on the same inputs", () => {
    let compared = 0;
    for (const { src, cst } of shipped) {
      const r = parseJava(src);
      expect(r.ok).toBe(cst !== null);
      if (!r.ok || !cst) continue;
      expect(shape(r.cst)).toEqual(shape(cst));
      compared++;
    }
    expect(compared).toBeGreaterThan(300);
  }, 240_000); // every program of every corpus (1,000+ files): minutes on a loaded 2-core machine

  it("gives the rule families the same findings on a tree built either way", () => {
    // the families read children through the grammar's keys and `for…in`: the same answers for both kinds of object
    const families = [securityRules, designRules, qualityRules];
    let findings = 0;
    for (const { src, cst } of shipped) {
      if (!cst) continue;
      const r = parseJava(src);
      if (!r.ok) continue;
      const userLine = (l: number) => l;
      for (const family of families) {
        const fast = family({ text: src, cst: r.cst, userLine });
        expect(family({ text: src, cst, userLine })).toEqual(fast);
        findings += fast.length;
      }
    }
    expect(findings).toBeGreaterThan(300);
  }, 240_000); // every program of every corpus (1,000+ files): minutes on a loaded 2-core machine
});
