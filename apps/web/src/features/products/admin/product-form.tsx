/**
 * The admin product form (spec section 2): name, price, image with preview, description, sold
 * count and the category/colour/size checkboxes. Create uses noValidate so the spec's toasts
 * report problems one at a time (section 5); edit marks name and price required.
 */
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../../../lib/toast.ts';
import { adminListQuery, FormActions, FormField, highlightState, Panel } from '../../admin/index.ts';
import { useSaveProduct } from '../api/mutations.ts';
import { validateProductCreate, validateProductEdit, type ProductFormValues } from './product-form-model.ts';
import { ChoiceGroup } from './choice-group.tsx';
import { ImageField } from './image-field.tsx';

const PRODUCT_TEXTS = {
  created: 'Produk berhasil dibuat!',
  createFailed: 'Gagal membuat produk',
  updated: 'Product updated successfully!',
  updateFailed: 'Failed to update product.',
} as const;

/** Create refuses an empty sold count (spec section 5), edit reads it as 0: the form says which. */
const SOLD_HINT = { create: 'Wajib diisi. Isi 0 bila belum ada yang terjual.', edit: 'Kosong berarti 0.' } as const;
/** Couriers bill by weight (ongkir per kilogram); an empty create field is the shop's default. */
const WEIGHT_HINT = {
  create: 'Berat satu barang setelah dikemas. Kosong berarti 300 gram.',
  edit: 'Berat satu barang setelah dikemas.',
} as const;

type TextKey = 'name' | 'price' | 'description' | 'sold_count' | 'weight_grams';
type ListKey = 'categories' | 'colors' | 'sizes';

function useChoices() {
  const categories = useQuery({ ...adminListQuery('categories'), select: (rows) => rows.map((r) => r.name) });
  const colors = useQuery({ ...adminListQuery('colors'), select: (rows) => rows.map((r) => r.color_name) });
  const sizes = useQuery({ ...adminListQuery('sizes'), select: (rows) => rows.map((r) => r.size_name) });
  return { categories, colors, sizes };
}

export function ProductForm({ id, initial, currentImageUrl }: { id?: number; initial: ProductFormValues; currentImageUrl?: string }) {
  const [values, setValues] = useState(initial);
  const ids = { name: useId(), price: useId(), image: useId(), description: useId(), sold: useId(), weight: useId() };
  const navigate = useNavigate();
  const editing = id !== undefined;
  const save = useSaveProduct(id, editing ? PRODUCT_TEXTS.updateFailed : PRODUCT_TEXTS.createFailed);
  const choices = useChoices();

  const setText = (key: TextKey) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: e.target.value }));
  const setList = (key: ListKey) => (next: string[]) => setValues((v) => ({ ...v, [key]: next }));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending) return;
    const problem = editing ? validateProductEdit(values) : validateProductCreate(values);
    if (problem) {
      toast.error(problem.message);
      event.currentTarget.querySelector<HTMLElement>(`[name="${problem.field}"]`)?.focus();
      return;
    }
    save.mutate(values, {
      onSuccess: (saved) => {
        toast.success(editing ? PRODUCT_TEXTS.updated : PRODUCT_TEXTS.created);
        void navigate('/admin/products', { state: highlightState('products', saved.id) });
      },
    });
  };

  const groups: { key: ListKey; legend: string; hint: string }[] = [
    { key: 'categories', legend: 'Kategori', hint: 'Belum ada kategori.' },
    { key: 'colors', legend: 'Warna', hint: 'Belum ada warna.' },
    { key: 'sizes', legend: 'Ukuran', hint: 'Belum ada ukuran.' },
  ];

  return (
    <form onSubmit={onSubmit} noValidate={!editing} className="grid max-w-5xl gap-6 xl:grid-cols-[minmax(0,1fr)_22rem]">
      <Panel title="Informasi Produk">
        <div className="space-y-5">
          <FormField id={ids.name} label="Nama Produk" required>
            <input
              id={ids.name}
              name="name"
              className="field-input"
              value={values.name}
              onChange={setText('name')}
              maxLength={200}
              required={editing}
              autoComplete="off"
            />
          </FormField>
          <div className="grid gap-5 sm:grid-cols-2">
            <FormField id={ids.price} label="Harga (Rp)" required>
              <input
                id={ids.price}
                name="price"
                type="number"
                inputMode="numeric"
                min={1}
                step={1}
                className="field-input"
                value={values.price}
                onChange={setText('price')}
                required={editing}
              />
            </FormField>
            <FormField id={ids.sold} label="Total Terjual" required={!editing} hint={editing ? SOLD_HINT.edit : SOLD_HINT.create}>
              <input
                id={ids.sold}
                name="sold_count"
                type="number"
                inputMode="numeric"
                min={0}
                step={1}
                aria-required={!editing || undefined}
                aria-describedby={`${ids.sold}-hint`}
                className="field-input"
                value={values.sold_count}
                onChange={setText('sold_count')}
              />
            </FormField>
            <FormField id={ids.weight} label="Berat (gram)" hint={editing ? WEIGHT_HINT.edit : WEIGHT_HINT.create}>
              <input
                id={ids.weight}
                name="weight_grams"
                type="number"
                inputMode="numeric"
                min={1}
                max={100_000}
                step={1}
                placeholder="300"
                aria-describedby={`${ids.weight}-hint`}
                className="field-input"
                value={values.weight_grams}
                onChange={setText('weight_grams')}
              />
            </FormField>
          </div>
          <FormField id={ids.description} label="Deskripsi" required={!editing}>
            <textarea
              id={ids.description}
              name="description"
              rows={6}
              className="field-input resize-y"
              value={values.description}
              onChange={setText('description')}
              maxLength={5000}
            />
          </FormField>
          <FormField id={ids.image} label="Gambar Produk" required={!editing}>
            <ImageField
              id={ids.image}
              file={values.image}
              currentUrl={currentImageUrl}
              onChange={(image) => setValues((v) => ({ ...v, image }))}
            />
          </FormField>
        </div>
      </Panel>
      <div className="min-w-0 space-y-6">
        <Panel title="Atribut">
          <div className="space-y-5">
            {groups.map(({ key, legend, hint }) => (
              <ChoiceGroup
                key={key}
                legend={legend}
                name={key}
                options={choices[key].data}
                selected={values[key]}
                onChange={setList(key)}
                loadFailed={choices[key].isError}
                onRetry={() => void choices[key].refetch()}
                emptyHint={hint}
              />
            ))}
          </div>
        </Panel>
        <FormActions
          busy={save.isPending}
          cancelTo="/admin/products"
          submitLabel={editing ? 'Simpan Perubahan' : 'Buat Produk'}
          divider={false}
        />
      </div>
    </form>
  );
}
