/** The record of uploaded strips (which letter owns each), behind a small interface. */

/** The formats a strip's display copy may have: its name is the strip's with this extension. */
export type StripDisplayFormat = 'webp';

/** What an upload's record keeps of its image. */
export interface StripImage {
  /** The PNG's size in pixels. */
  width: number;
  height: number;
  /** The display copy stored beside the PNG, or null when none could be made. */
  display: StripDisplayFormat | null;
}

/**
 * A strip's record as a letter reads it: strips recorded before sizes were (migration 005) have
 * no size and no display copy.
 */
export interface RecordedStrip {
  name: string;
  width: number | null;
  height: number | null;
  display: StripDisplayFormat | null;
}

export interface StripRecords {
  /** Records a new upload, before its files are written. */
  add(name: string, uploadedAt: number, image: StripImage): Promise<void>;
  /** Names to remove: unclaimed strips uploaded before `before`, and those marked removing. */
  expired(before: number, limit: number): Promise<string[]>;
  has(name: string): Promise<boolean>;
  /** Forgets a strip whose files are gone. */
  remove(name: string): Promise<void>;
}
