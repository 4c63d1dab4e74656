/**
 * Complete SVG scenes for the demo images: a product shot (garment on a soft studio
 * background), a category tile and a shop banner. All pure string building.
 */
import { type BottomDetail, type BottomShape, drawBottom } from './bottoms.ts';
import { lighten, palette, patternDef, type PatternKind, SHADING_DEFS, xml } from './paint.ts';
import { drawTop, type TopDetail, type TopShape } from './tops.ts';

export type Look =
  | { shape: TopShape; details?: readonly TopDetail[]; pattern?: PatternKind; print?: string }
  | { shape: BottomShape; details?: readonly BottomDetail[]; pattern?: PatternKind; print?: undefined };

const BOTTOMS: ReadonlySet<string> = new Set<BottomShape>(['trousers', 'wide', 'jogger', 'shorts']);
const isBottom = (l: Look): l is Extract<Look, { shape: BottomShape }> => BOTTOMS.has(l.shape);

/**
 * Renders a small SVG to a PNG data URI, optionally Gaussian-blurred (`blur` = sigma in pixels).
 * Shadows, folds, shading and background gradients are drawn at quarter resolution and scaled
 * up: they are smooth, and SVG blur filters and large gradients are what librsvg is slowest at.
 */
export type Rasterise = (svg: string, blur: number) => Promise<string>;

/** A garment ready to place: crisp vector parts plus the outline that casts its shadow. */
interface Garment {
  svg: string;
  shadow: string;
  top: number;
  bottom: number;
  left: number;
}
type Box = readonly [cx: number, cy: number, w: number, h: number];

function svgOpen(w: number, h: number, vw: number, vh: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${vw} ${vh}">`;
}
const image = (href: string, w: number, h: number): string =>
  `<image href="${href}" width="${w}" height="${h}" preserveAspectRatio="none"/>`;

/** One garment in its 800×1000 box; `id` keeps its clip/pattern ids unique within a scene. */
async function drawGarment(look: Look, color: string, id: string, raster: Rasterise, accent?: string): Promise<Garment> {
  const p = palette(color);
  const g = isBottom(look) ? drawBottom(look.shape, look.details ?? [], p) : drawTop(look.shape, look.details ?? [], p, accent, look.print);
  const soft = await raster(
    `${svgOpen(200, 250, 800, 1000)}<defs>${SHADING_DEFS}</defs><path d="${g.outline}" fill="url(#shadeX)"/><path d="${g.outline}" fill="url(#shadeY)"/>${g.soft}</svg>`,
    2,
  );
  const svg =
    `<defs><clipPath id="${id}c"><path d="${g.outline}"/></clipPath>${look.pattern ? patternDef(`${id}p`, look.pattern, color, accent) : ''}</defs>` +
    g.back +
    `<path d="${g.outline}" fill="${p.base}"/>` +
    `<g clip-path="url(#${id}c)">${look.pattern ? `<path d="${g.outline}" fill="url(#${id}p)"/>` : ''}${g.clipped}${image(soft, 800, 1000)}</g>` +
    `<path d="${g.outline}" fill="none" stroke="${p.line}" stroke-width="3" stroke-linejoin="round"/>` +
    g.front;
  return { svg, shadow: g.shadow, top: g.top, bottom: g.bottom, left: g.left };
}

/** Places garments in boxes; `under` is the low-resolution layer (backdrop + soft drop shadows) to draw beneath them. */
async function placeAll(
  items: readonly { look: Look; color: string; accent?: string; box: Box }[],
  raster: Rasterise,
  scene: { w: number; h: number; backdrop: string },
): Promise<{ under: string; garments: string }> {
  const drawn = await Promise.all(items.map((it, i) => drawGarment(it.look, it.color, `g${i}`, raster, it.accent)));
  const transforms = drawn.map((g, i) => {
    const [cx, cy, w, h] = items[i]!.box;
    const s = Math.min(h / (g.bottom - g.top), w / (2 * (400 - g.left)));
    return `translate(${cx} ${cy}) scale(${s.toFixed(4)}) translate(-400 ${-(g.top + g.bottom) / 2})`;
  });
  const shadows = drawn.map(
    (g, i) => `<g transform="${transforms[i]}"><path d="${g.shadow}" transform="translate(10 20)" fill="#3a2e22" fill-opacity=".36"/></g>`,
  );
  const under = await raster(`${svgOpen(scene.w / 4, scene.h / 4, scene.w, scene.h)}${scene.backdrop}${shadows.join('')}</svg>`, 3.6);
  return { under: image(under, scene.w, scene.h), garments: drawn.map((g, i) => `<g transform="${transforms[i]}">${g.svg}</g>`).join('') };
}

/** Product shot: portrait 4:5, garment on a warm neutral studio sweep with a soft drop shadow. */
export async function productSvg(
  look: Look,
  color: string,
  raster: Rasterise,
  width: number,
  height: number,
  accent?: string,
): Promise<string> {
  const backdrop =
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f4f1ec"/><stop offset="1" stop-color="#e1dad0"/></linearGradient>` +
    `<radialGradient id="spot" cx=".5" cy=".42" r=".62"><stop offset="0" stop-color="#fff" stop-opacity=".75"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>` +
    `<rect x="-50" y="-50" width="900" height="1100" fill="url(#bg)"/><rect width="800" height="1000" fill="url(#spot)"/>`;
  const { under, garments } = await placeAll([{ look, color, accent, box: [400, 500, 680, 800] }], raster, { w: 800, h: 1000, backdrop });
  return `${svgOpen(width, height, 800, 1000)}${under}${garments}</svg>`;
}

