// The parts every page about one member shares (member area, checkout): its head and its loading line.
import { pagesMessages, shellMessages } from '@shop/core';
import type { MetaDescriptor } from 'react-router';

/** The head of a page about one member: the title with the brand, kept out of search engines. */
export function privatePageMeta(title: string): MetaDescriptor[] {
  return [
    { title: pagesMessages.titleWithBrand(title, shellMessages.brandName) },
    { name: 'robots', content: 'noindex, nofollow' },
  ];
}

/** What a member page shows until its data has loaded in the browser (its HydrateFallback). */
export function PageLoading({ text }: { text: string }) {
  return <p className="px-4 py-16 text-center text-ink-soft">{text}</p>;
}
