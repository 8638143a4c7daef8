// The tool result check of lib/mcp/calls.ts: a service result is validated against the tool's output contract once
// per object (catalogue reads hand every caller the same cached object), every new object is validated on its own,
// and an invalid one is refused every time.
import { describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { validatedOutput } from "@/lib/mcp/calls";
import { TOOLS_BY_NAME, type McpTool } from "@/lib/mcp/tools";

const fake = (): McpTool =>
  ({ ...TOOLS_BY_NAME.get("list_courses")!, output: z.object({ n: z.number() }), text: undefined }) as McpTool;

describe("validatedOutput", () => {
  it("validates and serializes one object once, and each new object again", () => {
    const tool = fake();
    const parse = vi.spyOn(tool.output, "parse");
    const cached = { n: 1 };
    const a = validatedOutput(tool, cached);
    const b = validatedOutput(tool, cached);
    expect(b).toBe(a);
    expect(a.text).toBe('{"n":1}');
    expect(parse).toHaveBeenCalledTimes(1);
    expect(validatedOutput(tool, { n: 2 }).text).toBe('{"n":2}');
    expect(parse).toHaveBeenCalledTimes(2);
  });

  it("refuses an invalid object every time, and does not reuse another tool's check", () => {
    const tool = fake();
    const bad = { n: "one" };
    expect(() => validatedOutput(tool, bad)).toThrow();
    expect(() => validatedOutput(tool, bad)).toThrow();
    const shared = { n: 3 };
    validatedOutput(tool, shared);
    const strict = { ...fake(), output: z.object({ n: z.number().max(2) }) } as McpTool;
    expect(() => validatedOutput(strict, shared)).toThrow();
  });
});
