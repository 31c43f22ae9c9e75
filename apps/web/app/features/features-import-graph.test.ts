import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  firstFolderUnder,
  importCycles,
  importsOf,
  partGraph,
  type Read,
  sourceFiles,
  TEST_FILE,
} from '../../../../test-support/import-graph.ts';

/**
 * The storefront's import rules (docs/decisions/057-module-boundaries-and-cycles.md): features import each
 * other one way only (the feature import graph has no cycle), and components/ and lib/, which every
 * feature shares, import no feature. A piece two features need both ways goes to components/ or lib/.
 */
const FEATURES_DIR = path.dirname(fileURLToPath(import.meta.url));
const APP_DIR = path.resolve(FEATURES_DIR, '..');
const SHARED_DIRS = [path.join(APP_DIR, 'components'), path.join(APP_DIR, 'lib')];

const featureOf = firstFolderUnder(FEATURES_DIR);
const nonTestSources = (dir: string) => sourceFiles(dir).filter((file) => !TEST_FILE.test(file));

/** Each import cycle between features: "a ⇄ b: file -> specifier; …" with the imports inside it. */
export function featureCycles(files: readonly string[], read: Read): string[] {
  return importCycles(partGraph(files, read, featureOf, APP_DIR));
}

/** Every import of a feature from components/ or lib/: "file -> specifier". */
export function sharedImportsOfFeatures(files: readonly string[], read: Read): string[] {
  return files.flatMap((file) =>
    importsOf(file, read)
      .filter(([, target]) => featureOf(target) !== null)
      .map(([specifier]) => `${path.relative(APP_DIR, file)} -> ${specifier}`),
  );
}

describe('storefront feature imports', () => {
  const read: Read = (file) => readFileSync(file, 'utf8');

  it('has no import cycle between features', () => {
    const files = nonTestSources(FEATURES_DIR);
    expect(files.length).toBeGreaterThan(100);
    expect(featureCycles(files, read)).toEqual([]);
  });

  it('keeps components/ and lib/ free of feature imports', () => {
    const files = SHARED_DIRS.flatMap(nonTestSources);
    expect(files.length).toBeGreaterThan(10);
    expect(sharedImportsOfFeatures(files, read)).toEqual([]);
  });

  it('catches a made-up cycle cart → promotions → cart, and lets a one-way import be', () => {
    const file = (feature: string, name: string) => path.join(FEATURES_DIR, feature, name);
    const sources: Record<string, string> = {
      [file('cart', 'point-zone.tsx')]: "import { ExchangeFigure } from '../promotions/exchange-figure';",
      [file('promotions', 'gift-list.tsx')]: "import { OfferButtons } from '../cart/offer-buttons';",
      [file('catalogue', 'product-card.tsx')]: "import { QuickAdd } from '../cart/quick-add';",
      [file('cart', 'cart-store.ts')]: "import { storage } from '../../lib/storage';",
    };
    expect(featureCycles(Object.keys(sources), (name) => sources[name] ?? '')).toEqual([
      'cart ⇄ promotions: features/cart/point-zone.tsx -> ../promotions/exchange-figure; ' +
        'features/promotions/gift-list.tsx -> ../cart/offer-buttons',
    ]);
  });

  it('catches a shared component importing a feature', () => {
    const price = path.join(APP_DIR, 'components', 'ui', 'price.tsx');
    const source = "import { useCurrency } from '../../features/shell/use-browser-state';";
    expect(sharedImportsOfFeatures([price], () => source)).toEqual([
      'components/ui/price.tsx -> ../../features/shell/use-browser-state',
    ]);
  });
});
