// Applies a specification entry (spec.ts, found through lookup.ts) to a library call: a source's label, a sink's
// check of its dangerous arguments, a model's decision, and the entry's result.
import { CLEAN, combine, isTainted, joinAll, sanitizedFor, type Val } from "../val";
import { GUARDS, MODELS, SKIP } from "./handlers";
import { lookup, lookupNew } from "./lookup";
import type { ResultSpec, SpecEntry } from "./spec-types";
import { NONE, litArg, sinkSpec, src, type CallSite, type LibResult } from "./common";

function resultOf(r: ResultSpec, c: CallSite): LibResult {
  if (r === "default") return NONE;
  if (r === "receiver") return c.tv ?? {};
  if (r === "clean") return CLEAN;
  const v: Val = {};
  if (r.type) v.type = r.type;
  if (r.kinds) v.kinds = [...r.kinds];
  return v;
}

/** The library call as the specification describes it, or undefined when no entry applies. */
export function onSpec(c: CallSite): LibResult {
  const e = lookup(c.tv, c.cls, c.name, c.args.length);
  return e ? applyEntry(e, c) : undefined;
}

/** A constructor call `new Type(args)` as the specification describes it (c.cls is the type). */
export function onSpecNew(c: CallSite): Val | undefined {
  const e = lookupNew(c.cls!, c.args.length);
  const r = e ? applyEntry(e, c) : undefined;
  return r === NONE ? undefined : r;
}

function applyEntry(e: SpecEntry, c: CallSite): LibResult {
  if (e.model) {
    const r = MODELS[e.model](c, e);
    if (r === SKIP) return undefined;
    if (r !== undefined) return r;
    if (e.kind === "propagator") return undefined;
  }
  switch (e.kind) {
    case "source": {
      const p = litArg(c.args, 0);
      const desc = e.desc.includes("{0}") ? (p ? e.desc.replace("{0}", p) : (e.descAny ?? e.desc)) : e.desc;
      return { t: src(desc, c.loc, e.origin), type: e.type };
    }
    case "sink":
      if (!e.model && (!e.guard || GUARDS[e.guard](c))) {
        const call = e.call ? e.call.replace("{m}", c.name) : c.name;
        const spec = sinkSpec(e.rule, c.loc, call, e.what, e.useHow ? { useHow: true } : undefined);
        if (e.warning) {
          spec.sev = "warning";
          spec.note = e.warning;
        }
        if (e.args === "all") {
          for (const a of c.args) if (isTainted(a)) c.engine.sink(c.ctx, spec, a);
        } else
          for (const i of e.args) {
            const a = i === -1 ? c.tv : c.args[i];
            if (a) c.engine.sink(c.ctx, spec, a);
          }
      }
      return resultOf(e.result, c);
    case "safe":
      return resultOf(e.result, c);
    case "sanitizer": {
      // an encoder object (ESAPI.encoder(), a validator): static encoders are applied in web.ts onSanitizers
      const a = c.args;
      const input =
        e.arg !== undefined && a[e.arg] ? a[e.arg] : a.length ? joinAll(a) : c.tv && !c.cls ? c.tv : undefined;
      if (e.rules !== "all" && input && isTainted(input)) return { ...sanitizedFor(input, e.rules), type: "String" };
      return { type: "String" };
    }
    case "propagator": {
      // from the arguments of a clean object (a decoder): what the arguments carried, no longer encoded
      if (e.from === "receiver" || !c.args.some((a) => a.t || a.html)) return undefined; // the default applies
      const v = combine(c.args, undefined);
      v.type = undefined;
      v.okFor = undefined;
      if (c.a0?.how) v.how = c.a0.how;
      return v;
    }
  }
}
