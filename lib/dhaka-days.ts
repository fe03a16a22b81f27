/** Asia/Dhaka is UTC+6 all year (no daylight saving). */
const DHAKA_OFFSET_MS = 6 * 60 * 60 * 1000;

/** The instant a day (YYYY-MM-DD, in Dhaka) begins. */
export function dhakaDayStart(day: string): Date {
  return new Date(`${day}T00:00:00+06:00`);
}

/** The instant the day after `day` (in Dhaka) begins: the exclusive end of a "to" filter. */
export function dhakaDayEnd(day: string): Date {
  const end = dhakaDayStart(day);
  end.setUTCDate(end.getUTCDate() + 1);
  return end;
}

/** Today's date in Dhaka, YYYY-MM-DD. */
export function dhakaToday(now = new Date()): string {
  return new Date(now.getTime() + DHAKA_OFFSET_MS).toISOString().slice(0, 10);
}

/** An instant as Dhaka's wall-clock time with its offset, `YYYY-MM-DDTHH:MM:SS+06:00` (exports). */
export function dhakaTimestamp(instant: string | Date): string {
  const shifted = new Date(new Date(instant).getTime() + DHAKA_OFFSET_MS).toISOString();
  return `${shifted.slice(0, 19)}+06:00`;
}
