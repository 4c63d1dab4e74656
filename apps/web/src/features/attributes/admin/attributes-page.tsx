import { Link, useLocation } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { PlusIcon } from '../../../components/ui/icons.tsx';
import { highlightedId, PageHeader, ResourceTable } from '../../admin/index.ts';
import { ATTRIBUTE_KINDS } from './attribute-kinds.ts';

const SECTIONS = [
  { config: ATTRIBUTE_KINDS.category, button: 'Buat Kategori' },
  { config: ATTRIBUTE_KINDS.color, button: 'Buat Warna' },
  { config: ATTRIBUTE_KINDS.size, button: 'Buat Ukuran' },
] as const;

/** /admin/attributes: three tables (categories, colours, sizes), each with its create button. */
export function AttributesPage() {
  // A category, colour or size just saved: its table opens on its page and highlights it.
  const { state } = useLocation();
  return (
    <>
      <PageHeader title="Kelola Atribut" description="Kategori, warna dan ukuran yang dapat dipilih untuk produk." />
      <div className="grid gap-6 2xl:grid-cols-3">
        {SECTIONS.map(({ config, button }) => (
          <ResourceTable
            key={config.kind}
            resource={config.resource}
            description={config.plural}
            editPath={(row) => `/admin/${config.kind}/edit/${row.id}`}
            deletable
            highlightId={highlightedId(state, config.resource)}
            actions={
              <Link to={`/admin/${config.kind}/create`} className={buttonClasses('primary', 'sm')}>
                <PlusIcon className="size-4" />
                {button}
              </Link>
            }
          />
        ))}
      </div>
    </>
  );
}
