/**
 * The dashboard's range of days: a preset (7, 30, 90 days, a year) or two dates of one's own, in
 * Jakarta days; at most 366 days, as the API answers. Kept in the URL (?from=&to=), so a range can
 * be shared and survives a reload.
 */
import { addDays, daysBetween, isDay, jakartaDay, MAX_RANGE_DAYS } from '@gayaku/contract';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';

export interface DayRange {
  from: string;
  to: string;
}

const PRESETS = [
  { days: 7, label: '7 hari' },
  { days: 30, label: '30 hari' },
  { days: 90, label: '90 hari' },
  { days: 366, label: '1 tahun' },
] as const;

/** The last `days` days up to today. */
export const lastDays = (days: number, today = jakartaDay()): DayRange => ({ from: addDays(today, -(days - 1)), to: today });

/** A range from URL parameters, or the last 30 days when they are missing or wrong. */
export function rangeFromParams(params: URLSearchParams, today = jakartaDay()): DayRange {
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  if (isDay(from) && isDay(to) && from <= to && daysBetween(from, to) <= MAX_RANGE_DAYS) return { from, to };
  return lastDays(30, today);
}

/** What is wrong with a range typed by hand, or null. */
export function rangeProblem(range: DayRange): string | null {
  if (!isDay(range.from) || !isDay(range.to)) return 'Isi kedua tanggal.';
  if (range.from > range.to) return "Tanggal 'dari' harus sebelum tanggal 'sampai'.";
  if (daysBetween(range.from, range.to) > MAX_RANGE_DAYS) return `Rentang maksimal ${MAX_RANGE_DAYS} hari.`;
  return null;
}

export function RangePicker({ value, onChange }: { value: DayRange; onChange: (range: DayRange) => void }) {
  const [draft, setDraft] = useState(value);
  const [shown, setShown] = useState(value);
  if (shown.from !== value.from || shown.to !== value.to) {
    setShown(value);
    setDraft(value);
  }
  const problem = rangeProblem(draft);
  const active = PRESETS.find((p) => {
    const preset = lastDays(p.days);
    return preset.from === value.from && preset.to === value.to;
  });
  return (
    <div className="flex flex-wrap items-end gap-3">
      <div role="group" aria-label="Rentang cepat" className="flex flex-wrap gap-1.5">
        {PRESETS.map((p) => (
          <Button
            key={p.days}
            size="sm"
            variant={active === p ? 'primary' : 'secondary'}
            aria-pressed={active === p}
            onClick={() => onChange(lastDays(p.days))}
          >
            {p.label}
          </Button>
        ))}
      </div>
      <form
        className="flex flex-wrap items-end gap-2"
        aria-label="Rentang tanggal"
        onSubmit={(e) => {
          e.preventDefault();
          if (!problem) onChange(draft);
        }}
      >
        <label className="text-xs text-muted">
          Dari
          <input
            type="date"
            className="field-input mt-1 h-9 py-1"
            value={draft.from}
            max={draft.to}
            onChange={(e) => setDraft({ ...draft, from: e.target.value })}
          />
        </label>
        <label className="text-xs text-muted">
          Sampai
          <input
            type="date"
            className="field-input mt-1 h-9 py-1"
            value={draft.to}
            min={draft.from}
            onChange={(e) => setDraft({ ...draft, to: e.target.value })}
          />
        </label>
        <Button type="submit" size="sm" variant="secondary" disabled={problem !== null} title={problem ?? undefined}>
          Terapkan
        </Button>
      </form>
    </div>
  );
}
