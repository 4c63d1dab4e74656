import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/states.tsx';
import { useDidYouMean } from '../api/queries.ts';
import { searchPath } from '../combobox-model.ts';

/** A search that found nothing: says so, and offers the closest spelling the shop knows, when there is one. */
export function NoSearchResults({ search }: { search: string }) {
  const suggestion = useDidYouMean(search);
  const path = suggestion ? searchPath(suggestion) : null;
  return (
    <EmptyState title={`Tidak ada produk untuk "${search}"`}>
      {suggestion && path ? (
        <p>
          Mungkin maksud Anda:{' '}
          <Link to={path} className="font-medium text-ink underline underline-offset-2 hover:text-accent">
            {suggestion}
          </Link>
        </p>
      ) : (
        <p>Periksa ejaannya atau coba kata lain.</p>
      )}
    </EmptyState>
  );
}
