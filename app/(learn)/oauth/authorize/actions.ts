"use server";
// "Not you? Switch account" on the consent page: sign out, then sign in (or up) with `next` back to the same
// consent page, so the flow continues as the other learner.
import { redirect } from "next/navigation";
import { z } from "zod";
import { nextPath } from "@/lib/contracts/account";
import { endSession } from "@/lib/auth/session-cookie";
import { formAction } from "@/lib/http/action";

export const switchAccountAction = formAction(
  { input: z.object({ next: nextPath }), auth: "optional", back: "/oauth/authorize" },
  async ({ input }) => {
    await endSession();
    redirect(`/signin?${new URLSearchParams({ next: input.next })}`);
  },
);
