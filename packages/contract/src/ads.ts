/** The banner ads of the home carousel: public reads, admin writes and the banner upload. */
import { z } from 'zod';
import { IdParamsSchema, imageUrlField, MessageSchema, nameField } from './common.ts';
import { defineRoutes } from './http.ts';
import { MESSAGES } from './messages.ts';
import { adEndpoints } from './endpoints.ts';
import { adminListQuery } from './query-params.ts';

export const AdSchema = z.object({ id: z.number().int(), title: z.string(), image_url: z.string() });
export type Ad = z.infer<typeof AdSchema>;
export const AdListSchema = z.array(AdSchema);
/** The admin's page of ads (query-params.ts); the home carousel's plain call answers them by id, at most 100. */
export const AdListQuerySchema = adminListQuery(['id', 'title']);
export const AdInputSchema = z.object({ title: nameField(MESSAGES.adTitleRequired, 200), image_url: imageUrlField() });
export type AdInput = z.output<typeof AdInputSchema>;
/** `POST /api/ads/image` (multipart, one `image` file): where the uploaded banner now lives, for the ad's image_url. */
export const AdImageUploadSchema = z.object({ image_url: z.string() });
export type AdImageUpload = z.output<typeof AdImageUploadSchema>;

export const AD_MESSAGES = {
  adNotFound: 'Iklan tidak ditemukan',
  adDeleted: 'Iklan berhasil dihapus',
  bannerNotMultipart: 'Kirim gambar papan iklan sebagai multipart/form-data',
  bannerRequired: 'Pilih gambar papan iklan untuk diunggah',
  bannerMissing: 'Gambar papan iklan ini tidak ditemukan di server. Unggah gambarnya lagi.',
} as const;

export { adEndpoints };

export const adRoutes = /*#__PURE__*/ defineRoutes('ads', adEndpoints, {
  listAds: {
    summary: 'Papan iklan untuk carousel beranda; admin: per halaman (limit, offset, sort, order, q), jumlah di header X-Total-Count',
    query: AdListQuerySchema,
    response: AdListSchema,
  },
  getAd: { summary: 'Satu papan iklan', params: IdParamsSchema, response: AdSchema },
  createAd: { summary: 'Buat papan iklan', body: AdInputSchema, response: AdSchema },
  updateAd: { summary: 'Ubah papan iklan', params: IdParamsSchema, body: AdInputSchema, response: AdSchema },
  deleteAd: { summary: 'Hapus papan iklan', params: IdParamsSchema, response: MessageSchema },
  uploadAdBanner: {
    summary: 'Unggah gambar papan iklan (1600 px, dengan salinan 800 px untuk ponsel)',
    body: z.object({}),
    multipart: { files: ['image'] },
    response: AdImageUploadSchema,
  },
});
