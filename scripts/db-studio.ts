// npm run db:studio – Prisma Studio is embedded in the app at /studio (editors only), so it works offline, on the
// embedded database and on Vercel without the CLI (whose Studio downloads a query engine on first use). This command
// finds the running app and opens /studio in the browser, or says how to get there.
import { spawn } from "node:child_process";

const base = (process.env.APP_URL ?? `http://localhost:${process.env.PORT ?? 3000}`).replace(/\/+$/, "");
const url = `${base}/studio`;

async function appIsUp(): Promise<boolean> {
  try {
    const r = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(2000) });
    return r.status < 500 || r.status === 503;
  } catch {
    return false;
  }
}

function openBrowser(target: string): void {
  const cmd = process.platform === "darwin" ? "open" : process.platform === "win32" ? "explorer" : "xdg-open";
  const child = spawn(cmd, [target], { stdio: "ignore", detached: true });
  child.on("error", () => {}); // no browser opener (CI, a server): the URL is printed anyway
  child.unref();
}

async function main() {
  const up = await appIsUp();
  console.log(`Prisma Studio is part of the app: ${url}`);
  console.log("  - sign in with an editor account (grant the role with: npm run editor -- <email>)");
  console.log("  - editors change content, programs, plans and learners' pro access; every change is audited");
  if (!up) {
    console.log(
      `The app does not answer at ${base}: start it with \`npm run dev\` (or set APP_URL / PORT), then open the URL.`,
    );
    return;
  }
  if (!process.argv.includes("--no-open")) openBrowser(url);
}

main();
