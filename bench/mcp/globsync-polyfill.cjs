// fs.globSync for Node 20 (added in Node 22): the conformance CLI imports it by name from "fs" (only its tier-check
// calls it). Node 20 freezes the export names of its built-in ES modules, so patching `fs` is not enough for an
// `import { globSync } from "fs"`: globsync-hooks.mjs redirects that import to a module that adds this function.
// Supports `**`, `*`, `?` and literal path segments, with options.cwd; returns paths relative to cwd.
const fs = require("node:fs");
const path = require("node:path");

let globSync = fs.globSync;
if (typeof globSync !== "function") {
  const segmentRegex = (seg) =>
    new RegExp(
      `^${seg
        .replace(/[.+^${}()|[\]\\]/g, "\\$&")
        .replace(/\*/g, "[^/]*")
        .replace(/\?/g, "[^/]")}$`,
    );

  globSync = function globSync(pattern, options = {}) {
    const cwd = options.cwd ? String(options.cwd) : process.cwd();
    const patterns = Array.isArray(pattern) ? pattern : [pattern];
    const out = new Set();
    const walk = (dir, rel, segs) => {
      if (segs.length === 0) {
        if (rel) out.add(rel);
        return;
      }
      const [seg, ...rest] = segs;
      let entries;
      try {
        entries = fs.readdirSync(dir, { withFileTypes: true });
      } catch {
        return;
      }
      if (seg === "**") {
        walk(dir, rel, rest); // zero directories
        for (const e of entries)
          if (e.isDirectory()) walk(path.join(dir, e.name), rel ? `${rel}/${e.name}` : e.name, segs);
        return;
      }
      const re = segmentRegex(seg);
      for (const e of entries) {
        if (!re.test(e.name)) continue;
        if (rest.length > 0 && !e.isDirectory()) continue;
        walk(path.join(dir, e.name), rel ? `${rel}/${e.name}` : e.name, rest);
      }
    };
    for (const p of patterns) walk(cwd, "", String(p).split("/").filter(Boolean));
    return [...out];
  };
  fs.globSync = globSync; // for CommonJS callers
}

module.exports = { globSync };
