/** The problems of a refused import, by row and column, as the server listed them. */
import { ApiError } from '../../../lib/api-error.ts';

export interface ImportProblemRow {
  row: string;
  column: string;
  message: string;
}

/** The problems in a refused import's error body (issues with paths `row.column`). */
export function problemsOf(error: unknown): ImportProblemRow[] {
  if (!(error instanceof ApiError) || typeof error.body !== 'object' || error.body === null) return [];
  const issues = (error.body as { issues?: unknown }).issues;
  if (!Array.isArray(issues)) return [];
  return issues.flatMap((issue: { path?: unknown; message?: unknown }) => {
    if (typeof issue.path !== 'string' || typeof issue.message !== 'string') return [];
    const [row = '', column = ''] = issue.path.split('.');
    if (!/^\d+$/.test(row)) return [];
    return [{ row, column, message: issue.message.replace(/^Baris \d+, kolom [^:]+: /, '') }];
  });
}

const cell = 'px-3 py-2 align-top first:pl-4 last:pr-4';

export function ImportProblems({ problems }: { problems: ImportProblemRow[] }) {
  return (
    <div className="max-h-[28rem] overflow-auto rounded-lg border border-line">
      <table className="w-full table-fixed border-collapse text-left text-sm">
        <caption className="sr-only">Masalah di berkas CSV</caption>
        <thead className="sticky top-0 border-b border-line bg-paper text-xs text-muted">
          <tr>
            <th scope="col" className={`${cell} w-12 font-medium sm:w-16`}>
              Baris
            </th>
            <th scope="col" className={`${cell} w-28 font-medium sm:w-36`}>
              Kolom
            </th>
            <th scope="col" className={`${cell} font-medium`}>
              Masalah
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line/70">
          {problems.map((p, i) => (
            <tr key={`${p.row}-${p.column}-${i}`}>
              <td className={`${cell} tabular-nums`}>{p.row}</td>
              <td className={`${cell} font-mono break-all`}>{p.column}</td>
              <td className={cell}>{p.message}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