/** Category tile: square, the category's garment on a tinted background. */
export async function categorySvg(look: Look, color: string, tint: string, raster: Rasterise, size: number): Promise<string> {
  const backdrop =
    `<defs><radialGradient id="bg" cx=".5" cy=".4" r=".75"><stop offset="0" stop-color="${lighten(tint, 0.86)}"/><stop offset="1" stop-color="${lighten(tint, 0.62)}"/></radialGradient></defs>` +
    `<rect x="-50" y="-50" width="900" height="900" fill="url(#bg)"/><circle cx="400" cy="410" r="296" fill="${lighten(tint, 0.92)}" opacity=".85"/>`;
  const { under, garments } = await placeAll([{ look, color, box: [400, 410, 500, 560] }], raster, { w: 800, h: 800, backdrop });
  return `${svgOpen(size, size, 800, 800)}${under}${garments}</svg>`;
}

export interface BannerSpec {
  title: string;
  /** The title broken into display lines. */
  lines: readonly string[];
  kicker: string;
  subtitle: string;
  cta: string;
  badge?: { big: string; small: string };
  from: string;
  to: string;
  ink: string;
  button: string;
  rain?: boolean;
  garments: readonly { look: Look; color: string; accent?: string }[];
}

/** Shop banner 8:3: headline, subtitle and button on the left, three garments on the right. */
export async function bannerSvg(b: BannerSpec, raster: Rasterise, width: number, height: number): Promise<string> {
  const longest = Math.max(...b.lines.map((l) => l.length));
  const fs = Math.min(84, Math.floor(700 / (longest * 0.62)));
  const titleY = 190 + fs * 0.8;
  const lines = b.lines.map((l, i) => `<tspan x="96" y="${Math.round(titleY + i * fs * 1.08)}">${xml(l)}</tspan>`).join('');
  const afterTitle = titleY + (b.lines.length - 1) * fs * 1.08;
  const rain = b.rain
    ? `<g stroke="#fff" stroke-opacity=".18" stroke-width="3" stroke-linecap="round">${Array.from({ length: 46 }, (_, k) => {
        const x = (k * 173) % 1600;
        const y = (k * 97) % 560;
        return `<path d="M${x},${y}l-14,34"/>`;
      }).join('')}</g>`
    : '';
  const slots = [
    [1050, 318, 290, 390],
    [1440, 318, 290, 390],
    [1245, 330, 320, 460],
  ] as const;
  const { under, garments } = await placeAll(
    b.garments.slice(0, 3).map((g, i) => ({ ...g, box: slots[i]! })),
    raster,
    { w: 1600, h: 600, backdrop: '' },
  );
  const badge = b.badge
    ? `<g transform="translate(1450 110) rotate(-12)"><circle r="82" fill="${b.button}"/><circle r="70" fill="none" stroke="#fff" stroke-opacity=".6" stroke-width="2" stroke-dasharray="5 5"/>` +
      `<text y="-16" font-family="sans-serif" font-size="20" font-weight="700" text-anchor="middle" fill="#fff">${xml(b.badge.small)}</text>` +
      `<text y="34" font-family="sans-serif" font-size="54" font-weight="700" text-anchor="middle" fill="#fff">${xml(b.badge.big)}</text></g>`
    : '';
  return (
    svgOpen(width, height, 1600, 600) +
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${b.from}"/><stop offset="1" stop-color="${b.to}"/></linearGradient>` +
    `<radialGradient id="glow" cx=".5" cy=".5" r=".5"><stop offset="0" stop-color="#fff" stop-opacity=".34"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient></defs>` +
    `<rect width="1600" height="600" fill="url(#bg)"/>${rain}` +
    `<circle cx="1245" cy="310" r="330" fill="url(#glow)"/><circle cx="1245" cy="310" r="236" fill="#fff" opacity=".12"/>` +
    `<circle cx="-40" cy="640" r="220" fill="#fff" opacity=".06"/><circle cx="860" cy="-60" r="140" fill="#fff" opacity=".06"/>` +
    under +
    garments +
    badge +
    `<text x="96" y="118" font-family="sans-serif" font-size="22" font-weight="700" letter-spacing="6" fill="${b.ink}" opacity=".8">${xml(b.kicker.toUpperCase())}</text>` +
    `<rect x="96" y="138" width="64" height="5" rx="2" fill="${b.button}"/>` +
    `<text font-family="sans-serif" font-weight="700" font-size="${fs}" fill="${b.ink}">${lines}</text>` +
    `<text x="96" y="${Math.round(afterTitle + 62)}" font-family="sans-serif" font-size="26" fill="${b.ink}" opacity=".86">${xml(b.subtitle)}</text>` +
    `<g transform="translate(96 ${Math.round(afterTitle + 100)})"><rect width="${b.cta.length * 15 + 80}" height="62" rx="31" fill="${b.button}"/>` +
    `<text x="${(b.cta.length * 15 + 80) / 2}" y="40" font-family="sans-serif" font-size="24" font-weight="700" text-anchor="middle" fill="#fff">${xml(b.cta)}</text></g>` +
    `<text x="96" y="566" font-family="sans-serif" font-size="16" font-weight="700" letter-spacing="5" fill="${b.ink}" opacity=".55">GAYAKU · SETIAP PILIHAN ADALAH GAYAMU</text>` +
    '</svg>'
  );
}
