// The MCP response serializer (lib/mcp/json.ts): the same text as JSON.stringify for any value, remembered pieces
// reused only for the objects and strings they were remembered for; and the 2026 transport hook (lib/mcp/wire.ts)
// answers a tool call with that text, with the SDK's status and headers.
import { describe, expect, it } from "vitest";
import { jsonOfResult, rememberJson, rememberJsonString, toJson, toJsonBytes } from "@/lib/mcp/json";
import { useTestDatabase } from "../helpers/db";
import { MODERN_META, post, SDK_HEADERS } from "./mcp-helpers";

useTestDatabase();

const long = (c: string) => `${c}"quoted"\n`.repeat(100);

describe("toJson", () => {
  it("gives JSON.stringify's text for values of every shape", () => {
    class Point {
      constructor(
        public x: number,
        public y: number,
      ) {}
    }
    const sparse = [1, , 3]; // eslint-disable-line no-sparse-arrays
    const values: unknown[] = [
      undefined,
      null,
      true,
      0,
      -1.5,
      NaN,
      Infinity,
      "",
      "é\u2028\"'\\",
      long("a"),
      [],
      {},
      sparse,
      [undefined, () => 1, Symbol("s"), null],
      { a: undefined, b: () => 1, c: Symbol("s"), d: null, e: [1, { f: "g" }] },
      { date: new Date(0), nested: { deeper: { deepest: { bottom: { floor: [1, [2, [3, [4]]]] } } } } },
      { boxed: [new String("s"), new Number(1), new Boolean(false)], map: new Map([[1, 2]]), p: new Point(1, 2) },
      { toJSON: () => ({ replaced: true }) },
      Object.assign(Object.create(null), { z: 1, a: 2 }),
      { "": 1, 2: "two", 1: "one", key: Array.from({ length: 20 }, (_, i) => ({ i })) },
    ];
    for (const v of values) {
      expect(toJson(v)).toBe(JSON.stringify(v));
      const bytes = toJsonBytes(v);
      expect(bytes && Buffer.from(bytes).toString("utf8")).toBe(JSON.stringify(v));
    }
  });

  it("reuses a remembered object's text, and only for that object", () => {
    const cached = { courses: [{ slug: "a" }] };
    rememberJson(cached, '{"courses":"remembered"}');
    expect(toJson({ result: { structuredContent: cached } })).toBe(
      '{"result":{"structuredContent":{"courses":"remembered"}}}',
    );
    expect(toJson({ x: { courses: [{ slug: "a" }] } })).toBe('{"x":{"courses":[{"slug":"a"}]}}'); // equal, not the same
  });

  it("reuses the quoted text of a remembered long string, which is exactly JSON.stringify's", () => {
    const text = long("b");
    rememberJsonString(text);
    const cached = { courses: [{ slug: "é".repeat(2000) }] };
    jsonOfResult(cached); // its member is long enough to keep its bytes
    const message = { result: { content: [{ type: "text", text }], structuredContent: { ...cached } }, id: 1 };
    expect(toJson(message)).toBe(JSON.stringify(message));
    expect(Buffer.from(toJsonBytes(message)!).toString("utf8")).toBe(JSON.stringify(message));
  });
});

describe("jsonOfResult", () => {
  it("is JSON.stringify of the result, and remembers the result and its object members", () => {
    const sections = [{ title: "one", lessons: [{ slug: "x" }] }];
    const result = { slug: "c", sections, skipped: undefined, count: 2 };
    const json = jsonOfResult(result);
    expect(json).toBe(JSON.stringify(result));
    // a copy of the result (what the SDK's result check hands on) reuses the remembered members: a change made
    // afterwards does not show, which is why only results nobody changes are remembered
    sections.push({ title: "changed after remembering", lessons: [] });
    expect(toJson({ ...result })).toBe(json);
    expect(toJson({ ...result, sections: [...sections] })).toContain("changed after remembering");
  });
});

describe("tool results on the wire", () => {
  const call = (modern: boolean) =>
    post(
      {
        jsonrpc: "2.0",
        id: "x-1",
        method: "tools/call",
        params: { name: "list_courses", arguments: {}, ...(modern ? { _meta: MODERN_META } : {}) },
      },
      modern
        ? { "mcp-protocol-version": "2026-07-28", "mcp-method": "tools/call", "mcp-name": "list_courses" }
        : { "mcp-protocol-version": "2025-11-25" },
    );

  for (const modern of [false, true])
    it(`answers ${modern ? "2026-07-28" : "2025"} tool calls with one JSON body, the same on every call`, async () => {
      const first = await call(modern);
      const second = await call(modern);
      expect(first.status).toBe(200);
      expect(first.headers.get("content-type")).toMatch(/^application\/json/);
      const [a, b] = [await first.text(), await second.text()];
      expect(b).toBe(a);
      const body = JSON.parse(a);
      expect(body.id).toBe("x-1");
      expect(JSON.stringify(body)).toBe(a); // nothing JSON.stringify would write differently
      expect(JSON.parse(body.result.content[0].text)).toEqual(body.result.structuredContent);
      expect(body.result.structuredContent.courses.length).toBeGreaterThan(0);
    });

  it("keeps a null request id on the 2025 revisions", async () => {
    const res = await post(
      { jsonrpc: "2.0", id: null, method: "tools/call", params: { name: "list_courses", arguments: {} } },
      SDK_HEADERS,
    );
    const body = await res.json();
    expect(body.id).toBeNull();
    expect(body.result.structuredContent.courses.length).toBeGreaterThan(0);
  });
});
