/**
 * 'Last seen 2 minutes ago': the value and unit Intl.RelativeTimeFormat says, chosen here so the
 * rule is tested without a browser.
 */
export type RelativeUnit = 'second' | 'minute' | 'hour' | 'day';

/** How long ago `thenMs` was at `nowMs`, as a negative whole value in the largest fitting unit. */
export function timeAgo(thenMs: number, nowMs: number): { value: number; unit: RelativeUnit } {
  const seconds = Math.max(0, Math.round((nowMs - thenMs) / 1000));
  // Under a minute reads as 'now': a device that reports every few seconds is simply there.
  if (seconds < 60) return { value: 0, unit: 'second' };
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return { value: -minutes, unit: 'minute' };
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return { value: -hours, unit: 'hour' };
  return { value: -Math.floor(hours / 24), unit: 'day' };
}
