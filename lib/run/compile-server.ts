// A warm compiler per concurrency slot: one long-lived JVM running javax.tools' javac inside the same bubblewrap
// sandbox (the slot's user id, no network, read-only system) that compiles one submission folder per request.
// A cold `javac` spends 1–1.5 s starting up on this machine; the warm one compiles a small exercise in ~0.1–0.3 s.
// javac never runs the learner's code (-proc:none: no annotation processors), so sharing one compiler JVM between
// submissions of the same slot exposes nothing; a compile that runs over its time or output limit kills the
// server (a fresh one starts on the next request), and it is replaced after MAX_JOBS compiles anyway.
import { spawn, spawnSync, type ChildProcessWithoutNullStreams } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { command, type SandboxLimits, type Tools } from "./sandbox";

const SERVER_SOURCE = String.raw`import javax.tools.*;
import java.io.*;
import java.nio.charset.StandardCharsets;
import java.nio.file.*;
import java.util.*;
import java.util.stream.*;

public class CompileServer {
    public static void main(String[] args) throws Exception {
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        PrintStream out = new PrintStream(new FileOutputStream(FileDescriptor.out), true, StandardCharsets.UTF_8);
        String line;
        while ((line = in.readLine()) != null) {
            int sp = line.indexOf(' ');
            if (sp < 0) continue;
            String nonce = line.substring(0, sp);
            String dir = line.substring(sp + 1);
            StringWriter w = new StringWriter();
            boolean ok;
            try (StandardJavaFileManager fm = javac.getStandardFileManager(null, Locale.ROOT, StandardCharsets.UTF_8)) {
                List<File> files;
                try (Stream<Path> s = Files.list(Paths.get(dir, "src"))) {
                    files = s.filter(p -> p.toString().endsWith(".java")).map(Path::toFile).sorted().collect(Collectors.toList());
                }
                List<String> opts = Arrays.asList("-encoding", "UTF-8", "-Xmaxerrs", "30", "-nowarn", "-implicit:none",
                    "-proc:none", "-d", dir + "/out", "-cp", dir + "/out", "-sourcepath", dir + "/src");
                ok = javac.getTask(w, fm, null, opts, null, fm.getJavaFileObjectsFromFiles(files)).call();
            } catch (Throwable t) {
                // the server's own failure (e.g. its folder is gone), not the learner's code: status 2
                out.print("\n" + nonce + " DONE 2 " + t.toString().replace('\n', ' ') + "\n");
                out.flush();
                continue;
            }
            out.print(w.toString());
            out.print("\n" + nonce + " DONE " + (ok ? 1 : 0) + "\n");
            out.flush();
        }
    }
}
`;

const MAX_JOBS = 200;
const MAX_FAILURES = 3;
const MAX_OUTPUT = 1 << 20;

/** Compiles the server class once per machine (our own code, outside the sandbox); undefined when that fails. */
function serverClassDir(tools: Tools, cacheDir: string): string | undefined {
  const dir = path.join(cacheDir, "compile-server");
  const cls = path.join(dir, "CompileServer.class");
  const src = path.join(dir, "CompileServer.java");
  try {
    if (fs.existsSync(cls) && fs.readFileSync(src, "utf8") === SERVER_SOURCE) return dir;
    fs.mkdirSync(dir, { recursive: true, mode: 0o755 });
    fs.writeFileSync(src, SERVER_SOURCE, { mode: 0o644 });
    const r = spawnSync(tools.javac, ["-d", dir, src], { timeout: 60_000 });
    if (r.status !== 0) return undefined;
    fs.chmodSync(cls, 0o644);
    return dir;
  } catch {
    return undefined;
  }
}

export interface CompileOutcome {
  ok: boolean;
  output: string;
  timedOut: boolean;
  ms: number;
  /** The server itself failed (not the learner's code): compile the cold way instead. */
  serverFailed?: boolean;
}

interface Pending {
  nonce: string;
  resolve(o: CompileOutcome): void;
  timer: NodeJS.Timeout;
  started: number;
}

export class CompileServer {
  private child?: ChildProcessWithoutNullStreams;
  private buffer = "";
  private pending?: Pending;
  private jobs = 0;
  /** Failures in a row (the server would not start or died): after MAX_FAILURES it is not tried again. */
  private failures = 0;

  constructor(
    private readonly opts: {
      tools: Tools;
      slot: number;
      /** Host folder holding this slot's submission folders, seen as /jobs inside. */
      jobsDir: string;
      /** The slot's user id (root only): owner of the warm-up folder. */
      uid?: number;
      cacheDir: string;
      jvmFlags: string[];
      limits: SandboxLimits;
      extraReadOnly: string[];
    },
  ) {}

  private warming?: Promise<unknown>;

