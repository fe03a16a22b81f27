/**
 * A small in-process cache of catalog read answers (docs/decisions/0004-catalog-read-cache.md):
 * entries live at most `ttlMs`, the oldest entry goes first when the cache is full, and
 * concurrent misses of one key share a single load. It holds only what every shopper may see,
 * never anything that depends on who asks.
 */
export class ReadCache<V> {
  private readonly entries = new Map<string, { value: V; expiresAt: number }>();
  private readonly loading = new Map<string, Promise<V>>();
  private generation = 0;

  constructor(
    readonly ttlMs: number,
    readonly maxEntries: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** The cached value of `key`, or undefined when absent or expired. */
  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  set(key: string, value: V): void {
    if (this.ttlMs <= 0) return;
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) {
      // Map keeps insertion order: the first key is the oldest entry.
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, { value, expiresAt: this.now() + this.ttlMs });
  }

  /** The cached value, or `load()`'s, stored for next time; one load per key at a time. */
  async getOrLoad(key: string, load: () => Promise<V>): Promise<V> {
    const cached = this.get(key);
    if (cached !== undefined) return cached;
    const pending = this.loading.get(key);
    if (pending) return pending;
    const generation = this.generation;
    const promise = load().then((value) => {
      // A clear() during the load means the value may predate a write: answer it, don't keep it.
      if (generation === this.generation) this.set(key, value);
      return value;
    });
    this.loading.set(key, promise);
    try {
      return await promise;
    } finally {
      if (this.loading.get(key) === promise) this.loading.delete(key);
    }
  }

  /** Forgets every entry (after a write that changes what shoppers see). */
  clear(): void {
    this.generation += 1;
    this.entries.clear();
    this.loading.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}

/** How long a catalog answer may be served from memory: the bound on what a shopper sees stale. */
export const CATALOG_CACHE_TTL_MS = 15_000;
const CATALOG_CACHE_ENTRIES = 2_000;

/** A set of read caches, one per database handle, forgotten together by `invalidate()`. */
export interface ReadCacheFamily {
  /** The answer for `key`, from memory when fresh, else from `load()` (then kept). */
  read<T>(db: object, key: string, load: () => Promise<T>): Promise<T>;
  /** Forgets every answer of this family in this process. */
  invalidate(): void;
  /** Calls `listener` after each invalidate() (the page cache empties itself); answers the unsubscribe. */
  onInvalidate(listener: () => void): () => void;
}

/** Read caches keyed by database handle, so two apps in one process (tests) never share answers. */
export function createReadCacheFamily(ttlMs: number, maxEntries: number): ReadCacheFamily {
  const caches = new WeakMap<object, { cache: ReadCache<unknown>; epoch: number }>();
  const listeners = new Set<() => void>();
  let epoch = 0;
  return {
    read<T>(db: object, key: string, load: () => Promise<T>): Promise<T> {
      let holder = caches.get(db);
      if (!holder) {
        holder = { cache: new ReadCache<unknown>(ttlMs, maxEntries), epoch };
        caches.set(db, holder);
      } else if (holder.epoch !== epoch) {
        holder.cache.clear();
        holder.epoch = epoch;
      }
      return holder.cache.getOrLoad(key, load) as Promise<T>;
    },
    invalidate() {
      epoch += 1;
      for (const listener of listeners) listener();
    },
    onInvalidate(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The catalog's read caches (see cachedCatalogRead and invalidateCatalogCache). */
export const catalogCache = createReadCacheFamily(CATALOG_CACHE_TTL_MS, CATALOG_CACHE_ENTRIES);

/**
 * The catalog's answer for `key`, from memory when fresh, else from `load()`. Keys name the call
 * and its normalised input (e.g. `products:[…]`).
 */
export function cachedCatalogRead<T>(db: object, key: string, load: () => Promise<T>): Promise<T> {
  return catalogCache.read(db, key, load);
}

/**
 * Forgets every cached catalog answer of this process. Call it after any write that changes what
 * shoppers see (a product, price, stock, category, brand, seller status); other instances catch
 * up within CATALOG_CACHE_TTL_MS.
 */
export function invalidateCatalogCache(): void {
  catalogCache.invalidate();
}
