/**
 * A short-lived, per-process memo of serialized answers, for hot public pages whose data changes rarely
 * (the product page). Entries live ttlMs; the oldest go first past maxEntries; writers delete what they
 * change. Several server processes each keep their own, which the short lifetime makes harmless.
 */
export class AnswerMemo<K> {
  private readonly entries = new Map<K, { json: string; expiresAt: number }>();

  constructor(private readonly options: { ttlMs: number; maxEntries: number; now?: () => number }) {}

  private now(): number {
    return this.options.now?.() ?? Date.now();
  }

  get(key: K): string | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.json;
  }

  set(key: K, json: string): void {
    this.entries.delete(key);
    this.entries.set(key, { json, expiresAt: this.now() + this.options.ttlMs });
    while (this.entries.size > this.options.maxEntries) {
      const oldest = this.entries.keys().next().value as K;
      this.entries.delete(oldest);
    }
  }

  delete(key: K): void {
    this.entries.delete(key);
  }
}
