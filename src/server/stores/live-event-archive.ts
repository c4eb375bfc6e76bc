/** The event's entries as Download all reads them (services/live-event-archive.ts). */

/** One strip of the archive, as the database lists it. */
export interface ArchiveEntry {
  id: string;
  stripName: string;
  addedAt: number;
}

/** Where a page starts: after this entry, oldest first. */
export interface ArchiveCursor {
  addedAt: number;
  id: string;
}

export interface ArchiveEntries {
  /** Entries in any state added at or before `until`, oldest first, after `after`. */
  page(
    eventId: string,
    after: ArchiveCursor | null,
    until: number,
    limit: number,
  ): Promise<ArchiveEntry[]>;
  /** How many `page` would list in all. */
  count(eventId: string, until: number): Promise<number>;
}
