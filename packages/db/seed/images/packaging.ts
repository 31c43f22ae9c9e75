import type { PackShape } from '../catalogue.ts';
import { BRAND } from '../catalogue.ts';
import { darken, fitFont, lighten, linearGradient, splitLabel, text } from './svg.ts';

export interface PackArt {
  shape: PackShape;
  colour: string;
  cap: string;
  /** Latin product label, e.g. '15% VITAMIN C'. */
  label: string;
  /** Latin series name. */
  series: string;
  spec: string;
}

/** Height and width of each pack in its own units; the origin is the bottom centre. */
export const PACK_SIZE: Record<PackShape, { height: number; width: number }> = {
  bottle: { height: 400, width: 144 },
  dropper: { height: 372, width: 132 },
  pump: { height: 376, width: 158 },
  jar: { height: 232, width: 248 },
  tube: { height: 404, width: 164 },
  sachet: { height: 340, width: 250 },
  box: { height: 306, width: 286 },
};

const GOLD = '#d9b26a';

/** Spec text safe for Latin-only fonts. */
export function latinSpec(spec: string): string {
  const sheets = /(\d+)\s*片/.exec(spec);
  if (sheets) return `${sheets[1]} SHEETS`;
  if (spec.includes('+')) return `SET OF ${spec.split('+').length}`;
  return spec.replace(/ml$/i, ' mL').replace(/[^\x20-\x7e]/g, '');
}

interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

function labelPlate(r: Rect, art: PackArt): string {
  const ink = darken(art.colour, 0.5);
  const out: string[] = [
    `<rect x="${r.x}" y="${r.y}" width="${r.w}" height="${r.h}" rx="${Math.min(10, r.h * 0.08)}" fill="#ffffff" opacity="0.93"/>`,
  ];
  const cx = r.x + r.w / 2;
  const inner = r.w * 0.84;
  const brandSize = Math.min(r.h * 0.085, fitFont(BRAND.latin, inner * 0.8, 40, 0.75));
  out.push(
    text(cx, r.y + r.h * 0.17, BRAND.latin, {
      size: brandSize,
      fill: darken(art.colour, 0.2),
      weight: 'bold',
      anchor: 'middle',
      spacing: brandSize * 0.18,
    }),
  );
  out.push(
    `<rect x="${cx - r.w * 0.14}" y="${r.y + r.h * 0.25}" width="${r.w * 0.28}" height="${Math.max(1.5, r.h * 0.012)}" fill="${art.colour}"/>`,
  );
  const lines = splitLabel(art.label, 10);
  const maxSize = r.h * (lines.length === 1 ? 0.17 : 0.145);
  const size = Math.min(...lines.map((l) => fitFont(l, inner, maxSize)));
  const centre = r.y + r.h * 0.52;
  const baselines = lines.length === 1 ? [centre + size * 0.35] : [centre - size * 0.2, centre + size * 0.95];
  lines.forEach((line, i) => {
    out.push(text(cx, baselines[i]!, line, { size, fill: ink, weight: 'bold', anchor: 'middle' }));
  });
  // Regular caps plus 0.15 em letter-spacing.
  const seriesSize = Math.min(r.h * 0.065, fitFont(art.series, inner, 40, 0.85));
  out.push(
    text(cx, r.y + r.h * 0.8, art.series, {
      size: seriesSize,
      fill: '#6b6b70',
      anchor: 'middle',
      spacing: seriesSize * 0.15,
    }),
  );
  out.push(
    text(cx, r.y + r.h * 0.92, latinSpec(art.spec), { size: r.h * 0.055, fill: '#8a8a90', anchor: 'middle' }),
  );
  return out.join('');
}

function gloss(x: number, y: number, h: number, w = 12): string {
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${w / 2}" fill="#ffffff" opacity="0.32"/>`;
}

function ridges(x: number, y: number, w: number, h: number, count: number): string {
  let out = '';
  for (let i = 1; i < count; i++) {
    const lx = x + (w * i) / count;
    out += `<line x1="${lx}" y1="${y + 3}" x2="${lx}" y2="${y + h - 3}" stroke="#000" stroke-opacity="0.08" stroke-width="2"/>`;
  }
  return out;
}

