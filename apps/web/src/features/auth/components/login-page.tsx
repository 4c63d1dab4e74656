import { LoginBodySchema } from '@gayaku/contract';
import { useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { FieldShell, InputField } from '../../../components/ui/field.tsx';
import { EyeIcon, EyeOffIcon } from '../../../components/ui/icons.tsx';
import { errorText } from '../../../lib/api-error.ts';
import { fieldErrors } from '../../../lib/form-errors.ts';
import { saveSession } from '../../../lib/token.ts';
import { afterLoginPath, prefilledEmail, withNext } from '../after-login.ts';
import { authApi } from '../api/client.ts';
import { AuthCard, AuthSwitch } from './auth-card.tsx';

/** /auth/login (spec section 2): admins go to /admin/dashboard, others to / (or back where they came from). */
export function LoginPage() {
  const { state } = useLocation();
  const [values, setValues] = useState(() => ({ email: prefilledEmail(state), password: '' }));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [showPassword, setShowPassword] = useState(false);
  const [sending, setSending] = useState(false);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const next = params.get('next');

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = LoginBodySchema.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    setSending(true);
    try {
      const { token, user } = await authApi.login({ body: parsed.data });
      saveSession(token, user);
      void navigate(afterLoginPath(user.role, next), { replace: true });
    } catch (error) {
      window.alert(errorText(error, 'Login gagal'));
    } finally {
      setSending(false);
    }
  };

  return (
    <AuthCard
      title="Masuk"
      subtitle="Selamat datang kembali di Gayaku."
      footer={<AuthSwitch question="Belum punya akun?" to={withNext('/auth/register', next)} label="Daftar sekarang" />}
    >
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        <InputField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          value={values.email}
          error={errors.email}
          onChange={(e) => setValues((v) => ({ ...v, email: e.target.value }))}
        />
        <FieldShell label="Password" error={errors.password}>
          {({ id, describedBy, invalid }) => (
            <div className="relative">
              <input
                id={id}
                name="password"
                type={showPassword ? 'text' : 'password'}
                autoComplete="current-password"
                required
                aria-describedby={describedBy}
                aria-invalid={invalid || undefined}
                value={values.password}
                onChange={(e) => setValues((v) => ({ ...v, password: e.target.value }))}
                className={`field-input pr-12 ${invalid ? 'border-danger' : ''}`}
              />
              <button
                type="button"
                onClick={() => setShowPassword((s) => !s)}
                aria-label={showPassword ? 'Sembunyikan password' : 'Tampilkan password'}
                aria-pressed={showPassword}
                className="absolute top-1/2 right-1.5 inline-flex size-9 -translate-y-1/2 items-center justify-center rounded-full text-muted hover:bg-sand hover:text-ink"
              >
                {showPassword ? <EyeOffIcon className="size-5" /> : <EyeIcon className="size-5" />}
              </button>
            </div>
          )}
        </FieldShell>
        <div className="flex justify-end">
          <Link to="/auth/forgot-password" className="text-sm text-ink-soft underline-offset-4 hover:underline">
            Lupa Password?
          </Link>
        </div>
        <Button type="submit" size="lg" className="w-full" disabled={sending}>
          {sending ? 'Memproses...' : 'Masuk'}
        </Button>
      </form>
    </AuthCard>
  );
}
