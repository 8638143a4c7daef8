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

// Per-object caches ("the model of this parse", "the token index of this model"), kept on the object itself under
// a private symbol.
//
// Not WeakMaps. V8's young-generation collector (the scavenger) does not collect a WeakMap entry whose value refers
// back to its key: the value keeps the key alive until the next full mark-compact. The model refers to its parse
// tree, so a WeakMap from tree to model kept every analysed tree (about 0.6 MB per 100-line file) through every
// scavenge and promoted it to the old generation: 30 analyses of 100 lines held 20 MB after two scavenges, now under
// 1 MB like 30 bare parses (tests/unit/analyze/memo.test.ts). A property on the key dies with the key.
export interface Slot<K extends object, V> {
  get(key: K): V | undefined;
  set(key: K, value: V): V;
}

export function slot<K extends object, V>(name: string): Slot<K, V> {
  const sym = Symbol(name);
  return {
    get: (key) => (key as Record<symbol, V | undefined>)[sym],
    set: (key, value) => ((key as Record<symbol, V>)[sym] = value),
  };
}
