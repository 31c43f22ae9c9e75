// The product stage (soft field, podium, shadow) and the helpers every scene shares.
import { BRAND, type CatalogueEntry } from '../catalogue.ts';
import { drawBlankBottle, drawPack, PACK_SIZE, type PackArt } from './packaging.ts';
import { darken, lighten, linearGradient, radialGradient, seededRandom, text } from './svg.ts';

/** Rough advance width of upper-case DejaVu Serif Bold, as a share of the font size. */
export const SERIF_BOLD_WIDTH = 0.9;

export interface Size {
  width: number;
  height: number;
}

export function packArtOf(p: CatalogueEntry): PackArt {
  return {
    shape: p.shape,
    colour: p.series.colour,
    cap: p.series.cap,
    label: p.label,
    series: p.series.latin,
    spec: p.spec,
  };
}

/** Scale at which a pack fits a box of the given height and width. */
export function fitScale(art: PackArt, height: number, width: number): number {
  const s = PACK_SIZE[art.shape];
  return Math.min(height / s.height, width / s.width);
}

/** Decorative dots and rings, kept inside `area` (fractions of the image) so they stay off the text. */
export function scatter(
  rand: () => number,
  size: Size,
  colour: string,
  count: number,
  area = { x0: 0, x1: 1, y0: 0, y1: 1 },
): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const x = (area.x0 + rand() * (area.x1 - area.x0)) * size.width;
    const y = (area.y0 + rand() * (area.y1 - area.y0)) * size.height;
    const r = 4 + rand() * size.height * 0.05;
    out +=
      rand() < 0.5
        ? `<circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="${r.toFixed(1)}" fill="${colour}" opacity="${(0.15 + rand() * 0.3).toFixed(2)}"/>`
        : `<circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="${(r * 2).toFixed(1)}" fill="none" stroke="${colour}" stroke-width="2" opacity="${(0.2 + rand() * 0.3).toFixed(2)}"/>`;
  }
  return out;
}

export function podium(cx: number, top: number, rx: number, depth: number, colour: string): string {
  const ry = rx * 0.17;
  return [
    `<rect x="${cx - rx}" y="${top}" width="${rx * 2}" height="${depth}" fill="${lighten(colour, 0.7)}"/>`,
    `<rect x="${cx - rx}" y="${top}" width="${rx * 0.5}" height="${depth}" fill="#000" opacity="0.05"/>`,
    `<ellipse cx="${cx}" cy="${top + depth}" rx="${rx}" ry="${ry}" fill="${lighten(colour, 0.7)}"/>`,
    `<ellipse cx="${cx}" cy="${top}" rx="${rx}" ry="${ry}" fill="${lighten(colour, 0.86)}"/>`,
  ].join('');
}

export function shadow(cx: number, y: number, rx: number): string {
  return `<ellipse cx="${cx.toFixed(1)}" cy="${y.toFixed(1)}" rx="${rx.toFixed(1)}" ry="${(rx * 0.12).toFixed(1)}" fill="#000" opacity="0.13"/>`;
}

/** A product photo look-alike: the pack on a podium in its series colour. */
export function productScene(p: CatalogueEntry, size: Size, seed: number): string {
  const c = p.series.colour;
  const rand = seededRandom(seed);
  const art = packArtOf(p);
  const top = size.height * 0.78;
  const scale = fitScale(art, size.height * 0.6, size.width * 0.5);
  const halfWidth = (PACK_SIZE[art.shape].width * scale) / 2;
  const podiumRadius = Math.max(size.width * 0.26, halfWidth * 1.3);
  return [
    `<defs>${linearGradient('bg', [
      [0, lighten(c, 0.86)],
      [1, lighten(c, 0.96)],
    ])}${radialGradient('halo', [
      [0, '#ffffff', 0.9],
      [1, '#ffffff', 0],
    ])}</defs>`,
    `<rect width="${size.width}" height="${size.height}" fill="url(#bg)"/>`,
    `<circle cx="${size.width * (0.25 + rand() * 0.5)}" cy="${size.height * 0.42}" r="${size.height * 0.36}" fill="${lighten(c, 0.7)}" opacity="0.5"/>`,
    `<circle cx="${size.width / 2}" cy="${size.height * 0.45}" r="${size.height * 0.4}" fill="url(#halo)"/>`,
    scatter(rand, size, lighten(c, 0.45), 5),
    podium(size.width / 2, top, podiumRadius, size.height * 0.3, c),
    shadow(size.width / 2, top + 4, halfWidth * 1.15),
    drawPack(art, 'p', size.width / 2, top + 6, scale),
    text(size.width * 0.05, size.height * 0.08, BRAND.latin, {
      size: size.height * 0.03,
      fill: darken(c, 0.35),
      weight: 'bold',
      spacing: 4,
      opacity: 0.75,
    }),
  ].join('');
}

/** The stand-in for a product without an image. */
export function placeholderScene(size: Size): string {
  const { width: w, height: h } = size;
  return [
    `<rect width="${w}" height="${h}" fill="#f2f2f4"/>`,
    `<circle cx="${w / 2}" cy="${h * 0.45}" r="${h * 0.32}" fill="#ffffff"/>`,
    drawBlankBottle(w / 2, h * 0.7, (h * 0.5) / 400, '#c4c6cc'),
    text(w / 2, h * 0.86, BRAND.latin, {
      size: h * 0.04,
      fill: '#9a9ca3',
      weight: 'bold',
      anchor: 'middle',
      spacing: 6,
    }),
    text(w / 2, h * 0.92, 'IMAGE COMING SOON', {
      size: h * 0.028,
      fill: '#b0b2b8',
      anchor: 'middle',
      spacing: 3,
    }),
  ].join('');
}
