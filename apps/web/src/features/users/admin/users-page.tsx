import { PageHeader, ResourceTable } from '../../admin/index.ts';

/** /admin/users: read only, no actions at all (no editing or deleting of accounts). */
export function UsersPage() {
  return (
    <>
      <PageHeader title="Pengguna" description="Daftar akun terdaftar (hanya baca)." />
      <ResourceTable resource="users" description="Pengguna" />
    </>
  );
}
