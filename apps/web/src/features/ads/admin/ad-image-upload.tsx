/**
 * The ad form's banner file picker (the admin forms' FilePicker), a spinner while the chosen file
 * uploads, and the size hint.
 */
import { PRODUCT_IMAGE } from '@gayaku/contract';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { FilePicker } from '../../admin/index.ts';

export const AD_IMAGE_TEXTS = {
  pick: 'Unggah gambar',
  hint: 'JPEG, PNG atau WebP, maksimal 5 MB. Ukuran terbaik 1600×600 piksel.',
  uploading: 'Mengunggah gambar...',
  uploaded: 'Gambar diunggah.',
  uploadFailed: 'Gagal mengunggah gambar.',
} as const;

export function AdImageUpload({ id, busy, onPick }: { id: string; busy: boolean; onPick: (file: File) => void }) {
  return (
    <div>
      <div className="flex flex-wrap items-center gap-3">
        <FilePicker
          id={id}
          label={AD_IMAGE_TEXTS.pick}
          accept={PRODUCT_IMAGE.accept}
          disabled={busy}
          clearAfterPick
          onPick={(file) => file && onPick(file)}
        />
        <span aria-live="polite">{busy ? <Spinner label={AD_IMAGE_TEXTS.uploading} /> : null}</span>
      </div>
      <p id={`${id}-hint`} className="mt-1.5 text-xs text-muted">
        {AD_IMAGE_TEXTS.hint}
      </p>
    </div>
  );
}
