import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { columnName, escapeXml, type XlsxCell, xlsxStream } from './xlsx-stream.ts';

async function collect(stream: AsyncIterable<Uint8Array>) {
  const chunks: Uint8Array[] = [];
  for await (const chunk of stream) chunks.push(chunk);
  return { chunks, bytes: Buffer.concat(chunks) };
}

/** Reads sheet1 back into rows of cells (inline strings and numbers), as a spreadsheet would. */
function readSheet(bytes: Uint8Array): (string | number)[][] {
  const files = unzipSync(bytes);
  const sheet = strFromU8(files['xl/worksheets/sheet1.xml'] as Uint8Array);
  const unescapeXml = (t: string) =>
    t
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, '&');
  return [...sheet.matchAll(/<row r="(\d+)">(.*?)<\/row>/g)].map((row) =>
    [...(row[2] ?? '').matchAll(/<c r="([A-Z]+)\d+"(?: t="inlineStr")?>(.*?)<\/c>/g)].map((cell) => {
      const text = /<t xml:space="preserve">(.*?)<\/t>/.exec(cell[2] ?? '');
      return text ? unescapeXml(text[1] ?? '') : Number(/<v>(.*?)<\/v>/.exec(cell[2] ?? '')?.[1]);
    }),
  );
}

describe('xlsx stream', () => {
  it('names columns A…Z, AA… and escapes XML, dropping characters XML cannot hold', () => {
    expect([0, 7, 25, 26, 27, 701, 702].map(columnName)).toEqual(['A', 'H', 'Z', 'AA', 'AB', 'ZZ', 'AAA']);
    expect(escapeXml('<a href="x">&\u0001</a>')).toBe('&lt;a href=&quot;x&quot;&gt;&amp;&lt;/a&gt;');
  });

  it('writes a workbook Excel can open, and the rows read back as written', async () => {
    async function* batches(): AsyncGenerator<XlsxCell[][]> {
      yield [['MR001', '林小安 <VIP>', 1280]];
      yield [];
      yield [
        ['\'=HYPERLINK("x")', '陳 & 王', 0],
        ['MR003', '', 99],
      ];
    }
    const { chunks, bytes } = await collect(xlsxStream('訂單', ['訂單編號', '收件人', '金額'], batches()));
    expect(chunks.length).toBeGreaterThan(1);
    const files = unzipSync(bytes);
    expect(Object.keys(files).sort()).toEqual([
      '[Content_Types].xml',
      '_rels/.rels',
      'xl/_rels/workbook.xml.rels',
      'xl/styles.xml',
      'xl/workbook.xml',
      'xl/worksheets/sheet1.xml',
    ]);
    expect(strFromU8(files['xl/workbook.xml'] as Uint8Array)).toContain(
      '<sheet name="訂單" sheetId="1" r:id="rId1"/>',
    );
    expect(readSheet(bytes)).toEqual([
      ['訂單編號', '收件人', '金額'],
      ['MR001', '林小安 <VIP>', 1280],
      ['\'=HYPERLINK("x")', '陳 & 王', 0],
      ['MR003', '', 99],
    ]);
    // No cell is ever a formula: texts are inline strings.
    expect(strFromU8(files['xl/worksheets/sheet1.xml'] as Uint8Array)).not.toContain('<f>');
  });

  it('hands out compressed bytes batch by batch rather than the whole file at the end', async () => {
    const BATCHES = 40;
    async function* many(): AsyncGenerator<XlsxCell[][]> {
      for (let b = 0; b < BATCHES; b++)
        yield Array.from({ length: 500 }, (_, i) => [`MR${b}-${i}`, `收件人 ${Math.random()}`, i]);
    }
    const { chunks, bytes } = await collect(xlsxStream('訂單', ['a', 'b', 'c'], many()));
    expect(chunks.length).toBeGreaterThan(BATCHES / 2);
    expect(Math.max(...chunks.map((c) => c.length))).toBeLessThan(bytes.length / 4);
    expect(readSheet(bytes)).toHaveLength(1 + BATCHES * 500);
  });
});
