/**
 * Remembers an answer per key for a while. It keeps the promise, not the value, so that a thousand
 * addresses at one domain asked at once share one look-up rather than racing a thousand.
 */
export class ExpiringCache<V> {
  private readonly entries = new Map<string, { readonly until: number; readonly value: Promise<V> }>()

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
    private readonly maxEntries = 100_000,
  ) {}

  /** The held answer for `key`, or `load`'s; an answer `keep` refuses (a passing failure) is not held. */
  get(key: string, load: () => Promise<V>, keep: (value: V) => boolean = () => true): Promise<V> {
    const held = this.entries.get(key)
    if (held !== undefined && held.until > this.now()) return held.value
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value as string)
    const value = load()
    const entry = { until: this.now() + this.ttlMs, value }
    this.entries.set(key, entry)
    const forget = () => {
      if (this.entries.get(key) === entry) this.entries.delete(key)
    }
    value.then((answer) => keep(answer) || forget(), forget)
    return value
  }
}
