/** The product image: a file input with a preview of the chosen file (or the current image). */
import { PRODUCT_IMAGE } from '@gayaku/contract';
import { useEffect, useState } from 'react';

export function ImageField({ id, file, currentUrl, onChange }: { id: string; file: File | null; currentUrl?: string; onChange: (file: File | null) => void }) {
  const [preview, setPreview] = useState<string | null>(null);

  useEffect(() => {
    if (!file || typeof URL.createObjectURL !== 'function') {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const shown = preview ?? currentUrl ?? null;
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
      <div className="flex aspect-[4/5] w-32 shrink-0 items-center justify-center overflow-hidden rounded-lg border border-dashed border-line bg-paper">
        {shown ? <img src={shown} alt="Pratinjau gambar produk" className="size-full object-cover" /> : <span className="px-3 text-center text-xs text-muted">Belum ada gambar</span>}
      </div>
      <div className="min-w-0 flex-1">
        <input
          id={id}
          name="image"
          type="file"
          accept={PRODUCT_IMAGE.accept}
          aria-describedby={`${id}-hint`}
          onChange={(e) => onChange(e.target.files?.[0] ?? null)}
          className="block w-full text-sm text-ink-soft file:mr-3 file:h-9 file:cursor-pointer file:rounded-full file:border file:border-ink/15 file:bg-surface file:px-4 file:text-sm file:font-medium file:text-ink hover:file:border-ink/40"
        />
        <p id={`${id}-hint`} className="mt-2 text-xs text-muted">
          JPEG, PNG atau WebP, maksimal 5 MB.{currentUrl ? ' Kosongkan untuk memakai gambar sekarang.' : ''}
        </p>
        {file ? <p className="mt-1 truncate text-xs text-ink-soft">{file.name}</p> : null}
      </div>
    </div>
  );
}
