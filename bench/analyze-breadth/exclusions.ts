// Labels the scorer skips: a label that is plainly wrong per docs/analyzer/mentor-checklist.md (the labelled files
// belong to their writer and are not edited here). Each entry names the set, the file, the line, the rule and why;
// the list is printed with every run and documented in docs/analyzer/quality.md. Never used for blind sets.
import fs from "node:fs";
import path from "node:path";
import type { LabelledFile } from "./score";

export interface Exclusion {
  set: string;
  file: string;
  line: number;
  rule: string;
  why: string;
}

/** Run from the repository root (the bundled bench has no meaningful __dirname). */
const FILE = path.resolve(process.cwd(), "bench/analyze-breadth/exclusions.json");

export function readExclusions(set: string): Exclusion[] {
  if (!fs.existsSync(FILE)) return [];
  return (JSON.parse(fs.readFileSync(FILE, "utf8")) as Exclusion[]).filter((e) => e.set === set);
}

/** The files with the listed `expect:`/`ok:` labels removed (a file left without `expect:` is then a clean file). */
export function applyExclusions(files: LabelledFile[], list: Exclusion[]): LabelledFile[] {
  if (!list.length) return files;
  const hit = (name: string, l: { rule: string; line: number }) =>
    list.some((e) => e.file === name && e.line === l.line && e.rule === l.rule);
  for (const e of list) console.log(`excluded label ${e.set}/${e.file}:${e.line} ${e.rule} (${e.why})`);
  return files.map((f) => ({
    ...f,
    expect: f.expect.filter((l) => !hit(f.name, l)),
    ok: f.ok.filter((l) => !hit(f.name, l)),
  }));
}
