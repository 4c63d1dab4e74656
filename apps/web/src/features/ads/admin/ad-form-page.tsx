/**
 * Create and edit an ad (spec section 2): the title, labelled 'Name', and the image URL, with a
 * banner upload that fills the URL in, and a preview. Texts: spec section 8, and a blank title is
 * refused with 'Judul iklan tidak boleh kosong'. Then /admin/ads.
 */
import { LIMITS, MESSAGES } from '@gayaku/contract';
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ErrorState } from '../../../components/ui/states.tsx';
import { errorText } from '../../../lib/api-error.ts';
import { toast } from '../../../lib/toast.ts';
import { FormActions, FormField, PageHeader, Panel } from '../../admin/index.ts';
import { adQuery, useSaveAd, useUploadAdImage, type AdFormValues } from '../api/mutations.ts';
import { validateAd } from './ad-form-model.ts';
import { AD_IMAGE_TEXTS, AdImageUpload } from './ad-image-upload.tsx';

const BACK = { to: '/admin/ads', label: 'Kelola Papan Iklan' };
export const AD_TEXTS = {
  created: 'Ad created successfully!',
  createFailed: 'Failed to create ad.',
  updated: 'Ads updated successfully!',
  updateFailed: 'Failed to update ads.',
} as const;

function ImagePreview({ url }: { url: string }) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const trimmed = url.trim();
  const usable = /^(https:\/\/|\/uploads\/)/i.test(trimmed);
  return (
    <div className="flex aspect-[16/7] items-center justify-center overflow-hidden rounded-lg border border-dashed border-line bg-paper">
      {usable && failedUrl !== trimmed ? (
        <img src={trimmed} alt="Pratinjau papan iklan" className="size-full object-cover" onError={() => setFailedUrl(trimmed)} />
      ) : (
        <span className="px-4 text-center text-xs text-muted">
          {usable ? 'Gambar tidak dapat dimuat' : 'Pratinjau gambar muncul di sini'}
        </span>
      )}
    </div>
  );
}

function AdForm({ id, initial }: { id?: number; initial: AdFormValues }) {
  const [values, setValues] = useState(initial);
  const titleId = useId();
  const urlId = useId();
  const fileId = useId();
  const navigate = useNavigate();
  const editing = id !== undefined;
  const save = useSaveAd(id, editing ? AD_TEXTS.updateFailed : AD_TEXTS.createFailed);
  const upload = useUploadAdImage(AD_IMAGE_TEXTS.uploadFailed);
  const set = (key: keyof AdFormValues) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: e.target.value }));

  const onPickImage = (file: File) => {
    if (file.size > LIMITS.maxImageBytes) {
      toast.error(MESSAGES.fileTooLarge);
      return;
    }
    upload.mutate(file, {
      onSuccess: ({ image_url }) => {
        setValues((v) => ({ ...v, image_url }));
        toast.success(AD_IMAGE_TEXTS.uploaded);
      },
    });
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending || upload.isPending) return;
    const problem = validateAd(values);
    if (problem) {
      toast.error(problem.message);
      event.currentTarget.querySelector<HTMLElement>(`[name="${problem.field}"]`)?.focus();
      return;
    }
    save.mutate(values, {
      onSuccess: () => {
        toast.success(editing ? AD_TEXTS.updated : AD_TEXTS.created);
        void navigate('/admin/ads');
      },
    });
  };

  return (
    <Panel className="max-w-2xl">
      <form onSubmit={onSubmit} noValidate={!editing} className="space-y-5">
        <FormField id={titleId} label="Name" required={editing}>
          <input
            id={titleId}
            name="title"
            className="field-input"
            value={values.title}
            onChange={set('title')}
            maxLength={200}
            required={editing}
            autoComplete="off"
          />
        </FormField>
        <FormField id={urlId} label="Image URL" hint="Alamat https:// atau /uploads/...">
          <input
            id={urlId}
            name="image_url"
            inputMode="url"
            className="field-input"
            value={values.image_url}
            onChange={set('image_url')}
            placeholder="https://..."
            aria-describedby={`${urlId}-hint`}
          />
        </FormField>
        <AdImageUpload id={fileId} busy={upload.isPending} onPick={onPickImage} />
        <ImagePreview url={values.image_url} />
        <FormActions busy={save.isPending} waiting={upload.isPending} cancelTo="/admin/ads" />
      </form>
    </Panel>
  );
}

export function AdCreatePage() {
  return (
    <>
      <PageHeader title="Buat Papan Iklan" back={BACK} />
      <AdForm initial={{ title: '', image_url: '' }} />
    </>
  );
}

export function AdEditPage() {
  const id = Number(useParams().id);
  const ad = useQuery({ ...adQuery(id), enabled: Number.isInteger(id) && id > 0 });
  return (
    <>
      <PageHeader title="Edit Papan Iklan" back={BACK} />
      {ad.data ? (
        <AdForm key={ad.data.id} id={ad.data.id} initial={{ title: ad.data.title, image_url: ad.data.image_url }} />
      ) : ad.isError || !(id > 0) ? (
        <ErrorState className="max-w-2xl" message={errorText(ad.error, 'Iklan tidak ditemukan.')} onRetry={() => void ad.refetch()} />
      ) : (
        <Spinner label="Memuat..." />
      )}
    </>
  );
}
