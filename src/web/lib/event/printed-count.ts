/**
 * The strips this booth printed since it last told the server (docs/events.md, "The event,
 * shared"): counted on Print, handed to the device report, put back when the report failed, so
 * the host's count misses none when the venue's Wi-Fi drops.
 */
import { PRINTED_PER_REPORT_MAX } from '../../../model/booth-reports.js';
import type { KeyValueStorage } from '../storage/safe-storage.js';

const PRINTED_KEY = 'postbooth.printed';

function kept(storage: KeyValueStorage): number {
  const value = Number(storage.getItem(PRINTED_KEY));
  return Number.isSafeInteger(value) && value > 0 ? value : 0;
}

/** One more strip printed. */
export function countPrint(storage: KeyValueStorage): void {
  storage.setItem(PRINTED_KEY, String(kept(storage) + 1));
}

/** The prints to report now (at most a report's worth); they are no longer kept. */
export function takePrinted(storage: KeyValueStorage): number {
  const all = kept(storage);
  const taken = Math.min(all, PRINTED_PER_REPORT_MAX);
  if (all - taken > 0) storage.setItem(PRINTED_KEY, String(all - taken));
  else storage.removeItem(PRINTED_KEY);
  return taken;
}

/** Prints taken for a report that did not reach the server, kept again. */
export function putBackPrinted(storage: KeyValueStorage, printed: number): void {
  if (printed > 0) storage.setItem(PRINTED_KEY, String(kept(storage) + printed));
}
