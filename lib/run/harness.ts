// The checks harness: one generated Java class, compiled once with the learner's code, that runs each run/main
// check in its own thread and prints one result line per check to the real standard output:
//
//   <marker> BEGIN <i>
//   <marker> RESULT <i> {"ok":true,"value":"12","out":"…"}            (JSON, ASCII only)
//   <marker> RESULT <i> {"ok":false,"exception":"java.lang.ArithmeticException","simple":"ArithmeticException",
//                        "message":"/ by zero","line":7,"trace":"…","out":"…"}
//   <marker> RESULT <i> {"timeout":true,"out":"…"}  → the harness stops; the server runs it again from i+1
//   <marker> EXIT <i>      (a shutdown hook: the learner's code called System.exit during check i)
//
// The marker holds a per-submission secret read from standard input before any learner code runs, so what the
// learner prints cannot pass for a result by accident. Expected values never enter the sandbox: the server compares.
// The learner's System.out/err are captured per check (at most 16 KB kept); a value is cut at 64 KB.

export interface HarnessCheck {
  index: number;
  setup?: string;
  run?: string;
  main?: string;
  stdin?: string;
  args?: string[];
}

export const HARNESS_CLASS = "CheckHarness";
export const MAX_VALUE_CHARS = 65_536;
export const MAX_CAPTURE_BYTES = 65_536;
/** The error the harness throws into the learner's code when it prints more than MAX_CAPTURE_BYTES. */
export const OUTPUT_LIMIT_ERROR = "OutputLimitExceeded";
export const CHECK_TIMEOUT_MS = 2000;

const javaString = (s: string) =>
  '"' +
  [...s]
    .map((c) => {
      const code = c.codePointAt(0)!;
      if (c === "\\") return "\\\\";
      if (c === '"') return '\\"';
      if (c === "\n") return "\\n";
      if (c === "\r") return "\\r";
      if (c === "\t") return "\\t";
      if (code < 0x20 || code > 0x7e)
        return code > 0xffff
          ? [...String.fromCodePoint(code)].map((u) => `\\u${u.charCodeAt(0).toString(16).padStart(4, "0")}`).join("")
          : `\\u${code.toString(16).padStart(4, "0")}`;
      return c;
    })
    .join("") +
  '"';

export interface Harness {
  source: string;
  /** [first, last] line of each check's code in the harness file, to name the check of a compile error. */
  lines: Map<number, [number, number]>;
}

/** The harness source for the given checks; learnerFiles name the files whose lines a stack trace reports. */
export function buildHarness(checks: HarnessCheck[], learnerFiles: string[]): Harness {
  const head = `import java.util.*;
import java.util.function.*;
import java.util.stream.*;

public class ${HARNESS_CLASS} {
    private static final java.io.PrintStream OUT = new java.io.PrintStream(new java.io.FileOutputStream(java.io.FileDescriptor.out), true, java.nio.charset.StandardCharsets.UTF_8);
    private static final String[] FILES = { ${learnerFiles.map(javaString).join(", ")} };
    private static String marker = "";
    private static volatile int current = -1;
    private static java.io.ByteArrayOutputStream capture = new java.io.ByteArrayOutputStream();
`;
  const out: string[] = head.split("\n");
  const lines = new Map<number, [number, number]>();
  for (const c of checks) {
    const first = out.length + 1;
    out.push(`    static Object check${c.index}() throws Throwable {`);
    if (c.main !== undefined) {
      out.push(
        `        return runMain(${javaString(c.main)}, new String[] { ${(c.args ?? []).map(javaString).join(", ")} }, ${javaString(c.stdin ?? "")});`,
      );
    } else {
      for (const l of (c.setup ?? "").split("\n")) if (l.trim()) out.push(`        ${l}`);
      out.push(`        return (`);
      for (const l of (c.run ?? "").split("\n")) out.push(`            ${l}`);
      out.push(`        );`);
    }
    out.push(`    }`);
    lines.set(c.index, [first, out.length]);
  }
  out.push(`    static Object call(int i) throws Throwable {`, `        switch (i) {`);
  for (const c of checks) out.push(`            case ${c.index}: return check${c.index}();`);
  out.push(`            default: throw new IllegalStateException("no check " + i);`, `        }`, `    }`);
  out.push(...TAIL.split("\n"));
  return { source: out.join("\n"), lines };
}

