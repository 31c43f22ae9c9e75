import { findProduct, SERIES } from './catalogue.ts';
import type { PromoArt } from './menus.ts';

// Artwork of the generated images of the catalogue, promotion and content pages, by key: the stored file
// name is demo-art-{key}.webp (or .avif), drawn on demand like the other demo images.

export interface ArtSeed {
  art: PromoArt;
  /** Wide (1200×480) for page banners, square-ish (640×400) for cards. */
  wide: boolean;
}

export const WIDE_ART_SIZE = { width: 1200, height: 480 } as const;
export const CARD_ART_SIZE = { width: 640, height: 400 } as const;

export const colourOf = (slug: string) => SERIES.find((s) => s.slug === slug)!.colour;
export const numbersOf = (...hrefs: string[]) => hrefs.map((href) => findProduct(href).number);

export function artImageName(key: string): string {
  return `demo-art-${key}.webp`;
}

const ART: Record<string, ArtSeed> = {};

/** Registers artwork and answers the image name to store. */
export function defineArt(key: string, art: PromoArt, wide = true): string {
  ART[key] = { art, wide };
  return artImageName(key);
}

export function findArt(key: string): ArtSeed | undefined {
  return ART[key];
}

/** Every registered artwork, by key. */
export function allArt(): [key: string, seed: ArtSeed][] {
  return Object.entries(ART);
}
