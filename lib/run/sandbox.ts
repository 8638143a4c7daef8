// One sandboxed process: `javac` or `java` under bubblewrap with rlimits, a wall clock and an output cap.
//
//   [setpriv --reuid=<slot uid>]  prlimit --cpu --as --nproc --fsize --nofile --core  bwrap …  java …
//
// bubblewrap: every namespace unshared (no network, own PIDs: when bwrap dies, every process inside dies), the
// system read-only (/usr, the JDK, its /etc config), a private size-limited /tmp, the submission's private folder
// as /work, a cleared environment, --die-with-parent and --new-session (no terminal injection). When the server
// runs as root, each concurrency slot runs as its own unprivileged user id, so the process limit (RLIMIT_NPROC,
// counted per user) holds per slot; as another user the limit is the machine's task count plus a margin.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { ProcessOutcome } from "./types";

export interface Tools {
  javac: string;
  java: string;
  /** The JDK's folder (bound read-only when it is outside /usr). */
  javaHome: string;
  bwrap?: string;
  prlimit?: string;
  setpriv?: string;
}

function which(name: string): string | undefined {
  // A fixed search path: the runner never executes whatever a PATH entry points at.
  for (const dir of ["/usr/local/bin", "/usr/bin", "/bin", "/usr/lib/jvm/default-java/bin"]) {
    const p = path.join(dir, name);
    try {
      fs.accessSync(p, fs.constants.X_OK);
      return p;
    } catch {
      /* next */
    }
  }
  return undefined;
}

let cached: Tools | null | undefined;

/** The JDK and sandbox tools on this machine; null without javac/java. Looked up once. */
export function findTools(): Tools | null {
  if (cached !== undefined) return cached;
  const javac = which("javac");
  const java = which("java");
  if (!javac || !java) return (cached = null);
  const javaHome = path.dirname(path.dirname(fs.realpathSync(javac)));
  cached = { javac, java, javaHome, bwrap: which("bwrap"), prlimit: which("prlimit"), setpriv: which("setpriv") };
  return cached;
}

/** Checks that bwrap can start a sandbox here (user namespaces may be disabled). Cached. */
let bwrapWorks: boolean | undefined;
export function bwrapUsable(tools: Tools): boolean {
  if (!tools.bwrap) return false;
  if (bwrapWorks !== undefined) return bwrapWorks;
  // The same command a run uses (as the slot's user when root: unprivileged user namespaces must work too).
  let dir: string | undefined;
  try {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "javarunner-probe-"));
    const uid = slotUid(0);
    if (uid !== undefined) fs.chownSync(dir, uid, uid);
    const { file, args } = command({
      tools,
      sandboxed: true,
      dir,
      slot: 0,
      argv: ["/bin/true"],
      limits: { wallMs: 5000, cpuSeconds: 5, addressSpace: 1 << 30, tasks: 16, fileSize: 1 << 20, maxOutput: 1 << 16 },
    });
    bwrapWorks = spawnSync(file, args, { timeout: 5000 }).status === 0;
  } catch {
    bwrapWorks = false;
  } finally {
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  }
  return bwrapWorks;
}

function systemBinds(tools: Tools): string[] {
  const out: string[] = ["--ro-bind", "/usr", "/usr"];
  for (const top of ["/bin", "/lib", "/lib64", "/lib32", "/sbin"]) {
    let st: fs.Stats;
    try {
      st = fs.lstatSync(top);
    } catch {
      continue;
    }
    if (st.isSymbolicLink()) out.push("--symlink", fs.readlinkSync(top), top);
    else if (st.isDirectory()) out.push("--ro-bind", top, top);
  }
  for (const etc of ["/etc/alternatives", "/etc/ld.so.cache", "/etc/ld.so.conf", "/etc/localtime"])
    if (fs.existsSync(etc)) out.push("--ro-bind", etc, etc);
  for (const name of fs.readdirSync("/etc"))
    if (name.startsWith("java-") || name === "java") out.push("--ro-bind", `/etc/${name}`, `/etc/${name}`);
  if (!tools.javaHome.startsWith("/usr/")) out.push("--ro-bind", tools.javaHome, tools.javaHome);
  return out;
}

export interface SandboxLimits {
  wallMs: number;
  cpuSeconds: number;
  /** Address space, bytes (RLIMIT_AS). */
  addressSpace: number;
  /** Tasks (processes + threads) of the sandbox's user. */
  tasks: number;
  /** Largest file it may write, bytes. */
  fileSize: number;
  /** Bytes of stdout (and, separately, stderr) kept; more ends the process. */
  maxOutput: number;
}

export interface SandboxRun {
  tools: Tools;
  /** Use bubblewrap (false only with RUNNER_UNSANDBOXED=1 on a machine without it). */
  sandboxed: boolean;
  /** The submission's private folder, seen as /work inside (or as `mountAt`). */
  dir: string;
  mountAt?: string;
  /** Folders inside dir bound read-only (e.g. compiled classes during a run). */
  readOnly?: string[];
  /** Host paths bound read-only at the same path (e.g. the compiler's class-data archive). */
  extraReadOnly?: string[];
  argv: string[];
  stdin?: string;
  slot: number;
  limits: SandboxLimits;
}

const UID_BASE = 200_000;

/**
 * The user id a slot runs as (root only), so the files it writes must belong to it. Distinct per server process
 * too (two instances or test workers on one machine must not share a process limit): 64 ids per process id.
 */
