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

export function acquirePgliteLock(dir: string): () => void {
  const lock = `${dir}.lock`;
  try {
    const pid = Number(fs.readFileSync(lock, "utf8").trim());
    if (pid && pid !== process.pid && alive(pid))
      throw new PgliteBusyError(
        `The embedded database ${dir} is in use by process ${pid} (a running dev server?). Stop it first, or share the folder: ` +
          "run `npm run db:server` and set DATABASE_URL=postgresql://postgres:postgres@127.0.0.1:5433/postgres for every process.",
      );
  } catch (e) {
    if (e instanceof PgliteBusyError) throw e;
  }
  fs.writeFileSync(lock, String(process.pid));
  const release = () => {
    try {
      if (fs.readFileSync(lock, "utf8").trim() === String(process.pid)) fs.unlinkSync(lock);
    } catch {}
  };
  process.once("exit", release);
  return release;
}
