// PERF-N-PLUS-ONE, second shape: a repository query inside a loop (or a forEach/map lambda) whose argument comes from
// the element: `for (Order o : orders) customers.findById(o.getCustomerId())` runs one query per element. The lazy
// collection shape is in ./spring.ts (nPlusOne); the row is in ./rules.ts.
import { code, fence } from "../markdown";
import type { MethodInfo } from "../model";
import { Q } from "../rules/token-index";
import type { RuleContext } from "../rules/context";
import { COLLECTION_USE, fetchesRelations, isRepoType, lazyCollections, repositoryInterfaces } from "./spring";

/** Repository methods that read (one query each); saves and deletes are a different concern (batching). */
const QUERY_METHOD = /^(?!getReference|getOne\b)(find|get|read|query|count|exists|load|fetch|search|stream)[A-Z]?\w*$/;
/** Stream/Iterable methods whose lambda runs once per element. */
const PER_ELEMENT = new Set([
  "forEach",
  "map",
  "flatMap",
  "filter",
  "peek",
  "anyMatch",
  "allMatch",
  "noneMatch",
  "mapToInt",
  "mapToLong",
  "mapToDouble",
  "collect",
  "removeIf",
]);

function repoNames(m: MethodInfo, repos: Set<string>): Set<string> {
  const out = new Set<string>();
  for (let c = m.cls as MethodInfo["cls"] | undefined; c; c = c.parent)
    for (const f of c.fields) if (isRepoType(f.type, repos)) f.vars.forEach((v) => out.add(v.name));
  for (const p of m.params) if (isRepoType(p.type, repos)) out.add(p.name);
  for (const l of m.locals) if (isRepoType(l.type, repos)) out.add(l.name);
  return out;
}

/** Names that change per pass of the loop at token range [from, to]: its variables and the locals declared in it. */
function perPassNames(q: Q, from: number, bodyFrom: number, to: number): Set<string> {
  const out = new Set<string>();
  const header = q.img(from) === "for" ? [from + 2, bodyFrom - 1] : [from, from];
  for (let k = header[0]; k < header[1]; k++)
    if (q.isIdent(k) && (q.img(k + 1) === ":" || q.img(k + 1) === "=") && q.isIdent(k - 1)) out.add(q.img(k));
  for (let k = bodyFrom; k < to; k++)
    if (q.isIdent(k) && q.img(k + 1) === "=" && (q.isIdent(k - 1) || q.img(k - 1) === ">" || q.img(k - 1) === "]"))
      out.add(q.img(k));
  return out;
}

/** The lambda around token i that runs per element (`xs.forEach(x -> …)`, `.map(x -> …)`): its range and parameters. */
function perElementLambda(q: Q, i: number, from: number): { names: Set<string>; start: number } | undefined {
  for (let k = i - 1; k > from; k--) {
    if (q.img(k) !== "(" || q.pair[k] < i) continue;
    if (!PER_ELEMENT.has(q.img(k - 1)) || q.img(k - 2) !== ".") continue;
    const arrow = q.all("->").find((a) => a > k && a < i);
    if (arrow === undefined) continue;
    const names = new Set<string>();
    for (let j = k + 1; j < arrow; j++) if (q.isIdent(j)) names.add(q.img(j));
    for (let j = arrow + 1; j < i; j++)
      if (q.isIdent(j) && q.img(j + 1) === "=" && q.isIdent(j - 1)) names.add(q.img(j));
    return { names, start: k };
  }
  return undefined;
}

