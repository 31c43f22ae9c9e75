import { readdirSync, readFileSync } from 'node:fs';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { createOcrPool, OcrBusyError } from './ocr-pool.ts';

// The OCR pool's two guards for the other calls (docs/decisions/123-ocr-below-requests.md): its
// threads run at the lowest scheduling priority, and it reads at most OCR_WORKERS photos at once.

/** The nice value of every thread of this process, from /proc/self/task/<tid>/stat (field 19). */
function threadNiceValues(): number[] {
  return readdirSync('/proc/self/task').flatMap((tid) => {
    try {
      const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
      // Fields after the command name in parentheses (which may hold spaces): state is field 3.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      return [Number(fields[19 - 3])];
    } catch {
      return []; // the thread ended while listed
    }
  });
}

async function wordPhoto(): Promise<Buffer> {
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="480" height="120"><rect width="100%" height="100%" fill="#fff"/><text x="24" y="76" font-size="40" font-family="Noto Sans CJK TC, sans-serif">Glycerin</text></svg>';
  return sharp(Buffer.from(svg)).png().toBuffer();
}

const pool = createOcrPool({ workers: 1, queueMax: 2 });
afterAll(() => pool.close());

describe.runIf(process.platform === 'linux')('OCR worker threads on Linux', () => {
  it('read at nice 19 while the rest of the process keeps its priority', async () => {
    const before = threadNiceValues();
    expect(before.filter((nice) => nice === 19)).toEqual([]);
    const text = await pool.recognize(await wordPhoto());
    expect(text.trim()).toBe('Glycerin');
    const after = threadNiceValues();
    expect(after.filter((nice) => nice === 19)).toHaveLength(1);
    // The request thread (this one, the process's first task) is untouched.
    const main = readFileSync('/proc/self/stat', 'utf8');
    expect(Number(main.slice(main.lastIndexOf(')') + 2).split(' ')[19 - 3])).toBe(before[0]);
  }, 60_000);
});

describe('the OCR pool bound', () => {
  it('reads one photo at a time with OCR_WORKERS 1, queues two and turns the fourth away', async () => {
    const photo = await wordPhoto();
    const reads = [pool.recognize(photo), pool.recognize(photo), pool.recognize(photo)];
    expect(pool.load()).toEqual({ running: 1, waiting: 2 });
    await expect(pool.recognize(photo)).rejects.toBeInstanceOf(OcrBusyError);
    expect(await Promise.all(reads)).toEqual(['Glycerin\n', 'Glycerin\n', 'Glycerin\n']);
    expect(pool.load()).toEqual({ running: 0, waiting: 0 });
  }, 60_000);
});
