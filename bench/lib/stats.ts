/** Small helpers shared by the API and web benchmarks: medians, number formatting, tables. */
import os from 'node:os';

export function median(values: number[]): number {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

export function fmt(value: number, digits = 0): string {
  if (!Number.isFinite(value)) return '–';
  return value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
}

/** A GitHub-flavoured markdown table; columns whose header starts with '>' are right-aligned. */
export function markdownTable(headers: string[], rows: string[][]): string {
  const align = headers.map((h) => (h.startsWith('>') ? '---:' : '---'));
  const names = headers.map((h) => h.replace(/^>/, ''));
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  return [line(names), line(align), ...rows.map(line)].join('\n');
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Reads `--name value` / `--flag` style arguments. */
export function parseArgs(argv: string[]): Map<string, string> {
  const args = new Map<string, string>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (!arg.startsWith('--')) continue;
    const [name, inline] = arg.slice(2).split('=', 2) as [string, string | undefined];
    const next = argv[i + 1];
    if (inline !== undefined) args.set(name, inline);
    else if (next !== undefined && !next.startsWith('--')) {
      args.set(name, next);
      i++;
    } else args.set(name, 'true');
  }
  return args;
}

/** The 1, 5 and 15 minute load averages, as `uptime` shows them. */
export function loadAverage(): string {
  return os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
}
