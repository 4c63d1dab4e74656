import { RegisterBodySchema } from '@gayaku/contract';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { InputField } from '../../../components/ui/field.tsx';
import { errorText } from '../../../lib/api-error.ts';
import { fieldErrors } from '../../../lib/form-errors.ts';
import { withNext, type LoginPrefill } from '../after-login.ts';
import { authApi } from '../api/client.ts';
import { AuthCard, AuthSwitch } from './auth-card.tsx';

/**
 * /auth/register (spec section 2): success alerts the server's message and goes to /auth/login, with the
 * e-mail filled in and the login's `next` kept.
 */
export function RegisterPage() {
  const [values, setValues] = useState({ username: '', email: '', password: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [sending, setSending] = useState(false);
  const navigate = useNavigate();
  const next = useSearchParams()[0].get('next');
  const set = (key: keyof typeof values) => (e: ChangeEvent<HTMLInputElement>) => setValues((v) => ({ ...v, [key]: e.target.value }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = RegisterBodySchema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    setSending(true);
    try {
      const { message } = await authApi.register({ body: parsed.data });
      window.alert(message || 'Registrasi berhasil. Silakan masuk.');
      // On to login with the e-mail filled in and `next` kept (spec: success goes to /auth/login).
      void navigate(withNext('/auth/login', next), { state: { email: parsed.data.email } satisfies LoginPrefill });
    } catch (error) {
      window.alert(errorText(error, 'Registrasi gagal'));
    } finally {
      setSending(false);
    }
  };

  return (
    <AuthCard
      title="Daftar"
      subtitle="Buat akun untuk mulai belanja dan melacak pesanan."
      footer={<AuthSwitch question="Sudah punya akun?" to={withNext('/auth/login', next)} label="Masuk" />}
    >
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        <InputField
          label="Username"
          name="username"
          autoComplete="username"
          required
          value={values.username}
          error={errors.username}
          hint="3–30 karakter: huruf, angka, titik, garis bawah atau tanda hubung."
          onChange={set('username')}
        />
        <InputField
          label="Email"
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          required
          value={values.email}
          error={errors.email}
          onChange={set('email')}
        />
        <InputField
          label="Password"
          name="password"
          type="password"
          autoComplete="new-password"
          required
          value={values.password}
          error={errors.password}
          hint="Minimal 8 karakter."
          onChange={set('password')}
        />
        <Button type="submit" size="lg" className="w-full" disabled={sending}>
          {sending ? 'Memproses...' : 'Daftar'}
        </Button>
      </form>
    </AuthCard>
  );
}
