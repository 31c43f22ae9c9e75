// HTML from the CMS tables. It is sanitized on write by the API (sanitize-html), so it is rendered
// as it comes; the classes only give the tags a readable rhythm.
const PROSE =
  'text-[15px] leading-7 text-ink [&>:first-child]:mt-0! [&>:last-child]:mb-0! [&_a]:text-accent-strong [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:border-line [&_blockquote]:pl-4 [&_blockquote]:text-ink-soft [&_h2]:mt-8 [&_h2]:mb-3 [&_h2]:text-xl [&_h2]:font-semibold [&_h3]:mt-6 [&_h3]:mb-2 [&_h3]:text-lg [&_h3]:font-semibold [&_img]:my-4 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-lg [&_li]:my-1 [&_ol]:my-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:my-4 [&_table]:my-4 [&_table]:w-full [&_td]:border [&_td]:border-line [&_td]:p-2 [&_th]:border [&_th]:border-line [&_th]:bg-sand [&_th]:p-2 [&_ul]:my-4 [&_ul]:list-disc [&_ul]:pl-6';

export function RichHtml({
  html,
  className = '',
  testId,
}: {
  html: string;
  className?: string;
  testId?: string;
}) {
  if (!html) return null;
  return (
    <div
      data-testid={testId}
      className={`${PROSE} ${className}`}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
