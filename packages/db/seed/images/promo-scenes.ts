import type { CatalogueEntry } from '../catalogue.ts';
import type { PromoArt, PromoIcon } from '../menus.ts';
import { drawPack, PACK_SIZE } from './packaging.ts';
import { fitScale, packArtOf, podium, type Size, scatter, shadow } from './stage.ts';
import { darken, lighten, linearGradient, radialGradient, seededRandom } from './svg.ts';

function icon(kind: PromoIcon, cx: number, cy: number, r: number, colour: string): string {
  const stroke = `fill="none" stroke="${colour}" stroke-width="${(r * 0.07).toFixed(1)}" stroke-linecap="round" stroke-linejoin="round"`;
  const disc = `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#ffffff" opacity="0.75"/>`;
  switch (kind) {
    case 'scan': {
      const a = r * 0.55;
      const k = r * 0.22;
      const corners = [
        [-1, -1],
        [1, -1],
        [1, 1],
        [-1, 1],
      ]
        .map(
          ([sx, sy]) =>
            `M${cx + sx! * a},${cy + sy! * a - sy! * k} L${cx + sx! * a},${cy + sy! * a} L${cx + sx! * a - sx! * k},${cy + sy! * a}`,
        )
        .join(' ');
      return `${disc}<path d="${corners}" ${stroke}/><ellipse cx="${cx}" cy="${cy}" rx="${r * 0.3}" ry="${r * 0.38}" ${stroke}/><line x1="${cx - a}" y1="${cy}" x2="${cx + a}" y2="${cy}" ${stroke} opacity="0.6"/>`;
    }
    case 'magnifier':
      return `${disc}<circle cx="${cx - r * 0.1}" cy="${cy - r * 0.1}" r="${r * 0.34}" ${stroke}/><line x1="${cx + r * 0.15}" y1="${cy + r * 0.15}" x2="${cx + r * 0.45}" y2="${cy + r * 0.45}" ${stroke}/><line x1="${cx - r * 0.28}" y1="${cy - r * 0.16}" x2="${cx + r * 0.08}" y2="${cy - r * 0.16}" ${stroke} opacity="0.6"/><line x1="${cx - r * 0.28}" y1="${cy}" x2="${cx}" y2="${cy}" ${stroke} opacity="0.6"/>`;
    case 'chat':
      return `${disc}<path d="M${cx - r * 0.5},${cy - r * 0.35} h${r * 0.75} a${r * 0.1},${r * 0.1} 0 0 1 ${r * 0.1},${r * 0.1} v${r * 0.4} a${r * 0.1},${r * 0.1} 0 0 1 -${r * 0.1},${r * 0.1} h-${r * 0.45} l-${r * 0.2},${r * 0.18} v-${r * 0.18} h-${r * 0.1} a${r * 0.1},${r * 0.1} 0 0 1 -${r * 0.1},-${r * 0.1} v-${r * 0.4} a${r * 0.1},${r * 0.1} 0 0 1 ${r * 0.1},-${r * 0.1} z" ${stroke}/>${[-0.25, -0.1, 0.05].map((dx) => `<circle cx="${cx + dx * r + r * 0.06}" cy="${cy - r * 0.1}" r="${r * 0.04}" fill="${colour}"/>`).join('')}`;
    case 'book':
      return `${disc}<path d="M${cx},${cy - r * 0.3} C${cx - r * 0.2},${cy - r * 0.42} ${cx - r * 0.45},${cy - r * 0.4} ${cx - r * 0.55},${cy - r * 0.32} V${cy + r * 0.38} C${cx - r * 0.45},${cy + r * 0.3} ${cx - r * 0.2},${cy + r * 0.3} ${cx},${cy + r * 0.42} C${cx + r * 0.2},${cy + r * 0.3} ${cx + r * 0.45},${cy + r * 0.3} ${cx + r * 0.55},${cy + r * 0.38} V${cy - r * 0.32} C${cx + r * 0.45},${cy - r * 0.4} ${cx + r * 0.2},${cy - r * 0.42} ${cx},${cy - r * 0.3} Z M${cx},${cy - r * 0.3} V${cy + r * 0.42}" ${stroke}/>`;
    case 'gift': {
      // A wrapped box with a ribbon and a bow, drawn in lines like the other icons (no printed label).
      const box = `<rect x="${cx - r * 0.45}" y="${cy - r * 0.12}" width="${r * 0.9}" height="${r * 0.55}" rx="${r * 0.04}" ${stroke}/>`;
      const lid = `<rect x="${cx - r * 0.52}" y="${cy - r * 0.3}" width="${r * 1.04}" height="${r * 0.18}" rx="${r * 0.04}" ${stroke}/>`;
      const ribbon = `<line x1="${cx}" y1="${cy - r * 0.3}" x2="${cx}" y2="${cy + r * 0.43}" ${stroke}/>`;
      const bow = `<path d="M${cx},${cy - r * 0.3} C${cx - r * 0.35},${cy - r * 0.65} ${cx - r * 0.4},${cy - r * 0.25} ${cx},${cy - r * 0.3} C${cx + r * 0.4},${cy - r * 0.25} ${cx + r * 0.35},${cy - r * 0.65} ${cx},${cy - r * 0.3} Z" ${stroke}/>`;
      return `${disc}${box}${lid}${ribbon}${bow}`;
    }
  }
}

