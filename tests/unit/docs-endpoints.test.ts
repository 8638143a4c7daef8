// docs/endpoints.md is generated from the endpoint list: a new or changed endpoint without `npm run docs:endpoints`
// fails here, so the repository's table never drifts from the API.
import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { endpointsDocument } from "@/lib/docs/endpoint-table";

describe("docs/endpoints.md", () => {
  it("is the table generated from lib/contracts/endpoints.ts (run `npm run docs:endpoints` after a change)", () => {
    expect(fs.readFileSync("docs/endpoints.md", "utf8")).toBe(endpointsDocument());
  });
});
