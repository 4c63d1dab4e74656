import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { PlusIcon } from '../../../components/ui/icons.tsx';
import { PageHeader, ResourceTable } from '../../admin/index.ts';

/** /admin/ads: the home page banners. */
export function AdsPage() {
  return (
    <>
      <PageHeader
        title="Kelola Papan Iklan"
        description="Banner yang tampil di halaman utama."
        actions={
          <Link to="/admin/ads/create" className={buttonClasses('primary', 'md')}>
            <PlusIcon className="size-4" />
            Buat Papan Iklan
          </Link>
        }
      />
      <ResourceTable resource="ads" description="Papan iklan" editPath={(ad) => `/admin/ads/edit/${ad.id}`} deletable />
    </>
  );
}
