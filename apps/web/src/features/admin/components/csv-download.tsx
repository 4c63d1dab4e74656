/** A button that fetches a CSV export of the API and saves it as a file (with the UTF-8 BOM). */
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { errorText } from '../../../lib/api-error.ts';
import { downloadCsv } from '../../../lib/download.ts';
import { toast } from '../../../lib/toast.ts';

/** An export of many rows may take longer than the usual 15 s to arrive. */
export const EXPORT_TIMEOUT_MS = 120_000;

export function CsvDownloadButton({
  label,
  filename,
  load,
  variant = 'secondary',
}: {
  label: string;
  filename: string;
  load: () => Promise<string>;
  variant?: 'primary' | 'secondary';
}) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      downloadCsv(filename, await load());
    } catch (error) {
      toast.error(errorText(error, 'Gagal mengunduh CSV.'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant={variant} size="md" disabled={busy} aria-busy={busy} onClick={() => void download()}>
      {busy ? 'Menyiapkan CSV...' : label}
    </Button>
  );
}
