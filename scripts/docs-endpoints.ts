// Writes docs/endpoints.md from the one endpoint list (lib/contracts/endpoints.ts); tests/unit/docs-endpoints.test.ts
// fails when the file is out of date. `npm run docs:endpoints`.
import fs from "node:fs";
import { endpointsDocument } from "../lib/docs/endpoint-table";

fs.writeFileSync("docs/endpoints.md", endpointsDocument());
console.log("wrote docs/endpoints.md");