export function repositoryCallInLoop(ctx: RuleContext): void {
  const q = Q.of(ctx);
  const repos = repositoryInterfaces(ctx);
  const reported = new Set(ctx.findings.filter((f) => f.rule === "PERF-N-PLUS-ONE").map((f) => f.line));
  const doneLoops = new Set<number>();
  for (const m of ctx.model.methods) {
    const body = q.body(m);
    if (!body) continue;
    const names = repoNames(m, repos);
    if (!names.size) continue;
    for (const repo of names)
      for (const i of q.uses(repo, body[0], body[1])) {
        if (q.img(i + 1) !== "." || !QUERY_METHOD.test(q.img(i + 2)) || q.img(i + 3) !== "(") continue;
        const close = q.pair[i + 3];
        if (close < 0) continue;
        const loop = q.loopAt(i);
        let vars: Set<string> | undefined;
        let key = -1;
        if (loop && loop.from >= body[0]) {
          vars = perPassNames(q, loop.from, loop.bodyFrom, i);
          key = loop.from;
        } else {
          const lambda = perElementLambda(q, i, body[0]);
          if (lambda) {
            vars = lambda.names;
            key = lambda.start;
          }
        }
        if (!vars?.size || doneLoops.has(key)) continue;
        let dependent = false;
        for (let j = i + 4; j < close && !dependent; j++)
          if (q.isIdent(j) && vars.has(q.img(j)) && q.img(j - 1) !== ".") dependent = true;
        if (!dependent || reported.has(q.line(i))) continue;
        doneLoops.add(key);
        const call = `${repo}.${q.img(i + 2)}(…)`;
        ctx.emit(
          "PERF-N-PLUS-ONE",
          "warning",
          q.line(i),
          `N+1 queries: ${code(call)} runs one query per element of this loop`,
          {
            column: q.tokens[i].startColumn,
            category: "performance",
            explanation:
              "Each pass of the loop sends its own query to the database: 1 query for the list plus N for its elements. With 1,000 elements that is 1,001 round trips, where one query (or two) would do.",
            fix: `Load what the loop needs in one query before it, then look it up in memory:\n\n${fence(
              "List<Long> ids = orders.stream().map(Order::getCustomerId).toList();\nMap<Long, Customer> byId = customerRepository.findAllById(ids).stream()\n        .collect(Collectors.toMap(Customer::getId, c -> c));\nfor (Order o : orders) {\n    Customer c = byId.get(o.getCustomerId());\n    …\n}",
            )}\n\nor a query with \`JOIN FETCH\` / an \`IN (:ids)\` parameter.`,
          },
        );
      }
  }
}

/**
 * The lazy-collection shape in a lambda: `authorRepository.findAll().forEach(a -> … a.getBooks().size() …)` or
 * `.stream().map(a -> a.getBooks().size())`: one query per element for the collection.
 */
export function lazyCollectionInLambda(ctx: RuleContext): void {
  const q = Q.of(ctx);
  const repos = repositoryInterfaces(ctx);
  const reported = new Set(ctx.findings.filter((f) => f.rule === "PERF-N-PLUS-ONE").map((f) => f.line));
  let lazy: ReturnType<typeof lazyCollections> | undefined;
  for (const m of ctx.model.methods) {
    const body = q.body(m);
    if (!body) continue;
    const names = repoNames(m, repos);
    for (const repo of names)
      for (const i of q.uses(repo, body[0], body[1])) {
        if (q.img(i + 1) !== "." || !/^find\w*$/.test(q.img(i + 2)) || q.img(i + 3) !== "(") continue;
        if (fetchesRelations(ctx, q.img(i + 2))) continue;
        // repo.findAll()[.stream()].forEach|map(x -> …)
        let k = q.pair[i + 3];
        if (k < 0) continue;
        if (q.img(k + 1) === "." && q.img(k + 2) === "stream" && q.img(k + 3) === "(") k = k + 4;
        if (q.img(k + 1) !== "." || !PER_ELEMENT.has(q.img(k + 2)) || q.img(k + 3) !== "(") continue;
        const open = k + 3;
        const close = q.pair[open];
        if (close < 0 || !q.isIdent(open + 1) || q.img(open + 2) !== "->") continue;
        const param = q.img(open + 1);
        lazy ??= lazyCollections(ctx);
        for (let j = open + 3; j < close - 3; j++) {
          if (q.img(j) !== param || q.img(j + 1) !== "." || q.img(j - 1) === ".") continue;
          const g = q.img(j + 2);
          if (!/^get[A-Z]/.test(g) || q.img(j + 3) !== "(" || q.img(j + 4) !== ")") continue;
          const hit =
            lazy.all.has(g) || (!lazy.scalar.has(g) && q.img(j + 5) === "." && COLLECTION_USE.has(q.img(j + 6)));
          if (!hit || reported.has(q.line(j))) continue;
          reported.add(q.line(j));
          ctx.emit(
            "PERF-N-PLUS-ONE",
            "warning",
            q.line(j),
            `N+1 queries: ${code(`${param}.${g}()`)} loads a lazy collection once per element of ${code(`${repo}.${q.img(i + 2)}()`)}`,
            {
              column: q.tokens[j].startColumn,
              category: "performance",
              explanation:
                "The repository call loads the list with one query; touching a lazy collection of each element then runs one more query per element: 1 + N queries.",
              fix: `Fetch the collection in the same query, with \`JOIN FETCH\` or an entity graph on the repository method:\n\n${fence('@EntityGraph(attributePaths = "books")\nList<Author> findAll();')}`,
            },
          );
          break;
        }
      }
  }
}
