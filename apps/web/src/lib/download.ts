/**
 * Saves a CSV the app received (an export) as a file the browser downloads, with the UTF-8 BOM
 * spreadsheet programs need (reading the answer as text dropped the server's).
 */
export function downloadCsv(filename: string, text: string): void {
  const body = text.startsWith('\uFEFF') ? text : `\uFEFF${text}`;
  const url = URL.createObjectURL(new Blob([body], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
