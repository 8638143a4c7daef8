// The embedded database's folder lock: a second process is refused with a message that says what to do.
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { acquirePgliteLock, PgliteBusyError } from "@/lib/db/pglite-lock";

const holder = spawn("sleep", ["30"]);
afterAll(() => holder.kill());
const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "lock-")), "pglite");

describe("acquirePgliteLock", () => {
  it("points at the serving dev server's DATABASE_URL when the holder shares the folder", () => {
    fs.writeFileSync(`${dir}.lock`, `${holder.pid}\npostgresql://postgres:postgres@127.0.0.1:5544/postgres`);
    expect(() => acquirePgliteLock(dir)).toThrow(PgliteBusyError);
    expect(() => acquirePgliteLock(dir)).toThrow(/DATABASE_URL=postgresql:\/\/postgres:postgres@127\.0\.0\.1:5544/);
  });

  it("tells the user to stop the holder (or use npm run dev) when it does not share the folder", () => {
    fs.writeFileSync(`${dir}.lock`, String(holder.pid));
    expect(() => acquirePgliteLock(dir)).toThrow(/Stop it first.*npm run dev/s);
  });

  it("takes over a lock whose process is gone, and releases it", () => {
    fs.writeFileSync(`${dir}.lock`, "999999999");
    const release = acquirePgliteLock(dir, "postgresql://x@127.0.0.1:1/y");
    expect(fs.readFileSync(`${dir}.lock`, "utf8")).toBe(`${process.pid}\npostgresql://x@127.0.0.1:1/y`);
    release();
    expect(fs.existsSync(`${dir}.lock`)).toBe(false);
  });
});
