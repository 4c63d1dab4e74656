/** The admin's category, colour and size writes: create (no id) or update (id) with one name. */
import type { SizeChartInput } from '@gayaku/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys.ts';
import { attributeApi } from './client.ts';
import type { AttributeRecord, AttributeResource } from './admin-queries.ts';

type Save = (id: number | undefined, name: string) => Promise<AttributeRecord>;

/** Each kind's create and update; a category keeps its image on update (image_url left out). */
const SAVE: Record<AttributeResource, Save> = {
  categories: (id, name) =>
    id === undefined ? attributeApi.createCategory({ body: { name } }) : attributeApi.updateCategory({ params: { id }, body: { name } }),
  colors: (id, name) =>
    id === undefined
      ? attributeApi.createColor({ body: { color_name: name } })
      : attributeApi.updateColor({ params: { id }, body: { color_name: name } }),
  sizes: (id, name) =>
    id === undefined
      ? attributeApi.createSize({ body: { size_name: name } })
      : attributeApi.updateSize({ params: { id }, body: { size_name: name } }),
};

/** Saves the typed name; `errorToast` is the screen's text for a failure (the server's reason when it gives one). */
export function useSaveAttribute(resource: AttributeResource, id: number | undefined, errorToast: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => SAVE[resource](id, name.trim()),
    meta: { errorToast, serverReason: true },
    onSuccess: async () => {
      // Products embed attribute names, so a rename shows there too.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys[resource].all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.products.all }),
      ]);
    },
  });
}

/** 'Simpan Tabel Ukuran' and 'Hapus Tabel Ukuran': the category's whole chart at once; the storefront's charts are re-read. */
export function useSizeChartWrites(categoryId: number) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.sizeCharts.all });
  const save = useMutation({
    mutationFn: (body: SizeChartInput) => attributeApi.setSizeChart({ params: { id: categoryId }, body }),
    meta: { errorToast: 'Gagal menyimpan tabel ukuran', serverReason: true },
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: () => attributeApi.deleteSizeChart({ params: { id: categoryId } }),
    meta: { errorToast: 'Gagal menghapus tabel ukuran', serverReason: true },
    onSuccess: refresh,
  });
  return { save, remove };
}
