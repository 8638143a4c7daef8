// The framework's floor for the benchmarks: a minimal Next app built beside ours (in .data/bench-floor, inside the
// project root as Turbopack requires) whose route handlers return pre-captured bytes with no work at all. The app
// itself ships no benchmark route; the reference is built here, with the same Next version and `next start`.
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { waitForHealth, type Started } from "../../scripts/lib/app-server";

const DIR = path.resolve(".data", "bench-floor");

const HANDLER = (file: string) => `import fs from "node:fs";
let body;
export const dynamic = "force-dynamic";
export function GET() {
  body ??= fs.readFileSync(${JSON.stringify(file)}, "utf8");
  return new Response(body, { headers: { "content-type": "application/json", "cache-control": "public, max-age=60, s-maxage=300, stale-while-revalidate=86400" } });
}
`;

/** Builds (about 10 s) and starts the floor app; `payloads` maps a name to the bytes `GET /floor/{name}` returns. */
export async function startFloorServer(port: number, payloads: Record<string, string>): Promise<Started> {
  fs.rmSync(DIR, { recursive: true, force: true });
  fs.mkdirSync(path.join(DIR, "app", "health"), { recursive: true });
  fs.writeFileSync(path.join(DIR, "package.json"), '{ "private": true }\n');
  fs.writeFileSync(
    path.join(DIR, "next.config.mjs"),
    'import path from "node:path";\nexport default { turbopack: { root: path.resolve(process.cwd(), "../..") } };\n',
  );
  fs.writeFileSync(
    path.join(DIR, "app", "health", "route.js"),
    'export function GET() { return new Response("ok"); }\n',
  );
  for (const [name, bytes] of Object.entries(payloads)) {
    const file = path.join(DIR, `${name}.payload`);
    fs.writeFileSync(file, bytes);
    // A static path and a dynamic segment, so each target can be compared with a reference routed the same way.
    fs.mkdirSync(path.join(DIR, "app", "floor", name), { recursive: true });
    fs.writeFileSync(path.join(DIR, "app", "floor", name, "route.js"), HANDLER(file));
  }
  fs.mkdirSync(path.join(DIR, "app", "floor-dyn", "[name]"), { recursive: true });
  fs.writeFileSync(
    path.join(DIR, "app", "floor-dyn", "[name]", "route.js"),
    `import fs from "node:fs";\nconst bodies = new Map();\nexport const dynamic = "force-dynamic";\nexport async function GET(_req, ctx) {\n  const { name } = await ctx.params;\n  if (!bodies.has(name)) bodies.set(name, fs.readFileSync(${JSON.stringify(DIR)} + "/" + name + ".payload", "utf8"));\n  return new Response(bodies.get(name), { headers: { "content-type": "application/json" } });\n}\n`,
  );
  const next = path.resolve("node_modules", ".bin", "next");
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: "1" };
  const build = spawn(next, ["build"], { cwd: DIR, env, stdio: ["ignore", "ignore", "inherit"] });
  const code = await new Promise<number | null>((r) => build.on("exit", r));
  if (code !== 0) throw new Error(`building the floor app failed (exit ${code})`);
  const child = spawn(next, ["start", "-p", String(port), "-H", "127.0.0.1"], {
    cwd: DIR,
    env,
    stdio: ["ignore", "ignore", "inherit"],
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = () => child.exitCode === null && child.kill("SIGTERM");
  process.on("exit", stop);
  await waitForHealth(url, child, 60_000, "/health");
  return { url, child, stop };
}
