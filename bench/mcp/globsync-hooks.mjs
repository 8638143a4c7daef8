// Module hooks that give the conformance CLI an "fs" with globSync on Node 20: `node --import ./bench/mcp/globsync-hooks.mjs …`.
// Registered from the main thread; the same file then runs in the hooks thread, where `resolve` does the work.
import { register } from "node:module";
import { fileURLToPath } from "node:url";
import { isMainThread } from "node:worker_threads";

const polyfill = fileURLToPath(new URL("./globsync-polyfill.cjs", import.meta.url));
const SHIM = `data:text/javascript,${encodeURIComponent(
  [
    'import fs from "node:fs";',
    'import { createRequire } from "node:module";',
    `const { globSync } = createRequire(${JSON.stringify(polyfill)})(${JSON.stringify(polyfill)});`,
    'export * from "node:fs";',
    "export default fs;",
    "export { globSync };",
  ].join("\n"),
)}`;

if (isMainThread) register(import.meta.url);

export async function resolve(specifier, context, next) {
  if (
    (specifier === "fs" || specifier === "node:fs") &&
    context.parentURL?.includes("/@modelcontextprotocol/conformance/")
  )
    return { url: SHIM, shortCircuit: true };
  return next(specifier, context);
}
