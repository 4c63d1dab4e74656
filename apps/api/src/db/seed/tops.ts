/**
 * Upper-body garments (kaos, kemeja, blouse, dress, jaket, hoodie): the silhouette from
 * top-shapes.ts, its folds, the hood, necklines and collars, plus the body details.
 */
import { bodyDetails, button } from './top-details.ts';
import { frame, type TopDetail, type TopShape } from './top-shapes.ts';
import { both, type Drawn, openPath, type Palette, strokes, symPath } from './paint.ts';

export type { TopDetail, TopShape };

export function drawTop(
  shape: TopShape,
  detailList: readonly TopDetail[],
  p: Palette,
  accent: string | undefined,
  print: string | undefined,
): Drawn {
  const d = new Set(detailList);
  const f = frame(shape, d);
  const { nx, neckY, neckDrop, hemDrop, neckFront } = f;
  const [sx, sy] = f.shoulder;
  const [ox, oy] = f.sleeveOut;
  const [ix, iy] = f.sleeveIn;
  const [ax, ay] = f.armpit;
  const [hx, hy] = f.hem;

  let back = '';
  let shadow = f.outline;
  let clipped = '';
  let front = '';
  if (d.has('hood')) {
    const top = neckY - 150;
    const hood = symPath(
      [400, top],
      [
        [322, top, nx - 44, neckY - 110, nx - 40, neckY - 6],
        [nx - 38, neckY + 26, 360, neckY + 40, 400, neckY + 40],
      ],
    );
    const opening = symPath(
      [400, top + 34],
      [
        [346, top + 34, nx - 8, neckY - 84, nx - 4, neckY + 6],
        [nx + 20, neckY + 30, 380, neckY + 40, 400, neckY + 40],
      ],
    );
    shadow += hood;
    back += `<path d="${hood}" fill="${p.base}" stroke="${p.line}" stroke-width="3"/><path d="${opening}" fill="${p.inner}"/>`;
    back += `<path d="M${nx - 20},${neckY - 40}C${nx - 10},${top + 30} ${800 - nx + 10},${top + 30} ${800 - nx + 20},${neckY - 40}" fill="none" stroke="#000" stroke-opacity=".1" stroke-width="12"/>`;
  }
  if (d.has('varsity') && accent) {
    clipped += both(`<path d="M${sx + 4},${sy - 10}L${ax + 6},${ay + 4}L${ix + 20},${iy + 30}L${ox - 30},${oy + 30}Z" fill="${accent}"/>`);
  }

  // Folds (soft shadows) and highlights, derived from the geometry.
  const skirt = shape === 'dress' || shape === 'gamis';
  const w = f.waistY;
  const folds = [
    `M${ax + 12},${ay + 26}C${ax + 40},${ay + 70} ${ax + 70},${ay + 110} ${ax + 96},${ay + 150}`,
    `M${hx + 44},${hy - 20}C${hx + 50},${hy - 90} ${hx + 62},${hy - 150} ${hx + 70},${hy - 210}`,
    `M362,${hemDrop - 24}C356,${hemDrop - 90} 350,${hemDrop - 150} 352,${hemDrop - 210}`,
    f.longSleeve ? `M${ox + 16},${oy - 190}C${ox + 40},${oy - 200} ${ix - 20},${iy - 206} ${ix - 8},${iy - 230}` : '',
    f.longSleeve ? `M${ox + 20},${oy - 330}C${ox + 40},${oy - 324} ${ix - 30},${iy - 344} ${ix - 12},${iy - 360}` : '',
    skirt ? `M${f.at(-0.5)},${w + 30}C${f.at(-0.6)},${w + 160} ${f.at(-0.9)},${hemDrop - 200} ${f.at(-1.1)},${hemDrop - 30}` : '',
    skirt ? `M${f.at(-0.15)},${w + 30}C${f.at(-0.2)},${w + 180} ${f.at(-0.3)},${hemDrop - 160} ${f.at(-0.35)},${hemDrop - 10}` : '',
  ].join('');
  const lights = [
    `M${f.at(-0.62)},${ay + 50}C${f.at(-0.6)},${ay + 160} ${f.at(-0.62)},${hy - 160} ${f.at(-0.6)},${hy - 50}`,
    f.longSleeve ? `M${(sx + ox) / 2 + 6},${sy + 130}C${(sx + ox) / 2 + 6},${sy + 250} ${ox + 28},${oy - 240} ${ox + 24},${oy - 100}` : '',
  ].join('');

  const body = bodyDetails(f, shape, d, p, accent, print);
  clipped += body.clipped;
  front += body.front;

  // Necklines: the back-neck interior, then whatever sits on top of it.
  const collar = d.has('collar') || d.has('polo') || (shape.startsWith('shirt') && !d.has('mandarin'));
  const ribbed = d.has('rib') || d.has('crew') || !['shirt', 'shirtShort', 'jacket'].includes(shape);
  const band = (outer: number, inner: number, fill: string): string =>
    `<path d="${neckFront}" fill="none" stroke="${p.line}" stroke-width="${outer}"/><path d="${neckFront}" fill="none" stroke="${fill}" stroke-width="${inner}"/>`;
  if (!d.has('hood')) front += `<path d="${f.backNeck}" fill="${p.inner}" stroke="${p.line}" stroke-width="3"/>`;
  if (d.has('lapel')) {
    front += both(
      `<path d="M${nx + 2},${neckY}L398,${neckDrop}L${nx - 32},${neckY + 196}L${nx - 10},${neckY + 172}L${nx - 40},${neckY + 150}Z" fill="${p.band}" stroke="${p.line}" stroke-width="2.5"/>`,
    );
    front += button(p, 400, neckDrop + 40) + button(p, 400, neckDrop + 150);
  } else if (d.has('hood')) {
    front += band(30, 25, p.band);
    front += both(
      `<path d="M382,${neckDrop + 12}C380,${neckDrop + 70} 374,${neckDrop + 120} 376,${neckDrop + 170}" fill="none" stroke="${p.trim}" stroke-width="6" stroke-linecap="round"/>` +
        `<rect x="371" y="${neckDrop + 166}" width="10" height="22" rx="3" fill="${p.line}"/>`,
    );
  } else if (collar) {
    const s = d.has('polo') ? 0.82 : shape === 'jacket' ? 1.18 : 1;
    front += `<path d="M${nx},${neckY}C${nx + 26},${neckY - 18} ${800 - nx - 26},${neckY - 18} ${800 - nx},${neckY}L${800 - nx - 6},${neckY + 16}C${800 - nx - 30},${neckY + 4} ${nx + 30},${neckY + 4} ${nx + 6},${neckY + 16}Z" fill="${p.band}" stroke="${p.line}" stroke-width="2.5"/>`;
    const flap = openPath(
      [398, neckDrop + 8],
      [
        [nx + 2, neckY - 4],
        [nx - 14 * s, neckY + 12 * s, nx - 24 * s, neckY + 34 * s, nx - 28 * s, neckY + 52 * s],
        [nx + 26 * s, neckDrop + 60 * s],
      ],
    );
    front += both(`<path d="${flap}Z" fill="${p.base}" stroke="${p.line}" stroke-width="2.5" stroke-linejoin="round"/>`);
    if (d.has('polo')) {
      front += `<rect x="387" y="${neckDrop + 8}" width="26" height="110" fill="${p.base}" stroke="${p.line}" stroke-width="2"/>`;
      front += button(p, 400, neckDrop + 44, 6) + button(p, 400, neckDrop + 88, 6);
    }
  } else if (d.has('mandarin')) {
    front += band(26, 21, p.base);
  } else if (ribbed) {
    front += d.has('rib') ? band(24, 19, p.band) : band(17, 12, p.band);
  }
  return {
    back,
    clipped,
    front,
    outline: f.outline,
    soft: strokes(folds, '#000', 0.16, 12) + strokes(lights, '#fff', 0.09, 64),
    shadow,
    top: d.has('hood') ? neckY - 152 : neckY - 16,
    bottom: hemDrop,
    left: Math.min(ox, sx, hx) - 6,
  };
}
