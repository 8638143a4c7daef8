// Helpers for tests that cross-check against the real JDK (skipped when javac/java are missing).
import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

function has(cmd: string): boolean {
  try {
    const r = spawnSync(cmd, ["-version"], { stdio: "ignore", timeout: 20_000 });
    return r.status === 0;
  } catch {
    return false;
  }
}

export const HAS_JAVAC = has("javac");
export const HAS_JAVA = HAS_JAVAC && has("java");

export function tempDir(prefix: string): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), prefix));
}

/**
 * Compiles several files in ONE javac run (fast) and returns, per file name, the line numbers of
 * its errors in order. Files are `{ name: "K0.java", text }`.
 */
export function javacErrorLines(files: Array<{ name: string; text: string }>): Map<string, number[]> {
  const dir = tempDir("javac-xcheck-");
  for (const f of files) fs.writeFileSync(path.join(dir, f.name), f.text);
  let stderr = "";
  try {
    execFileSync("javac", ["-d", path.join(dir, "out"), "-Xmaxerrs", "1000", "-nowarn", ...files.map((f) => f.name)], {
      cwd: dir,
      stdio: "pipe",
      timeout: 120_000,
    });
  } catch (e) {
    stderr = String((e as { stderr?: Buffer }).stderr ?? "");
  }
  const out = new Map<string, number[]>();
  for (const m of stderr.matchAll(/^([\w$]+\.java):(\d+): error: /gm)) {
    const arr = out.get(m[1]) ?? [];
    arr.push(Number(m[2]));
    out.set(m[1], arr);
  }
  fs.rmSync(dir, { recursive: true, force: true });
  return out;
}

/** Compiles and runs one program; returns its stdout and stderr. */
export function compileAndRun(
  className: string,
  source: string,
  args: string[] = [],
  stdin = "",
): { stdout: string; stderr: string; compileErrors: string } {
  const dir = tempDir("javarun-");
  fs.writeFileSync(path.join(dir, `${className}.java`), source);
  const c = spawnSync("javac", ["-d", dir, `${className}.java`], { cwd: dir, encoding: "utf8", timeout: 120_000 });
  if (c.status !== 0) {
    fs.rmSync(dir, { recursive: true, force: true });
    return { stdout: "", stderr: c.stderr, compileErrors: c.stderr };
  }
  const r = spawnSync("java", ["-Xss512k", "-cp", dir, className, ...args], {
    cwd: dir,
    encoding: "utf8",
    input: stdin,
    timeout: 120_000,
  });
  fs.rmSync(dir, { recursive: true, force: true });
  return { stdout: r.stdout ?? "", stderr: r.stderr ?? "", compileErrors: "" };
}

/** Runs javac on one file and returns its stderr (for compile-error fixtures). */
export function compileOnly(fileName: string, source: string): string {
  const dir = tempDir("javac-one-");
  fs.writeFileSync(path.join(dir, fileName), source);
  const c = spawnSync("javac", ["-d", path.join(dir, "out"), fileName], {
    cwd: dir,
    encoding: "utf8",
    timeout: 120_000,
  });
  fs.rmSync(dir, { recursive: true, force: true });
  return c.stderr ?? "";
}

/**
 * Compiles several programs in one javac run, then runs each (`java -cp dir Name`), returning
 * stderr/stdout per class name.
 */
export function runPrograms(
  programs: Array<{ name: string; source: string; stdin?: string }>,
): Map<string, { stdout: string; stderr: string }> {
  const dir = tempDir("javarun-many-");
  for (const p of programs) fs.writeFileSync(path.join(dir, `${p.name}.java`), p.source);
  const c = spawnSync("javac", ["-d", dir, ...programs.map((p) => `${p.name}.java`)], {
    cwd: dir,
    encoding: "utf8",
    timeout: 180_000,
  });
  if (c.status !== 0) {
    fs.rmSync(dir, { recursive: true, force: true });
    throw new Error("test programs do not compile:\n" + c.stderr);
  }
  const out = new Map<string, { stdout: string; stderr: string }>();
  for (const p of programs) {
    const r = spawnSync("java", ["-Xss512k", "-XX:TieredStopAtLevel=1", "-Xshare:auto", "-cp", dir, p.name], {
      cwd: dir,
      encoding: "utf8",
      input: p.stdin ?? "",
      timeout: 60_000,
    });
    out.set(p.name, { stdout: r.stdout ?? "", stderr: r.stderr ?? "" });
  }
  fs.rmSync(dir, { recursive: true, force: true });
  return out;
}
