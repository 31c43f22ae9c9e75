// A one-sheet .xlsx written as it is read (decision 106): the workbook parts are fixed text, the sheet's
// rows are XML written batch by batch into a streamed, deflated zip entry (fflate's Zip/ZipDeflate), so
// memory holds one batch and the compressor's window, never the file. Office Open XML (ECMA-376 Part 1,
// SpreadsheetML §18.3 sheetData): text cells as inline strings (t="inlineStr", no shared-strings table
// to build before the first row), numbers as <v>.
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';

export type XlsxCell = string | number;

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN_NS = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const REL_NS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PKG_REL_NS = 'http://schemas.openxmlformats.org/package/2006/relationships';

const FIXED_PARTS: Record<string, string> = {
  '[Content_Types].xml': `${XML_HEAD}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/></Types>`,
  '_rels/.rels': `${XML_HEAD}<Relationships xmlns="${PKG_REL_NS}"><Relationship Id="rId1" Type="${REL_NS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
  'xl/_rels/workbook.xml.rels': `${XML_HEAD}<Relationships xmlns="${PKG_REL_NS}"><Relationship Id="rId1" Type="${REL_NS}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${REL_NS}/styles" Target="styles.xml"/></Relationships>`,
  'xl/styles.xml': `${XML_HEAD}<styleSheet xmlns="${MAIN_NS}"><fonts count="1"><font><sz val="11"/><name val="Calibri"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/></cellXfs></styleSheet>`,
};

function workbookXml(sheetName: string): string {
  return `${XML_HEAD}<workbook xmlns="${MAIN_NS}" xmlns:r="${REL_NS}"><sheets><sheet name="${escapeXml(sheetName)}" sheetId="1" r:id="rId1"/></sheets></workbook>`;
}

/** XML text: the five entities escaped, and characters XML 1.0 forbids (C0 controls but tab, LF, CR) dropped. */
export function escapeXml(text: string): string {
  return (
    text
      // biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters XML 1.0 forbids.
      .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '')
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
  );
}

/** A, B, …, Z, AA, … */
export function columnName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26))
    name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

function rowXml(rowNumber: number, cells: readonly XlsxCell[]): string {
  let xml = `<row r="${rowNumber}">`;
  cells.forEach((cell, i) => {
    const ref = `${columnName(i)}${rowNumber}`;
    xml +=
      typeof cell === 'number'
        ? `<c r="${ref}"><v>${Number.isFinite(cell) ? cell : 0}</v></c>`
        : `<c r="${ref}" t="inlineStr"><is><t xml:space="preserve">${escapeXml(cell)}</t></is></c>`;
  });
  return `${xml}</row>`;
}

const encoder = new TextEncoder();

/**
 * The workbook as zip chunks: the header row, then each batch of rows as it arrives from `batches`.
 * Chunks are handed out after every batch, so the reader of the answer sets the pace.
 */
export async function* xlsxStream(
  sheetName: string,
  header: readonly string[],
  batches: AsyncIterable<readonly (readonly XlsxCell[])[]>,
): AsyncGenerator<Uint8Array> {
  const out: Uint8Array[] = [];
  let failure: Error | null = null;
  const zip = new Zip((error, chunk) => {
    if (error) failure = error;
    else out.push(chunk);
  });
  const drain = function* () {
    if (failure) throw failure;
    while (out.length > 0) yield out.shift() as Uint8Array;
  };
  const fixed = { ...FIXED_PARTS, 'xl/workbook.xml': workbookXml(sheetName) };
  for (const [name, text] of Object.entries(fixed)) {
    const part = new ZipPassThrough(name);
    zip.add(part);
    part.push(encoder.encode(text), true);
  }
  const sheet = new ZipDeflate('xl/worksheets/sheet1.xml', { level: 6 });
  zip.add(sheet);
  sheet.push(encoder.encode(`${XML_HEAD}<worksheet xmlns="${MAIN_NS}"><sheetData>${rowXml(1, header)}`));
  yield* drain();
  let rowNumber = 1;
  for await (const rows of batches) {
    let xml = '';
    for (const row of rows) xml += rowXml(++rowNumber, row);
    if (xml) sheet.push(encoder.encode(xml));
    yield* drain();
  }
  sheet.push(encoder.encode('</sheetData></worksheet>'), true);
  zip.end();
  yield* drain();
}
