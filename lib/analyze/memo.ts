// Memoization of small pure string functions the rules call for every type, rule id or lesson of a unit (the same
// few hundred inputs again and again). The cache is module-wide so it also serves the next request; it is emptied
// when it reaches `max` entries, so inputs taken from user code cannot make it grow without bound.
export function memoize<R>(fn: (s: string) => R, max = 4096): (s: string) => R {
  const cache = new Map<string, R>();
  return (s: string): R => {
    const hit = cache.get(s);
    if (hit !== undefined || cache.has(s)) return hit as R;
    if (cache.size >= max) cache.clear();
    const r = fn(s);
    cache.set(s, r);
    return r;
  };
}
