// action(): the twin of route() for server actions called from client components. In a stated order: parse the
// input (zod) → the session viewer (required or optional) → rate limit (per learner, else per client address) →
// the service. Every failure becomes a result, never a thrown error: `{ ok: false, error: { code, message } }` with
// the same codes as the REST error table; an unexpected throw is logged with the request's id (lib/request-id.ts) and shown as INTERNAL with it.
import { headers } from "next/headers";
import { redirect, unstable_rethrow } from "next/navigation";
import type { z } from "zod";
import { getViewer, type SessionViewer } from "@/lib/auth/session";
import { AppError, formatZodError, isAppError, type ErrorCode } from "@/lib/errors";
import { log } from "@/lib/log";
import type { PolicyName } from "@/lib/ratelimit";
import { enforceRateLimit } from "./rate";
import { requestIdOf } from "@/lib/request-id";

export type ActionResult<T> = { ok: true; data: T } | { ok: false; error: { code: ErrorCode; message: string } };

type Auth = "required" | "optional";
/** "required": no session → UNAUTHORIZED; "optional": the handler gets null for visitors. */
type ViewerFor<A extends Auth> = A extends "required" ? SessionViewer : SessionViewer | null;

/** The viewer's quota: per learner when signed in, else per client address (the same keys as route()). */
async function limitViewer(policy: PolicyName, viewer: SessionViewer | null): Promise<void> {
  await enforceRateLimit(
    policy,
    await headers(),
    viewer ? { userId: viewer.userId, scopes: [], via: "session" } : null,
  );
}

export function action<S extends z.ZodType, A extends Auth, T>(
  opts: { input: S; auth: A; rateLimit?: PolicyName | ((viewer: SessionViewer | null) => PolicyName) },
  handler: (ctx: { input: z.infer<S>; viewer: ViewerFor<A> }) => Promise<T>,
): (raw: z.input<S>) => Promise<ActionResult<T>> {
  return async (raw) => {
    try {
      const parsed = opts.input.safeParse(raw);
      if (!parsed.success) throw new AppError("VALIDATION_ERROR", formatZodError(parsed.error));
      const viewer = await getViewer();
      if (!viewer && opts.auth === "required") throw new AppError("UNAUTHORIZED", "Sign in first.");
      const policy = typeof opts.rateLimit === "function" ? opts.rateLimit(viewer) : opts.rateLimit;
      if (policy) await limitViewer(policy, viewer);
      // checked above: a required viewer is present
      return { ok: true, data: await handler({ input: parsed.data, viewer: viewer as ViewerFor<A> }) };
    } catch (e) {
      if (isAppError(e)) return { ok: false, error: { code: e.code, message: e.message } };
      const requestId = requestIdOf(await headers());
      log.error("server action failed", { requestId, error: e instanceof Error ? e.message : String(e) });
      return { ok: false, error: { code: "INTERNAL", message: `Something went wrong (request ${requestId}).` } };
    }
  };
}

/**
 * formAction(): the same order for plain form posts (no client JavaScript): parse the form (zod) → the session viewer
 * → rate limit → the handler, which redirects on success. Every failure sends the browser back to `back` with the
 * message in `error` (and the fields named in `keep`, never a password), so the page shows it next to the form;
 * a required viewer that is missing goes to sign-in with `next` set to `back`.
 */
export function formAction<S extends z.ZodType, A extends Auth>(
  opts: {
    input: S;
    auth: A;
    rateLimit?: PolicyName;
    /** The page the form is on (path only), and how to read the form into the schema's input. */
    back: string;
    read?: (form: FormData) => unknown;
    keep?: readonly string[];
  },
  handler: (ctx: { input: z.infer<S>; viewer: ViewerFor<A>; form: FormData }) => Promise<void>,
): (form: FormData) => Promise<void> {
  return async (form) => {
    const backWith = (params: Record<string, string>): never => {
      const kept = Object.fromEntries(
        (opts.keep ?? []).map((k) => [k, String(form.get(k) ?? "").slice(0, 500)] as const).filter(([, v]) => v),
      );
      redirect(`${opts.back}?${new URLSearchParams({ ...kept, ...params })}`);
    };
    try {
      const viewer = await getViewer();
      if (!viewer && opts.auth === "required") redirect(`/signin?${new URLSearchParams({ next: opts.back })}`);
      if (opts.rateLimit) await limitViewer(opts.rateLimit, viewer);
      const parsed = opts.input.safeParse(opts.read ? opts.read(form) : Object.fromEntries(form));
      if (!parsed.success) return backWith({ error: formatZodError(parsed.error) });
      await handler({ input: parsed.data, viewer: viewer as ViewerFor<A>, form });
    } catch (e) {
      unstable_rethrow(e); // redirect() and notFound() are thrown on purpose
      if (isAppError(e)) return backWith({ error: e.hint ? `${e.message} ${e.hint}` : e.message });
      const requestId = requestIdOf(await headers());
      log.error("form action failed", { requestId, error: e instanceof Error ? e.message : String(e) });
      backWith({ error: `Something went wrong (request ${requestId}).` });
    }
  };
}
