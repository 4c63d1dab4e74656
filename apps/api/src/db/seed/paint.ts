/**
 * Drawing primitives shared by the demo illustrations: colour maths, symmetric outlines,
 * the common <defs> (shading gradients, soft-shadow filters) and fabric patterns.
 * Every garment is drawn in an 800×1000 box, centred on x = 400.
 */

export type Pt = [number, number];
type Cubic = [number, number, number, number, number, number];
/** A line (`[x, y]`) or a cubic Bézier (`[c1x, c1y, c2x, c2y, x, y]`). */
export type Seg = Pt | Cubic;

const r1 = (n: number): number => Math.round(n * 10) / 10;
export const segEnd = (s: Seg): Pt => (s.length === 2 ? s : [s[4], s[5]]);

/** A closed outline symmetric about x = 400: `segs` trace the left half from the top centre down to the bottom centre. */
export function symPath(start: Pt, segs: readonly Seg[]): string {
  const pts: Pt[] = [start, ...segs.map(segEnd)];
  const m = (x: number): number => r1(800 - x);
  let d = `M${r1(start[0])},${r1(start[1])}`;
  for (const s of segs) d += `${s.length === 2 ? 'L' : 'C'}${s.map(r1).join(',')}`;
  for (let i = segs.length - 1; i >= 0; i--) {
    const s = segs[i]!;
    const to = pts[i]!;
    d += s.length === 2 ? `L${m(to[0])},${r1(to[1])}` : `C${m(s[2])},${r1(s[3])},${m(s[0])},${r1(s[1])},${m(to[0])},${r1(to[1])}`;
  }
  return `${d}Z`;
}

/** An open path through the given segments (not mirrored). */
export function openPath(start: Pt, segs: readonly Seg[]): string {
  return `M${start.map(r1).join(',')}${segs.map((s) => `${s.length === 2 ? 'L' : 'C'}${s.map(r1).join(',')}`).join('')}`;
}

/** The element plus its mirror image about x = 400. */
export const both = (svg: string): string => `${svg}<g transform="matrix(-1 0 0 1 800 0)">${svg}</g>`;

