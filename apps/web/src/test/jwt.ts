/** Builds an unsigned JWT-shaped token for tests (the client never verifies signatures). */
export function fakeJwt(payload: Record<string, unknown>): string {
  const enc = (o: unknown) => btoa(JSON.stringify(o)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${enc({ alg: 'HS256', typ: 'JWT' })}.${enc(payload)}.signature`;
}

/** A token valid for another hour. */
export function validJwt(userId = 7, role = 'user'): string {
  return fakeJwt({ sub: userId, id: userId, role, exp: Math.floor(Date.now() / 1000) + 3600 });
}

export function loginAs(userId = 7, role = 'user'): string {
  const token = validJwt(userId, role);
  localStorage.setItem('token', token);
  localStorage.setItem('userId', String(userId));
  localStorage.setItem('role', role);
  return token;
}
