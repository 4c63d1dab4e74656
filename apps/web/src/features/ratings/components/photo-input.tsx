import { PRODUCT_IMAGE, RATING_MESSAGES } from '@gayaku/contract';
import { useId, useState } from 'react';
import { CloseButton } from '../../../components/ui/close-button.tsx';
import { pickedImageProblem } from '../../../lib/image-check.ts';

/** A picked photo and its preview's object URL (made when picked, released by releasePhotos). */
export interface PickedPhoto {
  file: File;
  url: string | null;
}

export function releasePhotos(photos: readonly PickedPhoto[]): void {
  for (const p of photos) if (p.url) URL.revokeObjectURL(p.url);
}

function Preview({ photo, onRemove, index }: { photo: PickedPhoto; onRemove: () => void; index: number }) {
  return (
    <li className="relative size-24 overflow-hidden rounded-lg border border-line bg-sand">
      {photo.url ? <img src={photo.url} alt={`Foto ${index + 1} yang dipilih`} className="size-full object-cover" /> : null}
      <CloseButton label={`Hapus foto ${index + 1}`} onClick={onRemove} className="absolute -top-1 -right-1 bg-surface/90 shadow" />
    </li>
  );
}

/**
 * 'Tambah Foto': up to `slots` JPEG, PNG or WebP photos of at most 5 MB, checked as they are picked
 * (the server's message for a refused file); each previewed with a button to take it out again.
 */
export function PhotoInput({
  files,
  onChange,
  slots,
}: {
  files: readonly PickedPhoto[];
  onChange: (files: PickedPhoto[]) => void;
  slots: number;
}) {
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const left = slots - files.length;

  const pick = async (picked: FileList | null) => {
    const chosen = Array.from(picked ?? []);
    const problems = await Promise.all(chosen.map(pickedImageProblem));
    const fine = chosen.filter((_, i) => problems[i] === null);
    const refused = problems.find((p) => p !== null) ?? null;
    const tooMany = fine.length > left ? RATING_MESSAGES.tooManyPhotos : null;
    setProblem(refused ?? tooMany);
    const made = typeof URL.createObjectURL === 'function' ? (f: File) => URL.createObjectURL(f) : () => null;
    onChange([...files, ...fine.slice(0, left).map((file) => ({ file, url: made(file) }))]);
  };

  return (
    <div>
      <p className="field-label" id={`${id}-label`}>
        Foto <span className="font-normal text-muted">(opsional, maks. {slots})</span>
      </p>
      {files.length > 0 ? (
        <ul className="mb-3 flex flex-wrap gap-3" aria-labelledby={`${id}-label`}>
          {files.map((photo, i) => (
            <Preview
              key={photo.url ?? `${photo.file.name}-${i}`}
              photo={photo}
              index={i}
              onRemove={() => {
                releasePhotos([photo]);
                onChange(files.filter((f) => f !== photo));
              }}
            />
          ))}
        </ul>
      ) : null}
      {left > 0 ? (
        <label className="inline-flex h-11 cursor-pointer items-center gap-2 rounded-full border border-dashed border-ink/30 px-4 text-sm font-medium text-ink hover:border-ink/60 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent">
          <input
            id={id}
            type="file"
            accept={PRODUCT_IMAGE.accept}
            multiple
            className="sr-only"
            aria-describedby={problem ? `${id}-problem` : `${id}-hint`}
            onChange={(e) => {
              void pick(e.target.files);
              e.target.value = '';
            }}
          />
          + Tambah Foto
        </label>
      ) : null}
      <p id={`${id}-hint`} className="mt-1.5 text-xs text-muted">
        JPEG, PNG atau WebP, maks. 5 MB. Lokasi dan data kamera dihapus otomatis.
      </p>
      {problem ? (
        <p id={`${id}-problem`} role="alert" className="mt-1 text-xs font-medium text-danger">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
