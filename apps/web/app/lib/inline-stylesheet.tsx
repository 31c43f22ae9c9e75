// The site's one stylesheet goes inside the server HTML instead of a <link> the browser would have to
// fetch before it may paint (one round trip less on a phone). entry.server.tsx reads the built file and
// hands its text down through InlineCssContext; in the browser React adopts the <style> element the
// server wrote (it is a style resource keyed by href), so the text is never part of the scripts.
import { createContext, useContext } from 'react';

/** The stylesheet's text on the server; null in the browser. */
export const InlineCssContext = createContext<string | null>(null);

export function InlineStylesheet({ href }: { href: string }) {
  const css = useContext(InlineCssContext);
  return (
    <style href={href} precedence="app">
      {css ?? ''}
    </style>
  );
}
