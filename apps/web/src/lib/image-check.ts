/**
 * A picked image file checked as the server will check it (the first bytes of a JPEG, PNG or WebP, at
 * most 5 MB), so the admin or the reviewer hears at once what the upload would be refused with.
 */
import { IMAGE_SNIFF_BYTES, LIMITS, MESSAGES, sniffImageFormat } from '@gayaku/contract';

async function firstBytes(file: File): Promise<Uint8Array> {
  const head = file.slice(0, IMAGE_SNIFF_BYTES);
  if (typeof head.arrayBuffer === 'function') return new Uint8Array(await head.arrayBuffer());
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsArrayBuffer(head);
  });
}

/** The server's message for this file ('Berkas harus berupa gambar JPEG, PNG atau WebP', …), or null. */
export async function pickedImageProblem(file: File): Promise<string | null> {
  if (file.size > LIMITS.maxImageBytes) return MESSAGES.fileTooLarge;
  const bytes = await firstBytes(file).catch(() => new Uint8Array());
  return sniffImageFormat(bytes) ? null : MESSAGES.notAnImage;
}
