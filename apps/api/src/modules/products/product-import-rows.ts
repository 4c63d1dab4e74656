/**
 * The products file of an import, read with csv-parse and checked cell by cell (no database yet):
 * UTF-8 (a BOM is allowed), comma- or semicolon-separated (a spreadsheet in an Indonesian locale
 * writes semicolons), a header row naming the columns of PRODUCT_CSV_COLUMNS in any order. Every
 * problem is kept with its row (the header is row 1, as in a spreadsheet) and column.
 */
import {
  CSV_LIMITS,
  CSV_LIST_SEPARATOR,
  CSV_MESSAGES,
  LIMITS,
  PRODUCT_CSV_COLUMNS,
  PRODUCT_CSV_REQUIRED,
  restoreFormula,
  type ProductCsvColumn,
} from '@gayaku/contract';
import { CsvError, parse } from 'csv-parse/sync';
import { AppError, badRequest } from '../../lib/errors.ts';

export interface ImportProblem {
  row: number;
  column: string;
  message: string;
}

/** One row of the file, its cells checked; undefined: left blank (or no such column); '' for a size or colour left blank. */
export interface ImportRow {
  row: number;
  name: string;
  /** Product fields: required on a product's first row; on its other rows blank or the same. */
  price?: number;
  description?: string;
  sold_count?: number;
  weight_grams?: number;
  image_url?: string;
  categories?: string[];
  size: string;
  color: string;
  stock: number;
  sku?: string;
}

const SKU = /^[A-Za-z0-9._-]{1,64}$/;
const IMAGE = /^(https:\/\/[^\s]+|\/uploads\/[A-Za-z0-9._/-]+)$/i;

function decode(bytes: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    throw badRequest(CSV_MESSAGES.unreadable('simpan sebagai CSV UTF-8'));
  }
}

function parseError(err: unknown): AppError {
  const code = err instanceof CsvError ? err.code : 'CSV_UNKNOWN_ERROR';
  const line = err instanceof CsvError && typeof err.lines === 'number' ? ` (baris ${err.lines})` : '';
  const what =
    code === 'CSV_QUOTE_NOT_CLOSED'
      ? 'tanda kutip tidak ditutup'
      : code.includes('QUOTE')
        ? 'tanda kutip di tempat yang salah'
        : 'format tidak dikenali';
  return badRequest(CSV_MESSAGES.unreadable(`${what}${line}`));
}

/** The file's records as arrays of strings, header first. */
function records(text: string): string[][] {
  const firstLine = text.slice(0, text.indexOf('\n') >>> 0);
  const delimiter = (firstLine.match(/;/g)?.length ?? 0) > (firstLine.match(/,/g)?.length ?? 0) ? ';' : ',';
  try {
    return parse(text, {
      bom: true,
      delimiter,
      relax_column_count: true,
      skip_empty_lines: true,
      max_record_size: 64 * 1024,
    }) as string[][];
  } catch (err) {
    throw parseError(err);
  }
}

/** Header names to their positions; unknown or missing columns stop the import at once. */
function headerOf(header: string[]): Map<ProductCsvColumn, number> {
  const known = new Set<string>(PRODUCT_CSV_COLUMNS);
  const names = header.map((h) => h.trim().toLowerCase());
  const unknown = names.filter((n) => !known.has(n));
  if (unknown.length > 0) throw badRequest(CSV_MESSAGES.unknownColumns(unknown));
  const missing = PRODUCT_CSV_REQUIRED.filter((c) => !names.includes(c));
  if (missing.length > 0) throw badRequest(CSV_MESSAGES.missingColumns(missing));
  return new Map(names.map((n, i) => [n as ProductCsvColumn, i]));
}

class RowReader {
  constructor(
    private readonly cells: string[],
    private readonly columns: Map<ProductCsvColumn, number>,
    readonly row: number,
    private readonly problems: ImportProblem[],
  ) {}

  problem(column: string, message: string): undefined {
    this.problems.push({ row: this.row, column, message });
    return undefined;
  }

  /** The trimmed text, the export's formula apostrophe taken off; undefined when blank. */
  text(column: ProductCsvColumn, max: number, required = false): string | undefined {
    const at = this.columns.get(column);
    const value = restoreFormula((at === undefined ? '' : (this.cells[at] ?? '')).trim());
    if (value === '') return required ? this.problem(column, CSV_MESSAGES.required) : undefined;
    return value.length > max ? this.problem(column, CSV_MESSAGES.tooLong(max)) : value;
  }

  whole(column: ProductCsvColumn, min: number, max: number, required = false): number | undefined {
    const value = this.text(column, 20, required);
    if (value === undefined) return undefined;
    const n = /^\d+$/.test(value) ? Number(value) : NaN;
    return n >= min && n <= max ? n : this.problem(column, CSV_MESSAGES.wholeNumber(min, max));
  }
}

function readRow(r: RowReader): ImportRow | null {
  const row = {
    row: r.row,
    name: r.text('name', 200, true),
    price: r.whole('price', 1, LIMITS.maxPrice),
    description: r.text('description', 5000),
    sold_count: r.whole('sold_count', 0, 100_000_000),
    weight_grams: r.whole('weight_grams', 1, 100_000),
    image_url: r.text('image_url', 2000),
    categories: r.text('categories', 2000),
    size: r.text('size', 100, true),
    color: r.text('color', 100, true),
    stock: r.whole('stock', 0, LIMITS.maxStock, true),
    sku: r.text('sku', 64),
  };
  if (row.image_url !== undefined && (!IMAGE.test(row.image_url) || row.image_url.includes('..')))
    r.problem('image_url', CSV_MESSAGES.imageInvalid);
  if (row.sku !== undefined && !SKU.test(row.sku)) r.problem('sku', CSV_MESSAGES.skuInvalid);
  const categories = row.categories
    ?.split(CSV_LIST_SEPARATOR)
    .map((c) => c.trim())
    .filter(Boolean);
  if (row.categories !== undefined && !categories?.length) r.problem('categories', CSV_MESSAGES.required);
  // A row with a problem is still planned (its other problems are found too); the import stops anyway.
  if (row.name === undefined) return null;
  return { ...row, name: row.name, size: row.size ?? '', color: row.color ?? '', stock: row.stock ?? 0, categories };
}

/** Every row of the file with its cell problems; a file that cannot be read at all is a 400 at once. */
export function readImportRows(bytes: Buffer): { rows: ImportRow[]; problems: ImportProblem[] } {
  const [header, ...body] = records(decode(bytes));
  if (!header || body.length === 0) throw badRequest(CSV_MESSAGES.empty);
  if (body.length > CSV_LIMITS.maxImportRows) throw new AppError('PAYLOAD_TOO_LARGE', CSV_MESSAGES.tooManyRows);
  const columns = headerOf(header);
  const problems: ImportProblem[] = [];
  const rows = body.flatMap((cells, i) => {
    if (cells.every((cell) => cell.trim() === '')) return [];
    const read = readRow(new RowReader(cells, columns, i + 2, problems));
    return read ? [read] : [];
  });
  return { rows, problems };
}
