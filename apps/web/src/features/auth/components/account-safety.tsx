import { ChangePasswordBodySchema } from '@gayaku/contract';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { FormResult, type FormOutcome } from '../../../components/ui/form-result.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { InputField } from '../../../components/ui/field.tsx';
import { errorText } from '../../../lib/api-error.ts';
import { fieldErrors } from '../../../lib/form-errors.ts';
import { clearAllStorage, getSession, saveSession } from '../../../lib/token.ts';
import { toast } from '../../../lib/toast.ts';
import { authApi } from '../api/client.ts';

const EMPTY = { current_password: '', new_password: '' };

/** The profile's 'Keamanan akun': change the password (other devices are signed out) or sign out everywhere. */
export function AccountSafety() {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [result, setResult] = useState<FormOutcome | null>(null);
  const [busy, setBusy] = useState<'change' | 'logout' | null>(null);
  const navigate = useNavigate();

  const onChange = async (event: FormEvent) => {
    event.preventDefault();
    setResult(null);
    const parsed = ChangePasswordBodySchema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    setBusy('change');
    try {
      const { message, token } = await authApi.changePassword({ body: parsed.data });
      const session = getSession();
      if (session?.userId != null && session.role) saveSession(token, { id: session.userId, role: session.role });
      setValues(EMPTY);
      setResult({ ok: true, text: message });
    } catch (error) {
      setResult({ ok: false, text: errorText(error, 'Gagal mengganti password') });
    } finally {
      setBusy(null);
    }
  };

  const logoutEverywhere = async () => {
    if (!window.confirm('Keluar dari semua perangkat, termasuk perangkat ini?')) return;
    setBusy('logout');
    try {
      const { message } = await authApi.logoutEverywhere({});
      clearAllStorage();
      toast.success(message);
      void navigate('/auth/login', { replace: true });
    } catch (error) {
      toast.error(errorText(error, 'Gagal keluar dari semua perangkat'));
      setBusy(null);
    }
  };

  return (
    <section aria-labelledby="safety-title" className="rounded-card border border-line bg-surface p-5 md:p-6">
      <h2 id="safety-title" className="text-xl font-semibold">
        Keamanan akun
      </h2>
      <form noValidate onSubmit={onChange} className="mt-5 grid gap-5 md:grid-cols-2">
        <InputField
          label="Password saat ini"
          name="current_password"
          type="password"
          autoComplete="current-password"
          required
          value={values.current_password}
          error={errors.current_password}
          onChange={(e) => setValues((v) => ({ ...v, current_password: e.target.value }))}
        />
        <InputField
          label="Password baru"
          name="new_password"
          type="password"
          autoComplete="new-password"
          required
          value={values.new_password}
          error={errors.new_password}
          hint="Minimal 8 karakter. Perangkat lain akan keluar."
          onChange={(e) => setValues((v) => ({ ...v, new_password: e.target.value }))}
        />
        <div className="flex flex-wrap items-center gap-4 md:col-span-2">
          <Button type="submit" disabled={busy !== null}>
            {busy === 'change' ? 'Menyimpan...' : 'Ganti Password'}
          </Button>
          <FormResult result={result} />
        </div>
      </form>
      <div className="mt-6 flex flex-wrap items-center justify-between gap-3 border-t border-line pt-5">
        <p className="text-sm text-muted">Kehilangan ponsel atau lupa keluar di komputer lain? Akhiri semua sesi sekaligus.</p>
        <Button variant="secondary" onClick={() => void logoutEverywhere()} disabled={busy !== null}>
          {busy === 'logout' ? 'Memproses...' : 'Keluar dari semua perangkat'}
        </Button>
      </div>
    </section>
  );
}
