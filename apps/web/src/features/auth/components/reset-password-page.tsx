import { ResetPasswordBodySchema } from '@gayaku/contract';
import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { InputField } from '../../../components/ui/field.tsx';
import { errorText } from '../../../lib/api-error.ts';
import { fieldErrors } from '../../../lib/form-errors.ts';
import { toast } from '../../../lib/toast.ts';
import { authApi } from '../api/client.ts';
import { AuthCard, AuthSwitch } from './auth-card.tsx';

const MISMATCH = 'Konfirmasi password tidak sama';

/** /auth/reset-password?token=…: the e-mailed link; a new password, then the login page. */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [values, setValues] = useState({ password: '', confirm: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const navigate = useNavigate();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = ResetPasswordBodySchema.safeParse({ token, password: values.password });
    const found = parsed.success ? {} : fieldErrors(parsed.error);
    if (values.confirm !== values.password) found.confirm = MISMATCH;
    setErrors(found);
    if (!parsed.success || found.confirm) return;
    setFailure(null);
    setSending(true);
    try {
      const { message } = await authApi.resetPassword({ body: parsed.data });
      toast.success(message);
      void navigate('/auth/login', { replace: true });
    } catch (err) {
      setFailure(errorText(err, 'Gagal mengatur ulang password'));
    } finally {
      setSending(false);
    }
  };

  return (
    <AuthCard
      title="Atur Ulang Password"
      subtitle="Buat password baru untuk akun Gayaku Anda."
      footer={<AuthSwitch question="Tautan tidak berlaku lagi?" to="/auth/forgot-password" label="Minta tautan baru" />}
    >
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        <InputField
          label="Password baru"
          name="password"
          type="password"
          autoComplete="new-password"
          required
          value={values.password}
          error={errors.password ?? errors.token}
          hint="Minimal 8 karakter."
          onChange={(e) => setValues((v) => ({ ...v, password: e.target.value }))}
        />
        <InputField
          label="Ulangi password baru"
          name="confirm"
          type="password"
          autoComplete="new-password"
          required
          value={values.confirm}
          error={errors.confirm}
          onChange={(e) => setValues((v) => ({ ...v, confirm: e.target.value }))}
        />
        <Button type="submit" size="lg" className="w-full" disabled={sending}>
          {sending ? 'Menyimpan...' : 'Simpan Password Baru'}
        </Button>
        {failure ? (
          <p role="alert" className="text-sm font-medium text-danger">
            {failure}
          </p>
        ) : null}
      </form>
    </AuthCard>
  );
}
