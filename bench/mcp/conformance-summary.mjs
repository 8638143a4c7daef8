// Counts the checks of one conformance run: node bench/mcp/conformance-summary.mjs <results-dir> <baseline.yml>
// Prints "passed / failed (of which expected: fixture checks listed in the baseline)" and every unexpected failure.
import fs from "node:fs";
import path from "node:path";

const [dir, baselineFile] = process.argv.slice(2);
const expected = new Set(
  fs
    .readFileSync(baselineFile, "utf8")
    .split("\n")
    .map((l) => /^\s*-\s*([^\s#]+)/.exec(l)?.[1])
    .filter(Boolean),
);
const files = [];
const walk = (d) => {
  for (const e of fs.readdirSync(d, { withFileTypes: true }))
    if (e.isDirectory()) walk(path.join(d, e.name));
    else if (e.name === "checks.json") files.push(path.join(d, e.name));
};
walk(dir);
let passed = 0;
let failed = 0;
let fixture = 0;
let other = 0;
const unexpected = [];
for (const f of files) {
  const scenario = path
    .basename(path.dirname(f))
    .replace(/^server-/, "")
    .replace(/-\d{4}-\d\d-\d\dT.*$/, "");
  for (const c of JSON.parse(fs.readFileSync(f, "utf8"))) {
    if (c.status === "SUCCESS") passed++;
    else if (c.status === "FAILURE") {
      failed++;
      if (expected.has(`${scenario}:${c.id}`) || expected.has(scenario)) fixture++;
      else unexpected.push(`${scenario}:${c.id} ${c.errorMessage ?? ""}`.slice(0, 300));
    } else other++;
  }
}
console.log(
  `checks: ${passed} passed, ${failed} failed (${fixture} need the suite's fixtures, ${failed - fixture} unexpected), ${other} info/warning/skipped`,
);
for (const u of unexpected) console.log(`  unexpected: ${u}`);
