// What the analysis knows about the Java/Spring library: sources, sanitizers, propagators and sinks.
//
// Sources (decision, documented for learners and reviewers):
//   - servlet request data: getParameter*, getHeader*, getCookies, getQueryString, getInputStream, getReader,
//     getPathInfo, getRequestURI/URL, getPart(s) on an HttpServletRequest (or an undeclared `request`/`req`);
//   - Spring handler parameters (@RequestParam, @PathVariable, @RequestHeader, @CookieValue, @RequestBody,
//     @ModelAttribute, @MatrixVariable, @RequestPart, unannotated bound parameters, MultipartFile) — in engine/;
//   - console input (System.in, System.console().readLine()), `args` of main, and socket input streams.
//   Not sources: System.getenv / System.getProperty / @Value configuration (set by the operator, not the user),
//   and data read back from the database (stored XSS would need knowledge of what was written).
//
// Layout: library/tables.ts holds the data (classes, methods, algorithms); library/web.ts, injection.ts and
// crypto.ts model one family of calls each; library/objects.ts models fields and constructors. Every model reports
// through the narrow LibHost interface (host.ts), so the library never imports the interpreter.
import type { Env, MCtx } from "../engine/state";
import type { LibHost } from "../host";
import type { Val } from "../val";
import { NONE, type CallExpr, type CallSite, type LibResult } from "./common";
import { onEscapesOfUnchecked, onSanitizers, onStringBuildingWith } from "./web";
import { onRedirectsBuiltWith, onSQL } from "./injection";
import { onSpec } from "./apply";
import { onCrypto, onDeserialization } from "./crypto";

export { ELEMENT_CALLBACKS } from "./tables";
export { libField, libNew } from "./objects";

/** The call models, in the order they are tried; the first that knows the call decides its value. */
const MODELS: Array<(c: CallSite) => LibResult> = [
  onEscapesOfUnchecked,
  onSpec,
  onSanitizers,
  onStringBuildingWith,
  onSQL,
  onRedirectsBuiltWith,
  onDeserialization,
  onCrypto,
];

/** The value of a library call, or undefined when the library does not know it (the engine's default applies). */
export function libCall(
  engine: LibHost,
  ctx: MCtx,
  env: Env,
  e: CallExpr,
  tv: Val | null,
  args: Val[],
): Val | undefined {
  const c: CallSite = { engine, ctx, env, e, tv, args, name: e.name, cls: tv?.cls, loc: e.loc, a0: args[0] };
  for (const model of MODELS) {
    const r = model(c);
    if (r === NONE) return undefined;
    if (r) return r;
  }
  return undefined;
}
