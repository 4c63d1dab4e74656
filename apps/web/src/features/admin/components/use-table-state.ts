/**
 * What a server-paged admin table asks for: the page, the sort and the search (typed, then sent
 * once typing pauses), each change but a page turn going back to page 1; and, for a record just
 * saved, the page that holds it (found by its place in the list by id, the table's first order).
 */
import { useEffect, useState } from 'react';
import { fetchAdminPage, type AdminResourceName } from '../api/admin-lists.ts';
import { INITIAL_SORT, nextSort, pageOfRank, rankById, type SortState } from '../table-model.ts';

const SEARCH_PAUSE_MS = 300;

export interface TableView {
  /** 1-based. */
  page: number;
  sort: SortState;
  /** The search sent to the server ('' for none). */
  q: string;
}

export function useTableState(initialSort: SortState = INITIAL_SORT) {
  const [view, setView] = useState<TableView>({ page: 1, sort: initialSort, q: '' });
  const [typed, setTyped] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => {
      const q = typed.trim();
      setView((current) => (current.q === q ? current : { ...current, q, page: 1 }));
    }, SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  return {
    view,
    setPage: (page: number) => setView((current) => ({ ...current, page })),
    sortBy: (key: string) => setView((current) => ({ ...current, sort: nextSort(current.sort, key), page: 1 })),
    /** Back to page 1 (a filter changed). */
    restart: () => setView((current) => (current.page === 1 ? current : { ...current, page: 1 })),
    typed,
    setTyped,
  };
}

/**
 * The page (1-based) of record `id` in `resource` ordered by id, once known; null while it is
 * looked for, 1 when it is not in the list.
 */
export function useRecordPage(resource: AdminResourceName, id: number | undefined, pageSize: number): number | null {
  const [found, setFound] = useState<{ id: number; page: number } | null>(null);
  useEffect(() => {
    if (id === undefined) return;
    const controller = new AbortController();
    const idAt = async (offset: number) =>
      (await fetchAdminPage(resource, { sort: 'id', order: 'asc', limit: 1, offset }, controller.signal)).rows[0]?.id;
    void (async () => {
      try {
        const { total } = await fetchAdminPage(resource, { sort: 'id', order: 'asc', limit: 1, offset: 0 }, controller.signal);
        const rank = await rankById(id, total, idAt);
        setFound({ id, page: rank < 0 ? 1 : pageOfRank(rank, pageSize) });
      } catch {
        if (!controller.signal.aborted) setFound({ id, page: 1 });
      }
    })();
    return () => controller.abort();
  }, [resource, id, pageSize]);
  if (id === undefined) return 1;
  return found?.id === id ? found.page : null;
}
