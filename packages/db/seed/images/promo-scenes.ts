import { BRAND, type CatalogueEntry } from '../catalogue.ts';
import type { PromoArt, PromoIcon } from '../menus.ts';
import { drawPack, PACK_SIZE } from './packaging.ts';
import { fitScale, packArtOf, podium, SERIF_BOLD_WIDTH, type Size, scatter, shadow } from './stage.ts';
import {
  darken,
  fitFont,
  lighten,
  linearGradient,
  radialGradient,
  SERIF,
  seededRandom,
  splitLabel,
  text,
} from './svg.ts';

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
    case 'gift':
      return `${disc}${drawPack({ shape: 'box', colour, cap: '#ffffff', label: 'VIP GIFT', series: 'MEMBERS ONLY', spec: '' }, 'gift', cx, cy + r * 0.5, (r * 1.05) / PACK_SIZE.box.height)}`;
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
 * Banners, carousels and menu promos: the products (or an icon) on a coloured stage, with headline,
 * caption and a button beside (or above) them when the art has words. Home banners and carousels have
 * none: the page writes their Chinese words over the art (the generator has no CJK font).
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
  if (art.headline !== undefined && art.caption !== undefined) {
    parts.push(promoWords(art.headline, art.caption, products.length > 0, size, c));
  }
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

/** The home video poster: a dark stage with a row of packs. */
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
    text(w * 0.07, h * 0.3, `${BRAND.latin} FILM`, {
      size: h * 0.035,
      fill: '#d9b26a',
      weight: 'bold',
      spacing: 6,
    }),
    text(w * 0.07, h * 0.44, 'THE SCIENCE', {
      size: h * 0.085,
      fill: '#ffffff',
      weight: 'bold',
      family: SERIF,
    }),
    text(w * 0.07, h * 0.54, 'OF SIMPLE', {
      size: h * 0.085,
      fill: '#ffffff',
      weight: 'bold',
      family: SERIF,
    }),
    text(w * 0.07, h * 0.64, 'SKINCARE', { size: h * 0.085, fill: '#ffffff', weight: 'bold', family: SERIF }),
    text(w * 0.07, h * 0.74, 'FRAGRANCE-FREE · EVIDENCE-BASED', {
      size: h * 0.028,
      fill: '#c9ccd6',
      spacing: 2,
    }),
  ].join('');
}

/** Headline, caption and a button, drawn beside (or above) the products: Latin letters only. */
function promoWords(headline: string, caption: string, hasProducts: boolean, size: Size, c: string): string {
  const { width: w, height: h } = size;
  const landscape = w / h >= 1.3;
  const ink = darken(c, 0.5);
  const parts: string[] = [];
  const textX = landscape ? w * 0.07 : w / 2;
  const anchor = landscape ? 'start' : 'middle';
  const textWidth = landscape ? w * 0.42 : w * 0.86;
  const headLines = splitLabel(headline, landscape ? 12 : 14);
  const headSize = Math.min(
    ...headLines.map((l) => fitFont(l, textWidth, h * (landscape ? 0.15 : 0.1), SERIF_BOLD_WIDTH)),
  );
  let y = landscape ? h * 0.3 : h * 0.13;
  const brandSize = Math.max(10, h * (landscape ? 0.042 : 0.03));
  parts.push(
    text(textX, y - headSize * 0.6, BRAND.latin, {
      size: brandSize,
      fill: darken(c, 0.25),
      weight: 'bold',
      anchor,
      spacing: brandSize * 0.3,
    }),
  );
  for (const line of headLines) {
    y += headSize * 1.08;
    parts.push(text(textX, y, line, { size: headSize, fill: ink, weight: 'bold', anchor, family: SERIF }));
  }
  const captionSize = Math.min(h * (landscape ? 0.05 : 0.036), fitFont(caption, textWidth, 60, 0.66));
  y += captionSize * 1.9;
  parts.push(
    text(textX, y, caption, {
      size: captionSize,
      fill: darken(c, 0.3),
      anchor,
      spacing: captionSize * 0.06,
    }),
  );
  const cta = hasProducts ? 'SHOP NOW  →' : 'LEARN MORE  →';
  const pillH = Math.max(22, h * (landscape ? 0.1 : 0.065));
  const pillW = cta.length * pillH * 0.38 * 0.7 + pillH * 1.2;
  const pillX = landscape ? textX : w / 2 - pillW / 2;
  y += captionSize * 0.9;
  parts.push(
    `<rect x="${pillX}" y="${y}" width="${pillW}" height="${pillH}" rx="${pillH / 2}" fill="${darken(c, 0.2)}"/>`,
    text(pillX + pillW / 2, y + pillH * 0.64, cta, {
      size: pillH * 0.38,
      fill: '#ffffff',
      weight: 'bold',
      anchor: 'middle',
      spacing: 1,
    }),
  );
  return parts.join('');
}
