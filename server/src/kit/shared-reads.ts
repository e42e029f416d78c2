/**
 * Reads shared while under way ("single flight"): a cache that misses starts one read per key, and
 * the requests that miss the same key meanwhile wait for that read instead of starting their own. With
 * the embedded database in a worker thread the server keeps answering while a read runs, so without
 * this every request that came in during a refresh repeated it (measured: 4–8× the statements while
 * a search cache refreshed under load).
 *
 * Never share a read with a caller inside a transaction (read with the transaction instead): on the
 * embedded database a statement outside the transaction waits for it, so a transaction waiting on a
 * read started outside it waits for itself — the whole server stops.
 *
 * Keyed per owner (a database or an app's services) and key; a read is forgotten when it settles,
 * whether it succeeded or not. A caller whose answer must not predate something (a write) puts that
 * in the key (e.g. the index's epoch).
 */
export function sharedReads<V>(): (owner: object, key: string, read: () => Promise<V>) => Promise<V> {
  const flying = new WeakMap<object, Map<string, Promise<V>>>();
  return (owner, key, read) => {
    let byKey = flying.get(owner);
    if (!byKey) flying.set(owner, (byKey = new Map<string, Promise<V>>()));
    const same = byKey.get(key);
    if (same) return same;
    const mine = byKey;
    const reading = read().finally(() => {
      if (mine.get(key) === reading) mine.delete(key);
    });
    byKey.set(key, reading);
    return reading;
  };
}
