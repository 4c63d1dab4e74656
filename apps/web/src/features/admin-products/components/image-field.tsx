/** The product image: a file picker (Indonesian labels) with a preview of the chosen file or the current image. */
import { PRODUCT_IMAGE } from '@gayaku/contract';
import { useEffect, useState } from 'react';
import { FilePicker } from '../../admin-common/components/form-controls.tsx';

export function ImageField({
  id,
  file,
  currentUrl,
  onChange,
}: {
  id: string;
  file: File | null;
  currentUrl?: string;
  onChange: (file: File | null) => void;
}) {
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
    <div className="flex items-start gap-4">
      <div className="flex aspect-[4/5] w-24 shrink-0 items-center justify-center overflow-hidden rounded-lg border border-dashed border-line bg-paper sm:w-32">
        {shown ? (
          <img src={shown} alt="Pratinjau gambar produk" className="size-full object-cover" />
        ) : (
          <span className="px-3 text-center text-xs text-muted">Belum ada gambar</span>
        )}
      </div>
      <div className="min-w-0 flex-1">
        <FilePicker id={id} name="image" label={shown ? 'Ganti gambar' : 'Pilih gambar'} accept={PRODUCT_IMAGE.accept} onPick={onChange} />
        <p className="mt-2 truncate text-sm text-ink-soft">
          {file ? file.name : currentUrl ? 'Gambar saat ini' : 'Belum ada berkas dipilih'}
        </p>
        <p id={`${id}-hint`} className="mt-1 text-xs text-muted">
          JPEG, PNG atau WebP, maksimal 5 MB.{currentUrl ? ' Biarkan kosong untuk memakai gambar sekarang.' : ''}
        </p>
      </div>
    </div>
  );
}
