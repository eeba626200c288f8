// The simulator's clock: calendar dates as a shopper in Asia/Jakarta (UTC+7, no daylight saving)
// sees them, for pickup hours, delivery windows, voucher ends and the dates some error codes carry.
export const DAY_MS = 86_400_000;
const JAKARTA_OFFSET_MS = 7 * 3_600_000;

/** The Jakarta calendar day `offsetDays` after the one holding `now`: its ISO date and weekday (0 = Sunday). */
export function jakartaDay(now: number, offsetDays = 0): { date: string; weekday: number } {
  const local = new Date(now + JAKARTA_OFFSET_MS + offsetDays * DAY_MS);
  return { date: local.toISOString().slice(0, 10), weekday: local.getUTCDay() };
}

/** The last second (23:59:59 in Jakarta) of the Jakarta day `offsetDays` after the one holding `now`, in ISO 8601 (UTC). */
export function endOfJakartaDay(now: number, offsetDays = 0): string {
  const { date } = jakartaDay(now, offsetDays);
  return new Date(Date.parse(`${date}T23:59:59.000Z`) - JAKARTA_OFFSET_MS).toISOString();
}
