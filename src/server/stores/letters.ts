/** Letters visitors share, behind a small interface (SQLite now, PostgreSQL later). */
export interface StoredLetter {
  message: string;
  /** The strip's path on this server (`/strips/<name>`); made absolute when read. */
  imageUrl: string;
}

export interface LetterStore {
  /** Inserts a letter; the promise resolves once it is durable on disk. */
  create(id: string, letter: StoredLetter): Promise<void>;
  get(id: string): Promise<StoredLetter | null>;
  close(): Promise<void>;
}
