/** The filters of 'Riwayat Perubahan': kind of record, its id, who, and a range of days (WIB). */
import { AUDIT_ENTITIES } from '@gayaku/contract';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { InputField, SelectField } from '../../../components/ui/field.tsx';

export interface AuditFilterValues {
  entity: string;
  entity_id: string;
  actor: string;
  from: string;
  to: string;
}

export const NO_FILTER: AuditFilterValues = { entity: '', entity_id: '', actor: '', from: '', to: '' };

export function AuditFilters({ value, onApply }: { value: AuditFilterValues; onApply: (next: AuditFilterValues) => void }) {
  const [draft, setDraft] = useState(value);
  const [shown, setShown] = useState(value);
  if (JSON.stringify(shown) !== JSON.stringify(value)) {
    setShown(value);
    setDraft(value);
  }
  const idInvalid = draft.entity_id !== '' && !/^[1-9]\d{0,9}$/.test(draft.entity_id);
  const rangeInvalid = draft.from !== '' && draft.to !== '' && draft.from > draft.to;
  const set = (field: keyof AuditFilterValues) => (e: { target: { value: string } }) => setDraft({ ...draft, [field]: e.target.value });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!idInvalid && !rangeInvalid) onApply({ ...draft, actor: draft.actor.trim() });
  };
  return (
    <form
      onSubmit={submit}
      aria-label="Saring riwayat"
      className="grid grid-cols-2 gap-3 lg:grid-cols-[repeat(5,minmax(0,1fr))_auto] lg:items-start"
    >
      <SelectField label="Jenis data" value={draft.entity} onChange={set('entity')}>
        <option value="">Semua</option>
        {Object.entries(AUDIT_ENTITIES).map(([entity, label]) => (
          <option key={entity} value={entity}>
            {label}
          </option>
        ))}
      </SelectField>
      <InputField
        label="ID data"
        inputMode="numeric"
        value={draft.entity_id}
        onChange={set('entity_id')}
        error={idInvalid ? 'ID berupa angka' : undefined}
      />
      <InputField
        className="col-span-2 lg:col-span-1"
        label="Pelaku"
        placeholder="Email atau username"
        value={draft.actor}
        onChange={set('actor')}
        maxLength={254}
      />
      <InputField label="Dari tanggal" type="date" value={draft.from} onChange={set('from')} />
      <InputField
        label="Sampai tanggal"
        type="date"
        value={draft.to}
        onChange={set('to')}
        error={rangeInvalid ? "Harus setelah 'Dari tanggal'" : undefined}
      />
      <div className="col-span-2 flex gap-2 lg:col-span-1 lg:pt-[1.625rem]">
        <Button type="submit" size="md">
          Terapkan
        </Button>
        <Button variant="secondary" size="md" onClick={() => onApply(NO_FILTER)}>
          Reset
        </Button>
      </div>
    </form>
  );
}
