/**
 * Calendar days as the shop counts them: in Asia/Jakarta (UTC+7 all year, no daylight saving),
 * written YYYY-MM-DD. Plain functions without zod, for the API and the admin's range picker alike.
 */
const JAKARTA_OFFSET_MS = 7 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The longest range the sales statistics answer, in days (both ends included). */
export const MAX_RANGE_DAYS = 366;
/** Paid orders not shipped after this many days are listed under 'Perlu Tindakan'. */
export const SHIP_WITHIN_DAYS = 2;
/** The range the statistics answer when none is given: the last 30 days, today included. */
export const DEFAULT_RANGE_DAYS = 30;

/** The Jakarta day of a moment. */
export function jakartaDay(at: Date = new Date()): string {
  return new Date(at.getTime() + JAKARTA_OFFSET_MS).toISOString().slice(0, 10);
}

/** A real calendar day written YYYY-MM-DD (2025-02-30 is not one). */
export function isDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const at = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 10) === value;
}

/** `day` moved by `days` (negative: earlier). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Days from `from` to `to`, both included (1 for a single day; 0 or less when `to` is before `from`). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

/** The moment a Jakarta day begins. */
export function jakartaDayStart(day: string): Date {
  return new Date(Date.parse(`${day}T00:00:00Z`) - JAKARTA_OFFSET_MS);
}
