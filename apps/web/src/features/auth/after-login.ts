/** Where to go after login: a safe local `next`, else /admin/dashboard for admins and / for others. */
export function afterLoginPath(role: string, next: string | null): string {
  const safe = next && next.startsWith('/') && !next.startsWith('//') && !next.startsWith('/auth/') ? next : null;
  if (safe && (role === 'admin' || !safe.startsWith('/admin'))) return safe;
  return role === 'admin' ? '/admin/dashboard' : '/';
}
