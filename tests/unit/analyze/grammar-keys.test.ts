// The grammar's child keys (lib/analyze/parser.ts) stand in for enumerating a CST node's children in the model's
// walk and the flow view. They must name every key a real parse produces: checked on every node of every Java
// program of the corpora (servlet and Spring programs, lesson-sized snippets) and of the generated benchmark files.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { CstNode } from "java-parser";
import { isNode } from "@/lib/analyze/cst";
import { grammarKeysByRule, parseJava } from "@/lib/analyze/parser";
import { generateJava } from "../../helpers/java-generator";

/** Every Java program under tests/corpus except the deliberately broken ones. */
const javaFiles = (dir: string) =>
  fs
    .readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((f) => f.endsWith(".java") && !f.split(path.sep).includes("broken"))
    .map((f) => path.join(dir, f));

describe("grammar keys", () => {
  const grammar = grammarKeysByRule();

  it("are read from java-parser's grammar, for every rule", () => {
    expect(grammar).not.toBeNull();
    expect(grammar!.size).toBeGreaterThan(100);
    expect(grammar!.get("binaryExpression")!.subrules).toContain("unaryExpression");
    expect(grammar!.get("binaryExpression")!.all).toContain("BinaryOperator");
  });

  it("name every child key of every node of the corpora and the benchmark files", () => {
    const sources = [
      ...javaFiles(path.resolve("tests/corpus")).map((f) => fs.readFileSync(f, "utf8")),
      generateJava(1000),
    ];
    let nodes = 0;
    let parsed = 0;
    const missing = new Set<string>();
    for (const src of sources) {
      const r = parseJava(src);
      if (!r.ok) continue;
      parsed++;
      const stack: CstNode[] = [r.cst];
      while (stack.length) {
        const n = stack.pop()!;
        nodes++;
        const keys = grammar!.get(n.name);
        for (const k of Object.keys(n.children)) {
          const isRule = k.charCodeAt(0) >= 97;
          if (!keys || !keys.all.includes(k) || (isRule && !keys.subrules.includes(k))) missing.add(`${n.name}.${k}`);
          for (const c of n.children[k]) if (isNode(c)) stack.push(c);
        }
      }
    }
    expect(parsed).toBeGreaterThan(500);
    expect(nodes).toBeGreaterThan(100_000);
    expect([...missing]).toEqual([]);
  });
});
