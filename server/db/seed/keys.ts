/** Maps of the inserted rows' ids by their seed key, and a look-up that names what is missing. */
export function byKey<K>(rows: Array<{ id: number; key: K }>): Map<K, number> {
  return new Map(rows.map((row) => [row.key, row.id]));
}

export function idOf<K, V = number>(map: Map<K, V>, key: K, what: string): V {
  const value = map.get(key);
  if (value === undefined) throw new Error(`Demo data: no ${what} ${String(key)}`);
  return value;
}

/** How many rows of each kind the seed wrote (SeedSummary's counts). */
export interface SeedCounts {
  categories: number;
  companies: number;
  brands: number;
  tags: number;
  products: number;
  /** Active and approved: what a shopper can see. */
  visibleProducts: number;
  priceInfos: number;
  productPhotos: number;
  banners: number;
  staticPages: number;
  users: number;
  deliveryPersons: number;
  customers: number;
  regions: number;
  cities: number;
  areas: number;
  /** Image files generated and stored (0 with `photos: false`). */
  files: number;
}
