"use server";
// Ask from the browser: the same contract, quota and service as POST /api/ask, through action(). The page calls it
// for the no-JavaScript form (?q=), so there is one pipeline for both.
import { askRequest } from "@/lib/contracts/ask";
import { action } from "@/lib/http/action";
import { askQuestion } from "@/lib/services/ask";

export const askAction = action({ input: askRequest, auth: "optional", rateLimit: "ask" }, ({ input }) =>
  askQuestion(input),
);
