import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { ChevronLeftIcon, ChevronRightIcon } from '../../../components/ui/icons.tsx';
import { Modal } from '../../../components/ui/modal.tsx';

export interface OpenPhotos {
  photos: readonly string[];
  index: number;
  who: string;
}

/** A review's photo enlarged in a dialog (focus kept inside, Escape closes), with the others a tap away. */
export function PhotoViewer({ open, onClose }: { open: OpenPhotos; onClose: () => void }) {
  const [index, setIndex] = useState(open.index);
  const count = open.photos.length;
  const url = open.photos[index] ?? open.photos[0];
  const step = (by: number) => setIndex((i) => (i + by + count) % count);
  return (
    <Modal
      title={`Foto ulasan ${open.who}`}
      onClose={onClose}
      footer={
        count > 1 ? (
          <div className="flex items-center justify-between gap-3">
            <Button variant="secondary" size="sm" onClick={() => step(-1)} aria-label="Foto sebelumnya">
              <ChevronLeftIcon className="size-4" />
              Sebelumnya
            </Button>
            <span className="text-sm text-muted" aria-live="polite">
              {index + 1} / {count}
            </span>
            <Button variant="secondary" size="sm" onClick={() => step(1)} aria-label="Foto berikutnya">
              Berikutnya
              <ChevronRightIcon className="size-4" />
            </Button>
          </div>
        ) : undefined
      }
    >
      <img
        src={url}
        alt={`Foto ${index + 1} dari ${count} ulasan ${open.who}`}
        className="mx-auto max-h-[70dvh] w-auto rounded-lg object-contain"
      />
    </Modal>
  );
}
