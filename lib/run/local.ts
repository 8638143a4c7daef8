// RUNNER=local: javac and java from this machine's JDK, each in a bubblewrap sandbox (lib/run/sandbox.ts), at most
// RUNNER_CONCURRENCY submissions at once. A submission holds one slot from compile to dispose, so its runs never
// wait behind other submissions. Refuses to run anything without bwrap unless RUNNER_UNSANDBOXED=1.
import { randomUUID } from "node:crypto";
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { AppError } from "@/lib/errors";
import { CompileServer } from "./compile-server";
import { buildHarness, HARNESS_CLASS } from "./harness";
import { bwrapUsable, findTools, runSandboxed, slotUid, type SandboxLimits, type Tools } from "./sandbox";
import { Slots } from "./slots";
import type { Compilation, Diagnostic, ProcessOutcome, RunRequest, Runner, RunnerStatus, SourceFile } from "./types";

export interface LocalOptions {
  concurrency: number;
  maxQueue: number;
  maxWaitMs?: number;
  unsandboxed: boolean;
  /** The JDK and sandbox tools (default: found on this machine); tests pass a machine without bwrap. */
  tools?: Tools | null;
}

/** Hard maximums; a request may ask for less. */
export const LOCAL_LIMITS = {
  compileWallMs: 20_000,
  runWallMs: 10_000,
  defaultRunWallMs: 5_000,
  heapMb: 256,
  defaultHeapMb: 128,
  tasks: 128,
  fileSize: 8 << 20,
  maxOutput: 1 << 20,
} as const;

const JVM_FAST_START = [
  "-Xshare:auto",
  "-XX:+UseSerialGC",
  "-XX:TieredStopAtLevel=1",
  "-XX:-UsePerfData",
  "-Xss1m",
  "-XX:MaxMetaspaceSize=96m",
  "-XX:CompressedClassSpaceSize=64m",
  "-XX:ReservedCodeCacheSize=32m",
];

const SAFE_NAME = /^[A-Za-z_$][\w$]*\.java$/;

export function parseJavacOutput(text: string): Diagnostic[] {
  const out: Diagnostic[] = [];
  for (const m of text.matchAll(/^(?:\/work\/src\/|src\/)?([\w$]+\.java):(\d+): (?:error|warning): (.*)$/gm))
    out.push({ file: m[1], line: Number(m[2]), message: m[3] });
  return out;
}

/**
 * A class-data-sharing archive of javac's own classes (made once per machine and JDK by compiling a tiny file of
 * ours, outside the sandbox): javac starts about 40 % faster with it. Missing or broken → plain start.
 */
let cdsState: { path?: string; making?: boolean } = {};
/** Per machine and JDK: the class-data archive and the compile server's class (made by us, read-only inside). */
function cacheDir(tools: Tools): string {
  return path.join(os.tmpdir(), `javarunner-cds-${Buffer.from(tools.javaHome).toString("hex").slice(-24)}`);
}
function javacArchive(tools: Tools): string | undefined {
  if (cdsState.path) return cdsState.path;
  if (cdsState.making) return undefined;
  cdsState = { making: true };
  const dir = cacheDir(tools);
  const file = path.join(dir, "javac.jsa");
  if (fs.existsSync(file)) return (cdsState = { path: file }).path;
  try {
    fs.mkdirSync(path.join(dir, "src"), { recursive: true, mode: 0o755 });
    fs.writeFileSync(
      path.join(dir, "src", "Warm.java"),
      "public class Warm { public static void main(String[] a) { System.out.println(java.util.List.of(a.length)); } }\n",
    );
    const tmp = `${file}.${process.pid}`;
    const child = spawn(
      tools.javac,
      [
        `-J-XX:ArchiveClassesAtExit=${tmp}`,
        ...JVM_FAST_START.filter((f) => f !== "-Xshare:auto").map((f) => `-J${f}`),
        "-d",
        path.join(dir, "src"),
        path.join(dir, "src", "Warm.java"),
      ],
      { stdio: "ignore" },
    );
    child.on("error", () => (cdsState = {}));
    child.on("close", (code) => {
      if (code === 0 && fs.existsSync(tmp)) {
        fs.chmodSync(tmp, 0o644);
        fs.renameSync(tmp, file);
        cdsState = { path: file };
      } else cdsState = {};
    });
  } catch {
    cdsState = {};
  }
  return undefined;
}

/** Slot folders of server processes that are gone (killed before their exit handler ran). */
function removeStaleFolders(): void {
  try {
    for (const name of fs.readdirSync(os.tmpdir())) {
      const pid = Number(/^javarunner-(\d+)-slot\d+-/.exec(name)?.[1]);
      if (!pid || pid === process.pid) continue;
      try {
        process.kill(pid, 0);
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code === "ESRCH")
          fs.rmSync(path.join(os.tmpdir(), name), { recursive: true, force: true });
      }
    }
  } catch {
    /* best effort */
  }
}

