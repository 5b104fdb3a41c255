/**
 * The few date formats the product shows, without a date library: 'MMM dd, yyyy' (subscription
 * and reset dates), 'yyyy-MM-dd-HHmm' (export file names) and relative ages ('5 minutes ago').
 * Local time, English month names.
 */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

const pad = (value: number) => String(value).padStart(2, '0');

/** 'MMM dd, yyyy' (DATE_FORMATS.subscription). */
export function formatLongDate(value: string | Date): string {
  const date = new Date(value);
  return `${MONTHS[date.getMonth()]} ${pad(date.getDate())}, ${date.getFullYear()}`;
}

/** 'yyyy-MM-dd-HHmm' (DATE_FORMATS.exportFileName). */
export function formatFileStamp(value: string | Date): string {
  const date = new Date(value);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}-${pad(date.getHours())}${pad(date.getMinutes())}`;
}

/** 'MMM dd, yyyy HH:mm', for the generation date inside export files. */
export function formatDateTime(value: string | Date): string {
  const date = new Date(value);
  return `${formatLongDate(date)} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

const UNITS = [
  { unit: 'year', seconds: 365 * 24 * 3600 },
  { unit: 'month', seconds: 30 * 24 * 3600 },
  { unit: 'day', seconds: 24 * 3600 },
  { unit: 'hour', seconds: 3600 },
  { unit: 'minute', seconds: 60 },
  { unit: 'second', seconds: 1 },
] as const;

/** '3 days ago'; 'a few seconds ago' under ten seconds or (clock skew) in the future: always '… ago'. */
export function formatAge(value: string | Date, now: Date = new Date()): string {
  const seconds = Math.floor((now.getTime() - new Date(value).getTime()) / 1000);
  if (!Number.isFinite(seconds) || seconds < 10) return 'a few seconds ago';
  for (const { unit, seconds: size } of UNITS) {
    const count = Math.floor(seconds / size);
    if (count >= 1) return `${count} ${unit}${count === 1 ? '' : 's'} ago`;
  }
  return 'a few seconds ago';
}
