import { PageHeader } from '../../admin-common/components/page-header.tsx';
import { ResourceTable } from '../../admin-table/components/resource-table.tsx';

/** /admin/users: read only, no actions at all (DESIGN.md deviations). */
export function UsersPage() {
  return (
    <>
      <PageHeader title="Pengguna" description="Daftar akun terdaftar (hanya baca)." />
      <ResourceTable resource="users" description="Pengguna" />
    </>
  );
}
