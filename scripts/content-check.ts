// npm run content:check [-- <course-slug> ...] – compiles every ```java file=Name.java block of the lessons with javac,
// then checks every exercise (scripts/lib/exercise-check.ts: schema, model solution passes, starter fails, predict
// answers). `--exercises` runs only the exercise pass, `--lessons` only the lesson pass.
import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { checkAnswerUnits } from "../lib/content/answer-units";
import { splitSections } from "../lib/content/sections";
import { bundleScript } from "./lib/bundle";

const root = path.join(process.cwd(), "prisma", "content", "courses");
const flags = process.argv.slice(2).filter((a) => a.startsWith("--"));
const only = process.argv.slice(2).filter((a) => !a.startsWith("--"));

/** The exercise pass, bundled (it imports the analyzer, which tsx cannot load) and run with node. */
function exercisePass(): number {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "exercise-check-"));
  const outfile = path.join(dir, "exercise-check.mjs");
  bundleScript(path.join(process.cwd(), "scripts", "lib", "exercise-check.ts"), outfile);
  const r = spawnSync(process.execPath, [outfile, ...only], { stdio: "inherit" });
  fs.rmSync(dir, { recursive: true, force: true });
  return r.status ?? 1;
}

if (flags.includes("--exercises")) process.exit(exercisePass());
const withExercises = !flags.includes("--lessons");

// Answer units ("In short" lines, key code blocks; lib/content/answer-units.ts): a rule broken is an error; a
// section without an In short line is an error too (every section of every course has one since 2026-11-27).
let unitErrors = 0;
let missingInShort = 0;
let sectionsChecked = 0;
for (const course of fs.readdirSync(root).sort()) {
  if (only.length && !only.includes(course)) continue;
  for (const name of fs.readdirSync(path.join(root, course)).sort()) {
    if (!name.endsWith(".md") || name === "course.md") continue;
    const body = fs.readFileSync(path.join(root, course, name), "utf8").replace(/^---\n[\s\S]*?\n---\n/, "");
    const report = checkAnswerUnits(body);
    sectionsChecked += splitSections(body).filter((s) => s.heading).length;
    missingInShort += report.missing.length;
    for (const m of report.missing) console.log(`ERROR ${course}/${name}: no "In short" line in ${JSON.stringify(m)}`);
    for (const e of report.errors) console.log(`ERROR ${course}/${name}: ${e}`);
    unitErrors += report.errors.length + report.missing.length;
  }
}
console.log(
  `content:check answer units: ${sectionsChecked} sections, ${missingInShort} without an "In short" line, ${unitErrors} other errors`,
);
const javac = spawnSync("javac", ["-version"], { encoding: "utf8" });
if (javac.status !== 0) {
  console.log("content:check: javac is not installed (JDK 17+ needed): lesson blocks not compiled.");
  process.exit((withExercises ? exercisePass() : 0) || unitErrors ? 1 : 0);
}
const work = fs.mkdtempSync(path.join(os.tmpdir(), "content-check-"));
const files: string[] = [];
// `java file=X.java`, also with `key` before or after `file=` (answer units mark the key block either way)
const fence = /^```java[ \t]+(?:key[ \t]+)?file=([A-Za-z_$][\w$]*\.java)[^\n]*\n([\s\S]*?)^```[ \t]*$/gm;
for (const course of fs.readdirSync(root).sort()) {
  if (only.length && !only.includes(course)) continue;
  for (const name of fs.readdirSync(path.join(root, course)).sort()) {
    if (!name.endsWith(".md") || name === "course.md") continue;
    const text = fs.readFileSync(path.join(root, course, name), "utf8");
    let i = 0;
    for (const m of text.matchAll(fence)) {
      const dir = path.join(work, course, name.replace(/\.md$/, ""), String(i++));
      fs.mkdirSync(dir, { recursive: true });
      const file = path.join(dir, m[1]);
      fs.writeFileSync(file, m[2]);
      files.push(file);
    }
  }
}
if (files.length === 0) {
  console.log("content:check: no ```java file=… blocks found.");
  process.exit(only.length ? 0 : 1);
}
const helper = path.join(work, "helper");
fs.mkdirSync(helper);
execFileSync("javac", ["-d", helper, path.join(process.cwd(), "scripts", "CompileAll.java")]);
const run = spawnSync("java", ["-cp", helper, "CompileAll", ...files], { encoding: "utf8", maxBuffer: 64 << 20 });
const failures = (run.stdout.match(/^FAIL /gm) ?? []).length;
if (failures)
  console.log(
    run.stdout
      .split("\n")
      .filter((l) => !l.startsWith("OK "))
      .join("\n")
      .replaceAll(work + "/", ""),
  );
console.log(`content:check: ${files.length - failures} passed, ${failures} failed`);
fs.rmSync(work, { recursive: true, force: true });
const exercisesFailed = withExercises ? exercisePass() : 0;
process.exit(failures || exercisesFailed || unitErrors ? 1 : 0);
