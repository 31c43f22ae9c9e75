export const XLSX_CONTENT_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const DEFAULT_XLSX_FILE_NAME = 'download.xlsx';

/** The body of an answer: a File for a spreadsheet, parsed JSON, the text, or null when empty. */
export async function readAnswer(response: Response): Promise<unknown> {
  const contentType = response.headers.get('content-type') ?? '';
  if (contentType.includes(XLSX_CONTENT_TYPE)) {
    const fileName = fileNameFromDisposition(response.headers.get('content-disposition'));
    return new File([await response.blob()], fileName, { type: XLSX_CONTENT_TYPE });
  }
  const text = await response.text();
  if (text === '') return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** The file name of a Content-Disposition header, preferring the RFC 5987 filename* form. */
export function fileNameFromDisposition(header: string | null, fallback = DEFAULT_XLSX_FILE_NAME): string {
  if (!header) return fallback;
  const extended = /filename\*\s*=\s*[^']*'[^']*'([^;]+)/i.exec(header)?.[1];
  if (extended) {
    try {
      return decodeURIComponent(unquote(extended));
    } catch {
      // A malformed escape falls through to the plain filename.
    }
  }
  const plain = /filename\s*=\s*("[^"]*"|[^;]+)/i.exec(header)?.[1];
  return plain ? unquote(plain) || fallback : fallback;
}

function unquote(value: string): string {
  return value.trim().replace(/^"(.*)"$/, '$1');
}

/** Reads and drops a body that will not be used, so the connection can be reused. */
export async function discardBody(response: Response): Promise<void> {
  try {
    await response.body?.cancel();
  } catch {
    // Nothing to free.
  }
}
