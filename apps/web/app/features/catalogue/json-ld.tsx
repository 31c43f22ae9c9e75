import { jsonLdText } from './seo';

/** Structured data rendered into the server HTML. */
export function JsonLd({ data }: { data: unknown }) {
  // JSON with '<' escaped (jsonLdText), so no text can end the script.
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />;
}
