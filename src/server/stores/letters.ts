/** Letters visitors share, behind a small interface (SQLite now, PostgreSQL later). */
export interface StoredLetter {
  message: string;
  /** The strip's path on this server (`/strips/<name>`); made absolute when read. */
  imageUrl: string;
  /** SHA-256 of the delete token, as hex; null for letters made before tokens existed. */
  deleteTokenHash: string | null;
}

export interface LetterStore {
  /** Inserts a letter; the promise resolves once it is durable on disk. */
  create(id: string, letter: StoredLetter): Promise<void>;
  get(id: string): Promise<StoredLetter | null>;
  /** Removes a letter; resolves false when there was none with this id. */
  delete(id: string): Promise<boolean>;
  /** True when some letter still shows the strip at this path. */
  isImageUsed(imageUrl: string): Promise<boolean>;
}
