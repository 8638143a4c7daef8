// Builds the cases of tests/corpus/runtime from tests/corpus/runtime/src:
//   npx tsx bench/analyze-breadth/make-runtime.ts
// Each source case has one code file with `/*@fix*/` (and optionally `/*@second*/`) markers on the
// lines a learner must change, meta.json ({exception, rule}) and, for Spring cases, error.txt
// written in the exact format Spring Boot prints. Plain Java cases have no error.txt: the program is
// compiled and run here with the local JDK and its real stack trace is recorded.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const SRC = path.resolve("tests/corpus/runtime/src");
const OUT = path.resolve("tests/corpus/runtime");
for (const old of fs.readdirSync(OUT))
  if (old !== "src") fs.rmSync(path.join(OUT, old), { recursive: true, force: true });
for (const name of fs.readdirSync(SRC).sort()) {
  const dir = path.join(SRC, name);
  const codeFile = fs.readdirSync(dir).find((f) => !/^(meta\.json|error\.txt)$/.test(f));
  if (!codeFile) continue;
  const raw = fs.readFileSync(path.join(dir, codeFile), "utf8");
  const lines = raw.split("\n");
  const find = (m: string) => {
    const i = lines.findIndex((l) => l.includes(m));
    return i < 0 ? undefined : i + 1;
  };
  const line = find("/*@fix*/");
  const second = find("/*@second*/");
  const code = raw.replace(/ ?\/\*@(fix|second)\*\//g, "");
  let error = fs.existsSync(path.join(dir, "error.txt")) ? fs.readFileSync(path.join(dir, "error.txt"), "utf8") : "";
  if (!error) {
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "rt-"));
    fs.writeFileSync(path.join(tmp, codeFile), code);
    const c = spawnSync("javac", ["-d", tmp, codeFile], { cwd: tmp, encoding: "utf8" });
    if (c.status !== 0) throw new Error(`${name} does not compile:\n${c.stderr}`);
    const r = spawnSync("java", ["-cp", tmp, codeFile.replace(/\.java$/, "")], { cwd: tmp, encoding: "utf8" });
    error = r.stderr;
    fs.rmSync(tmp, { recursive: true, force: true });
  }
  const meta = JSON.parse(fs.readFileSync(path.join(dir, "meta.json"), "utf8")) as object;
  fs.mkdirSync(path.join(OUT, name), { recursive: true });
  fs.writeFileSync(path.join(OUT, name, codeFile), code);
  fs.writeFileSync(path.join(OUT, name, "error.txt"), error);
  fs.writeFileSync(
    path.join(OUT, name, "expect.json"),
    JSON.stringify({ ...meta, line, ...(second ? { second } : {}) }, null, 2) + "\n",
  );
  console.log(`${name}: line ${line}${second ? `, second ${second}` : ""}`);
}
