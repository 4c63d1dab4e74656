/**
 * The product image: a file picker (Indonesian labels) with a preview of the chosen file or the current
 * image. A file the server would refuse (not a JPEG, PNG or WebP, or too large) is refused as it is
 * picked, with the server's message: no broken preview, nothing to fail on submit.
 */
import { PRODUCT_IMAGE } from '@gayaku/contract';
import { useEffect, useState } from 'react';
import { toast } from '../../../lib/toast.ts';
import { FilePicker, pickedImageProblem } from '../../admin/index.ts';

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
  // The picked file's preview, made when it is picked; a replaced or unmounted one is released.
  const [preview, setPreview] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);
  const pick = async (next: File | null) => {
    if (!next) return;
    const problem = await pickedImageProblem(next);
    setRefusal(problem);
    if (problem) {
      toast.error(problem);
      setPreview(null);
      onChange(null);
      return;
    }
    setPreview(typeof URL.createObjectURL === 'function' ? URL.createObjectURL(next) : null);
    onChange(next);
  };

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
        <FilePicker
          id={id}
          name="image"
          label={shown ? 'Ganti gambar' : 'Pilih gambar'}
          accept={PRODUCT_IMAGE.accept}
          clearAfterPick
          onPick={(next) => void pick(next)}
        />
        <p className="mt-2 truncate text-sm text-ink-soft">
          {file ? file.name : currentUrl ? 'Gambar saat ini' : 'Belum ada berkas dipilih'}
        </p>
        {refusal ? (
          <p role="alert" className="mt-1 text-sm font-medium text-danger">
            {refusal}
          </p>
        ) : null}
        <p id={`${id}-hint`} className="mt-1 text-xs text-muted">
          JPEG, PNG atau WebP, maksimal 5 MB.{currentUrl ? ' Biarkan kosong untuk memakai gambar sekarang.' : ''}
        </p>
      </div>
    </div>
  );
}
