/**
 * Finished friend's pages, kept as bytes: rendering one with React takes milliseconds and
 * compressing it a fraction of one, while reading its letter takes a tenth, and a shared link
 * is opened by many friends. Each page is kept under (id, language, origin), nothing else of
 * the address, so extra query parameters neither miss nor push real pages out; with the
 * letter as the database gave it on this request (`version`), so a changed letter is never
 * served from here (a deleted one never gets this far). Its compressed copies are made the
 * first time a reader's browser asks for that encoding. Bounded by bytes, least recently
 * used out first.
 */
export type PageEncoding = 'identity' | 'br' | 'gzip';

/**
 * 128 MiB: a page is about 26 KB as it is, 33 KB with its brotli copy, so about 4,000 letters
 * read by browsers fit, or 3,000 in all three encodings (docs/development.md, Benchmarks).
 */
export const PAGE_CACHE_BYTES = 128 * 2 ** 20;

/** What a page costs besides its bytes: its key, version, the entry and the map's slot. */
const ENTRY_OVERHEAD_BYTES = 256;

export function pageKey(id: string, language: string, origin: string): string {
  // A space appears in none of the three (ids are base64url, origins are serialised URLs).
  return `${id} ${language} ${origin}`;
}

interface Entry {
  version: string;
  copies: Partial<Record<PageEncoding, Buffer>>;
  bytes: number;
}

export class PageCache {
  readonly #entries = new Map<string, Entry>();
  #bytes = 0;

  constructor(readonly maxBytes = PAGE_CACHE_BYTES) {}

  /** The bytes kept, keys and versions included (strings counted at 2 bytes a character). */
  get bytes(): number {
    return this.#bytes;
  }

  get size(): number {
    return this.#entries.size;
  }

  /**
   * The page under `key` in `encoding`, made with `encode` from the page's HTML when this
   * encoding was never asked for; undefined when no page of this `version` is kept.
   */
  get(
    key: string,
    version: string,
    encoding: PageEncoding,
    encode: (html: Buffer, encoding: PageEncoding) => Buffer,
  ): Buffer | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (entry.version !== version) {
      // The letter changed since: this copy will never be served again.
      this.#drop(key, entry);
      return undefined;
    }
    // Most recently used last: a Map keeps insertion order.
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    const kept = entry.copies[encoding];
    if (kept) return kept;
    const html = entry.copies.identity;
    if (!html) return undefined;
    const copy = encode(html, encoding);
    entry.copies[encoding] = copy;
    entry.bytes += copy.length;
    this.#bytes += copy.length;
    this.#evict();
    return copy;
  }

  /** Keeps `html` as the page under `key` for `version`. */
  set(key: string, version: string, html: Buffer): void {
    const old = this.#entries.get(key);
    if (old) this.#drop(key, old);
    const entry: Entry = {
      version,
      copies: { identity: html },
      bytes: html.length + (key.length + version.length) * 2 + ENTRY_OVERHEAD_BYTES,
    };
    this.#entries.set(key, entry);
    this.#bytes += entry.bytes;
    this.#evict();
  }

  #drop(key: string, entry: Entry): void {
    this.#entries.delete(key);
    this.#bytes -= entry.bytes;
  }

  /** Oldest out until the bound holds (a page larger than the bound is not kept at all). */
  #evict(): void {
    for (const [key, entry] of this.#entries) {
      if (this.#bytes <= this.maxBytes) return;
      this.#drop(key, entry);
    }
  }
}
