// Scores the security rule family on the labelled corpus (tests/corpus/security/programs): for each CWE, the true
// positive rate on the vulnerable programs, the false positive rate on the safe ones (a finding with that CWE on a
// program labelled safe), and score = TPR − FPR, in percent. Findings of other CWEs are ignored, as in the usual
// SAST comparisons. Used by run.ts (prints the table) and by a unit test (keeps the bar).
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { analyzeJava } from "../../lib/analyze";

// relative to the repository root (the bench is bundled to a temporary folder, so __dirname is not the source)
export const CORPUS_DIR = path.resolve("tests", "corpus", "security", "programs");
export const HOLDOUT_DIR = path.resolve("tests", "corpus", "security", "holdout", "programs");

export interface Case {
  file: string;
  cwe: number;
  vulnerable: boolean;
  note: string;
  code: string;
}

export interface Outcome extends Case {
  reported: boolean;
  cwes: number[];
}

export interface Row {
  cwe: number;
  vulnerable: number;
  safe: number;
  tp: number;
  fp: number;
  tpr: number;
  fpr: number;
  score: number;
}

const LABEL = /^\/\/ expect: (?:CWE-(\d+)|none \(CWE-(\d+) safe\))\s*\n(?:\/\/ (.*)\n)?/;

export function loadCorpus(dir = CORPUS_DIR): Case[] {
  const out: Case[] = [];
  for (const sub of readdirSync(dir).sort()) {
    const full = path.join(dir, sub);
    for (const f of readdirSync(full).sort()) {
      if (!f.endsWith(".java")) continue;
      const code = readFileSync(path.join(full, f), "utf8");
      const m = LABEL.exec(code);
      if (!m) throw new Error(`${sub}/${f}: missing "// expect:" label`);
      out.push({
        file: `${sub}/${f}`,
        cwe: Number(m[1] ?? m[2]),
        vulnerable: !!m[1],
        note: m[3] ?? "",
        code,
      });
    }
  }
  return out;
}

export function runCase(c: Case): Outcome {
  const { findings } = analyzeJava({ code: c.code }, { budgetMs: 60_000 });
  // `info` findings are security hotspots, not vulnerability claims (see realworld.ts)
  const claims = findings.filter((f) => f.severity !== "info");
  const cwes = [...new Set(claims.map((f) => f.cwe).filter((x): x is number => typeof x === "number"))];
  return { ...c, cwes, reported: cwes.includes(c.cwe) };
}

export function score(outcomes: Outcome[]): { rows: Row[]; average: Row } {
  const by = new Map<number, Outcome[]>();
  for (const o of outcomes) by.set(o.cwe, [...(by.get(o.cwe) ?? []), o]);
  const rows: Row[] = [];
  for (const [cwe, os] of [...by].sort((a, b) => a[0] - b[0])) {
    const v = os.filter((o) => o.vulnerable);
    const s = os.filter((o) => !o.vulnerable);
    const tp = v.filter((o) => o.reported).length;
    const fp = s.filter((o) => o.reported).length;
    const tpr = v.length ? (100 * tp) / v.length : 0;
    const fpr = s.length ? (100 * fp) / s.length : 0;
    rows.push({ cwe, vulnerable: v.length, safe: s.length, tp, fp, tpr, fpr, score: tpr - fpr });
  }
  const avg = (k: "tpr" | "fpr" | "score") => rows.reduce((a, r) => a + r[k], 0) / Math.max(1, rows.length);
  const sum = (k: "vulnerable" | "safe" | "tp" | "fp") => rows.reduce((a, r) => a + r[k], 0);
  return {
    rows,
    average: {
      cwe: 0,
      vulnerable: sum("vulnerable"),
      safe: sum("safe"),
      tp: sum("tp"),
      fp: sum("fp"),
      tpr: avg("tpr"),
      fpr: avg("fpr"),
      score: avg("score"),
    },
  };
}
