// Runs once when the server starts (Node runtime only; see instrumentation-node.ts).
export async function register() {
  // eslint-disable-next-line no-restricted-properties -- the framework's own runtime switch
  if (process.env.NEXT_RUNTIME === "nodejs") await import("./instrumentation-node");
}