function productGroup(
  products: CatalogueEntry[],
  cx: number,
  baseY: number,
  height: number,
  maxWidth: number,
): string {
  const n = products.length;
  // A lone product gets a narrower slot, so a wide jar does not reach the text.
  const slot = maxWidth / Math.max(1.5, n);
  return products
    .map((p, i) => {
      const art = packArtOf(p);
      const middle = n === 3 ? i === 1 : n === 1;
      const scale = fitScale(art, height * (middle ? 1 : 0.86), slot * (middle ? 1.05 : 0.95));
      const x = cx + (i - (n - 1) / 2) * slot * 0.92;
      return (
        shadow(x, baseY + 2, (PACK_SIZE[art.shape].width * scale) / 1.8) +
        drawPack(art, `g${i}`, x, baseY + 4, scale)
      );
    })
    .join('');
}

/**
 * Banners, carousels, menu promos and page banners: the products (or an icon) on a coloured stage, no
 * words. The generator has no CJK font; the page writes the Chinese words over or beside the art.
 */
export function promoScene(art: PromoArt, products: CatalogueEntry[], size: Size, seed: number): string {
  const { width: w, height: h } = size;
  const c = art.colour;
  const rand = seededRandom(seed);
  const landscape = w / h >= 1.3;
  const parts: string[] = [
    `<defs>${linearGradient(
      'bg',
      [
        [0, lighten(c, 0.93)],
        [1, lighten(c, 0.72)],
      ],
      landscape,
    )}</defs>`,
    `<rect width="${w}" height="${h}" fill="url(#bg)"/>`,
  ];
  const art2 = landscape
    ? { cx: w * 0.74, cy: h * 0.55, r: h * 0.5 }
    : { cx: w * 0.5, cy: h * 0.7, r: w * 0.36 };
  parts.push(
    `<circle cx="${art2.cx}" cy="${art2.cy}" r="${art2.r}" fill="${lighten(c, 0.55)}" opacity="0.55"/>`,
    `<circle cx="${art2.cx + art2.r * 0.08}" cy="${art2.cy - art2.r * 0.05}" r="${art2.r * 1.18}" fill="none" stroke="${lighten(c, 0.3)}" stroke-width="${Math.max(1.5, h * 0.004)}" opacity="0.55"/>`,
    scatter(
      rand,
      size,
      lighten(c, 0.35),
      landscape ? 7 : 6,
      landscape ? { x0: 0.5, x1: 1, y0: 0, y1: 1 } : { x0: 0, x1: 1, y0: 0.5, y1: 1 },
    ),
  );
  if (products.length > 0) {
    const base = landscape ? h * 0.86 : h * 0.93;
    const groupHeight = landscape ? h * 0.66 : h * 0.44;
    const groupWidth = landscape ? w * 0.42 : w * 0.8;
    if (landscape)
      parts.push(podium(art2.cx, base - h * 0.02, Math.min(groupWidth * 0.62, w * 0.24), h * 0.3, c));
    parts.push(productGroup(products, art2.cx, base, groupHeight, groupWidth));
  } else if (art.icon) {
    parts.push(
      icon(
        art.icon,
        art2.cx,
        art2.cy,
        Math.min(art2.r * 0.72, landscape ? w * 0.22 : h * 0.25),
        darken(c, 0.2),
      ),
    );
  }
  return parts.join('');
}

/** The home video poster: a dark stage with a row of packs (the page writes the video's title). */
export function posterScene(products: CatalogueEntry[], size: Size): string {
  const { width: w, height: h } = size;
  const base = '#1f2430';
  const slot = (w * 0.5) / products.length;
  const row = products
    .map((p, i) => {
      const art = packArtOf(p);
      const scale = fitScale(art, h * 0.5, slot * 0.9);
      const x = w * 0.48 + slot * (i + 0.5);
      return (
        shadow(x, h * 0.8, (PACK_SIZE[art.shape].width * scale) / 1.8) +
        drawPack(art, `v${i}`, x, h * 0.805, scale)
      );
    })
    .join('');
  return [
    `<defs>${radialGradient('spot', [
      [0, '#ffffff', 0.22],
      [1, '#ffffff', 0],
    ])}${linearGradient('bg', [
      [0, lighten(base, 0.08)],
      [1, darken(base, 0.3)],
    ])}</defs>`,
    `<rect width="${w}" height="${h}" fill="url(#bg)"/>`,
    `<ellipse cx="${w * 0.73}" cy="${h * 0.5}" rx="${w * 0.32}" ry="${h * 0.5}" fill="url(#spot)"/>`,
    `<rect x="${w * 0.46}" y="${h * 0.8}" width="${w * 0.54}" height="${h * 0.2}" fill="#ffffff" opacity="0.06"/>`,
    row,
  ].join('');
}
