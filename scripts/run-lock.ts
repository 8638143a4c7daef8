// One suite run at a time per checkout (scripts/test.ts, scripts/test-faults.ts): builds, the test servers and
// their databases share .next, ports and .data.
import fs from "node:fs";
import path from "node:path";

export async function acquireRunLock(): Promise<void> {
  const lock = path.resolve(".data", "test-run.lock");
  fs.mkdirSync(path.dirname(lock), { recursive: true });
  for (let waited = 0; ; waited += 2) {
    try {
      fs.writeFileSync(lock, String(process.pid), { flag: "wx" });
      process.on("exit", () => {
        try {
          if (fs.readFileSync(lock, "utf8") === String(process.pid)) fs.unlinkSync(lock);
        } catch {}
      });
      return;
    } catch {
      const holder = Number(fs.readFileSync(lock, "utf8"));
      let alive = false;
      try {
        process.kill(holder, 0);
        alive = true;
      } catch {}
      if (!alive) {
        fs.rmSync(lock, { force: true });
        continue;
      }
      if (waited % 30 === 0) console.log(`waiting for another test run (pid ${holder}) to finish…`);
      await new Promise((r) => setTimeout(r, 2000));
    }
  }
}
