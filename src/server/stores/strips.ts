/** The record of uploaded strips (which letter owns each), behind a small interface. */
export interface StripRecords {
  /** Records a new upload, before its file is written. */
  add(name: string, uploadedAt: number): Promise<void>;
  /** Names to remove: unclaimed strips uploaded before `before`, and those marked removing. */
  expired(before: number, limit: number): Promise<string[]>;
  has(name: string): Promise<boolean>;
  /** Forgets a strip whose file is gone. */
  remove(name: string): Promise<void>;
}
