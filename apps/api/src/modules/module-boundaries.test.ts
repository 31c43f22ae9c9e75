import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The module boundary rule (docs/decisions.md "Module boundaries"): a file outside modules/<name>/ may
 * import from that module only through modules/<name>/index.ts, which lists its public functions.
 */
const MODULES_DIR = path.dirname(fileURLToPath(import.meta.url));
const API_DIR = path.resolve(MODULES_DIR, '../..');
const SCANNED_DIRS = [path.join(API_DIR, 'src'), path.join(API_DIR, 'test')];
const IMPORT_PATTERN = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|vi\.mock\(\s*)(['"])(\.{1,2}\/[^'"]+)\1/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The module a file belongs to ('catalogue' for modules/catalogue/x.ts), or null outside modules/. */
function moduleOf(file: string): string | null {
  const relative = path.relative(MODULES_DIR, file);
  if (relative.startsWith('..')) return null;
  const [first, ...rest] = relative.split(path.sep);
  return rest.length > 0 ? (first ?? null) : null;
}

/** Every relative import that reaches into another module past its index.ts: "file -> specifier". */
export function deepImports(files: readonly string[], read: (file: string) => string): string[] {
  const found: string[] = [];
  for (const file of files) {
    for (const match of read(file).matchAll(IMPORT_PATTERN)) {
      const specifier = match[2] as string;
      const target = path.resolve(path.dirname(file), specifier);
      const targetModule = moduleOf(target);
      if (targetModule === null || targetModule === moduleOf(file)) continue;
      if (target === path.join(MODULES_DIR, targetModule, 'index.ts')) continue;
      found.push(`${path.relative(API_DIR, file)} -> ${specifier}`);
    }
  }
  return found;
}

describe('module boundaries', () => {
  it('imports another module only through its index.ts', () => {
    const files = SCANNED_DIRS.flatMap(sourceFiles);
    expect(files.length).toBeGreaterThan(50);
    expect(deepImports(files, (file) => readFileSync(file, 'utf8'))).toEqual([]);
  });

  it('catches a deep import into another module, and lets a module read its own files', () => {
    const sellPages = path.join(MODULES_DIR, 'sell-pages', 'sell-pages.service.ts');
    const sources: Record<string, string> = {
      [sellPages]: [
        "import { selectTagsOfProduct } from '../catalogue/catalogue.repository.ts';",
        "import { listProductsByIds } from '../catalogue/index.ts';",
        "import { selectSellPage } from './sell-pages.repository.ts';",
        "import { notFound } from '../../errors.ts';",
      ].join('\n'),
    };
    expect(deepImports([sellPages], (file) => sources[file] ?? '')).toEqual([
      'src/modules/sell-pages/sell-pages.service.ts -> ../catalogue/catalogue.repository.ts',
    ]);
  });
});
