/**
 * Upper-body garments (kaos, kemeja, blouse, dress, jaket, hoodie): one parametric front-view
 * silhouette per shape plus composable details (collars, plackets, ribbing, hood, pockets…).
 */
import { both, openPath, type Palette, type Pt, type Seg, segEnd, strokes, symPath } from './paint.ts';

export type TopShape =
  | 'tee' | 'teeFitted' | 'teeOversize' | 'teeCrop' | 'teeLong'
  | 'shirt' | 'shirtShort' | 'jacket' | 'blouse' | 'peplum' | 'tunic' | 'dress' | 'gamis';
export type TopDetail =
  | 'v' | 'crew' | 'henley' | 'polo' | 'pocket' | 'print' | 'collar' | 'mandarin' | 'placket' | 'buttons' | 'zip'
  | 'rib' | 'hood' | 'kangaroo' | 'welt' | 'chestPockets' | 'lapel' | 'varsity' | 'belt' | 'puff';

interface Geo {
  neckW: number; neckY: number; neckDrop: number;
  shoulder: Pt; sleeveOut: Pt; sleeveIn: Pt; armpit: Pt;
  /** Side seam from the armpit to the hem corner. */
  side: Seg[];
  hemDrop: number;
}

const GEO: Record<TopShape, Geo> = {
  tee: { neckW: 76, neckY: 180, neckDrop: 234, shoulder: [170, 212], sleeveOut: [62, 372], sleeveIn: [156, 428], armpit: [210, 334], side: [[214, 480, 210, 620, 212, 724]], hemDrop: 730 },
  teeLong: { neckW: 74, neckY: 180, neckDrop: 232, shoulder: [172, 212], sleeveOut: [86, 650], sleeveIn: [162, 662], armpit: [212, 340], side: [[216, 480, 212, 620, 214, 724]], hemDrop: 730 },
  teeFitted: { neckW: 74, neckY: 180, neckDrop: 250, shoulder: [192, 208], sleeveOut: [110, 346], sleeveIn: [184, 388], armpit: [228, 330], side: [[250, 450, 226, 580, 234, 664]], hemDrop: 670 },
  teeCrop: { neckW: 74, neckY: 200, neckDrop: 268, shoulder: [192, 228], sleeveOut: [110, 366], sleeveIn: [184, 408], armpit: [228, 350], side: [[236, 430, 234, 480, 236, 548]], hemDrop: 554 },
  teeOversize: { neckW: 82, neckY: 170, neckDrop: 230, shoulder: [146, 222], sleeveOut: [62, 462], sleeveIn: [172, 492], armpit: [188, 372], side: [[188, 540, 188, 660, 188, 760]], hemDrop: 766 },
  shirt: { neckW: 70, neckY: 170, neckDrop: 222, shoulder: [178, 200], sleeveOut: [86, 700], sleeveIn: [166, 714], armpit: [206, 352], side: [[212, 520, 206, 680, 206, 770]], hemDrop: 814 },
  shirtShort: { neckW: 70, neckY: 170, neckDrop: 222, shoulder: [178, 200], sleeveOut: [70, 424], sleeveIn: [176, 466], armpit: [206, 352], side: [[212, 520, 206, 680, 206, 770]], hemDrop: 814 },
  jacket: { neckW: 78, neckY: 170, neckDrop: 216, shoulder: [166, 208], sleeveOut: [76, 704], sleeveIn: [172, 716], armpit: [200, 362], side: [[198, 520, 196, 650, 196, 760]], hemDrop: 764 },
  blouse: { neckW: 76, neckY: 180, neckDrop: 252, shoulder: [200, 210], sleeveOut: [96, 520], sleeveIn: [186, 552], armpit: [226, 340], side: [[236, 500, 214, 640, 208, 720]], hemDrop: 734 },
  peplum: { neckW: 76, neckY: 180, neckDrop: 252, shoulder: [200, 210], sleeveOut: [100, 512], sleeveIn: [188, 544], armpit: [226, 340], side: [[240, 450, 248, 540, 248, 570], [232, 620, 204, 690, 186, 730]], hemDrop: 748 },
  tunic: { neckW: 74, neckY: 166, neckDrop: 232, shoulder: [200, 196], sleeveOut: [112, 690], sleeveIn: [186, 702], armpit: [228, 330], side: [[236, 560, 210, 760, 196, 880]], hemDrop: 890 },
  dress: { neckW: 70, neckY: 150, neckDrop: 228, shoulder: [214, 180], sleeveOut: [152, 296], sleeveIn: [222, 332], armpit: [236, 302], side: [[244, 350, 256, 400, 256, 440], [246, 560, 160, 760, 110, 900]], hemDrop: 920 },
  gamis: { neckW: 68, neckY: 140, neckDrop: 204, shoulder: [214, 164], sleeveOut: [128, 680], sleeveIn: [196, 694], armpit: [236, 304], side: [[248, 360, 256, 410, 256, 450], [244, 600, 170, 780, 140, 926]], hemDrop: 940 },
};

