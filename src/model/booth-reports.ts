/**
 * What a booth device's report may carry, apart from the event's schemas (zod), so that the
 * booth's first page, which counts prints, does not load them.
 */

/**
 * Prints one report may carry: a booth reports every minute, and one offline for hours sends
 * what it kept a report's worth at a time (web/lib/event/printed-count.ts).
 */
export const PRINTED_PER_REPORT_MAX = 100;
