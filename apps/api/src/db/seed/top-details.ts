/**
 * Body details of upper-body garments: cuffs and hems, ribbing, plackets and buttons, pockets,
 * belt, zip, chest print and the varsity letter. Necklines and collars live in tops.ts.
 */
import { both, type Palette, type Pt } from './paint.ts';
import type { Frame, TopDetail, TopShape } from './top-shapes.ts';

const pts = (p: Pt[]): string => p.map((q) => `${Math.round(q[0])},${Math.round(q[1])}`).join(' ');

export const button = (p: Palette, x: number, y: number, r = 7): string =>
  `<circle cx="${x}" cy="${y}" r="${r}" fill="${p.trim}" stroke="${p.line}" stroke-width="1.5"/>`;

/** Details inside the outline (`clipped`) and over it (`front`). */
export function bodyDetails(
  f: Frame,
  shape: TopShape,
  d: ReadonlySet<TopDetail>,
  p: Palette,
  accent: string | undefined,
  print: string | undefined,
): { clipped: string; front: string } {
  const [ox, oy] = f.sleeveOut;
  const [ix, iy] = f.sleeveIn;
  const [, hy] = f.hem;
  const dash = `fill="none" stroke="${p.seam}" stroke-width="2.4" stroke-dasharray="8 6" opacity=".8"`;
  const cuff = (h: number): string =>
    `<polygon points="${pts([[ox - 6, oy + 4], [ix + 4, iy + 6], f.upSleeve([ix, iy], h), f.upSleeve([ox, oy], h)])}"/>`;
  let clipped = '';
  let front = '';

  // Cuffs, ribbing and hems.
  if (d.has('rib')) {
    clipped += `<g fill="${p.band}" stroke="${p.line}" stroke-width="2">${both(cuff(58))}<rect x="0" y="${hy - 64}" width="800" height="${f.hemDrop - hy + 80}"/></g>`;
    const ribs = Array.from({ length: 80 }, (_, k) => `<path d="M${k * 10 + 4},${hy - 62}V${f.hemDrop + 4}"/>`).join('');
    clipped += `<g stroke="${p.line}" stroke-opacity=".25" stroke-width="2">${ribs}</g>`;
  } else {
    if (f.longSleeve && (shape === 'shirt' || shape === 'jacket')) {
      clipped += `<g fill="${p.base}" stroke="${p.line}" stroke-width="2">${both(cuff(shape === 'jacket' ? 40 : 54))}</g>`;
    }
    clipped += `<path d="${f.hemCurve(18)}" ${dash}/>`;
    clipped += both(`<path d="M${f.upSleeve([ox, oy], 18).join(',')}L${f.upSleeve([ix, iy], 18).join(',')}" ${dash}/>`);
  }
  if (d.has('puff')) {
    const [sx, sy] = f.shoulder;
    clipped += `<g fill="${p.band}" stroke="${p.line}" stroke-width="2">${both(cuff(26))}</g>`;
    const gathers = `M${ox - 20},${oy - 70}l14,40M${(ox + ix) / 2 - 16},${oy - 60}l8,34M${ix - 20},${iy - 70}l4,40M${sx - 6},${sy + 16}l-8,26M${sx + 16},${sy + 8}l-4,26`;
    clipped += both(`<path d="${gathers}" fill="none" stroke="#000" stroke-opacity=".16" stroke-width="3" stroke-linecap="round"/>`);
  }
  if (shape === 'peplum') {
    clipped += `<path d="M200,${f.waistY}C300,${f.waistY + 14} 500,${f.waistY + 14} 600,${f.waistY}" fill="none" stroke="${p.line}" stroke-width="3"/>`;
  }
  if (d.has('belt')) {
    clipped += `<rect x="0" y="${f.waistY - 14}" width="800" height="30" fill="${p.band}" stroke="${p.line}" stroke-width="2"/>`;
    const bow =
      'M400,442C370,420 344,426 348,444C352,462 378,458 400,442ZM400,442C430,420 456,426 452,444C448,462 422,458 400,442Z' +
      'M392,448L372,540L388,538ZM408,448L424,548L410,548Z';
    front += `<path transform="translate(0 ${f.waistY - 442})" d="${bow}" fill="${p.band}" stroke="${p.line}" stroke-width="2"/>`;
  }

  // Fastenings.
  if (d.has('placket') || d.has('buttons')) {
    const w = shape === 'jacket' ? 16 : 14;
    clipped += `<path d="M${400 - w},${f.neckDrop + 6}V${f.hemDrop + 10}M${400 + w},${f.neckDrop + 6}V${f.hemDrop + 10}" stroke="${p.line}" stroke-opacity=".55" stroke-width="2"/>`;
    for (let y = f.neckDrop + 52; y < f.hemDrop - 40; y += shape === 'jacket' ? 118 : 96) front += button(p, 400, y);
  }
  if (d.has('henley')) {
    clipped += `<rect x="386" y="${f.neckDrop - 6}" width="28" height="150" fill="${p.base}" stroke="${p.line}" stroke-width="2"/>`;
    for (let k = 0; k < 3; k++) front += button(p, 400, f.neckDrop + 30 + k * 42, 6);
  }
  if (d.has('zip')) {
    const zip = `M400,${f.neckDrop - 4}V${f.hemDrop + 10}`;
    clipped += `<path d="${zip}" stroke="${p.inner}" stroke-width="10"/><path d="${zip}" stroke="#d4cdc0" stroke-width="5" stroke-dasharray="3 3"/>`;
    front += `<rect x="404" y="${f.neckDrop + 10}" width="11" height="30" rx="3" fill="#d4cdc0" stroke="${p.line}" stroke-width="1.5"/>`;
  }

  // Pockets.
  if (d.has('pocket')) {
    const y0 = shape.startsWith('tee') ? f.neckDrop + 96 : f.neckDrop + 120;
    const [x0, x1] = [f.at(0.28), f.at(0.72)];
    clipped += `<path d="M${x0},${y0}H${x1}V${y0 + 92}L${(x0 + x1) / 2},${y0 + 108}L${x0},${y0 + 92}Z" fill="${p.base}" stroke="${p.line}" stroke-width="2"/>`;
    clipped += `<path d="M${x0},${y0 + 16}H${x1}" ${dash}/>`;
  }
  if (d.has('chestPockets')) {
    const [x0, x1, y0] = [f.at(-0.78), f.at(-0.3), f.neckY + 150];
    clipped += both(
      `<rect x="${x0}" y="${y0}" width="${x1 - x0}" height="96" fill="${p.base}" stroke="${p.line}" stroke-width="2"/>` +
        `<path d="M${x0},${y0}H${x1}V${y0 + 34}L${(x0 + x1) / 2},${y0 + 48}L${x0},${y0 + 34}Z" fill="${p.band}" stroke="${p.line}" stroke-width="2"/>`,
    );
    front += both(button(p, (x0 + x1) / 2, y0 + 36, 6));
  }
  if (d.has('kangaroo')) {
    const [t, b] = [f.at(-0.5), f.at(-0.82)];
    clipped += `<path d="M${t},${hy - 250}H${800 - t}L${800 - b},${hy - 84}H${b}Z" fill="${p.base}" stroke="${p.line}" stroke-width="2.5"/>`;
    clipped +=
      `<path d="M${t + 4},${hy - 236}H${796 - t}" ${dash}/>` +
      both(`<path d="M${t},${hy - 250}L${b},${hy - 84}" stroke="${p.inner}" stroke-width="5"/>`);
  }
  if (d.has('welt')) {
    clipped += both(
      `<path d="M${f.at(-0.82)},${hy - 250}L${f.at(-0.72)},${hy - 140}" stroke="${p.inner}" stroke-width="7" stroke-linecap="round"/>`,
    );
  }

  // Graphics.
  if (d.has('print')) {
    const ink = p.trim;
    const text = (y: number, size: number, s: string, extra: string): string =>
      `<text x="400" y="${y}" font-family="sans-serif" font-size="${size}" text-anchor="middle" fill="${ink}" ${extra}>${s}</text>`;
    clipped +=
      `<g transform="translate(400 ${f.neckDrop + 160})"><circle r="74" fill="none" stroke="${ink}" stroke-width="6"/><circle cx="22" cy="-22" r="18" fill="#e07a3a"/>` +
      `<path d="M-58,30L-22,-22L4,12L22,-6L58,30Z" fill="${ink}"/><path d="M-52,44q13,-8 26,0t26,0t26,0t26,0" fill="none" stroke="${ink}" stroke-width="4"/></g>` +
      text(f.neckDrop + 282, 30, print ?? 'GAYAKU', 'font-weight="700" letter-spacing="3"') +
      text(f.neckDrop + 308, 14, 'GAYAKU · INDONESIA', 'letter-spacing="4" opacity=".8"');
  }
  if (d.has('varsity')) {
    clipped += `<text x="${f.at(0.5)}" y="${f.neckY + 280}" font-family="sans-serif" font-weight="700" font-size="120" text-anchor="middle" fill="${accent ?? p.trim}" stroke="${p.trim}" stroke-width="4">G</text>`;
  }
  return { clipped, front };
}
