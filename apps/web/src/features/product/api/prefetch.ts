/**
 * The product page's first query, started together with the page's code (app/router.tsx), so the
 * photo can load as soon as the page renders. (Recommendations wait for the page to settle.)
 */
import type { QueryClient } from '@tanstack/react-query';
import { prefetchOnce } from '../../../lib/query-client.ts';
import { productQuery } from '../../../lib/shop-queries.ts';
import { parseProductId } from '../product-id.ts';

export function prefetchProduct(client: QueryClient, rawId: string | undefined): void {
  const id = parseProductId(rawId);
  if (id === null) return; // the page shows its error without asking the server
  prefetchOnce(client, productQuery(id));
}
