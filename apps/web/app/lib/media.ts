// Addresses of images the API names (banners, carousels, posters, articles): see storefront.md §2.12.
import { productImageUrl, rewriteImageSrc } from '@shop/core';

/**
 * An absolute address stays; a shop path ('/upload/…') goes to the image host when one is set;
 * a bare file name is an upload ({host}/upload/{file}).
 */
export function contentImageUrl(value: string | null | undefined, imageHost: string | null): string {
  const image = value?.trim() ?? '';
  if (image === '' || /^https?:\/\//i.test(image)) return image;
  if (image.startsWith('/')) return imageHost ? (rewriteImageSrc(image, imageHost, []) ?? image) : image;
  return productImageUrl(image, imageHost ?? '');
}

const UPLOAD_FILE = /\/upload\/[^/?#]+$/;

/**
 * A srcset of resized variants ({src}?w={width}) for an uploaded image, which the server draws at
 * the widths asked for; undefined for any other image.
 */
export function uploadSrcSet(src: string, widths: readonly number[]): string | undefined {
  if (!UPLOAD_FILE.test(src)) return undefined;
  return widths.map((width) => `${src}?w=${width} ${width}w`).join(', ');
}
