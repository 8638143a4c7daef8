// Checks a server log written by the test harnesses (.data/test-server.log, .data/faults-server-*.log): the app's own
// lines are JSON objects {level, time, msg, …}; nothing in the file is a token, a password, an ID token or a hash.
// Lines that do not start with "{" come from Next.js or next-auth (banner, their own error printer); they are
// counted and still searched for secrets.

export interface LogReport {
  lines: number;
  appLines: number;
  frameworkLines: number;
  /** App lines that are not JSON with level/time/msg. */
  badJson: string[];
  /** What leaked, with a little context (never the full secret). */
  leaks: string[];
}

const GENERIC_SECRETS: [string, RegExp][] = [
  ["a JWT", /eyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]*/],
  ["a bearer credential", /Bearer\s+[A-Za-z0-9._~+/-]{20,}/],
  // a hash value or a passwordHash field with a value; naming the column (a refused Studio statement) is not a leak
  ["a password hash", /scrypt\$|\\?"passwordHash\\?"\s*:/],
  ["an unredacted password field", /"password"\s*:\s*"(?!\[redacted\])/],
  ["an unredacted token field", /"(?:access_token|subject_token|assertion|token|id_token)"\s*:\s*"(?!\[redacted\])/],
];

export function checkServerLog(text: string, secrets: string[] = []): LogReport {
  const all = text.split("\n").filter((l) => l.trim() !== "");
  const report: LogReport = { lines: all.length, appLines: 0, frameworkLines: 0, badJson: [], leaks: [] };
  for (const line of all) {
    if (line.startsWith("{")) {
      report.appLines++;
      try {
        const o = JSON.parse(line);
        if (typeof o.level !== "string" || typeof o.time !== "string" || typeof o.msg !== "string")
          report.badJson.push(line.slice(0, 200));
      } catch {
        report.badJson.push(line.slice(0, 200));
      }
    } else report.frameworkLines++;
  }
  for (const s of secrets) {
    if (s.length < 8) continue;
    const i = text.indexOf(s);
    if (i >= 0)
      report.leaks.push(
        `a known secret (${s.slice(0, 6)}…) at offset ${i}: ${text.slice(Math.max(0, i - 60), i).replace(/\s+/g, " ")}…`,
      );
  }
  for (const [what, re] of GENERIC_SECRETS) {
    const m = re.exec(text);
    if (m) report.leaks.push(`${what}: …${text.slice(Math.max(0, m.index - 60), m.index + 12).replace(/\s+/g, " ")}…`);
  }
  return report;
}