const unit = (x: number, y: number): Pt => {
  const l = Math.hypot(x, y) || 1;
  return [x / l, y / l];
};
const pts = (p: Pt[]): string => p.map((q) => `${Math.round(q[0])},${Math.round(q[1])}`).join(' ');

function geometry(shape: TopShape, details: ReadonlySet<TopDetail>): Geo {
  const g = GEO[shape];
  if (details.has('lapel')) return { ...g, neckDrop: 470 };
  if (details.has('v')) return { ...g, neckDrop: g.neckDrop + (shape === 'jacket' ? 190 : 84) };
  return g;
}

export interface Drawn {
  /** Drawn before the body (hood). */
  back: string;
  /** Drawn inside the body outline (clipped): folds, bands, pockets, prints. */
  clipped: string;
  /** Drawn over the outline: collars, buttons, strings. */
  front: string;
  outline: string;
  /** Fold shadows and highlights: plain strokes, blurred at low resolution and clipped to the outline. */
  soft: string;
  /** Everything that casts the drop shadow. */
  shadow: string;
  top: number;
  bottom: number;
  left: number;
}

export function drawTop(shape: TopShape, detailList: readonly TopDetail[], p: Palette, accent: string | undefined, print: string | undefined): Drawn {
  const d = new Set(detailList);
  const g = geometry(shape, d);
  const v = d.has('v') || d.has('lapel');
  const nx = 400 - g.neckW;
  const puff = d.has('puff') ? 46 : 0;
  const [sx, sy] = g.shoulder;
  const [ox, oy] = g.sleeveOut;
  const [ix, iy] = g.sleeveIn;
  const [ax, ay] = g.armpit;
  const [hx, hy] = segEnd(g.side[g.side.length - 1]!);
  const neckSeg: Seg = v ? [nx, g.neckY] : [400 - g.neckW * 0.55, g.neckDrop, nx + g.neckW * 0.08, g.neckY + (g.neckDrop - g.neckY) * 0.55, nx, g.neckY];
  const outline = symPath([400, g.neckDrop], [
    neckSeg,
    [nx - (nx - sx) * 0.45, g.neckY + (sy - g.neckY) * 0.3, sx + 18, sy - 4, sx, sy],
    [sx - (sx - ox) * 0.3 - 8 - puff, sy + (oy - sy) * 0.3, ox + (sx - ox) * 0.04 - puff * 1.2, oy - (oy - sy) * 0.25, ox, oy],
    [ix, iy],
    [ix + (ax - ix) * 0.25 + puff * 0.5, iy - (iy - ay) * 0.35, ax - 4, ay + Math.min(40, (iy - ay) * 0.2), ax, ay],
    ...g.side,
    [hx + 70, hy + (g.hemDrop - hy) * 0.85, 330, g.hemDrop, 400, g.hemDrop],
  ]);
  const neckFront = v
    ? `M${nx},${g.neckY}L400,${g.neckDrop}L${800 - nx},${g.neckY}`
    : `M${nx},${g.neckY}C${nx + g.neckW * 0.08},${g.neckY + (g.neckDrop - g.neckY) * 0.55} ${400 - g.neckW * 0.55},${g.neckDrop} 400,${g.neckDrop}` +
      `S${800 - nx - g.neckW * 0.08},${g.neckY + (g.neckDrop - g.neckY) * 0.55} ${800 - nx},${g.neckY}`;
  const backNeck = `M${nx},${g.neckY}C${nx + 28},${g.neckY + 16} ${800 - nx - 28},${g.neckY + 16} ${800 - nx},${g.neckY}` +
    (v ? `L400,${g.neckDrop}Z` : `C${800 - nx - g.neckW * 0.08},${g.neckY + (g.neckDrop - g.neckY) * 0.55} ${400 + g.neckW * 0.55},${g.neckDrop} 400,${g.neckDrop}S${nx + g.neckW * 0.08},${g.neckY + (g.neckDrop - g.neckY) * 0.55} ${nx},${g.neckY}Z`);

  // Sleeve geometry: axis from the hem towards the shoulder, used for cuffs and hem stitching.
  const axis = unit((sx + ax) / 2 - (ox + ix) / 2, (sy + ay) / 2 - (oy + iy) / 2);
  const off = (q: Pt, h: number): Pt => [q[0] + axis[0] * h, q[1] + axis[1] * h];
  const longSleeve = oy > 600;
  const cuff = (h: number): string => `<polygon points="${pts([[ox - 6, oy + 4], [ix + 4, iy + 6], off([ix, iy], h), off([ox, oy], h)])}"/>`;
  const hemCurve = (dy: number): string => `M${hx - 10},${hy - dy}C${hx + 70},${hy - dy + (g.hemDrop - hy) * 0.85} 330,${g.hemDrop - dy} 400,${g.hemDrop - dy}S${800 - hx - 70},${hy - dy + (g.hemDrop - hy) * 0.85} ${800 - hx + 10},${hy - dy}`;
  const dash = `fill="none" stroke="${p.seam}" stroke-width="2.4" stroke-dasharray="8 6" opacity=".8"`;
  const button = (x: number, y: number, r = 7): string => `<circle cx="${x}" cy="${y}" r="${r}" fill="${p.trim}" stroke="${p.line}" stroke-width="1.5"/>`;
  const isDress = shape === 'dress' || shape === 'gamis';
  const chest = 400 - ax;
  const waistY = segEnd(g.side[0]!)[1];
  const pk = (f: number): number => Math.round(400 + chest * f);
  const rib = d.has('rib') || d.has('crew') || shape.startsWith('tee') || ['blouse', 'peplum', 'tunic', 'dress', 'gamis'].includes(shape);

  let back = '';
  let shadow = outline;
  let clipped = '';
  let front = '';
  if (d.has('hood')) {
    const hy0 = g.neckY - 150;
    const hood = symPath([400, hy0], [[322, hy0, nx - 44, g.neckY - 110, nx - 40, g.neckY - 6], [nx - 38, g.neckY + 26, 360, g.neckY + 40, 400, g.neckY + 40]]);
    shadow += hood;
    back += `<path d="${hood}" fill="${p.base}" stroke="${p.line}" stroke-width="3"/>`;
    back += `<path d="${symPath([400, hy0 + 34], [[346, hy0 + 34, nx - 8, g.neckY - 84, nx - 4, g.neckY + 6], [nx + 20, g.neckY + 30, 380, g.neckY + 40, 400, g.neckY + 40]])}" fill="${p.inner}"/>`;
    back += `<path d="M${nx - 20},${g.neckY - 40}C${nx - 10},${hy0 + 30} ${800 - nx + 10},${hy0 + 30} ${800 - nx + 20},${g.neckY - 40}" fill="none" stroke="#000" stroke-opacity=".1" stroke-width="12"/>`;
  }
  if (d.has('varsity') && accent) {
    clipped += both(`<path d="M${sx + 4},${sy - 10}L${ax + 6},${ay + 4}L${ix + 20},${iy + 30}L${ox - 30},${oy + 30}Z" fill="${accent}"/>`);
  }
  // Folds: soft shadows and highlights from the geometry.
  const folds = [
    `M${ax + 12},${ay + 26}C${ax + 40},${ay + 70} ${ax + 70},${ay + 110} ${ax + 96},${ay + 150}`,
    `M${hx + 44},${hy - 20}C${hx + 50},${hy - 90} ${hx + 62},${hy - 150} ${hx + 70},${hy - 210}`,
    `M362,${g.hemDrop - 24}C356,${g.hemDrop - 90} 350,${g.hemDrop - 150} 352,${g.hemDrop - 210}`,
    longSleeve ? `M${ox + 16},${oy - 190}C${ox + 40},${oy - 200} ${ix - 20},${iy - 206} ${ix - 8},${iy - 230}` : '',
    longSleeve ? `M${ox + 20},${oy - 330}C${ox + 40},${oy - 324} ${ix - 30},${iy - 344} ${ix - 12},${iy - 360}` : '',
    isDress ? `M${pk(-0.5)},${waistY + 30}C${pk(-0.6)},${waistY + 160} ${pk(-0.9)},${g.hemDrop - 200} ${pk(-1.1)},${g.hemDrop - 30}M${pk(-0.15)},${waistY + 30}C${pk(-0.2)},${waistY + 180} ${pk(-0.3)},${g.hemDrop - 160} ${pk(-0.35)},${g.hemDrop - 10}` : '',
  ].join('');
  const lights = [
    `M${pk(-0.62)},${ay + 50}C${pk(-0.6)},${ay + 160} ${pk(-0.62)},${hy - 160} ${pk(-0.6)},${hy - 50}`,
    longSleeve ? `M${(sx + ox) / 2 + 6},${sy + 130}C${(sx + ox) / 2 + 6},${sy + 250} ${ox + 28},${oy - 240} ${ox + 24},${oy - 100}` : '',
  ].join('');

  // Bands and hems.
  const banded = d.has('rib');
  if (banded) {
    clipped += `<g fill="${p.band}" stroke="${p.line}" stroke-width="2">${both(cuff(58))}<rect x="0" y="${hy - 64}" width="800" height="${g.hemDrop - hy + 80}"/></g>`;
    clipped += `<g stroke="${p.line}" stroke-opacity=".25" stroke-width="2">${Array.from({ length: 80 }, (_, k) => `<path d="M${k * 10 + 4},${hy - 62}V${g.hemDrop + 4}"/>`).join('')}</g>`;
  } else if (longSleeve && (shape === 'shirt' || shape === 'jacket' || d.has('puff'))) {
    clipped += `<g fill="${p.base}" stroke="${p.line}" stroke-width="2">${both(cuff(shape === 'jacket' ? 40 : 54))}</g>`;
  }
  if (!banded) {
    clipped += `<path d="${hemCurve(18)}" ${dash}/>`;
    clipped += both(`<path d="M${off([ox, oy], 18).join(',')}L${off([ix, iy], 18).join(',')}" ${dash}/>`);
  }
  if (d.has('puff')) {
    clipped += `<g fill="${p.band}" stroke="${p.line}" stroke-width="2">${both(cuff(26))}</g>`;
    clipped += both(`<path d="M${ox - 20},${oy - 70}l14,40M${(ox + ix) / 2 - 16},${oy - 60}l8,34M${ix - 20},${iy - 70}l4,40M${sx - 6},${sy + 16}l-8,26M${sx + 16},${sy + 8}l-4,26" fill="none" stroke="#000" stroke-opacity=".16" stroke-width="3" stroke-linecap="round"/>`);
  }
  if (shape === 'peplum') clipped += `<path d="M200,${waistY}C300,${waistY + 14} 500,${waistY + 14} 600,${waistY}" fill="none" stroke="${p.line}" stroke-width="3"/>`;
  if (d.has('belt')) {
    clipped += `<rect x="0" y="${waistY - 14}" width="800" height="30" fill="${p.band}" stroke="${p.line}" stroke-width="2"/>`;
    front += `<g transform="translate(0 ${waistY - 442})"><path d="M400,442C370,420 344,426 348,444C352,462 378,458 400,442ZM400,442C430,420 456,426 452,444C448,462 422,458 400,442ZM392,448L372,540L388,538ZM408,448L424,548L410,548Z" fill="${p.band}" stroke="${p.line}" stroke-width="2"/></g>`;
  }
  if (d.has('placket') || d.has('buttons')) {
    const wide = shape === 'jacket' ? 16 : 14;
    clipped += `<path d="M${400 - wide},${g.neckDrop + 6}V${g.hemDrop + 10}M${400 + wide},${g.neckDrop + 6}V${g.hemDrop + 10}" stroke="${p.line}" stroke-opacity=".55" stroke-width="2"/>`;
    for (let y = g.neckDrop + 52; y < g.hemDrop - 40; y += shape === 'jacket' ? 118 : 96) front += button(400, y);
  }
  if (d.has('henley')) {
    clipped += `<rect x="386" y="${g.neckDrop - 6}" width="28" height="150" fill="${p.base}" stroke="${p.line}" stroke-width="2"/>`;
    for (let k = 0; k < 3; k++) front += button(400, g.neckDrop + 30 + k * 42, 6);
  }
  if (d.has('pocket')) {
    const y0 = shape.startsWith('tee') ? g.neckDrop + 96 : g.neckDrop + 120;
    const [x0, x1] = [pk(0.28), pk(0.72)];
    clipped += `<path d="M${x0},${y0}H${x1}V${y0 + 92}L${(x0 + x1) / 2},${y0 + 108}L${x0},${y0 + 92}Z" fill="${p.base}" stroke="${p.line}" stroke-width="2"/><path d="M${x0},${y0 + 16}H${x1}" ${dash}/>`;
  }
  if (d.has('chestPockets')) {
    const [x0, x1, y0] = [pk(-0.78), pk(-0.3), g.neckY + 150];
    clipped += both(`<rect x="${x0}" y="${y0}" width="${x1 - x0}" height="96" fill="${p.base}" stroke="${p.line}" stroke-width="2"/><path d="M${x0},${y0}H${x1}V${y0 + 34}L${(x0 + x1) / 2},${y0 + 48}L${x0},${y0 + 34}Z" fill="${p.band}" stroke="${p.line}" stroke-width="2"/>`);
    front += both(button((x0 + x1) / 2, y0 + 36, 6));
  }
  if (d.has('kangaroo')) {
    const [t, b] = [pk(-0.5), pk(-0.82)];
    clipped += `<path d="M${t},${hy - 250}H${800 - t}L${800 - b},${hy - 84}H${b}Z" fill="${p.base}" stroke="${p.line}" stroke-width="2.5"/><path d="M${t + 4},${hy - 236}H${796 - t}" ${dash}/>`;
    clipped += both(`<path d="M${t},${hy - 250}L${b},${hy - 84}" stroke="${p.inner}" stroke-width="5"/>`);
  }
  if (d.has('welt')) clipped += both(`<path d="M${pk(-0.82)},${hy - 250}L${pk(-0.72)},${hy - 140}" stroke="${p.inner}" stroke-width="7" stroke-linecap="round"/>`);
  if (d.has('print')) {
    const ink = p.trim;
    clipped += `<g transform="translate(400 ${g.neckDrop + 160})"><circle r="74" fill="none" stroke="${ink}" stroke-width="6"/><circle cx="22" cy="-22" r="18" fill="#e07a3a"/>` +
      `<path d="M-58,30L-22,-22L4,12L22,-6L58,30Z" fill="${ink}"/><path d="M-52,44q13,-8 26,0t26,0t26,0t26,0" fill="none" stroke="${ink}" stroke-width="4"/></g>` +
      `<text x="400" y="${g.neckDrop + 282}" font-family="sans-serif" font-weight="700" font-size="30" letter-spacing="3" text-anchor="middle" fill="${ink}">${print ?? 'GAYAKU'}</text>` +
      `<text x="400" y="${g.neckDrop + 308}" font-family="sans-serif" font-size="14" letter-spacing="4" text-anchor="middle" fill="${ink}" opacity=".8">GAYAKU · INDONESIA</text>`;
  }
  if (d.has('varsity')) {
    clipped += `<text x="${pk(0.5)}" y="${g.neckY + 280}" font-family="sans-serif" font-weight="700" font-size="120" text-anchor="middle" fill="${accent ?? p.trim}" stroke="${p.trim}" stroke-width="4">G</text>`;
  }
  if (d.has('zip')) {
    clipped += `<path d="M400,${g.neckDrop - 4}V${g.hemDrop + 10}" stroke="${p.inner}" stroke-width="10"/><path d="M400,${g.neckDrop - 4}V${g.hemDrop + 10}" stroke="#d4cdc0" stroke-width="5" stroke-dasharray="3 3"/>`;
    front += `<rect x="404" y="${g.neckDrop + 10}" width="11" height="30" rx="3" fill="#d4cdc0" stroke="${p.line}" stroke-width="1.5"/>`;
  }

  // Necklines: interior, then collars on top.
  const collar = d.has('collar') || d.has('polo') || (shape.startsWith('shirt') && !d.has('mandarin'));
  if (!d.has('hood')) front += `<path d="${backNeck}" fill="${p.inner}" stroke="${p.line}" stroke-width="3"/>`;
  if (d.has('lapel')) {
    front += both(`<path d="M${nx + 2},${g.neckY}L398,${g.neckDrop}L${nx - 32},${g.neckY + 196}L${nx - 10},${g.neckY + 172}L${nx - 40},${g.neckY + 150}Z" fill="${p.band}" stroke="${p.line}" stroke-width="2.5"/>`);
    front += button(400, g.neckDrop + 40) + button(400, g.neckDrop + 150);
  } else if (d.has('hood')) {
    front += `<path d="${neckFront}" fill="none" stroke="${p.line}" stroke-width="30"/><path d="${neckFront}" fill="none" stroke="${p.band}" stroke-width="25"/>`;
    front += both(`<path d="M382,${g.neckDrop + 12}C380,${g.neckDrop + 70} 374,${g.neckDrop + 120} 376,${g.neckDrop + 170}" fill="none" stroke="${p.trim}" stroke-width="6" stroke-linecap="round"/><rect x="371" y="${g.neckDrop + 166}" width="10" height="22" rx="3" fill="${p.line}"/>`);
  } else if (collar) {
    const s = d.has('polo') ? 0.82 : shape === 'jacket' ? 1.18 : 1;
    front += `<path d="M${nx},${g.neckY}C${nx + 26},${g.neckY - 18} ${800 - nx - 26},${g.neckY - 18} ${800 - nx},${g.neckY}L${800 - nx - 6},${g.neckY + 16}C${800 - nx - 30},${g.neckY + 4} ${nx + 30},${g.neckY + 4} ${nx + 6},${g.neckY + 16}Z" fill="${p.band}" stroke="${p.line}" stroke-width="2.5"/>`;
    front += both(`<path d="${openPath([398, g.neckDrop + 8], [[nx + 2, g.neckY - 4], [nx - 14 * s, g.neckY + 12 * s, nx - 24 * s, g.neckY + 34 * s, nx - 28 * s, g.neckY + 52 * s], [nx + 26 * s, g.neckDrop + 60 * s]])}Z" fill="${p.base}" stroke="${p.line}" stroke-width="2.5" stroke-linejoin="round"/>`);
    if (d.has('polo')) {
      front += `<rect x="387" y="${g.neckDrop + 8}" width="26" height="110" fill="${p.base}" stroke="${p.line}" stroke-width="2"/>` + button(400, g.neckDrop + 44, 6) + button(400, g.neckDrop + 88, 6);
    }
  } else if (d.has('mandarin')) {
    front += `<path d="${neckFront}" fill="none" stroke="${p.line}" stroke-width="26"/><path d="${neckFront}" fill="none" stroke="${p.base}" stroke-width="21"/>`;
  } else if (rib) {
    front += `<path d="${neckFront}" fill="none" stroke="${p.line}" stroke-width="${d.has('rib') ? 24 : 17}"/><path d="${neckFront}" fill="none" stroke="${p.band}" stroke-width="${d.has('rib') ? 19 : 12}"/>`;
  }
  const top = d.has('hood') ? g.neckY - 152 : g.neckY - 16;
  return { back, clipped, front, outline, soft: strokes(folds, '#000', 0.16, 12) + strokes(lights, '#fff', 0.09, 64), shadow, top, bottom: g.hemDrop, left: Math.min(ox, sx, hx) - 6 };
}
