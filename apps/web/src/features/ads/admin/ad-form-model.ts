import { AdInputSchema, MESSAGES } from '@gayaku/contract';
import type { AdFormValues } from '../api/mutations.ts';

/** The first problem with the form, in field order (title first: 'Judul iklan tidak boleh kosong'), or null. */
export function validateAd(values: AdFormValues): { message: string; field: keyof AdFormValues } | null {
  const result = AdInputSchema.safeParse(values);
  if (result.success) return null;
  const issue = result.error.issues[0];
  return { message: issue?.message ?? MESSAGES.adTitleRequired, field: issue?.path[0] === 'image_url' ? 'image_url' : 'title' };
}
