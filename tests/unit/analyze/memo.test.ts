import { describe, expect, it } from "vitest";
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { memoize, slot } from "@/lib/analyze/memo";
import { bundleScript } from "../../../scripts/lib/bundle";

describe("memoize", () => {
  it("computes each input once and returns the same answers", () => {
    const calls: string[] = [];
    const f = memoize((s: string) => {
      calls.push(s);
      return s.length ? s.toUpperCase() : undefined;
    });
    expect([f("a"), f("b"), f("a"), f(""), f("")]).toEqual(["A", "B", "A", undefined, undefined]);
    expect(calls).toEqual(["a", "b", ""]);
  });

  it("empties the cache at its size limit instead of growing", () => {
    const calls: string[] = [];
    const f = memoize((s: string) => {
      calls.push(s);
      return s + "!";
    }, 2);
    f("a");
    f("b");
    f("c"); // full: cleared, then "c" stored
    f("a"); // computed again
    f("c"); // still cached
    expect(calls).toEqual(["a", "b", "c", "a"]);
    expect(f("b")).toBe("b!");
  });
});

describe("slot", () => {
  it("keeps a value on its key object, one slot per name", () => {
    const a = slot<object, number>("a");
    const b = slot<object, number>("a"); // same name, another slot
    const k = {};
    expect(a.get(k)).toBeUndefined();
    expect(a.set(k, 1)).toBe(1);
    expect(b.get(k)).toBeUndefined();
    b.set(k, 2);
    expect([a.get(k), b.get(k)]).toEqual([1, 2]);
    expect(Object.keys(k)).toEqual([]); // invisible to key enumeration and JSON
    expect(JSON.stringify(k)).toBe("{}");
  });

  // Why the model and the quality index are cached in slots and not in WeakMaps: a WeakMap entry whose value refers
  // to its key survives V8's young-generation collections, so every analysed tree was promoted to the old generation
  // (30 analyses of 100 lines held 20 MB after two scavenges; now under 1 MB). Checked with the collector itself, in
  // a node whose young generation is large enough that only the forced scavenges run.
  it("lets each analysed tree die in the young generation", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "young-gen-"));
    try {
      const outfile = path.join(dir, "young-gen.mjs");
      bundleScript(path.join(import.meta.dirname, "fixtures", "young-gen.ts"), outfile);
      const flags = ["--expose-gc", "--max-semi-space-size=128", "--min-semi-space-size=128"];
      const out = execFileSync(process.execPath, [...flags, outfile], { encoding: "utf8" });
      const { parseMb, analyzeMb } = JSON.parse(out) as { parseMb: number; analyzeMb: number };
      expect(parseMb).toBeLessThan(3); // the parser alone keeps nothing
      expect(analyzeMb).toBeLessThan(3);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