  /** Starts the server and compiles sample files (the first compiles of a JVM are the slow ones). */
  warm(files: { name: string; content: string }[]): Promise<unknown> {
    if (this.warming) return this.warming;
    const dir = path.join(this.opts.jobsDir, "warm");
    try {
      fs.mkdirSync(path.join(dir, "src"), { recursive: true });
      fs.mkdirSync(path.join(dir, "out"), { recursive: true });
      for (const f of files) fs.writeFileSync(path.join(dir, "src", f.name), f.content);
      if (this.opts.uid !== undefined)
        for (const p of [dir, path.join(dir, "src"), path.join(dir, "out")])
          fs.chownSync(p, this.opts.uid, this.opts.uid);
    } catch {
      return Promise.resolve();
    }
    this.warming = (async () => {
      for (let i = 0; i < 3; i++) await this.send("warm", 60_000);
    })().finally(() => (this.warming = undefined));
    return this.warming;
  }

  /** Compiles <jobsDir>/<job>/src/*.java into <job>/out; resolves undefined when the server cannot start. */
  async compile(job: string, timeoutMs: number): Promise<CompileOutcome | undefined> {
    if (this.warming) await this.warming;
    return this.send(job, timeoutMs);
  }

  private async send(job: string, timeoutMs: number): Promise<CompileOutcome | undefined> {
    if (this.pending) throw new Error("compile server busy");
    if (this.failures >= MAX_FAILURES) return undefined;
    const child = this.ensure();
    if (!child) return undefined;
    const nonce = randomBytes(12).toString("hex");
    this.jobs++;
    return new Promise<CompileOutcome>((resolve) => {
      const timer = setTimeout(
        () => this.fail(`The compiler stopped after ${Math.round(timeoutMs / 1000)} s.`, true),
        timeoutMs,
      );
      this.pending = { nonce, resolve, timer, started: Date.now() };
      child.stdin.write(`${nonce} /jobs/${job}\n`);
    });
  }

  stop(): void {
    const c = this.child;
    this.child = undefined;
    if (c?.pid)
      try {
        process.kill(-c.pid, "SIGKILL");
      } catch {
        /* gone */
      }
  }

  private ensure(): ChildProcessWithoutNullStreams | undefined {
    if (this.child && this.jobs < MAX_JOBS) return this.child;
    this.stop();
    const classes = serverClassDir(this.opts.tools, this.opts.cacheDir);
    if (!classes) return undefined;
    const { file, args } = command({
      tools: this.opts.tools,
      sandboxed: true,
      dir: this.opts.jobsDir,
      mountAt: "/jobs",
      extraReadOnly: [classes, ...this.opts.extraReadOnly],
      slot: this.opts.slot,
      argv: [this.opts.tools.java, ...this.opts.jvmFlags, "-cp", classes, "CompileServer"],
      limits: this.opts.limits,
    });
    const child = spawn(file, args, { detached: true, stdio: ["pipe", "pipe", "pipe"] });
    // An idle compiler must not keep the process alive (scripts, tests); a pending compile's timer does.
    child.unref();
    for (const s of [child.stdin, child.stdout, child.stderr]) (s as unknown as { unref?: () => void }).unref?.();
    this.child = child;
    this.jobs = 0;
    this.buffer = "";
    child.stdout.setEncoding("utf8");
    child.stdout.on("data", (s: string) => this.onData(s));
    child.stderr.on("data", () => {}); // JVM warnings; diagnostics come on stdout
    child.stdin.on("error", () => {});
    child.on("error", () => this.fail("The compiler could not start.", false));
    child.on("close", () => {
      if (this.child === child) this.child = undefined;
      this.fail("The compiler stopped unexpectedly.", false);
    });
    return child;
  }

  private onData(s: string): void {
    this.buffer += s;
    const p = this.pending;
    if (!p) {
      this.buffer = "";
      return;
    }
    if (this.buffer.length > MAX_OUTPUT) return this.fail("The compiler's output was too large.", false);
    const m = new RegExp(`\\n${p.nonce} DONE ([012])[^\\n]*\\n`).exec(this.buffer);
    if (!m) return;
    if (m[1] === "2") return this.fail("The compiler server failed.", false);
    const output = this.buffer.slice(0, m.index);
    this.buffer = "";
    this.pending = undefined;
    this.failures = 0;
    clearTimeout(p.timer);
    p.resolve({ ok: m[1] === "1", output, timedOut: false, ms: Date.now() - p.started });
  }

  private fail(message: string, timedOut: boolean): void {
    const p = this.pending;
    if (!p) return;
    this.pending = undefined;
    if (!timedOut) this.failures++;
    clearTimeout(p.timer);
    this.stop();
    p.resolve({
      ok: false,
      output: `${this.buffer}\n${message}`.trim(),
      timedOut,
      ms: Date.now() - p.started,
      serverFailed: !timedOut,
    });
    this.buffer = "";
  }
}