function rgb(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function mix(a: string, b: string, t: number): string {
  const [ar, ag, ab] = rgb(a);
  const [br, bg, bb] = rgb(b);
  const c = (x: number, y: number): string =>
    Math.round(x + (y - x) * t)
      .toString(16)
      .padStart(2, '0');
  return `#${c(ar, br)}${c(ag, bg)}${c(ab, bb)}`;
}
const darken = (c: string, t: number): string => mix(c, '#000000', t);
export const lighten = (c: string, t: number): string => mix(c, '#ffffff', t);
/** Perceived lightness, 0 (black) … 1 (white). */
function lightness(c: string): number {
  const [r, g, b] = rgb(c);
  return (0.299 * r + 0.587 * g + 0.114 * b) / 255;
}

/** The tones a garment of base colour `c` is drawn with. */
export interface Palette {
  base: string;
  /** Ribbing, bands, cuffs: a touch darker than the fabric. */
  band: string;
  /** Inside of the garment (back neck, lining). */
  inner: string;
  /** Outline. */
  line: string;
  /** Stitching and seams: visible on both light and dark fabric. */
  seam: string;
  /** Buttons and trims. */
  trim: string;
}

export function palette(c: string): Palette {
  const l = lightness(c);
  return {
    base: c,
    band: l < 0.22 ? lighten(c, 0.06) : darken(c, 0.08),
    inner: darken(c, l > 0.7 ? 0.22 : 0.38),
    line: darken(c, l > 0.75 ? 0.32 : 0.5),
    seam: l > 0.5 ? darken(c, 0.28) : lighten(c, l < 0.2 ? 0.28 : 0.3),
    trim: l > 0.55 ? darken(c, 0.45) : lighten(c, 0.72),
  };
}

/** One garment drawn in its 800×1000 box, in layers. */
export interface Drawn {
  /** Drawn before the body (hood). */
  back: string;
  /** Drawn inside the body outline (clipped): bands, pockets, prints. */
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
  /** Leftmost x (the garment is symmetric about x = 400). */
  left: number;
}

/** Light-to-shadow gradients over a garment (object-bounding-box units, so they fit any garment). */
export const SHADING_DEFS = `
<linearGradient id="shadeX" x1="0" y1="0" x2="1" y2="0">
  <stop offset="0" stop-color="#fff" stop-opacity=".2"/><stop offset=".32" stop-color="#fff" stop-opacity=".04"/>
  <stop offset=".62" stop-color="#000" stop-opacity=".02"/><stop offset="1" stop-color="#000" stop-opacity=".22"/>
</linearGradient>
<linearGradient id="shadeY" x1="0" y1="0" x2="0" y2="1">
  <stop offset="0" stop-color="#fff" stop-opacity=".1"/><stop offset=".5" stop-color="#fff" stop-opacity="0"/>
  <stop offset="1" stop-color="#000" stop-opacity=".14"/>
</linearGradient>`;

export type PatternKind = 'stripe' | 'check' | 'batik' | 'tropic';

/** A fabric pattern in user space (`id`), coloured against the base colour. */
export function patternDef(id: string, kind: PatternKind, base: string, accent?: string): string {
  const l = lightness(base);
  const ink = accent ?? (l > 0.55 ? '#243b5e' : '#f1ebdf');
  switch (kind) {
    case 'stripe':
      return `<pattern id="${id}" width="800" height="46" patternUnits="userSpaceOnUse"><rect y="8" width="800" height="18" fill="${ink}" opacity=".92"/></pattern>`;
    case 'check': {
      const dk = darken(base, 0.45);
      const lt = lighten(base, 0.55);
      return `<pattern id="${id}" width="110" height="110" patternUnits="userSpaceOnUse">
<rect x="0" width="44" height="110" fill="${dk}" opacity=".38"/><rect y="0" width="110" height="44" fill="${dk}" opacity=".38"/>
<rect x="70" width="6" height="110" fill="${lt}" opacity=".45"/><rect y="70" width="110" height="6" fill="${lt}" opacity=".45"/>
<rect x="88" width="3" height="110" fill="${dk}" opacity=".5"/><rect y="88" width="110" height="3" fill="${dk}" opacity=".5"/></pattern>`;
    }
    case 'batik': {
      const gold = l > 0.5 ? darken(base, 0.5) : '#d9b26a';
      const cream = l > 0.5 ? darken(base, 0.3) : '#efe2c4';
      return `<pattern id="${id}" width="96" height="96" patternUnits="userSpaceOnUse" patternTransform="rotate(-45)">
<path d="M0,6H96M0,90H96" stroke="${gold}" stroke-width="5"/>
<path d="M-24,48C-12,20 12,20 24,48S60,76 72,48S108,20 120,48" fill="none" stroke="${cream}" stroke-width="7"/>
<path d="M-24,48C-12,76 12,76 24,48S60,20 72,48S108,76 120,48" fill="none" stroke="${gold}" stroke-width="4"/>
<circle cx="24" cy="48" r="5" fill="${cream}"/><circle cx="72" cy="48" r="5" fill="${gold}"/>
<circle cx="48" cy="22" r="3" fill="${cream}"/><circle cx="48" cy="74" r="3" fill="${cream}"/></pattern>`;
    }
    case 'tropic': {
      const leaf = l > 0.55 ? darken(base, 0.35) : lighten(base, 0.45);
      const one = (x: number, y: number, a: number, s: number): string =>
        `<g transform="translate(${x} ${y}) rotate(${a}) scale(${s})"><path d="M0,-38C22,-22 22,22 0,38C-22,22 -22,-22 0,-38Z" fill="${leaf}" opacity=".75"/><path d="M0,-34V34" stroke="${darken(leaf, 0.25)}" stroke-width="2.5"/></g>`;
      return `<pattern id="${id}" width="170" height="170" patternUnits="userSpaceOnUse">${one(40, 44, 30, 1)}${one(125, 60, -40, 0.8)}${one(88, 128, 75, 1.1)}${one(10, 150, -20, 0.7)}${one(160, 150, 10, 0.6)}<circle cx="95" cy="35" r="9" fill="#e8a25a" opacity=".8"/></pattern>`;
    }
  }
}

/** Plain round-capped strokes along `d` (the soft layers blur them afterwards). */
export const strokes = (d: string, color: string, opacity: number, width: number): string =>
  `<path d="${d}" fill="none" stroke="${color}" stroke-opacity="${opacity}" stroke-width="${width}" stroke-linecap="round"/>`;

/** Escapes text for SVG. */
export const xml = (s: string): string => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
