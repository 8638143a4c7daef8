import { describe, expect, it } from "vitest";
import { CORPUS_DIR, HOLDOUT_DIR, loadCorpus, runCase, score } from "@/bench/analyze-accuracy/score";

// The labelled security corpora (tests/corpus/security): the development set and the hold-out set. The bar of
// issue 12: average TPR − FPR ≥ 70 over the CWE categories, no category with more than 20% false positives.
describe.each([
  ["development corpus", CORPUS_DIR, 300],
  ["hold-out corpus", HOLDOUT_DIR, 60],
])("security review on the %s", (_name, dir, minPrograms) => {
  const cases = loadCorpus(dir);
  const { rows, average } = score(cases.map(runCase));

  it("has enough labelled programs, at least 40% of them safe", () => {
    expect(cases.length).toBeGreaterThanOrEqual(minPrograms);
    expect(cases.filter((c) => !c.vulnerable).length / cases.length).toBeGreaterThanOrEqual(0.4);
  });

  it("scores an average TPR − FPR of at least 70", () => {
    expect(average.score).toBeGreaterThanOrEqual(70);
  });

  it("keeps every category's false-positive rate at or below 20%", () => {
    expect(rows.filter((r) => r.fpr > 20).map((r) => `CWE-${r.cwe} ${r.fpr.toFixed(1)}%`)).toEqual([]);
  });
});
