import type { LearnMotif } from '../learns.ts';
import type { Size } from './stage.ts';
import { darken, isDark, lighten, linearGradient, mix, seededRandom, text } from './svg.ts';

/** News cards: a bold colour field, soft circles and the date, no words (the card writes the title). */
export function newsScene(date: string, colour: string, size: Size, seed: number): string {
  const { width: w, height: h } = size;
  const rand = seededRandom(seed);
  const circles = Array.from({ length: 4 }, () => {
    const r = h * (0.25 + rand() * 0.45);
    return `<circle cx="${(w * (0.35 + rand() * 0.7)).toFixed(0)}" cy="${(h * rand()).toFixed(0)}" r="${r.toFixed(0)}" fill="#ffffff" opacity="${(0.07 + rand() * 0.1).toFixed(2)}"/>`;
  }).join('');
  const fg = isDark(colour) ? '#ffffff' : darken(colour, 0.7);
  return [
    `<defs>${linearGradient('bg', [
      [0, lighten(colour, 0.1)],
      [1, darken(colour, 0.25)],
    ])}</defs>`,
    `<rect width="${w}" height="${h}" fill="url(#bg)"/>`,
    circles,
    `<path d="M0,${h * 0.62} C${w * 0.3},${h * 0.52} ${w * 0.6},${h * 0.78} ${w},${h * 0.6}" fill="none" stroke="#ffffff" stroke-width="2" opacity="0.35"/>`,
    text(w * 0.06, h * 0.9, date.replace(/-/g, '.'), {
      size: h * 0.045,
      fill: fg,
      spacing: 2,
      opacity: 0.85,
    }),
  ].join('');
}

function motif(
  kind: LearnMotif,
  cx: number,
  cy: number,
  r: number,
  colour: string,
  rand: () => number,
): string {
  switch (kind) {
    case 'dots':
      return Array.from({ length: 26 }, () => {
        const a = rand() * Math.PI * 2;
        const d = Math.sqrt(rand()) * r;
        return `<circle cx="${(cx + Math.cos(a) * d).toFixed(0)}" cy="${(cy + Math.sin(a) * d).toFixed(0)}" r="${(r * (0.03 + rand() * 0.1)).toFixed(1)}" fill="${colour}" opacity="${(0.25 + rand() * 0.5).toFixed(2)}"/>`;
      }).join('');
    case 'drops':
      return Array.from({ length: 5 }, (_, i) => {
        const s = r * (0.22 + rand() * 0.25);
        const x = cx + (i - 2) * r * 0.42 + rand() * 20;
        const y = cy + (rand() - 0.5) * r;
        return `<path d="M${x},${y - s} C${x + s * 0.2},${y - s * 0.5} ${x + s * 0.62},${y - s * 0.1} ${x + s * 0.62},${y + s * 0.32} A${s * 0.62},${s * 0.62} 0 1 1 ${x - s * 0.62},${y + s * 0.32} C${x - s * 0.62},${y - s * 0.1} ${x - s * 0.2},${y - s * 0.5} ${x},${y - s} Z" fill="${colour}" opacity="${(0.35 + rand() * 0.4).toFixed(2)}"/>`;
      }).join('');
    case 'sun': {
      const rays = Array.from({ length: 16 }, (_, i) => {
        const a = (i / 16) * Math.PI * 2;
        return `<line x1="${cx + Math.cos(a) * r * 0.55}" y1="${cy + Math.sin(a) * r * 0.55}" x2="${cx + Math.cos(a) * r * 0.85}" y2="${cy + Math.sin(a) * r * 0.85}" stroke="${colour}" stroke-width="${r * 0.05}" stroke-linecap="round" opacity="0.6"/>`;
      }).join('');
      return `${rays}<circle cx="${cx}" cy="${cy}" r="${r * 0.42}" fill="${colour}" opacity="0.8"/>`;
    }
    case 'molecule': {
      const hex = (x: number, y: number, s: number) =>
        `<polygon points="${Array.from({ length: 6 }, (_, i) => {
          const a = Math.PI / 6 + (i * Math.PI) / 3;
          return `${(x + Math.cos(a) * s).toFixed(1)},${(y + Math.sin(a) * s).toFixed(1)}`;
        }).join(
          ' ',
        )}" fill="none" stroke="${colour}" stroke-width="${(s * 0.1).toFixed(1)}" opacity="0.75"/>`;
      const s = r * 0.28;
      const step = s * Math.sqrt(3);
      const cells = [
        [0, 0],
        [step, 0],
        [step / 2, s * 1.5],
        [-step / 2, s * 1.5],
        [step * 1.5, -s * 1.5],
      ];
      return (
        cells.map(([dx, dy]) => hex(cx - step / 2 + dx!, cy - s / 2 + dy!, s)).join('') +
        `<circle cx="${cx + step * 2.3}" cy="${cy - s * 2.6}" r="${s * 0.22}" fill="${colour}" opacity="0.8"/>`
      );
    }
    case 'waves':
      return Array.from({ length: 6 }, (_, i) => {
        const y = cy - r * 0.6 + i * r * 0.24;
        const amp = r * (0.08 + rand() * 0.1);
        return `<path d="M${cx - r},${y} C${cx - r * 0.5},${y - amp * 2} ${cx},${y + amp * 2} ${cx + r * 0.5},${y} S${cx + r * 1.2},${y - amp}, ${cx + r * 1.4},${y}" fill="none" stroke="${colour}" stroke-width="${r * 0.035}" stroke-linecap="round" opacity="${(0.35 + i * 0.1).toFixed(2)}"/>`;
      }).join('');
  }
}

/** Accent tints mixed into article backgrounds so articles of one type still differ. */
const ACCENTS = ['#ffd6a5', '#caffbf', '#9bf6ff', '#bdb2ff', '#ffc6ff', '#fdffb6'];

/** Skincare-advice cards: a light field and the type's motif, no words (the card writes the title). */
export function learnScene(kind: LearnMotif, colour: string, size: Size, seed: number): string {
  const { width: w, height: h } = size;
  const rand = seededRandom(seed);
  const accent = ACCENTS[Math.floor(rand() * ACCENTS.length)]!;
  const upright = kind === 'drops' || kind === 'waves';
  const angle = upright ? (rand() - 0.5) * 24 : rand() * 360;
  const cx = w * (0.66 + rand() * 0.1);
  const cy = h * (0.44 + rand() * 0.12);
  const r = h * (0.3 + rand() * 0.1);
  return [
    `<defs>${linearGradient(
      'bg',
      [
        [0, lighten(colour, 0.94)],
        [1, mix(lighten(colour, 0.8), accent, 0.35)],
      ],
      rand() < 0.5,
    )}</defs>`,
    `<rect width="${w}" height="${h}" fill="url(#bg)"/>`,
    `<circle cx="${(cx + h * 0.22).toFixed(0)}" cy="${(cy + h * 0.2).toFixed(0)}" r="${(h * 0.22).toFixed(0)}" fill="${accent}" opacity="0.35"/>`,
    `<circle cx="${cx.toFixed(0)}" cy="${cy.toFixed(0)}" r="${(h * 0.42).toFixed(0)}" fill="#ffffff" opacity="0.7"/>`,
    `<g transform="rotate(${angle.toFixed(1)} ${cx.toFixed(0)} ${cy.toFixed(0)})">${motif(kind, cx, cy, r, colour, rand)}</g>`,
    `<rect x="${w * 0.07}" y="${h * 0.25}" width="${w * 0.06}" height="${h * 0.008}" fill="${colour}"/>`,
  ].join('');
}
