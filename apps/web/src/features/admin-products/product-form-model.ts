/**
 * The admin product form's values, checks and multipart payload (spec sections 3 and 5). The
 * checks run the contract's own schemas (the server runs the same ones), whose field order is the
 * spec's message order: name, price, description, sold count, category, colour, size; the image
 * comes last.
 */
import { LIMITS, MESSAGES, PRODUCT_IMAGE, ProductEditFormSchema, ProductFormSchema, type Product } from '@gayaku/contract';

export interface ProductFormValues {
  name: string;
  price: string;
  description: string;
  sold_count: string;
  categories: string[];
  colors: string[];
  sizes: string[];
  image: File | null;
}

export const EMPTY_PRODUCT_FORM: ProductFormValues = {
  name: '',
  price: '',
  description: '',
  sold_count: '',
  categories: [],
  colors: [],
  sizes: [],
  image: null,
};

export function productToFormValues(product: Product): ProductFormValues {
  return {
    name: product.name,
    price: String(product.price),
    description: product.description,
    sold_count: String(product.sold_count),
    categories: product.categories.map((c) => c.name),
    colors: product.colors.map((c) => c.color_name),
    sizes: product.sizes.map((s) => s.size_name),
    image: null,
  };
}

/** The text fields as sent: categories, colours and sizes are JSON arrays of names. */
export function productFields(values: ProductFormValues): Record<string, string> {
  return {
    name: values.name,
    price: values.price.trim(),
    description: values.description,
    sold_count: values.sold_count.trim(),
    categories: JSON.stringify(values.categories),
    colors: JSON.stringify(values.colors),
    sizes: JSON.stringify(values.sizes),
  };
}

/** A failed check: the spec's message and the field to move the focus to. */
export interface ProductFormProblem {
  message: string;
  field: string;
}

function firstIssue(issues: readonly { message: string; path: readonly PropertyKey[] }[]): ProductFormProblem {
  const issue = issues[0];
  return { message: issue?.message ?? MESSAGES.invalidInput, field: String(issue?.path[0] ?? 'name') };
}

const ACCEPTED_TYPES = new Set(PRODUCT_IMAGE.accept.split(','));

function imageProblem(image: File | null): ProductFormProblem | null {
  if (!image) return null;
  if (image.type && !ACCEPTED_TYPES.has(image.type)) return { message: MESSAGES.notAnImage, field: 'image' };
  if (image.size > LIMITS.maxImageBytes) return { message: MESSAGES.fileTooLarge, field: 'image' };
  return null;
}

/** Create: the first failing check's message (spec section 5 order), or null. */
export function validateProductCreate(values: ProductFormValues): ProductFormProblem | null {
  const result = ProductFormSchema.safeParse(productFields(values));
  if (!result.success) return firstIssue(result.error.issues);
  if (!values.image) return { message: MESSAGES.imageRequired, field: 'image' };
  return imageProblem(values.image);
}

/** Edit: name and price required, image optional, an empty sold count counts as 0. */
export function validateProductEdit(values: ProductFormValues): ProductFormProblem | null {
  const result = ProductEditFormSchema.safeParse(productFields(values));
  if (!result.success) return firstIssue(result.error.issues);
  return imageProblem(values.image);
}

export function productFormData(values: ProductFormValues): FormData {
  const data = new FormData();
  const fields = productFields(values);
  if (fields.sold_count === '') fields.sold_count = '0';
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  if (values.image) data.append('image', values.image, values.image.name);
  return data;
}
