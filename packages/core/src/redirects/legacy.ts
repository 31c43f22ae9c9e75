const LEGACY_FILE_SUFFIX = '.php';
const NEWS_FILE = 'news.php';
const NEWS_QUERY_PARAM = 'news';

/** The legacy file name a path ends in ('/member/gift3-5.php' → 'gift3-5.php'), or null. */
export function legacyFileName(pathname: string): string | null {
  const fileName = pathname.split('/').pop() ?? '';
  return fileName.length > LEGACY_FILE_SUFFIX.length && fileName.endsWith(LEGACY_FILE_SUFFIX)
    ? fileName
    : null;
}

/**
 * Where a legacy .php address now lives (storefront.md §2.4), or null to continue to the original route.
 * The file name is looked up case-sensitively in the phpRedirects map of /redirects.json and the query
 * string is kept. news.php?news={id} goes to /news/{id}; the news parameter is dropped from the query
 * because it now sits in the path. Without a news value, news.php goes to its mapped path.
 */
export function resolveLegacyRedirect(
  pathname: string,
  search: string,
  phpRedirects: Record<string, string>,
): string | null {
  const fileName = legacyFileName(pathname);
  if (fileName === null || !Object.hasOwn(phpRedirects, fileName)) return null;
  const mappedPath = phpRedirects[fileName]!;
  const query = new URLSearchParams(search);
  const newsId = fileName === NEWS_FILE ? query.get(NEWS_QUERY_PARAM)?.trim() : undefined;
  if (!newsId) return appendQuery(mappedPath, stripQuestionMark(search));
  query.delete(NEWS_QUERY_PARAM);
  return appendQuery(`/news/${encodeURIComponent(newsId)}`, query.toString());
}

function stripQuestionMark(search: string): string {
  return search.startsWith('?') ? search.slice(1) : search;
}

function appendQuery(path: string, query: string): string {
  if (query === '') return path;
  return `${path}${path.includes('?') ? '&' : '?'}${query}`;
}
