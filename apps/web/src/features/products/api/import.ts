/** POST /api/admin/products/import: a products CSV, checked only (dry run) or imported. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys.ts';
import { auditKeys } from '../../audit/index.ts';
import { productFileApi } from './files.ts';

/** A file of thousands of rows may take longer than the usual 15 s. */
const IMPORT_TIMEOUT_MS = 120_000;

export function useImportProducts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, dryRun }: { file: File; dryRun: boolean }) =>
      productFileApi.importProducts({ query: { dry_run: dryRun ? 'true' : 'false' }, files: { file }, timeoutMs: IMPORT_TIMEOUT_MS }),
    onSuccess: async (result) => {
      if (result.dry_run) return;
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.products.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.stock.all }),
        queryClient.invalidateQueries({ queryKey: auditKeys.all }),
      ]);
    },
  });
}
