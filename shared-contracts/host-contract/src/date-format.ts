// Dates as the shopper reads them, for the host and the remotes alike: "22 November 2026", or
// "Senin, 23 November" for a day of the week ahead (pickup and delivery days). A formatter is made
// once per form and language, on first use, and kept: making an `Intl.DateTimeFormat` costs far more
// than formatting with one, and a page formats a date for each review, discussion, voucher and
// delivery slot it shows (issue 41: 57 ms of a product-to-product step at 4× CPU went to making them).
// Dates are read in UTC, so the server's and the shopper's time zones write the same day.

const FORMS = {
  date: { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' },
  weekday: { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

const formatters = new Map<string, Intl.DateTimeFormat>();

/** `locale`: the page's language (`id`, `en`) or its translator's tag (`id-ID`, `en-ID`). */
function formatterOf(form: keyof typeof FORMS, locale: string): Intl.DateTimeFormat {
  const tag = locale.startsWith('en') ? 'en-GB' : 'id-ID';
  const key = `${form} ${tag}`;
  let formatter = formatters.get(key);
  if (!formatter) formatters.set(key, (formatter = new Intl.DateTimeFormat(tag, FORMS[form])));
  return formatter;
}

/** An ISO date (`2026-11-22`, or an instant): "22 November 2026"; what is not a date, as it came. */
export function formatIsoDate(iso: string, locale: string): string {
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(iso) ? `${iso}T00:00:00Z` : iso);
  if (Number.isNaN(date.getTime())) return iso;
  return formatterOf('date', locale).format(date);
}

/** A calendar day (`2026-11-23`) with its weekday: "Senin, 23 November", read in UTC so no time zone shifts the day. */
export function formatWeekdayDate(day: string, locale: string): string {
  return formatterOf('weekday', locale).format(new Date(`${day}T00:00:00Z`));
}