/** What a warming compiler compiles: a small class and a harness like the ones submissions bring. */
const WARM_FILES = [
  {
    name: "Warm.java",
    content:
      'import java.util.*;\npublic class Warm {\n    public static int total(int[] xs) { int s = 0; for (int x : xs) s += x; return s; }\n    public static void main(String[] a) { System.out.println(String.join(",", List.of(a))); }\n}\n',
  },
  {
    name: `${HARNESS_CLASS}.java`,
    content: buildHarness(
      [
        { index: 0, run: "Warm.total(new int[]{1, 2})" },
        { index: 1, main: "Warm", args: ["a"], stdin: "" },
      ],
      ["Warm.java"],
    ).source,
  },
];

export class LocalRunner implements Runner {
  readonly kind = "local" as const;
  readonly slots: Slots;
  private readonly tools: Tools | null;

  private readonly servers = new Map<number, CompileServer>();
  private readonly jobsDirs = new Map<number, string>();

  constructor(private readonly opts: LocalOptions) {
    this.slots = new Slots(opts.concurrency, opts.maxQueue, opts.maxWaitMs ?? 30_000, 2);
    this.tools = opts.tools !== undefined ? opts.tools : findTools();
    process.once("exit", () => this.close());
    removeStaleFolders();
  }

  /** Stops the warm compilers and removes the slots' folders (tests, benches, shutdown). */
  close(): void {
    for (const s of this.servers.values()) s.stop();
    this.servers.clear();
    for (const d of this.jobsDirs.values()) fs.rmSync(d, { recursive: true, force: true });
    this.jobsDirs.clear();
  }

  /** The slot's folder of submission folders (owned by the slot's user), made on first use. */
  private jobsDir(slot: number): string {
    let dir = this.jobsDirs.get(slot);
    if (dir && fs.existsSync(dir)) return dir;
    // A new folder: the slot's compiler was bound to the old one, so it starts again.
    this.servers.get(slot)?.stop();
    this.servers.delete(slot);
    dir = fs.mkdtempSync(path.join(os.tmpdir(), `javarunner-${process.pid}-slot${slot}-`));
    const uid = slotUid(slot);
    if (uid !== undefined && this.sandboxed()) fs.chownSync(dir, uid, uid);
    this.jobsDirs.set(slot, dir);
    return dir;
  }

  /** Starts the other slots' compilers in the background, so a burst of submissions finds them warm. */
  private prestartOthers(tools: Tools, current: number, cds: string | undefined): void {
    for (let s = 0; s < this.opts.concurrency; s++)
      if (s !== current && !this.servers.has(s))
        void this.server(tools, s, cds ? [path.dirname(cds)] : []).warm(WARM_FILES);
  }

  private server(tools: Tools, slot: number, extraReadOnly: string[]): CompileServer {
    let s = this.servers.get(slot);
    if (!s) {
      s = new CompileServer({
        tools,
        slot,
        jobsDir: this.jobsDir(slot),
        uid: slotUid(slot),
        cacheDir: cacheDir(tools),
        jvmFlags: [
          "-Xmx384m",
          "-Xshare:auto",
          "-XX:+UseSerialGC",
          "-XX:-UsePerfData",
          "-XX:ReservedCodeCacheSize=64m",
          "-XX:MaxMetaspaceSize=128m",
          "-XX:CompressedClassSpaceSize=64m",
        ],
        limits: { ...this.limits(LOCAL_LIMITS.compileWallMs, 384), cpuSeconds: 3600 },
        extraReadOnly,
      });
      this.servers.set(slot, s);
    }
    return s;
  }

  private sandboxed(): boolean {
    return this.tools?.bwrap ? bwrapUsable(this.tools) : false;
  }

  status(): RunnerStatus {
    if (!this.tools)
      return {
        kind: "local",
        available: false,
        reason: "RUNNER=local needs a JDK 17+ (javac and java on the PATH); none was found.",
      };
    if (this.sandboxed())
      return {
        kind: "local",
        available: true,
        reason: `Runs on this machine's JDK in a bubblewrap sandbox (${this.opts.concurrency} at a time).`,
      };
    if (this.opts.unsandboxed)
      return {
        kind: "local",
        available: true,
        reason: "Runs on this machine's JDK WITHOUT a sandbox (RUNNER_UNSANDBOXED=1: single-user machines only).",
      };
    return {
      kind: "local",
      available: false,
      reason:
        "Running code needs the bubblewrap sandbox (apt-get install bubblewrap); it is missing or cannot start here. Set RUNNER_UNSANDBOXED=1 only on a single-user machine.",
    };
  }

