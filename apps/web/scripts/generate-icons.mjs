#!/usr/bin/env node
/**
 * Generates the PWA icons and favicons in public/ from the SVG mark below (run once after
 * changing the mark; the PNGs are committed): node apps/web/scripts/generate-icons.mjs
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const publicDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'public');
const INK = '#1a1714';
const PAPER = '#faf7f2';
const ACCENT = '#c8613f';

/** The Gayaku mark: a geometric "G" with a terracotta dot, on ink. `pad` shrinks it for maskable icons. */
function mark({ rounded = true, pad = 0 } = {}) {
  const s = 1 - pad * 2;
  const t = `translate(${256 * pad * 2} ${256 * pad * 2}) scale(${s})`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">
  <rect width="512" height="512" rx="${rounded ? 112 : 0}" fill="${INK}"/>
  <g transform="${t}">
    <path d="M352 170 A128 128 0 1 0 384 256 L272 256" fill="none" stroke="${PAPER}" stroke-width="44" stroke-linecap="round" stroke-linejoin="round"/>
    <circle cx="386" cy="134" r="22" fill="${ACCENT}"/>
  </g>
</svg>`;
}

async function png(svg, size, file) {
  await sharp(Buffer.from(svg)).resize(size, size).png({ compressionLevel: 9 }).toFile(path.join(publicDir, file));
  console.log('wrote', file);
}

mkdirSync(path.join(publicDir, 'icons'), { recursive: true });
writeFileSync(path.join(publicDir, 'favicon.svg'), mark());
await png(mark(), 192, 'icons/icon-192.png');
await png(mark(), 512, 'icons/icon-512.png');
await png(mark({ rounded: false, pad: 0.1 }), 512, 'icons/icon-maskable-512.png');
await png(mark({ rounded: false }), 180, 'icons/apple-touch-icon.png');
await png(mark(), 32, 'icons/favicon-32.png');
