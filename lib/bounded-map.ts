/**
 * A Map that keeps at most `limit` entries: adding one more forgets the oldest (the first
 * added), so a cache fed by visitors' values (UTM campaigns, countries) cannot grow without end.
 */
export class BoundedMap<K, V> extends Map<K, V> {
  constructor(private readonly limit: number) {
    super();
  }

  override set(key: K, value: V): this {
    super.set(key, value);
    while (this.size > this.limit) {
      const oldest = this.keys().next();
      if (oldest.done) break;
      this.delete(oldest.value);
    }
    return this;
  }
}
