// The server-log checker the HTTP, fuzz and fault suites share: it must catch a hash or a token, and must not
// call a refused Studio statement that names the hidden column a leak (found by a 10,000-case fuzz run).
import { describe, expect, it } from "vitest";
import { checkServerLog } from "../faults/server-log";

const line = (o: Record<string, unknown>) =>
  JSON.stringify({ level: "warn", time: "2026-11-24T00:00:00Z", msg: "m", ...o });

describe("checkServerLog", () => {
  it("flags a password hash value and a passwordHash field with a value", () => {
    expect(checkServerLog(line({ user: { passwordHash: "abc" } })).leaks).toHaveLength(1);
    expect(checkServerLog(line({ note: "scrypt$16384$8$1$salt$hash" })).leaks).toHaveLength(1);
    expect(checkServerLog('{"passwordHash": "x"}').leaks).toHaveLength(1);
  });

  it("does not flag a message that only names the column", () => {
    const r = checkServerLog(line({ reason: 'The column "passwordHash" is hidden from editors.' }));
    expect(r.leaks).toEqual([]);
    expect(r.badJson).toEqual([]);
  });

  it("flags tokens and known secrets", () => {
    expect(checkServerLog(line({ access_token: "abc" })).leaks).toHaveLength(1);
    expect(checkServerLog(line({ access_token: "[redacted]" })).leaks).toEqual([]);
    expect(checkServerLog("plain line with s3cr3t-value-123", ["s3cr3t-value-123"]).leaks).toHaveLength(1);
  });
});
