import { describe, expect, it } from 'vitest';
import { cachedCatalogRead, invalidateCatalogCache, ReadCache } from './read-cache.ts';

describe('ReadCache', () => {
  it('serves an entry until its time is up, then loads again', async () => {
    let now = 1_000;
    const cache = new ReadCache<string>(500, 10, () => now);
    let loads = 0;
    const load = async () => `value ${++loads}`;
    expect(await cache.getOrLoad('a', load)).toBe('value 1');
    now += 499;
    expect(await cache.getOrLoad('a', load)).toBe('value 1');
    now += 1;
    expect(await cache.getOrLoad('a', load)).toBe('value 2');
  });

  it('forgets the oldest entry when full', () => {
    const cache = new ReadCache<number>(1_000, 2);
    cache.set('a', 1);
    cache.set('b', 2);
    cache.set('c', 3);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBe(2);
    expect(cache.get('c')).toBe(3);
  });

  it('shares one load between concurrent misses of a key', async () => {
    const cache = new ReadCache<number>(1_000, 10);
    let loads = 0;
    const load = () => new Promise<number>((resolve) => setTimeout(() => resolve(++loads), 5));
    expect(await Promise.all([cache.getOrLoad('k', load), cache.getOrLoad('k', load)])).toEqual([1, 1]);
    expect(loads).toBe(1);
  });

  it('does not keep a value loaded across a clear, nor a failed load', async () => {
    const cache = new ReadCache<number>(1_000, 10);
    let release: (value: number) => void = () => {};
    const pending = cache.getOrLoad('k', () => new Promise<number>((resolve) => (release = resolve)));
    cache.clear();
    release(1);
    expect(await pending).toBe(1);
    expect(cache.get('k')).toBeUndefined();
    await expect(cache.getOrLoad('e', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.getOrLoad('e', async () => 2)).toBe(2);
  });

  it('caches nothing with a zero time to live', async () => {
    const cache = new ReadCache<number>(0, 10);
    let loads = 0;
    await cache.getOrLoad('k', async () => ++loads);
    await cache.getOrLoad('k', async () => ++loads);
    expect(loads).toBe(2);
  });
});

describe('cachedCatalogRead', () => {
  it('keeps answers per database handle until invalidateCatalogCache()', async () => {
    const one = {};
    const two = {};
    let loads = 0;
    const load = async () => ++loads;
    expect(await cachedCatalogRead(one, 'k', load)).toBe(1);
    expect(await cachedCatalogRead(one, 'k', load)).toBe(1);
    expect(await cachedCatalogRead(two, 'k', load)).toBe(2);
    invalidateCatalogCache();
    expect(await cachedCatalogRead(one, 'k', load)).toBe(3);
  });
});