export function slotUid(slot: number): number | undefined {
  return process.getuid?.() === 0 ? UID_BASE + (process.pid % 60_000) * 64 + (slot % 64) : undefined;
}

function taskLimit(base: number): number {
  if (process.getuid?.() === 0) return base;
  // RLIMIT_NPROC counts every task of the real user: allow what runs now plus the sandbox's share.
  try {
    const total = Number(fs.readFileSync("/proc/loadavg", "utf8").split(" ")[3]?.split("/")[1]);
    if (Number.isFinite(total)) return total + base;
  } catch {
    /* not Linux */
  }
  return 4096;
}

/** The command line of a sandboxed process (prlimit, setpriv, bwrap, the program). */
export function command(run: Omit<SandboxRun, "stdin">): { file: string; args: string[] } {
  const { tools, limits } = run;
  const inner: string[] = [];
  if (run.sandboxed) {
    inner.push(
      tools.bwrap!,
      "--unshare-all",
      "--die-with-parent",
      "--new-session",
      "--cap-drop",
      "ALL",
      "--clearenv",
      "--setenv",
      "PATH",
      "/usr/bin:/bin",
      "--setenv",
      "HOME",
      "/work",
      "--setenv",
      "LANG",
      "C.UTF-8",
      "--hostname",
      "sandbox",
      ...systemBinds(tools),
      "--proc",
      "/proc",
      "--dev",
      "/dev",
      "--size",
      String(16 << 20),
      "--tmpfs",
      "/tmp",
      "--bind",
      run.dir,
      run.mountAt ?? "/work",
    );
    for (const ro of run.readOnly ?? [])
      inner.push("--ro-bind", path.join(run.dir, ro), path.join(run.mountAt ?? "/work", ro));
    for (const ro of run.extraReadOnly ?? []) inner.push("--ro-bind", ro, ro);
    inner.push("--chdir", run.mountAt ?? "/work", "--");
  }
  inner.push(...run.argv);
  const pre: string[] = [];
  const uid = slotUid(run.slot);
  if (run.sandboxed && uid !== undefined && tools.setpriv)
    pre.push(tools.setpriv, `--reuid=${uid}`, `--regid=${uid}`, "--clear-groups", "--");
  if (tools.prlimit)
    pre.push(
      tools.prlimit,
      `--cpu=${limits.cpuSeconds}`,
      `--as=${limits.addressSpace}`,
      `--nproc=${taskLimit(limits.tasks)}`,
      `--fsize=${limits.fileSize}`,
      "--nofile=256",
      "--core=0",
      "--",
    );
  const all = [...pre, ...inner];
  return { file: all[0], args: all.slice(1) };
}

/** Runs one process in the sandbox. Never rejects for the program's own failures; always ends by the wall clock. */
export function runSandboxed(run: SandboxRun): Promise<ProcessOutcome> {
  const started = Date.now();
  const { file, args } = command(run);
  const child = spawn(file, args, {
    cwd: run.sandboxed ? undefined : run.dir,
    env: (run.sandboxed
      ? { PATH: "/usr/bin:/bin", LANG: "C.UTF-8" }
      : { PATH: "/usr/bin:/bin", HOME: run.dir, LANG: "C.UTF-8" }) as unknown as NodeJS.ProcessEnv,
    detached: true,
    stdio: ["pipe", "pipe", "pipe"],
  });
  const out: Buffer[] = [];
  const err: Buffer[] = [];
  let outBytes = 0;
  let errBytes = 0;
  let timedOut = false;
  let outputTruncated = false;
  const kill = () => {
    try {
      if (child.pid) process.kill(-child.pid, "SIGKILL");
    } catch {
      child.kill("SIGKILL");
    }
  };
  const collect = (chunks: Buffer[], which: "out" | "err") => (b: Buffer) => {
    const used = which === "out" ? outBytes : errBytes;
    const room = run.limits.maxOutput - used;
    if (room > 0) chunks.push(b.length > room ? b.subarray(0, room) : b);
    if (which === "out") outBytes += b.length;
    else errBytes += b.length;
    if (b.length > room && !outputTruncated) {
      outputTruncated = true;
      kill();
    }
  };
  child.stdout.on("data", collect(out, "out"));
  child.stderr.on("data", collect(err, "err"));
  child.stdin.on("error", () => {}); // the program may exit without reading its input
  child.stdin.end(run.stdin ?? "");
  const timer = setTimeout(() => {
    timedOut = true;
    kill();
  }, run.limits.wallMs);
  return new Promise((resolve) => {
    child.on("error", (e) => {
      err.push(Buffer.from(`could not start ${file}: ${e.message}\n`));
    });
    child.on("close", (code, signal) => {
      clearTimeout(timer);
      kill(); // anything left in the group (unsandboxed runs)
      // RLIMIT_CPU: SIGXCPU, seen directly or as bwrap's exit code 128 + 24.
      const cpuOut = signal === "SIGXCPU" || code === 152 || (signal === "SIGKILL" && !timedOut && !outputTruncated);
      resolve({
        stdout: Buffer.concat(out).toString("utf8"),
        stderr: Buffer.concat(err).toString("utf8"),
        exitCode: code,
        signal,
        timedOut: timedOut || cpuOut,
        outputTruncated,
        ms: Date.now() - started,
      });
    });
  });
}