function shapeBody(art: PackArt, body: string, cap: string): string {
  const c = art.colour;
  const k = art.cap;
  switch (art.shape) {
    case 'bottle':
      return [
        `<rect x="-72" y="-300" width="144" height="300" rx="20" fill="${body}"/>`,
        `<path d="M-72,-278 Q-72,-318 -30,-326 L30,-326 Q72,-318 72,-278 Z" fill="${body}"/>`,
        `<rect x="-30" y="-342" width="60" height="20" fill="${darken(c, 0.15)}"/>`,
        `<rect x="-36" y="-400" width="72" height="64" rx="8" fill="${cap}"/>`,
        ridges(-36, -400, 72, 64, 8),
        gloss(-60, -292, 270),
        labelPlate({ x: -58, y: -252, w: 116, h: 196 }, art),
      ].join('');
    case 'dropper':
      return [
        `<rect x="-66" y="-240" width="132" height="240" rx="30" fill="${body}"/>`,
        `<path d="M-66,-206 Q-66,-262 -24,-268 L24,-268 Q66,-262 66,-206 Z" fill="${body}"/>`,
        `<rect x="-34" y="-306" width="68" height="44" rx="6" fill="${cap}"/>`,
        ridges(-34, -306, 68, 44, 7),
        `<rect x="-22" y="-372" width="44" height="74" rx="22" fill="${darken(k, 0.72)}"/>`,
        `<rect x="-14" y="-362" width="8" height="50" rx="4" fill="#ffffff" opacity="0.25"/>`,
        gloss(-56, -236, 210),
        labelPlate({ x: -54, y: -206, w: 108, h: 170 }, art),
      ].join('');
    case 'pump':
      return [
        `<rect x="-70" y="-280" width="140" height="280" rx="22" fill="${body}"/>`,
        `<path d="M-70,-254 Q-70,-292 -32,-298 L32,-298 Q70,-292 70,-254 Z" fill="${body}"/>`,
        `<rect x="-32" y="-320" width="64" height="26" rx="5" fill="${cap}"/>`,
        `<rect x="-9" y="-352" width="18" height="36" fill="${darken(k, 0.12)}"/>`,
        `<rect x="-40" y="-376" width="80" height="28" rx="8" fill="${cap}"/>`,
        `<rect x="30" y="-371" width="58" height="13" rx="6" fill="${cap}"/>`,
        gloss(-58, -272, 250),
        labelPlate({ x: -58, y: -238, w: 116, h: 192 }, art),
      ].join('');
    case 'jar':
      return [
        `<rect x="-118" y="-170" width="236" height="170" rx="28" fill="${body}"/>`,
        `<rect x="-124" y="-232" width="248" height="70" rx="16" fill="${cap}"/>`,
        ridges(-124, -232, 248, 70, 18),
        `<rect x="-112" y="-226" width="224" height="8" rx="4" fill="#ffffff" opacity="0.35"/>`,
        gloss(-106, -160, 130, 14),
        labelPlate({ x: -92, y: -150, w: 184, h: 128 }, art),
      ].join('');
    case 'tube':
      return [
        `<rect x="-44" y="-58" width="88" height="58" rx="10" fill="${cap}"/>`,
        ridges(-44, -58, 88, 58, 9),
        `<path d="M-46,-52 L-78,-378 L78,-378 L46,-52 Z" fill="${body}"/>`,
        `<rect x="-82" y="-404" width="164" height="30" rx="4" fill="${darken(c, 0.1)}"/>`,
        `<line x1="-76" y1="-396" x2="76" y2="-396" stroke="#fff" stroke-opacity="0.35" stroke-width="2"/>`,
        `<line x1="-76" y1="-386" x2="76" y2="-386" stroke="#fff" stroke-opacity="0.35" stroke-width="2"/>`,
        `<path d="M-60,-370 L-34,-80 L-24,-80 L-48,-370 Z" fill="#ffffff" opacity="0.28"/>`,
        labelPlate({ x: -50, y: -336, w: 100, h: 210 }, art),
      ].join('');
    case 'sachet':
      return [
        `<g transform="translate(34 -14) rotate(6)">`,
        `<rect x="-105" y="-326" width="210" height="326" rx="10" fill="${darken(c, 0.12)}"/>`,
        '</g>',
        `<rect x="-105" y="-330" width="210" height="330" rx="10" fill="${body}"/>`,
        `<rect x="-105" y="-330" width="210" height="18" fill="${darken(c, 0.1)}" opacity="0.6"/>`,
        `<rect x="-105" y="-18" width="210" height="18" fill="${darken(c, 0.1)}" opacity="0.6"/>`,
        `<path d="M-105,-40 L105,-150 L105,-110 L-105,0 Z" fill="#ffffff" opacity="0.12"/>`,
        labelPlate({ x: -82, y: -262, w: 164, h: 200 }, art),
      ].join('');
    case 'box':
      return [
        `<rect x="-135" y="-236" width="270" height="236" rx="8" fill="${body}"/>`,
        `<rect x="-143" y="-284" width="286" height="60" rx="8" fill="${darken(c, 0.08)}"/>`,
        `<rect x="76" y="-284" width="28" height="284" fill="${GOLD}"/>`,
        `<ellipse cx="70" cy="-296" rx="30" ry="14" transform="rotate(-20 70 -296)" fill="${GOLD}"/>`,
        `<ellipse cx="110" cy="-296" rx="30" ry="14" transform="rotate(20 110 -296)" fill="${GOLD}"/>`,
        `<circle cx="90" cy="-290" r="10" fill="${darken(GOLD, 0.15)}"/>`,
        labelPlate({ x: -118, y: -200, w: 176, h: 170 }, art),
      ].join('');
  }
}

/** One pack, its bottom centre at (x, y), `scale` times its natural size; `id` keeps gradient ids unique. */
export function drawPack(art: PackArt, id: string, x: number, y: number, scale: number): string {
  const c = art.colour;
  const defs =
    linearGradient(
      `${id}-b`,
      [
        [0, darken(c, 0.2)],
        [0.3, c],
        [0.55, lighten(c, 0.14)],
        [1, darken(c, 0.25)],
      ],
      false,
    ) +
    linearGradient(
      `${id}-c`,
      [
        [0, darken(art.cap, 0.18)],
        [0.4, art.cap],
        [0.6, lighten(art.cap, 0.3)],
        [1, darken(art.cap, 0.22)],
      ],
      false,
    );
  const body = shapeBody(art, `url(#${id}-b)`, `url(#${id}-c)`);
  return `<g transform="translate(${x.toFixed(1)} ${y.toFixed(1)}) scale(${scale.toFixed(3)})"><defs>${defs}</defs>${body}</g>`;
}

/** A pack outline with no label, for placeholders. */
export function drawBlankBottle(x: number, y: number, scale: number, colour: string): string {
  return `<g transform="translate(${x} ${y}) scale(${scale})" fill="none" stroke="${colour}" stroke-width="6" stroke-linejoin="round">
<rect x="-72" y="-300" width="144" height="300" rx="20"/>
<path d="M-72,-278 Q-72,-318 -30,-326 L30,-326 Q72,-318 72,-278"/>
<rect x="-36" y="-400" width="72" height="64" rx="8"/></g>`;
}