const TAIL = String.raw`
    /** An Error, so that the learner's catch (Exception e) does not swallow it. */
    static final class ${OUTPUT_LIMIT_ERROR} extends Error {
        ${OUTPUT_LIMIT_ERROR}() { super("printed more than ${MAX_CAPTURE_BYTES / 1024} KB"); }
    }

    static final class HarnessCapture extends java.io.OutputStream {
        private final java.io.ByteArrayOutputStream buf = new java.io.ByteArrayOutputStream();
        boolean cut;
        @Override public synchronized void write(int b) {
            if (buf.size() < ${MAX_CAPTURE_BYTES}) buf.write(b);
            else { cut = true; throw new ${OUTPUT_LIMIT_ERROR}(); }
        }
        @Override public synchronized void write(byte[] b, int off, int len) {
            int room = ${MAX_CAPTURE_BYTES} - buf.size();
            if (room > 0) buf.write(b, off, Math.min(room, len));
            if (len > room) { cut = true; throw new ${OUTPUT_LIMIT_ERROR}(); }
        }
        synchronized String text() { return buf.toString(java.nio.charset.StandardCharsets.UTF_8) + (cut ? "\n[output cut at ${MAX_CAPTURE_BYTES / 1024} KB]" : ""); }
    }

    private static HarnessCapture checkOut = new HarnessCapture();

    static Object runMain(String cls, String[] args, String stdin) throws Throwable {
        java.lang.reflect.Method m = Class.forName(cls).getMethod("main", String[].class);
        HarnessCapture mine = new HarnessCapture();
        java.io.PrintStream ps = new java.io.PrintStream(mine, true, java.nio.charset.StandardCharsets.UTF_8);
        System.setIn(new java.io.ByteArrayInputStream(stdin.getBytes(java.nio.charset.StandardCharsets.UTF_8)));
        System.setOut(ps);
        try {
            m.invoke(null, (Object) args);
        } catch (java.lang.reflect.InvocationTargetException e) {
            throw e.getCause();
        } finally {
            ps.flush();
            System.setOut(new java.io.PrintStream(checkOut, true, java.nio.charset.StandardCharsets.UTF_8));
        }
        return new HarnessValue(mine.text());
    }

    static final class HarnessValue {
        final String text;
        HarnessValue(String text) { this.text = text; }
        @Override public String toString() { return text; }
    }

    static String json(String s) {
        if (s == null) return "null";
        StringBuilder b = new StringBuilder(s.length() + 16).append('"');
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            if (c == '"' || c == '\\') b.append('\\').append(c);
            else if (c == '\n') b.append("\\n");
            else if (c < 0x20 || c > 0x7e) b.append(String.format("\\u%04x", (int) c));
            else b.append(c);
        }
        return b.append('"').toString();
    }

    static boolean learnerFile(String f) {
        for (String x : FILES) if (x.equals(f)) return true;
        return false;
    }

    static String trace(Throwable t) {
        StringBuilder b = new StringBuilder();
        int shown = 0;
        for (Throwable c = t; c != null && shown < 40; c = c.getCause() == c ? null : c.getCause()) {
            if (c != t) b.append("Caused by: ");
            b.append(c.toString()).append('\n');
            for (StackTraceElement e : c.getStackTrace()) {
                String k = e.getClassName();
                if (k.equals("${HARNESS_CLASS}") || k.startsWith("${HARNESS_CLASS}$") || k.startsWith("jdk.internal.reflect.")
                    || k.startsWith("java.lang.reflect.") || k.equals("java.lang.Thread")) continue;
                if (++shown > 40) break;
                b.append("\tat ").append(e).append('\n');
            }
        }
        return b.toString();
    }

    static int line(Throwable t) {
        for (Throwable c = t; c != null; c = c.getCause() == c ? null : c.getCause())
            for (StackTraceElement e : c.getStackTrace())
                if (e.getFileName() != null && learnerFile(e.getFileName())) return e.getLineNumber();
        return -1;
    }

    static String describe(Object v) {
        if (v instanceof HarnessValue) return v.toString();
        return String.valueOf(v);
    }

    public static void main(String[] argv) throws Exception {
        java.io.BufferedReader in = new java.io.BufferedReader(new java.io.InputStreamReader(System.in, java.nio.charset.StandardCharsets.UTF_8));
        marker = in.readLine();
        System.setIn(new java.io.ByteArrayInputStream(new byte[0]));
        int from = argv.length > 0 ? Integer.parseInt(argv[0]) : 0;
        int to = argv.length > 1 ? Integer.parseInt(argv[1]) : 0;
        long limit = argv.length > 2 ? Long.parseLong(argv[2]) : ${CHECK_TIMEOUT_MS};
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            int c = current;
            if (c >= 0) { OUT.println(marker + " EXIT " + c); OUT.flush(); }
        }));
        for (int i = from; i < to; i++) {
            final int idx = i;
            checkOut = new HarnessCapture();
            java.io.PrintStream ps = new java.io.PrintStream(checkOut, true, java.nio.charset.StandardCharsets.UTF_8);
            System.setOut(ps);
            System.setErr(ps);
            final String[] result = new String[1];
            current = i;
            OUT.println(marker + " BEGIN " + i);
            Thread t = new Thread(null, () -> {
                String r;
                try {
                    Object v = call(idx);
                    String s = describe(v);
                    boolean cut = s.length() > ${MAX_VALUE_CHARS};
                    if (cut) s = s.substring(0, ${MAX_VALUE_CHARS});
                    r = "{\"ok\":true,\"value\":" + json(s) + (cut ? ",\"cut\":true" : "");
                } catch (Throwable e) {
                    String msg = e.getMessage();
                    if (msg != null && msg.length() > 2000) msg = msg.substring(0, 2000);
                    r = "{\"ok\":false,\"exception\":" + json(e.getClass().getName()) + ",\"simple\":" + json(e.getClass().getSimpleName())
                        + ",\"message\":" + json(msg) + ",\"line\":" + line(e) + ",\"trace\":" + json(trace(e));
                }
                result[0] = r;
            }, "check-" + i, 0);
            t.setDaemon(true);
            t.start();
            try { t.join(limit); } catch (InterruptedException e) { /* keep going */ }
            System.out.flush();
            String out = checkOut.text();
            if (result[0] == null) {
                OUT.println(marker + " RESULT " + i + " {\"timeout\":true,\"out\":" + json(out) + "}");
                current = -1;
                Runtime.getRuntime().halt(3);
            }
            OUT.println(marker + " RESULT " + i + " " + result[0] + ",\"out\":" + json(out) + "}");
        }
        current = -1;
        OUT.flush();
        Runtime.getRuntime().halt(0);
    }
}
`;

export interface HarnessLine {
  kind: "BEGIN" | "RESULT" | "EXIT";
  index: number;
  data?: HarnessResult;
}

export type HarnessResult =
  | { ok: true; value: string; cut?: boolean; out: string }
  | {
      ok: false;
      exception: string;
      simple: string;
      message: string | null;
      line: number;
      trace: string;
      out: string;
    }
  | { timeout: true; out: string };

/** Reads the harness's lines (only those with the secret marker) from its standard output. */
export function parseHarnessOutput(stdout: string, marker: string): HarnessLine[] {
  const out: HarnessLine[] = [];
  for (const raw of stdout.split("\n")) {
    if (!raw.startsWith(marker + " ")) continue;
    const rest = raw.slice(marker.length + 1);
    const m = /^(BEGIN|RESULT|EXIT) (\d+)(?: (.*))?$/.exec(rest);
    if (!m) continue;
    const line: HarnessLine = { kind: m[1] as HarnessLine["kind"], index: Number(m[2]) };
    if (m[1] === "RESULT") {
      try {
        line.data = JSON.parse(m[3] ?? "") as HarnessResult;
      } catch {
        continue;
      }
    }
    out.push(line);
  }
  return out;
}
