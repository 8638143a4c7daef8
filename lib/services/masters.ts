import { masterProgram, type MasterProgram } from "@/lib/contracts/masters";
import { listActiveMasterPrograms } from "@/lib/db/queries/masters";
import { memo } from "./cache";

/** Active master programs only, in catalogue order. */
export function listMasterPrograms(): Promise<MasterProgram[]> {
  return memo("masters:active", async () =>
    (await listActiveMasterPrograms()).map((m) =>
      masterProgram.parse({ ...m, courses: m.courses.map((c) => c.course) }),
    ),
  );
}
