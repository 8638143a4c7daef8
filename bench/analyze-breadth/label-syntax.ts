// Labels tests/corpus/syntax with the real compiler: for each broken program the line of javac's
// first error; every valid program must compile without errors.
//   npx tsx bench/analyze-breadth/label-syntax.ts
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const ROOT = path.resolve("tests/corpus/syntax");
const labels: Record<string, number> = {};
for (const sub of ["broken", "broken-fresh", "valid"]) {
  for (const name of fs.readdirSync(path.join(ROOT, sub)).sort()) {
    if (!name.endsWith(".java")) continue;
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "syn-"));
    fs.copyFileSync(path.join(ROOT, sub, name), path.join(tmp, name));
    const r = spawnSync("javac", ["-d", path.join(tmp, "out"), "-Xmaxerrs", "1", name], { cwd: tmp, encoding: "utf8" });
    fs.rmSync(tmp, { recursive: true, force: true });
    const first = /^[\w$]+\.java:(\d+): error: (.*)$/m.exec(r.stderr);
    if (sub === "valid") {
      if (r.status !== 0) throw new Error(`valid/${name} does not compile:\n${r.stderr}`);
      continue;
    }
    if (!first) throw new Error(`${sub}/${name} compiles`);
    labels[`${sub}/${name}`] = Number(first[1]);
    console.log(`${sub}/${name}: ${first[1]} ${first[2]}`);
  }
}
fs.writeFileSync(path.join(ROOT, "labels.json"), JSON.stringify(labels, null, 2) + "\n");
