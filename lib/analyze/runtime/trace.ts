// Parses Java stack traces (with "Caused by:" chains) out of arbitrary program/log output.

export interface Frame {
  cls: string;
  method: string;
  file?: string;
  line?: number;
  raw: string;
}

export interface ThrowableInfo {
  /** Fully qualified type, e.g. java.lang.NullPointerException. */
  type: string;
  /** Simple type name, e.g. NullPointerException. */
  simple: string;
  message: string;
  frames: Frame[];
  /** "... N more": frames shared with the enclosing trace. */
  more: number;
  cause?: ThrowableInfo;
  /** Thread name from `Exception in thread "main"`. */
  thread?: string;
}

const HEADER =
  /^\s*(?:Exception in thread "([^"]*)"\s+)?(Caused by:\s+)?((?:[a-zA-Z_$][\w$]*\.)*[A-Z][\w$]*(?:Exception|Error|Throwable|Failure|Exit|Violation)[\w$]*)(?::\s?(.*))?$/;
const FRAME = /^\s*at\s+(?:[\w.$-]+(?:@[\w.-]+)?\/\/?)?([\w$.<>/-]+)\.([\w$<>-]+)\((.*?)\)\s*(?:~?\[.*\])?\s*$/;
const MORE = /^\s*\.\.\.\s*(\d+)\s+(?:more|common frames omitted)\s*$/;

function simpleName(type: string): string {
  const parts = type.split(".");
  return parts[parts.length - 1];
}

function parseFrame(line: string): Frame | undefined {
  const m = FRAME.exec(line);
  if (!m) return undefined;
  const f: Frame = { cls: m[1], method: m[2], raw: line.trim() };
  const loc = /^([\w$.-]+\.(?:java|kt|groovy|scala)):(\d+)$/.exec(m[3]);
  if (loc) {
    f.file = loc[1];
    f.line = Number(loc[2]);
  } else if (/^[\w$.-]+\.java$/.test(m[3])) f.file = m[3];
  return f;
}

/**
 * All top-level traces in the text, each with its cause chain. Linear in the text size; at most
 * `maxTraces` traces and `maxFrames` frames per throwable are kept.
 */
export function parseTraces(text: string, maxTraces = 20, maxFrames = 2000): ThrowableInfo[] {
  const lines = text.split("\n");
  const out: ThrowableInfo[] = [];
  let current: ThrowableInfo | undefined; // throwable whose frames we are reading
  let top: ThrowableInfo | undefined;
  let suppressed = false;
  for (let i = 0; i < lines.length; i++) {
    const raw = lines[i];
    if (raw.length > 5000) continue;
    const line = raw.replace(/^\s*\d{4}-\d\d-\d\d[T ][\d:.,+-]+Z?\s+\w+\s+\d*\s*---\s+\[[^\]]*\]\s+\S+\s*:\s*/, "");
    if (current) {
      const fr = parseFrame(line);
      if (fr) {
        if (!suppressed && current.frames.length < maxFrames) current.frames.push(fr);
        continue;
      }
      const more = MORE.exec(line);
      if (more) {
        if (!suppressed) current.more = Number(more[1]);
        continue;
      }
      if (/^\s*Suppressed:/.test(line)) {
        suppressed = true;
        continue;
      }
    }
    const h = HEADER.exec(line);
    if (h && !/^\s*at\s/.test(line)) {
      const info: ThrowableInfo = {
        type: h[3],
        simple: simpleName(h[3]),
        message: (h[4] ?? "").trim(),
        frames: [],
        more: 0,
      };
      if (h[1] !== undefined) info.thread = h[1];
      // message continuation lines (until the first frame)
      let j = i + 1;
      while (
        j < lines.length &&
        j - i <= 12 &&
        !FRAME.test(lines[j]) &&
        !HEADER.test(lines[j]) &&
        lines[j].trim() &&
        !MORE.test(lines[j])
      ) {
        info.message += (info.message ? "\n" : "") + lines[j].trim();
        j++;
      }
      const continues = j < lines.length && FRAME.test(lines[j]);
      if (h[2] && current && top) {
        // Caused by: attach to the end of the chain of the current top-level trace
        let tail = top;
        while (tail.cause) tail = tail.cause;
        tail.cause = info;
        current = info;
        suppressed = false;
      } else if (continues || h[1] !== undefined) {
        if (out.length >= maxTraces) break;
        out.push(info);
        top = info;
        current = info;
        suppressed = false;
      } else if (!h[2]) {
        // a lone "SomethingException: message" line (e.g. printed with getMessage or toString)
        if (out.length >= maxTraces) break;
        out.push(info);
        top = info;
        current = info;
      }
      i = j - 1;
      continue;
    }
    if (current && line.trim() === "") continue;
    if (current && !/^\s/.test(raw)) {
      current = undefined;
      top = undefined;
    }
  }
  return out;
}

/** The chain from the outermost throwable to the root cause. */
export function chain(t: ThrowableInfo): ThrowableInfo[] {
  const out: ThrowableInfo[] = [];
  for (let c: ThrowableInfo | undefined = t; c && out.length < 50; c = c.cause) out.push(c);
  return out;
}

const LIBRARY_PREFIXES = [
  "java.",
  "javax.",
  "jdk.",
  "sun.",
  "com.sun.",
  "jakarta.",
  "org.springframework.",
  "org.hibernate.",
  "org.apache.",
  "org.junit.",
  "junit.",
  "org.eclipse.",
  "org.gradle.",
  "worker.org.gradle.",
  "org.slf4j.",
  "ch.qos.",
  "com.fasterxml.",
  "io.netty.",
  "reactor.",
  "kotlin.",
  "scala.",
  "com.zaxxer.",
  "org.postgresql.",
  "com.mysql.",
  "org.h2.",
  "org.hsqldb.",
  "net.bytebuddy.",
  "org.mockito.",
  "org.assertj.",
  "lombok.",
  "org.aspectj.",
  "io.micrometer.",
  "org.thymeleaf.",
  "org.jboss.",
  "org.glassfish.",
  "com.google.",
  "org.yaml.",
  "io.undertow.",
  "org.testcontainers.",
];

/** True for frames of the learner's own code (not the JDK, Spring, Hibernate, test runners, proxies…). */
export function isUserFrame(f: Frame): boolean {
  if (LIBRARY_PREFIXES.some((p) => f.cls.startsWith(p))) return false;
  if (/\$\$(SpringCGLIB|EnhancerBySpringCGLIB|FastClassBySpringCGLIB|Lambda)|\$Proxy\d+|^jdk\.proxy/.test(f.cls))
    return false;
  if (f.cls.startsWith("<") || !f.line) return false;
  // compiler-generated methods point at a declaration, not at the learner's statement
  if (/^(values|valueOf|access\$\d+|\$values)$/.test(f.method) && f.cls.includes("$")) return false;
  return true;
}
