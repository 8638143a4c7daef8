// Node 20 lacks Map.groupBy / Object.groupBy (Node 21+), which vitest's error reporter calls.
if (typeof Map.groupBy !== "function") {
  Map.groupBy = function (items, key) {
    const m = new Map();
    let i = 0;
    for (const item of items) {
      const k = key(item, i++);
      if (!m.has(k)) m.set(k, []);
      m.get(k).push(item);
    }
    return m;
  };
}
if (typeof Object.groupBy !== "function") {
  Object.groupBy = function (items, key) {
    const o = Object.create(null);
    let i = 0;
    for (const item of items) {
      const k = key(item, i++);
      (o[k] ??= []).push(item);
    }
    return o;
  };
}
