import { describe, expect, it } from "vitest";
import { labelKey, unionLabels, type Label } from "../../../lib/analyze/security/val";
import { Env, mergeEnvs } from "../../../lib/analyze/security/engine/state";

// unionLabels compares labels without building key strings; it must keep what the key-based union kept.
function referenceUnion(a: Label[] | undefined, b: Label[] | undefined): Label[] | undefined {
  if (!a || !a.length) return b && b.length ? b : undefined;
  if (!b || !b.length) return a;
  if (a === b) return a;
  const out = a.slice();
  const keys = new Set(out.map(labelKey));
  let src = out.filter((l) => l.k === "src" || l.k === "free").length;
  let rnd = out.filter((l) => l.k === "rnd").length;
  for (const l of b) {
    const key = labelKey(l);
    if (keys.has(key)) continue;
    if (l.k === "src" || l.k === "free") {
      if (src >= 3) continue;
      src++;
    } else if (l.k === "rnd") {
      if (rnd >= 2) continue;
      rnd++;
    }
    keys.add(key);
    out.push(l);
  }
  return out;
}

function randomLabels(next: () => number): Label[] {
  const n = Math.floor(next() * 5);
  const out: Label[] = [];
  for (let i = 0; i < n; i++) {
    const x = Math.floor(next() * 3);
    switch (Math.floor(next() * 4)) {
      case 0:
        out.push({ k: "src", desc: `d${x}`, line: Math.floor(next() * 2), kind: "web" });
        break;
      case 1:
        out.push({ k: "param", i: x });
        break;
      case 2:
        out.push({ k: "rnd", desc: "r", loc: { line: 1, col: 1, endLine: 1, off: x } });
        break;
      default:
        out.push({ k: "free", name: `n${x}` });
    }
  }
  return out;
}

describe("security value helpers", () => {
  it("unionLabels keeps the labels, order and caps of the key-based union", () => {
    let seed = 12345;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
    for (let i = 0; i < 5000; i++) {
      const a = randomLabels(next);
      const b = randomLabels(next);
      expect(unionLabels(a, b)).toEqual(referenceUnion(a, b));
    }
  });
});

describe("copy-on-write environments", () => {
  it("a clone does not see later writes of the original, nor the original those of the clone", () => {
    const env = new Env();
    env.set("a", { type: "A" });
    const c = env.clone();
    env.set("b", { type: "B" });
    c.set("a", { type: "C" });
    expect([...env.vars.keys()]).toEqual(["a", "b"]);
    expect(env.get("a")?.type).toBe("A");
    expect(c.has("b")).toBe(false);
    expect(c.get("a")?.type).toBe("C");
  });

  it("merging environments that changed nothing gives the same variables", () => {
    const env = new Env();
    env.set("x", { type: "X" });
    const m = mergeEnvs([env.clone(), env.clone()]);
    expect(m.get("x")).toBe(env.get("x"));
    m.set("y", { type: "Y" });
    expect(env.has("y")).toBe(false);
  });

  it("released and adopted environments give up their share: the last holder writes in place, others still copy", () => {
    const env = new Env();
    env.set("x", { type: "X" });
    const a = env.clone();
    const b = env.clone();
    a.set("y", { type: "Y" }); // copies: env and b still share the first map
    b.release();
    env.adopt(a); // env takes a's map; its old map is no longer held by anyone
    expect([...env.vars.keys()]).toEqual(["x", "y"]);
    const c = env.clone();
    c.release();
    env.set("z", { type: "Z" });
    const d = env.clone();
    d.set("w", { type: "W" });
    expect(env.has("w")).toBe(false);
    expect([...d.vars.keys()]).toEqual(["x", "y", "z", "w"]);
  });
});
