// Scores the security review on the real-world-style corpora (label format: docs/analyzer/security-labels.md).
// Per CWE: TPR over the vulnerable labels (`// expect: CWE-N @ L` is found when a finding of CWE-N lies on line L ± 1),
// FPR over the safe look-alikes (`// expect: none (CWE-N safe)` counts as a false positive when any finding of CWE-N
// is reported in that file), score = TPR − FPR; the average is over the CWEs. Hotspot labels are not scored.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { analyzeJava } from "../../lib/analyze";
import type { Row } from "./score";

export const REALWORLD_DIR = path.resolve("tests", "corpus", "security", "realworld");
export const REALWORLD_BLIND_DIR = path.resolve("tests", "corpus", "security", "realworld-blind");

export interface Label {
  cwe: number;
  /** the sink line for a vulnerable label, undefined for a safe look-alike */
  line?: number;
}

export interface RwCase {
  file: string;
  labels: Label[];
  note: string;
  code: string;
}

export interface RwOutcome extends RwCase {
  /** one entry per label: true when that label was found (vulnerable) or flagged (safe) */
  hits: boolean[];
  findings: Array<{ cwe: number; line: number }>;
}

const EXPECT_VULN = /^\/\/ expect: CWE-(\d+) @ (\d+)\s*$/;
const EXPECT_SAFE = /^\/\/ expect: none \(CWE-(\d+) safe\)\s*$/;
const NOTE = /^\/\/ note: (.*)$/;

export function parseLabels(code: string): { labels: Label[]; note: string } {
  const labels: Label[] = [];
  let note = "";
  for (const line of code.split("\n")) {
    if (!line.startsWith("//")) break;
    const v = EXPECT_VULN.exec(line);
    const s = EXPECT_SAFE.exec(line);
    const n = NOTE.exec(line);
    if (v) labels.push({ cwe: Number(v[1]), line: Number(v[2]) });
    else if (s) labels.push({ cwe: Number(s[1]) });
    else if (n) note = n[1];
  }
  return { labels, note };
}

function javaFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) return javaFiles(p);
      return e.name.endsWith(".java") ? [p] : [];
    })
    .sort();
}

export function loadRealworld(dir: string): RwCase[] {
  return javaFiles(dir).map((p) => {
    const code = readFileSync(p, "utf8");
    const { labels, note } = parseLabels(code);
    const file = path.relative(dir, p);
    if (labels.length === 0) throw new Error(`${file}: missing "// expect:" label`);
    return { file, labels, note, code };
  });
}

export function runRealworld(c: RwCase): RwOutcome {
  const { findings } = analyzeJava({ code: c.code }, { budgetMs: 60_000 });
  // `info` findings are security hotspots ("make sure this is never built from user input"), not claims that the
  // code is vulnerable: neither a hit on a vulnerable label nor a false positive on a safe one
  const fs = findings
    .filter((f) => typeof f.cwe === "number" && f.severity !== "info")
    .map((f) => ({ cwe: f.cwe as number, line: f.line ?? 0, endLine: f.endLine ?? f.line ?? 0 }));
  const hits = c.labels.map((l) =>
    l.line === undefined
      ? fs.some((f) => f.cwe === l.cwe)
      : fs.some((f) => f.cwe === l.cwe && f.line <= l.line! + 1 && f.line >= l.line! - 1),
  );
  return { ...c, hits, findings: fs.map(({ cwe, line }) => ({ cwe, line })) };
}

export function scoreRealworld(outcomes: RwOutcome[]): { rows: Row[]; average: Row } {
  const by = new Map<number, { v: number; s: number; tp: number; fp: number }>();
  for (const o of outcomes)
    o.labels.forEach((l, i) => {
      const r = by.get(l.cwe) ?? { v: 0, s: 0, tp: 0, fp: 0 };
      if (l.line === undefined) {
        r.s++;
        if (o.hits[i]) r.fp++;
      } else {
        r.v++;
        if (o.hits[i]) r.tp++;
      }
      by.set(l.cwe, r);
    });
  const rows: Row[] = [...by]
    .sort((a, b) => a[0] - b[0])
    .map(([cwe, r]) => {
      const tpr = r.v ? (100 * r.tp) / r.v : 0;
      const fpr = r.s ? (100 * r.fp) / r.s : 0;
      return { cwe, vulnerable: r.v, safe: r.s, tp: r.tp, fp: r.fp, tpr, fpr, score: tpr - fpr };
    });
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
