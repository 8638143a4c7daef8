import { it } from "vitest";
import { toolDefinitions } from "@/lib/mcp/definitions";
it("x", () => {
const d = toolDefinitions();
const s = JSON.stringify({ tools: d });
console.log("total", s.length, Math.ceil(s.length / 4));
for (const t of d) console.log(t.name, JSON.stringify(t).length, "in", JSON.stringify(t.inputSchema).length, "out", JSON.stringify(t.outputSchema).length, "desc", t.description!.length);
console.log(JSON.stringify(d[2]));
console.log(JSON.stringify(d[6]));
});
