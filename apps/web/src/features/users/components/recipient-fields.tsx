import { InputField } from '../../../components/ui/field.tsx';

/** The recipient's name and mobile number (docs/shipping.md): at /order and as the profile's defaults. */
export function RecipientFields({
  name,
  phone,
  errors = {},
  onName,
  onPhone,
}: {
  name: string;
  phone: string;
  errors?: { recipient_name?: string | undefined; recipient_phone?: string | undefined };
  onName: (value: string) => void;
  onPhone: (value: string) => void;
}) {
  return (
    <>
      <InputField
        label="Nama penerima"
        name="recipient_name"
        autoComplete="name"
        maxLength={100}
        value={name}
        error={errors.recipient_name}
        onChange={(e) => onName(e.target.value)}
      />
      <InputField
        label="Nomor HP penerima"
        name="recipient_phone"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder="08xx-xxxx-xxxx"
        maxLength={40}
        value={phone}
        error={errors.recipient_phone}
        onChange={(e) => onPhone(e.target.value)}
      />
    </>
  );
}
