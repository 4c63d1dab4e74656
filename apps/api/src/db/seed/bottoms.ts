/**
 * Lower-body garments (celana panjang, kulot, jogger, celana pendek): a parametric two-leg
 * silhouette plus waistband, pockets, fly, cargo pockets, cuffs and denim stitching.
 */
import { both, type Drawn, type Palette, strokes, symPath } from './paint.ts';

export type BottomShape = 'trousers' | 'wide' | 'jogger' | 'shorts';
export type BottomDetail = 'elastic' | 'cargo' | 'denim' | 'crease' | 'cuffs';

interface Geo {
  waistY: number;
  waistX: number;
  hipY: number;
  hipX: number;
  hemY: number;
  hemOut: number;
  hemIn: number;
  crotchY: number;
  band: number;
}

const GEO: Record<BottomShape, Geo> = {
  trousers: { waistY: 140, waistX: 250, hipY: 400, hipX: 222, hemY: 904, hemOut: 246, hemIn: 386, crotchY: 430, band: 46 },
  wide: { waistY: 140, waistX: 256, hipY: 380, hipX: 220, hemY: 904, hemOut: 160, hemIn: 394, crotchY: 450, band: 50 },
  jogger: { waistY: 140, waistX: 250, hipY: 400, hipX: 224, hemY: 900, hemOut: 262, hemIn: 378, crotchY: 436, band: 54 },
  shorts: { waistY: 226, waistX: 226, hipY: 400, hipX: 200, hemY: 660, hemOut: 184, hemIn: 392, crotchY: 478, band: 52 },
};

