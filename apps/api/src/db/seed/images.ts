/**
 * Renders the demo images (products, categories, banners) from SVG to WebP with sharp.
 * Rendering is cached by file name and written atomically, so several seeders (parallel test
 * workers) can share one uploads directory.
 */
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { BANNER_IMAGE, bannerPhoneOf } from '@gayaku/contract';
import type { default as Sharp } from 'sharp';

/** sharp (libvips, ~27 MB resident) is loaded when images are rendered, not by every start. */
let loaded: Promise<typeof Sharp> | undefined;
const loadSharp = () => (loaded ??= import('sharp').then((m) => m.default));
import { PRODUCTS } from './catalog-data.ts';
import { BANNERS, CATEGORIES, COLORS } from './reference-data.ts';
import { bannerSvg, categorySvg, productSvg, type Rasterise } from './svg.ts';

/** URL prefix under which the uploads directory is served. */
const URL_PREFIX = '/uploads/demo';
const WEBP = { quality: 82, effort: 0 } as const;

/** ASCII slug: "Jaket & Hoodie" → "jaket-hoodie". */
function slugify(s: string): string {
  return s
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export const productImageUrl = (name: string): string => `${URL_PREFIX}/product-${slugify(name)}.webp`;
export const categoryImageUrl = (name: string): string => `${URL_PREFIX}/category-${slugify(name)}.webp`;
export const adImageUrl = (title: string): string => `${URL_PREFIX}/ad-${slugify(title)}.webp`;

interface Output {
  file: string;
  width: number;
  height: number;
}
interface Job {
  /** The first output is the full render; later ones are downscaled from it. */
  outputs: readonly Output[];
  svg: () => Promise<string>;
}

const rasterise: Rasterise = async (svg, blur) => {
  const img = (await loadSharp())(Buffer.from(svg));
  const png = await (blur > 0 ? img.blur(blur) : img).png({ compressionLevel: 1 }).toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
};

/** Writes via a temporary file and rename, so readers never see a half-written image. */
async function writeAtomically(file: string, data: Buffer): Promise<void> {
  const tmp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  try {
    await writeFile(tmp, data);
    await rename(tmp, file);
  } catch (err) {
    await rm(tmp, { force: true });
    throw err;
  }
}

async function render(job: Job): Promise<void> {
  const [main] = job.outputs;
  if (!main) return;
  const sharp = await loadSharp();
  const { data, info } = await sharp(Buffer.from(await job.svg()))
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const raw = { raw: { width: info.width, height: info.height, channels: info.channels } };
  await Promise.all(
    job.outputs.map(async (o) => {
      let img = sharp(data, raw);
      if (o.width !== info.width || o.height !== info.height) img = img.resize(o.width, o.height);
      await writeAtomically(o.file, await img.webp(WEBP).toBuffer());
    }),
  );
}

/** Every demo image: products (with thumbnails), categories and banners (with phone copies). */
function demoJobs(dir: string): Job[] {
  const file = (url: string): string => path.join(dir, path.basename(url));
  const jobs: Job[] = [];
  for (const b of BANNERS) {
    const url = adImageUrl(b.title);
    const { width, height, phoneWidth } = BANNER_IMAGE;
    jobs.push({
      outputs: [
        { file: file(url), width, height },
        // Named as the storefront's srcset names it.
        { file: file(bannerPhoneOf(url)!), width: phoneWidth, height: (height * phoneWidth) / width },
      ],
      svg: () => bannerSvg(b, rasterise, width, height),
    });
  }
  for (const c of CATEGORIES) {
    jobs.push({
      outputs: [{ file: file(categoryImageUrl(c.name)), width: 400, height: 400 }],
      svg: () => categorySvg(c.look, c.color, c.tint, rasterise, 400),
    });
  }
  for (const p of PRODUCTS) {
    const full = file(productImageUrl(p.name));
    const color = COLORS[p.colors[0] ?? 'Hitam'];
    const accent = p.accent ? COLORS[p.accent] : undefined;
    jobs.push({
      outputs: [
        { file: full, width: 800, height: 1000 },
        { file: full.replace(/\.webp$/, '-thumb.webp'), width: 400, height: 500 },
      ],
      svg: () => productSvg(p.look, color, rasterise, 800, 1000, accent),
    });
  }
  return jobs;
}

export interface RenderedImages {
  rendered: number;
  cached: number;
}

export type RenderDemoImages = (uploadsDir: string) => Promise<RenderedImages>;

const missingJobs = (jobs: Job[]): Job[] => jobs.filter((j) => !j.outputs.every((o) => existsSync(o.file)));

/** How many demo images are still to be drawn (no sharp needed to tell). */
export function missingDemoImages(uploadsDir: string): number {
  return missingJobs(demoJobs(path.join(uploadsDir, 'demo'))).length;
}

/**
 * Renders every missing demo image into `<uploadsDir>/demo`, `concurrency` at a time.
 * Files that already exist are kept as they are.
 */
export async function renderDemoImages(uploadsDir: string, concurrency = 4): Promise<RenderedImages> {
  const dir = path.join(uploadsDir, 'demo');
  await mkdir(dir, { recursive: true });
  const jobs = demoJobs(dir);
  const todo = missingJobs(jobs);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < todo.length) {
      const job = todo[next++]!;
      await render(job);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, todo.length) }, worker));
  return { rendered: todo.length, cached: jobs.length - todo.length };
}
