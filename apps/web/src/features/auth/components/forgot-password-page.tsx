import { ForgotPasswordBodySchema } from '@gayaku/contract';
import { useState, type FormEvent } from 'react';
import { FormResult, type FormOutcome } from '../../../components/ui/form-result.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { InputField } from '../../../components/ui/field.tsx';
import { errorText } from '../../../lib/api-error.ts';
import { fieldErrors } from '../../../lib/form-errors.ts';
import { authApi } from '../api/client.ts';
import { AuthCard, AuthSwitch } from './auth-card.tsx';

/** /auth/forgot-password: the same answer for every address, so nobody learns who has an account. */
export function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [result, setResult] = useState<FormOutcome | null>(null);
  const [sending, setSending] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = ForgotPasswordBodySchema.safeParse({ email });
    if (!parsed.success) {
      setError(fieldErrors(parsed.error).email);
      return;
    }
    setError(undefined);
    setResult(null);
    setSending(true);
    try {
      const { message } = await authApi.forgotPassword({ body: parsed.data });
      setResult({ ok: true, text: message });
    } catch (err) {
      setResult({ ok: false, text: errorText(err, 'Gagal mengirim tautan. Coba lagi.') });
    } finally {
      setSending(false);
    }
  };

  return (
    <AuthCard
      title="Lupa Password"
      subtitle="Masukkan email akun Anda. Kami kirimkan tautan untuk mengatur ulang password."
      footer={<AuthSwitch question="Ingat password Anda?" to="/auth/login" label="Masuk" />}
    >
      <form noValidate onSubmit={onSubmit} className="space-y-5">
        <InputField
          label="Email"
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          required
          value={email}
          error={error}
          onChange={(e) => setEmail(e.target.value)}
        />
        <Button type="submit" size="lg" className="w-full" disabled={sending}>
          {sending ? 'Mengirim...' : 'Kirim Tautan Reset'}
        </Button>
        <FormResult result={result} />
      </form>
    </AuthCard>
  );
}
