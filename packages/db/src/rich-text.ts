import sanitizeHtml from 'sanitize-html';

// One policy for every piece of HTML stored in the database (sell copy, content pages, FAQ answers,
// articles, ingredient descriptions). It runs on write — in the seed and in every API write path — so
// what the storefront renders with dangerouslySetInnerHTML never carries a script, a handler or a style.

const RICH_TEXT_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'hr',
    'h2',
    'h3',
    'h4',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'small',
    'sup',
    'sub',
    'span',
    'div',
    'section',
    'blockquote',
    'ul',
    'ol',
    'li',
    'dl',
    'dt',
    'dd',
    'a',
    'img',
    'figure',
    'figcaption',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
  ],
  allowedAttributes: {
    '*': ['class', 'id'],
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height', 'loading'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    // A link opening a new tab must not hand the opener to the other site.
    a: (tagName, attribs) =>
      attribs.target === '_blank'
        ? { tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } }
        : { tagName, attribs },
  },
};

/** HTML from an editor or the seed, reduced to the tags and attributes the storefront may render. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, RICH_TEXT_OPTIONS).trim();
}

/** Text from a shopper (comments, contact messages): every tag removed, every other character kept as typed. */
export function sanitizePlainText(text: string): string {
  // The parser decodes entities in text; '&' is escaped first so that what the member typed (even
  // '&lt;script&gt;') comes back letter for letter and never turns into markup.
  const stripped = sanitizeHtml(text.replace(/&/g, '&amp;'), {
    allowedTags: [],
    allowedAttributes: {},
    disallowedTagsMode: 'discard',
  });
  return decodeBasicEntities(stripped).replace(/\r\n?/g, '\n').trim();
}

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};

// sanitize-html escapes the text it keeps; plain text is stored unescaped and escaped by React on output.
function decodeBasicEntities(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity);
}
