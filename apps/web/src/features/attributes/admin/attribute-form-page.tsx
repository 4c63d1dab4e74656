/**
 * Create and edit one category, colour or size (spec section 2 "Admin forms"): one name field.
 * Create uses noValidate so the spec's toasts report a blank name; edit marks the name required.
 * After saving: back to /admin/attributes, where all three kinds are listed. A category's edit page
 * also leads to its size chart (size-chart-page.tsx).
 */
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ErrorState } from '../../../components/ui/states.tsx';
import { errorText } from '../../../lib/api-error.ts';
import { toast } from '../../../lib/toast.ts';
import { FormActions, FormField, highlightState, PageHeader, Panel } from '../../admin/index.ts';
import { useSaveAttribute } from '../api/mutations.ts';
import { attributeQuery } from '../api/admin-queries.ts';
import { ATTRIBUTE_KINDS, attributeName, validateAttributeName, type AttributeKind, type AttributeKindConfig } from './attribute-kinds.ts';

const BACK = { to: '/admin/attributes', label: 'Kelola Atribut' };

function AttributeForm({ config, id, initialName }: { config: AttributeKindConfig; id?: number; initialName: string }) {
  const [name, setName] = useState(initialName);
  const inputId = useId();
  const navigate = useNavigate();
  const editing = id !== undefined;
  const save = useSaveAttribute(config.resource, id, editing ? config.updateFailed : config.createFailed);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending) return;
    const problem = validateAttributeName(config, name);
    if (problem) {
      toast.error(problem);
      event.currentTarget.querySelector<HTMLElement>(`[name="${config.field}"]`)?.focus();
      return;
    }
    save.mutate(name, {
      onSuccess: (saved) => {
        toast.success(editing ? config.updated : config.created);
        void navigate('/admin/attributes', { state: highlightState(config.resource, saved.id) });
      },
    });
  };

  return (
    <Panel className="max-w-xl">
      <form onSubmit={onSubmit} noValidate={!editing} className="space-y-6">
        <FormField id={inputId} label={config.fieldLabel} required={editing}>
          <input
            id={inputId}
            name={config.field}
            className="field-input"
            value={name}
            onChange={(e) => setName(e.target.value)}
            placeholder={config.placeholder}
            maxLength={100}
            required={editing}
            autoComplete="off"
          />
        </FormField>
        <FormActions busy={save.isPending} cancelTo="/admin/attributes" />
      </form>
    </Panel>
  );
}

/** The way to the category's size chart, kept on a page of its own. */
function SizeChartLink({ categoryId }: { categoryId: number }) {
  return (
    <Panel className="mt-6 max-w-xl" title="Tabel Ukuran" description="Panduan Ukuran produk kategori ini, dalam cm.">
      <Link to={`/admin/category/${categoryId}/size-chart`} className={buttonClasses('secondary', 'md')}>
        Atur Tabel Ukuran
      </Link>
    </Panel>
  );
}

function CreatePage({ kind }: { kind: AttributeKind }) {
  const config = ATTRIBUTE_KINDS[kind];
  return (
    <>
      <PageHeader title={config.createTitle} back={BACK} />
      <AttributeForm config={config} initialName="" />
    </>
  );
}

function EditPage({ kind }: { kind: AttributeKind }) {
  const config = ATTRIBUTE_KINDS[kind];
  const id = Number(useParams().id);
  const record = useQuery({ ...attributeQuery(config.resource, id), enabled: Number.isInteger(id) && id > 0 });
  return (
    <>
      <PageHeader title={config.editTitle} back={BACK} />
      {record.data ? (
        <>
          <AttributeForm key={record.data.id} config={config} id={record.data.id} initialName={attributeName(config, record.data)} />
          {kind === 'category' ? <SizeChartLink categoryId={record.data.id} /> : null}
        </>
      ) : record.isError || !(id > 0) ? (
        <ErrorState
          className="max-w-xl"
          message={errorText(record.error, `${config.plural} tidak ditemukan.`)}
          onRetry={() => void record.refetch()}
        />
      ) : (
        <Spinner label="Memuat..." />
      )}
    </>
  );
}

export const CategoryCreatePage = () => <CreatePage kind="category" />;
export const CategoryEditPage = () => <EditPage kind="category" />;
export const ColorCreatePage = () => <CreatePage kind="color" />;
export const ColorEditPage = () => <EditPage kind="color" />;
export const SizeCreatePage = () => <CreatePage kind="size" />;
export const SizeEditPage = () => <EditPage kind="size" />;