  async compile(files: SourceFile[]): Promise<Compilation> {
    const st = this.status();
    if (!st.available || !this.tools) throw new AppError("SERVICE_UNAVAILABLE", st.reason);
    for (const f of files)
      if (!SAFE_NAME.test(f.name)) throw new AppError("BAD_REQUEST", `Invalid Java file name "${f.name}".`);
    const tools = this.tools;
    const sandboxed = this.sandboxed();
    // The slot is held until dispose(): compile and every run of one submission use the same slot.
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    const slot = await new Promise<number>((resolve, reject) => {
      this.slots.with((s) => (resolve(s), held)).catch(reject);
    });
    const dir = fs.mkdtempSync(path.join(this.jobsDir(slot), `job-${randomUUID().slice(0, 8)}-`));
    const dispose = async () => {
      await fs.promises.rm(dir, { recursive: true, force: true }).catch(() => {});
      release();
    };
    try {
      const uid = slotUid(slot);
      fs.mkdirSync(path.join(dir, "src"));
      fs.mkdirSync(path.join(dir, "out"));
      for (const f of files) fs.writeFileSync(path.join(dir, "src", f.name), f.content);
      if (uid !== undefined && sandboxed)
        for (const p of [dir, path.join(dir, "src"), path.join(dir, "out")]) fs.chownSync(p, uid, uid);
      const base = sandboxed ? "/work" : dir;
      const cds = javacArchive(tools);
      const warm = sandboxed
        ? await this.server(tools, slot, cds ? [path.dirname(cds)] : []).compile(
            path.basename(dir),
            LOCAL_LIMITS.compileWallMs,
          )
        : undefined;
      this.prestartOthers(tools, slot, cds);
      if (warm && !warm.serverFailed) {
        const output = warm.output.replaceAll(`/jobs/${path.basename(dir)}/src/`, "").trim();
        return {
          ok: warm.ok,
          output,
          diagnostics: parseJavacOutput(output),
          ms: warm.ms,
          run: (req) => this.run(tools, sandboxed, dir, slot, req),
          dispose,
        };
      }
      const compiled = await runSandboxed({
        tools,
        sandboxed,
        dir,
        readOnly: ["src"],
        extraReadOnly: cds ? [path.dirname(cds)] : [],
        slot,
        argv: [
          tools.javac,
          "-J-Xmx384m",
          ...JVM_FAST_START.map((f) => `-J${f}`),
          ...(cds ? [`-J-XX:SharedArchiveFile=${cds}`] : []),
          "-encoding",
          "UTF-8",
          "-Xmaxerrs",
          "30",
          "-nowarn",
          "-implicit:none",
          "-d",
          `${base}/out`,
          ...files.map((f) => `${base}/src/${f.name}`),
        ],
        limits: this.limits(LOCAL_LIMITS.compileWallMs, 384),
      });
      let output = (compiled.stderr + compiled.stdout).replaceAll(`${base}/src/`, "");
      if (compiled.timedOut) output = `The compiler stopped after ${Math.round(compiled.ms / 1000)} s.\n${output}`;
      const ok = compiled.exitCode === 0 && !compiled.timedOut;
      return {
        ok,
        output: output.trim(),
        diagnostics: parseJavacOutput(output),
        ms: compiled.ms,
        run: (req) => this.run(tools, sandboxed, dir, slot, req),
        dispose,
      };
    } catch (e) {
      await dispose();
      throw e;
    }
  }

  private limits(wallMs: number, heapMb: number): SandboxLimits {
    return {
      wallMs,
      cpuSeconds: Math.ceil((wallMs * 2) / 1000) + 1,
      addressSpace: (heapMb + 1280) * (1 << 20),
      tasks: LOCAL_LIMITS.tasks,
      fileSize: LOCAL_LIMITS.fileSize,
      maxOutput: LOCAL_LIMITS.maxOutput,
    };
  }

  private run(tools: Tools, sandboxed: boolean, dir: string, slot: number, req: RunRequest): Promise<ProcessOutcome> {
    if (!/^[A-Za-z_$][\w$]*$/.test(req.mainClass))
      throw new AppError("BAD_REQUEST", `Invalid main class "${req.mainClass}".`);
    const wall = Math.min(req.timeoutMs ?? LOCAL_LIMITS.defaultRunWallMs, LOCAL_LIMITS.runWallMs);
    const heap = Math.min(req.memoryMb ?? LOCAL_LIMITS.defaultHeapMb, LOCAL_LIMITS.heapMb);
    const base = sandboxed ? "/work" : dir;
    return runSandboxed({
      tools,
      sandboxed,
      dir,
      readOnly: ["src", "out"],
      slot,
      stdin: req.stdin,
      argv: [
        tools.java,
        `-Xmx${heap}m`,
        ...JVM_FAST_START,
        "-Dfile.encoding=UTF-8",
        "-Dstdout.encoding=UTF-8",
        "-cp",
        `${base}/out`,
        req.mainClass,
        ...(req.args ?? []),
      ],
      limits: this.limits(wall, heap),
    });
  }
}
