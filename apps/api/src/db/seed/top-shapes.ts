/**
 * Geometry of the upper-body silhouettes: one parameter set per shape (front view, centred on
 * x = 400) and the derived outline, necklines and sleeve helpers the details are placed with.
 */
import { type Pt, type Seg, segEnd, symPath } from './paint.ts';

// prettier-ignore
export type TopShape = 'tee' | 'teeFitted' | 'teeOversize' | 'teeCrop' | 'teeLong' | 'shirt' | 'shirtShort' | 'jacket' | 'blouse' | 'peplum' | 'tunic' | 'dress' | 'gamis';
// prettier-ignore
export type TopDetail =
  | 'v' | 'crew' | 'henley' | 'polo' | 'pocket' | 'print' | 'collar' | 'mandarin' | 'placket' | 'buttons' | 'zip'
  | 'rib' | 'hood' | 'kangaroo' | 'welt' | 'chestPockets' | 'lapel' | 'varsity' | 'belt' | 'puff';

interface Geo {
  /** Half width of the neck opening, its top y and the front neckline's lowest y. */
  neckW: number;
  neckY: number;
  neckDrop: number;
  shoulder: Pt;
  /** Outer and inner ends of the sleeve hem. */
  sleeveOut: Pt;
  sleeveIn: Pt;
  armpit: Pt;
  /** Side seam from the armpit to the hem corner. */
  side: Seg[];
  /** Hem y at the centre front. */
  hemDrop: number;
}

// prettier-ignore
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

/** A top's geometry with everything derived from it that details are positioned by. */
export interface Frame extends Geo {
  /** Left end of the neck opening (x). */
  nx: number;
  hem: Pt;
  /** Half chest width and the y of the waist (end of the first side segment). */
  chest: number;
  waistY: number;
  longSleeve: boolean;
  outline: string;
  /** The front neckline as an open path, and the back-neck interior as a closed shape. */
  neckFront: string;
  backNeck: string;
  /** x at a fraction of the half chest from the centre (negative = viewer's left). */
  at(f: number): number;
  /** A point moved `h` along the sleeve, from its hem towards the shoulder. */
  upSleeve(q: Pt, h: number): Pt;
  /** The hem curve, raised by `dy`. */
  hemCurve(dy: number): string;
}

export function frame(shape: TopShape, d: ReadonlySet<TopDetail>): Frame {
  const base = GEO[shape];
  const v = d.has('v') || d.has('lapel');
  const g: Geo = d.has('lapel')
    ? { ...base, neckDrop: 470 }
    : d.has('v')
      ? { ...base, neckDrop: base.neckDrop + (shape === 'jacket' ? 190 : 84) }
      : base;
  const { neckW, neckY, neckDrop, hemDrop } = g;
  const nx = 400 - neckW;
  const puff = d.has('puff') ? 46 : 0;
  const [sx, sy] = g.shoulder;
  const [ox, oy] = g.sleeveOut;
  const [ix, iy] = g.sleeveIn;
  const [ax, ay] = g.armpit;
  const [hx, hy] = segEnd(g.side[g.side.length - 1]!);
  const midY = neckY + (neckDrop - neckY) * 0.55;
  const neckSeg: Seg = v ? [nx, neckY] : [400 - neckW * 0.55, neckDrop, nx + neckW * 0.08, midY, nx, neckY];
  // prettier-ignore
  const outline = symPath([400, neckDrop], [
    neckSeg,
    [nx - (nx - sx) * 0.45, neckY + (sy - neckY) * 0.3, sx + 18, sy - 4, sx, sy],
    [sx - (sx - ox) * 0.3 - 8 - puff, sy + (oy - sy) * 0.3, ox + (sx - ox) * 0.04 - puff * 1.2, oy - (oy - sy) * 0.25, ox, oy],
    [ix, iy],
    [ix + (ax - ix) * 0.25 + puff * 0.5, iy - (iy - ay) * 0.35, ax - 4, ay + Math.min(40, (iy - ay) * 0.2), ax, ay],
    ...g.side,
    [hx + 70, hy + (hemDrop - hy) * 0.85, 330, hemDrop, 400, hemDrop],
  ]);
  const neckFront = v
    ? `M${nx},${neckY}L400,${neckDrop}L${800 - nx},${neckY}`
    : `M${nx},${neckY}C${nx + neckW * 0.08},${midY} ${400 - neckW * 0.55},${neckDrop} 400,${neckDrop}S${800 - nx - neckW * 0.08},${midY} ${800 - nx},${neckY}`;
  const backTop = `M${nx},${neckY}C${nx + 28},${neckY + 16} ${800 - nx - 28},${neckY + 16} ${800 - nx},${neckY}`;
  const backNeck = v
    ? `${backTop}L400,${neckDrop}Z`
    : `${backTop}C${800 - nx - neckW * 0.08},${midY} ${400 + neckW * 0.55},${neckDrop} 400,${neckDrop}S${nx + neckW * 0.08},${midY} ${nx},${neckY}Z`;
  const ux = (sx + ax) / 2 - (ox + ix) / 2;
  const uy = (sy + ay) / 2 - (oy + iy) / 2;
  const ul = Math.hypot(ux, uy) || 1;
  const sag = (hemDrop - hy) * 0.85;
  return {
    ...g,
    nx,
    hem: [hx, hy],
    chest: 400 - ax,
    waistY: segEnd(g.side[0]!)[1],
    longSleeve: oy > 600,
    outline,
    neckFront,
    backNeck,
    at: (f) => Math.round(400 + (400 - ax) * f),
    upSleeve: (q, h) => [q[0] + (ux / ul) * h, q[1] + (uy / ul) * h],
    hemCurve: (dy) =>
      `M${hx - 10},${hy - dy}C${hx + 70},${hy - dy + sag} 330,${hemDrop - dy} 400,${hemDrop - dy}S${800 - hx - 70},${hy - dy + sag} ${800 - hx + 10},${hy - dy}`,
  };
}
