// Small helpers for composing SVG by hand: colours, deterministic randomness, text fitting.

export const SANS = "'DejaVu Sans', 'Liberation Sans', Helvetica, Arial, sans-serif";
export const SERIF = "'DejaVu Serif', 'Liberation Serif', Georgia, serif";

export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** FNV-1a: a stable 32-bit hash of a name. */
export function hashName(name: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < name.length; i++) {
    h ^= name.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: a tiny seeded generator, so the same name always draws the same picture. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function rgb(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

export function mix(a: string, b: string, t: number): string {
  const [ar, ag, ab] = rgb(a);
  const [br, bg, bb] = rgb(b);
  const c = (x: number, y: number) =>
    Math.round(x + (y - x) * t)
      .toString(16)
      .padStart(2, '0');
  return `#${c(ar, br)}${c(ag, bg)}${c(ab, bb)}`;
}

export const lighten = (colour: string, t: number) => mix(colour, '#ffffff', t);
export const darken = (colour: string, t: number) => mix(colour, '#000000', t);

/** Whether white text reads better than dark text on this colour. */
export function isDark(colour: string): boolean {
  const [r, g, b] = rgb(colour);
  return 0.299 * r + 0.587 * g + 0.114 * b < 150;
}

/** Rough advance width of upper-case DejaVu Sans Bold, as a share of the font size. */
const BOLD_CAPS_WIDTH = 0.72;

/** The largest font size (up to `max`) at which `text` fits in `width`. */
export function fitFont(text: string, width: number, max: number, widthFactor = BOLD_CAPS_WIDTH): number {
  return Math.min(max, width / Math.max(1, text.length * widthFactor));
}

/** Splits a label into at most two lines near its middle space. */
export function splitLabel(label: string, maxOneLine = 12): string[] {
  if (label.length <= maxOneLine || !label.includes(' ')) return [label];
  const middle = label.length / 2;
  let best = -1;
  for (let i = 0; i < label.length; i++) {
    if (label[i] === ' ' && (best < 0 || Math.abs(i - middle) < Math.abs(best - middle))) best = i;
  }
  return [label.slice(0, best), label.slice(best + 1)];
}

export interface TextOptions {
  size: number;
  fill: string;
  weight?: number | string;
  family?: string;
  anchor?: 'start' | 'middle' | 'end';
  spacing?: number;
  opacity?: number;
}

export function text(x: number, y: number, content: string, o: TextOptions): string {
  const attrs = [
    `x="${x.toFixed(1)}"`,
    `y="${y.toFixed(1)}"`,
    `font-family="${o.family ?? SANS}"`,
    `font-size="${o.size.toFixed(1)}"`,
    `font-weight="${o.weight ?? 'normal'}"`,
    `fill="${o.fill}"`,
    `text-anchor="${o.anchor ?? 'start'}"`,
  ];
  if (o.spacing) attrs.push(`letter-spacing="${o.spacing}"`);
  if (o.opacity !== undefined) attrs.push(`opacity="${o.opacity}"`);
  return `<text ${attrs.join(' ')}>${escapeXml(content)}</text>`;
}

export function svgDocument(
  viewBox: { width: number; height: number },
  out: { width: number; height: number },
  body: string,
): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${out.width}" height="${out.height}" viewBox="0 0 ${viewBox.width} ${viewBox.height}">${body}</svg>`;
}

export function linearGradient(
  id: string,
  stops: [offset: number, colour: string, opacity?: number][],
  vertical = true,
): string {
  const [x2, y2] = vertical ? ['0', '1'] : ['1', '0'];
  const s = stops
    .map(
      ([o, c, a]) =>
        `<stop offset="${o}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`,
    )
    .join('');
  return `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">${s}</linearGradient>`;
}

export function radialGradient(
  id: string,
  stops: [offset: number, colour: string, opacity?: number][],
): string {
  const s = stops
    .map(
      ([o, c, a]) =>
        `<stop offset="${o}" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`,
    )
    .join('');
  return `<radialGradient id="${id}" cx="0.5" cy="0.5" r="0.5">${s}</radialGradient>`;
}
