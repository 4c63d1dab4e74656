/**
 * The admin product form's values, checks and multipart payload (spec sections 3 and 5). The
 * checks run the contract's own schemas (the server runs the same ones), whose field order is the
 * spec's message order: name, price, description, sold count, category, colour, size; then the
 * weight, and the image comes last.
 */
import { LIMITS, MESSAGES, PRODUCT_IMAGE, ProductEditFormSchema, ProductFormSchema, type Product } from '@gayaku/contract';
import type { z } from 'zod';

/** The form's text fields as the product routes take them (multipart: every field a string). */
export type ProductFields = z.input<typeof ProductFormSchema>;

export interface ProductFormValues {
  name: string;
  price: string;
  description: string;
  sold_count: string;
  categories: string[];
  colors: string[];
  sizes: string[];
  /** Grams per piece; empty: 300 g on create, unchanged on edit. */
  weight_grams: string;
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
  weight_grams: '',
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
    weight_grams: String(product.weight_grams),
    image: null,
  };
}

/** The text fields as sent: categories, colours and sizes are JSON arrays of names. */
function productFields(values: ProductFormValues): ProductFields {
  return {
    name: values.name,
    price: values.price.trim(),
    description: values.description,
    sold_count: values.sold_count.trim(),
    categories: JSON.stringify(values.categories),
    colors: JSON.stringify(values.colors),
    sizes: JSON.stringify(values.sizes),
    weight_grams: values.weight_grams.trim(),
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

/**
 * The fields as sent, an empty sold count as 0 and an empty weight left out (the server's default
 * on create, unchanged on edit); the image goes beside them as the form's file.
 */
export function productPayload(values: ProductFormValues): ProductFields {
  const { weight_grams: weight, ...fields } = productFields(values);
  return { ...fields, sold_count: fields.sold_count === '' ? '0' : fields.sold_count, ...(weight ? { weight_grams: weight } : {}) };
}
