import { ProfileUpdateBodySchema, type ProfileUser } from '@gayaku/contract';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { FormResult, type FormOutcome } from '../../../components/ui/form-result.tsx';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { InputField, SelectField, TextareaField } from '../../../components/ui/field.tsx';
import { RecipientFields } from './recipient-fields.tsx';
import { PackageIcon } from '../../../components/ui/icons.tsx';
import { ErrorState, Skeleton } from '../../../components/ui/states.tsx';
import { errorText } from '../../../lib/api-error.ts';
import { fieldErrors } from '../../../lib/form-errors.ts';
import { clearAllStorage } from '../../../lib/token.ts';
import { AccountSafety } from '../../auth/index.ts';
import { shippingRatesQuery } from '../../shipping/index.ts';
import { useUpdateProfile } from '../api/mutations.ts';
import { profileQuery } from '../api/queries.ts';

/** /user/profile (spec section 2), with an optional Kota and Alamat that prefill checkout. */
export function ProfilePage() {
  const profile = useQuery(profileQuery());
  return (
    <div className="container-page max-w-3xl py-8 md:py-12">
      <p className="text-2xs font-semibold tracking-[0.2em] text-accent uppercase">Akun saya</p>
      <h1 className="mt-1 text-3xl font-semibold md:text-4xl">Profil</h1>
      {profile.isError ? (
        <ErrorState className="mt-8" message={errorText(profile.error, 'Gagal memuat profil.')} onRetry={() => void profile.refetch()} />
      ) : !profile.data ? (
        <div className="mt-8 space-y-4" aria-busy="true">
          <Skeleton className="h-24 w-full rounded-card" />
          <Skeleton className="h-72 w-full rounded-card" />
        </div>
      ) : (
        <ProfileBody key={profile.data.id} user={profile.data} />
      )}
    </div>
  );
}

function ProfileBody({ user }: { user: ProfileUser }) {
  const [values, setValues] = useState({
    username: user.username,
    email: user.email,
    city: user.city ?? '',
    address: user.address ?? '',
    recipient_name: user.recipient_name ?? '',
    recipient_phone: user.recipient_phone ?? '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [result, setResult] = useState<FormOutcome | null>(null);
  const rates = useQuery(shippingRatesQuery());
  const update = useUpdateProfile();
  const navigate = useNavigate();
  const logout = () => {
    clearAllStorage();
    void navigate('/');
  };
  const set = (key: keyof typeof values) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: e.target.value }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setResult(null);
    const parsed = ProfileUpdateBodySchema.safeParse({ ...values, city: values.city || null, address: values.address.trim() || null });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      return;
    }
    setErrors({});
    try {
      const res = await update.mutateAsync(parsed.data);
      setResult({ ok: true, text: res.message || 'Profil berhasil diperbarui' });
    } catch (error) {
      setResult({ ok: false, text: errorText(error, 'Gagal memperbarui profil') });
    }
  };

  return (
    <div className="mt-8 space-y-6">
      <section
        aria-label="Data akun"
        className="flex flex-wrap items-center justify-between gap-4 rounded-card border border-line bg-surface p-5 md:p-6"
      >
        <div className="flex items-center gap-4">
          <span
            aria-hidden="true"
            className="flex size-14 items-center justify-center rounded-full bg-ink font-display text-2xl font-semibold text-paper"
          >
            {user.username.slice(0, 1).toUpperCase()}
          </span>
          <dl>
            <dt className="sr-only">Username</dt>
            <dd className="text-lg font-semibold text-ink">{user.username}</dd>
            <dt className="sr-only">Email</dt>
            <dd className="text-sm text-muted">{user.email}</dd>
          </dl>
        </div>
        <div className="flex flex-wrap gap-2">
          <Link to="/myorder" className={buttonClasses('secondary', 'md')}>
            <PackageIcon className="size-5" />
            Cek Pesanan Anda
          </Link>
          <Button variant="ghost" className="md:hidden" onClick={logout}>
            Logout
          </Button>
        </div>
      </section>

      <section aria-labelledby="edit-title" className="rounded-card border border-line bg-surface p-5 md:p-6">
        <h2 id="edit-title" className="text-xl font-semibold">
          Ubah profil
        </h2>
        <form noValidate onSubmit={onSubmit} className="mt-5 grid gap-5 md:grid-cols-2">
          <InputField
            label="Username"
            name="username"
            autoComplete="username"
            required
            value={values.username}
            error={errors.username}
            onChange={set('username')}
          />
          <InputField
            label="Email"
            name="email"
            type="email"
            autoComplete="email"
            required
            value={values.email}
            error={errors.email}
            onChange={set('email')}
          />
          <SelectField
            label="Kota"
            name="city"
            value={values.city}
            error={errors.city}
            onChange={set('city')}
            hint="Opsional — dipakai otomatis saat checkout."
          >
            <option value="">Pilih Kota</option>
            {values.city && !rates.data?.some((r) => r.city === values.city) ? <option value={values.city}>{values.city}</option> : null}
            {rates.data?.map((r) => (
              <option key={r.city} value={r.city}>
                {r.city}
              </option>
            ))}
          </SelectField>
          <TextareaField
            label="Alamat"
            name="address"
            rows={3}
            autoComplete="street-address"
            value={values.address}
            error={errors.address}
            onChange={set('address')}
            className="md:col-span-2"
            placeholder="Jalan, nomor rumah, RT/RW, kecamatan"
          />
          <RecipientFields
            name={values.recipient_name}
            phone={values.recipient_phone}
            errors={errors}
            onName={(value) => setValues((v) => ({ ...v, recipient_name: value }))}
            onPhone={(value) => setValues((v) => ({ ...v, recipient_phone: value }))}
          />
          <div className="flex flex-wrap items-center gap-4 md:col-span-2">
            <Button type="submit" disabled={update.isPending}>
              {update.isPending ? 'Menyimpan...' : 'Simpan Perubahan'}
            </Button>
            <FormResult result={result} />
          </div>
        </form>
      </section>

      <AccountSafety />
    </div>
  );
}