export function drawBottom(shape: BottomShape, detailList: readonly BottomDetail[], p: Palette): Drawn {
  const d = new Set(detailList);
  const g = GEO[shape];
  const { waistY: wy, waistX: wx, hipY, hipX, hemY, hemOut, hemIn, crotchY: cy, band } = g;
  const outline = symPath(
    [400, wy],
    [
      [wx, wy],
      [wx - 8, wy + (hipY - wy) * 0.4, hipX, hipY - (hipY - wy) * 0.35, hipX, hipY],
      [hipX, hipY + (hemY - hipY) * 0.4, hemOut - 2, hemY - (hemY - hipY) * 0.35, hemOut, hemY],
      [hemIn, hemY],
      [hemIn + 2, hemY - (hemY - cy) * 0.4, 397, cy + (hemY - cy) * 0.25, 400, cy],
    ],
  );
  const seam = d.has('denim') ? '#d99a3e' : p.seam;
  const dash = `fill="none" stroke="${seam}" stroke-width="2.4" stroke-dasharray="8 6" opacity=".85"`;
  const bt = wy + band;
  const legMidTop = (hipX + 400) / 2;
  const legMidHem = (hemOut + hemIn) / 2;
  const knee = cy + (hemY - cy) * 0.45;

  let clipped = '';
  let front = '';
  // Folds: crotch whiskers, knees, hem stacking; highlights down the thighs.
  const folds = [
    `M392,${cy + 6}C372,${cy - 10} 350,${cy - 26} 330,${cy - 34}M388,${cy + 26}C370,${cy + 14} 352,${cy + 4} 334,${cy}`,
    shape === 'shorts'
      ? ''
      : `M${legMidTop + 30},${knee - 40}C${legMidTop + 10},${knee - 10} ${legMidTop - 10},${knee + 10} ${legMidTop - 34},${knee + 30}`,
    `M${hemOut + 14},${hemY - 60}C${legMidHem - 20},${hemY - 44} ${legMidHem + 10},${hemY - 70} ${hemIn - 12},${hemY - 50}`,
  ].join('');
  const lights = `M${legMidTop - 14},${bt + 70}C${legMidTop - 20},${bt + 200} ${legMidHem - 16},${hemY - 240} ${legMidHem - 12},${hemY - 90}`;
  const soft = both(strokes(folds, '#000', 0.14, 11) + strokes(lights, '#fff', d.has('denim') ? 0.32 : 0.07, d.has('denim') ? 56 : 64));

  if (d.has('crease'))
    clipped += both(
      `<path d="M${legMidTop},${cy - 10}L${legMidHem},${hemY - 4}" stroke="${p.line}" stroke-opacity=".35" stroke-width="2"/>`,
    );
  if (d.has('cargo')) {
    const y0 = shape === 'shorts' ? hipY + 10 : hipY + 70;
    clipped += both(
      `<rect x="${hipX - 4}" y="${y0}" width="92" height="132" rx="6" fill="${p.base}" stroke="${p.line}" stroke-width="2.5"/><path d="M${hipX - 4},${y0}H${hipX + 88}V${y0 + 40}H${hipX - 4}Z" fill="${p.band}" stroke="${p.line}" stroke-width="2.5"/><path d="M${hipX + 8},${y0 + 52}H${hipX + 76}" ${dash}/>`,
    );
  }
  // Front pockets: a scoop for jeans, a slant for everything else.
  clipped += both(
    d.has('denim')
      ? `<path d="M${wx + 96},${bt}C${wx + 86},${bt + 70} ${wx + 40},${bt + 96} ${wx - 10},${bt + 100}" fill="none" stroke="${p.line}" stroke-width="2.5"/><path d="M${wx + 110},${bt}C${wx + 100},${bt + 84} ${wx + 46},${bt + 112} ${wx - 10},${bt + 116}" ${dash}/>`
      : `<path d="M${wx + 22},${bt}C${wx + 40},${bt + 50} ${wx + 60},${bt + 100} ${wx + 70},${bt + 140}" fill="none" stroke="${p.line}" stroke-width="2.5"/>`,
  );
  if (d.has('denim')) clipped += `<path d="M${800 - wx - 100},${bt + 8}h44v44h-44z" ${dash}/>`;
  // Waistband.
  clipped += `<rect x="0" y="${wy - 4}" width="800" height="${band + 4}" fill="${p.band}" stroke="${p.line}" stroke-width="2.5"/>`;
  if (d.has('elastic')) {
    clipped += `<g stroke="${p.line}" stroke-opacity=".28" stroke-width="2">${Array.from({ length: 50 }, (_, k) => `<path d="M${wx + 6 + k * 12},${wy + 6}v${band - 12}"/>`).join('')}</g>`;
    front += both(
      `<path d="M388,${bt - 14}C384,${bt + 30} 372,${bt + 70} 376,${bt + 110}" fill="none" stroke="${p.trim}" stroke-width="6" stroke-linecap="round"/><rect x="371" y="${bt + 106}" width="10" height="20" rx="3" fill="${p.line}"/>`,
    );
  } else {
    clipped += `<path d="M374,${bt}V${cy - 70}C374,${cy - 40} 390,${cy - 30} 400,${cy - 24}" ${dash}/><path d="M400,${bt}V${cy - 24}" stroke="${p.line}" stroke-width="2"/>`;
    clipped += `<path d="M${wx + 4},${wy + 10}H${800 - wx - 4}" ${dash}/>`;
    front += `<circle cx="400" cy="${wy + band / 2}" r="8" fill="${d.has('denim') ? '#c9a35a' : p.trim}" stroke="${p.line}" stroke-width="1.5"/>`;
    front += [wx + 26, 334, 466, 800 - wx - 36]
      .map(
        (x) =>
          `<rect x="${x}" y="${wy - 6}" width="10" height="${band + 12}" rx="2" fill="${p.band}" stroke="${p.line}" stroke-width="1.5"/>`,
      )
      .join('');
  }
  if (d.has('cuffs')) {
    clipped += `<rect x="0" y="${hemY - 50}" width="800" height="60" fill="${p.band}" stroke="${p.line}" stroke-width="2"/>`;
    clipped += `<g stroke="${p.line}" stroke-opacity=".25" stroke-width="2">${Array.from({ length: 60 }, (_, k) => `<path d="M${160 + k * 8},${hemY - 48}v48"/>`).join('')}</g>`;
  } else {
    clipped += both(`<path d="M${hemOut + 2},${hemY - 18}H${hemIn - 2}" ${dash}/>`);
  }
  return { back: '', clipped, front, outline, soft, shadow: outline, top: wy - 8, bottom: hemY, left: Math.min(hipX, hemOut) - 6 };
}
