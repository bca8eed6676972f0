/**
 * A per-owner cache of serialized cloud answers (folder listings and search results) in the API
 * process, so that a repeated listing does not touch the database at all.
 *
 * Correctness:
 * - Every change of the `creatives` table notifies the owner's id on `kreolab_cloud` (a trigger,
 *   migration 0006), whichever process or job made it; each API process LISTENs and drops that
 *   owner's entries. The cache serves nothing until the LISTEN is in place, and is emptied and
 *   off while the listening connection is lost (notices could be missed).
 * - The process's own writes drop the owner's entries at once, before answering, so a client
 *   reads its own writes without waiting for the notice.
 * - A fill that began before an invalidation of its owner is not stored: it may hold rows from
 *   before the change (the ticket check below).
 * - Signed URLs stay valid: the local signer's URLs are the same for every request within one
 *   expiry window (FileSigner.expiryFrom), so an entry lives only in the window it was made in;
 *   presigned (S3) URLs expire `ttl` after they were made, so an entry lives at most half of it.
 * - Memory is bounded: least recently used entries go first past `maxBytes`.
 *
 * The same class keeps the profile cache (src/routes/profile/cache.ts): there no URL windows,
 * but an age limit (`maxAgeMs`) and, per entry, an instant it must not outlive (`set`'s
 * `expiresAt`).
 */
export interface CloudCacheOptions {
  /** The budget for bodies (and a rough per-entry overhead); 0 turns the cache off. */
  maxBytes: number;
  /** The signed URLs' lifetime (FILE_URL_TTL); absent: the answers hold no signed URLs. */
  urlTtlSeconds?: number;
  /** The longest an entry may live, whatever else holds. */
  maxAgeMs?: number;
  now?: () => number;
}

interface Entry {
  owner: number;
  key: string;
  body: Buffer;
  window: number;
  createdAt: number;
  /** The instant the entry stops being served (Infinity: none). */
  expiresAt: number;
  bytes: number;
}

/** Key strings, the Map's slot and the entry object, roughly. */
const ENTRY_OVERHEAD = 256;
/** Invalidation marks kept per owner before they are folded into one global mark. */
const MAX_MARKS = 10_000;

export class CloudCache {
  readonly #maxBytes: number;
  /** 0: no URL windows. */
  readonly #ttlMs: number;
  readonly #maxAgeMs: number;
  readonly #now: () => number;
  /** In least-recently-used order: a hit moves its entry to the end. */
  readonly #entries = new Map<string, Entry>();
  readonly #byOwner = new Map<number, Set<string>>();
  /** The sequence number of each owner's last invalidation, and of the last clear(). */
  readonly #invalidatedAt = new Map<number, number>();
  #clearedAt = 0;
  #seq = 0;
  #bytes = 0;
  #listening = false;
  hits = 0;
  misses = 0;

  constructor(options: CloudCacheOptions) {
    this.#maxBytes = Math.max(0, options.maxBytes);
    this.#ttlMs = (options.urlTtlSeconds ?? 0) * 1000;
    this.#maxAgeMs = options.maxAgeMs ?? Infinity;
    // The signer reads Date.now() per call; the cache follows the same clock.
    this.#now = options.now ?? (() => Date.now());
  }

  get enabled(): boolean {
    return this.#listening && this.#maxBytes > 0;
  }

  get size(): number {
    return this.#entries.size;
  }

  get bytes(): number {
    return this.#bytes;
  }

  /** Called by the listener: on once LISTEN runs, off (and empty) when it is lost. */
  setListening(listening: boolean): void {
    this.#listening = listening;
    this.clear();
  }

  /** Take before reading the database for a fill; give to set(). */
  ticket(): number {
    return this.#seq;
  }

  get(owner: number, key: string): Buffer | undefined {
    if (!this.enabled) return undefined;
    const id = entryId(owner, key);
    const entry = this.#entries.get(id);
    if (!entry) {
      this.misses++;
      return undefined;
    }
    if (!this.#fresh(entry, this.#now())) {
      this.#delete(id, entry);
      this.misses++;
      return undefined;
    }
    this.#entries.delete(id);
    this.#entries.set(id, entry);
    this.hits++;
    return entry.body;
  }

  /** `expiresAt` (epoch ms, optional): the entry is not served from that instant on. */
  set(owner: number, key: string, body: Buffer, ticket: number, expiresAt = Infinity): void {
    if (!this.enabled) return;
    if (this.#clearedAt > ticket || (this.#invalidatedAt.get(owner) ?? 0) > ticket) return;
    const bytes = body.byteLength + key.length * 2 + ENTRY_OVERHEAD;
    // One answer may not take more than a quarter of the budget.
    if (bytes > this.#maxBytes / 4) return;
    const id = entryId(owner, key);
    const old = this.#entries.get(id);
    if (old) this.#delete(id, old);
    const now = this.#now();
    if (expiresAt <= now) return;
    this.#entries.set(id, {
      owner,
      key,
      body,
      window: this.#window(now),
      createdAt: now,
      expiresAt,
      bytes,
    });
    let keys = this.#byOwner.get(owner);
    if (!keys) this.#byOwner.set(owner, (keys = new Set()));
    keys.add(id);
    this.#bytes += bytes;
    for (const [oldest, entry] of this.#entries) {
      if (this.#bytes <= this.#maxBytes) break;
      this.#delete(oldest, entry);
    }
  }

  /** Drops the owner's entries, and refuses fills of theirs that began before now. */
  invalidate(owner: number): void {
    this.#seq++;
    if (this.#invalidatedAt.size >= MAX_MARKS) {
      this.#invalidatedAt.clear();
      this.#clearedAt = this.#seq;
    }
    this.#invalidatedAt.set(owner, this.#seq);
    for (const id of this.#byOwner.get(owner) ?? []) this.#delete(id, this.#entries.get(id)!);
  }

  clear(): void {
    this.#seq++;
    this.#clearedAt = this.#seq;
    this.#invalidatedAt.clear();
    this.#entries.clear();
    this.#byOwner.clear();
    this.#bytes = 0;
  }

  #window(now: number): number {
    return this.#ttlMs > 0 ? Math.floor(now / this.#ttlMs) : 0;
  }

  #fresh(entry: Entry, now: number): boolean {
    if (now >= entry.expiresAt || now - entry.createdAt >= this.#maxAgeMs) return false;
    if (this.#ttlMs === 0) return true;
    return this.#window(now) === entry.window && now - entry.createdAt < this.#ttlMs / 2;
  }

  #delete(id: string, entry: Entry): void {
    this.#entries.delete(id);
    this.#bytes -= entry.bytes;
    const keys = this.#byOwner.get(entry.owner);
    keys?.delete(id);
    if (keys?.size === 0) this.#byOwner.delete(entry.owner);
  }
}

const entryId = (owner: number, key: string) => `${owner}\u0000${key}`;
