// PGlite does not lock its data folder, and two processes writing one folder silently lose writes. Every process
// that opens the folder (app, seed, migrations, `npm run token`, the wire server) takes this lock first.
import fs from "node:fs";

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === "EPERM";
  }
}

export class PgliteBusyError extends Error {}

/**
 * Takes the folder's lock. `sharedAt` is the DATABASE_URL under which the holder serves the folder to others (the
 * dev server's pglite-server): a refused process is then told to use it instead of being told to stop the holder.
 */
export function acquirePgliteLock(dir: string, sharedAt?: string): () => void {
  const lock = `${dir}.lock`;
  try {
    const [pidLine, url] = fs.readFileSync(lock, "utf8").trim().split("\n");
    const pid = Number(pidLine);
    if (pid && pid !== process.pid && alive(pid))
      throw new PgliteBusyError(
        url
          ? `The embedded database ${dir} is being served by process ${pid} (\`npm run dev\` or \`npm run db:server\`). ` +
              `Run this command beside it with DATABASE_URL=${url}`
          : `The embedded database ${dir} is in use by process ${pid} (\`npm start\` or another command). Stop it ` +
              "first, or let several processes share the folder: start the app with `npm run dev` (it serves the folder " +
              "over the Postgres protocol) and give the others the DATABASE_URL it prints.",
      );
  } catch (e) {
    if (e instanceof PgliteBusyError) throw e;
  }
  fs.writeFileSync(lock, sharedAt ? `${process.pid}\n${sharedAt}` : String(process.pid));
  const release = () => {
    try {
      if (fs.readFileSync(lock, "utf8").split("\n")[0].trim() === String(process.pid)) fs.unlinkSync(lock);
    } catch {}
  };
  process.once("exit", release);
  return release;
}
