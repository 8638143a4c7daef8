// Calls that hand values to functions: the lambdas of stream/Optional/Map methods (what their parameters receive),
// stream.map (the elements become what the function returns), and lookups in the application's own store interfaces.
import { baseType, type Expr } from "../../flow";
import { CLEAN, isTainted, join, type Val } from "../val";
import { ELEMENT_CALLBACKS } from "../library";
import type { Env, MCtx } from "./state";
import { GuardEval } from "./guards";

/** Map methods whose function argument receives the key as its first parameter. */
const KEYED_FUNCTIONS = new Set(["computeIfAbsent", "compute", "computeIfPresent"]);
/** Types whose `Type::method` references are instance methods of the element (`String::strip`). */
const INSTANCE_REF_TYPES = new Set(["String", "Object", "CharSequence", "Path", "File", "URI", "Optional"]);

const HEADERS: Val = Object.freeze({ type: "HttpHeaders" }) as Val;

export abstract class ElementEval extends GuardEval {
  protected runLambdas(
    e: Extract<Expr, { k: "call" }>,
    args: Val[],
    tv: Val | null,
    env: Env,
    ctx: MCtx,
  ): Val | undefined {
    let ret: Val | undefined;
    e.args.forEach((a, i) => {
      if (a.k !== "lambda") return;
      const elemTaint =
        tv && ELEMENT_CALLBACKS.has(e.name) && tv.t ? { t: tv.t, html: tv.html, okFor: tv.okFor } : CLEAN;
      // ServerResponse.ok().headers(h -> h.add(..)): the function is given the response's headers
      const headers = e.name === "headers" && a.params.length === 1 && !!tv && !tv.cls;
      // cache.computeIfAbsent(key, k -> load(k)): the function is given the key
      const key = KEYED_FUNCTIONS.has(e.name) && i === 1 && args[0]?.t ? { t: args[0].t, okFor: args[0].okFor } : null;
      const r = this.evLambda(
        a,
        env,
        ctx,
        a.params.map((_, j) => (key && j === 0 ? key : headers ? HEADERS : elemTaint)),
      );
      args[i] = { kinds: ["lambda"] };
      ret = ret ? join(ret, r) : r;
    });
    return ret;
  }

  /**
   * links.resolve(code) / repo.findTarget(id) on an interface of the file that declares the method without a body:
   * what our own store holds for the key (data, as the label rules say), not the key passed back. The library's
   * same-named propagators (Path.resolve) do not apply to the application's own types.
   */
  protected storeLookup(e: Extract<Expr, { k: "call" }>, tv: Val | null): Val | undefined {
    if (!tv || tv.cls || isTainted(tv) || !tv.type || !/^(find|lookup|resolve|load|fetch)/.test(e.name))
      return undefined;
    const decl = this.classesByName
      .get(baseType(tv.type))
      ?.flatMap((c) => c.methods)
      .find((m) => m.name === e.name && !m.body && m.params.length === e.args.length);
    if (!decl || decl.returnType === "void") return undefined;
    return { type: baseType(decl.returnType) };
  }

  /**
   * stream.map(l -> "<td>" + escape(l.text()) + "</td>") / stream.map(HtmlUtils::htmlEscape): the elements are now
   * what the function returns for an element, not the elements themselves (an escaper applied to each).
   */
  protected mappedElements(
    e: Extract<Expr, { k: "call" }>,
    tv: Val | null,
    env: Env,
    ctx: MCtx,
    lambdaRet: Val | undefined,
  ): Val | undefined {
    if ((e.name !== "map" && e.name !== "mapToObj") || e.args.length !== 1 || !tv || tv.cls) return undefined;
    const f = e.args[0];
    let r: Val | undefined;
    // search.count(term).map(n -> "<p>" + term + "</p>"): the function's result even when the elements are clean
    if (f.k === "lambda") r = lambdaRet ?? CLEAN;
    else if (!isTainted(tv)) return undefined;
    else if (f.k === "mref" && f.name !== "new" && (f.target.k === "name" || f.target.k === "field")) {
      // Type::method applied to an element: Type.method(element), or element.method() for an instance method
      // of the element's own type (String::strip, Dto::getName)
      const le = env.clone();
      le.set("$elem", { t: tv.t, html: tv.html, okFor: tv.okFor, type: "String" });
      const elem: Expr = { k: "name", name: "$elem", loc: f.loc };
      const tname = f.target.name;
      const own = this.classesByName
        .get(tname)
        ?.some((c) => c.methods.some((m) => m.name === f.name && !m.params.length && !m.modifiers.includes("static")));
      const call: Expr =
        INSTANCE_REF_TYPES.has(tname) || own
          ? { k: "call", target: elem, name: f.name, args: [], loc: f.loc }
          : { k: "call", target: f.target, name: f.name, args: [elem], loc: f.loc };
      r = this.ev(call, le, ctx);
      le.release();
    }
    if (!r) return undefined;
    // the function's result: its taint, encodings and pending path constructions, not the element's contents
    const out: Val = { ...r };
    out.box = undefined;
    out.elems = undefined;
    out.nm = undefined;
    return out;
  }
}
