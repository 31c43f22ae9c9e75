import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The storefront's import rules (docs/decisions/module-boundaries-and-cycles.md): features import each
 * other one way only (the feature import graph has no cycle), and components/ and lib/, which every
 * feature shares, import no feature. A piece two features need both ways goes to components/ or lib/.
 */
const FEATURES_DIR = path.dirname(fileURLToPath(import.meta.url));
const APP_DIR = path.resolve(FEATURES_DIR, '..');
const SHARED_DIRS = [path.join(APP_DIR, 'components'), path.join(APP_DIR, 'lib')];
const IMPORT_PATTERN = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|vi\.mock\(\s*)(['"])(\.{1,2}\/[^'"]+)\1/g;
const TEST_FILE = /\.test\.tsx?$/;

type Read = (file: string) => string;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !TEST_FILE.test(entry.name) ? [full] : [];
  });
}

/** The feature a file or import target belongs to ('cart' for features/cart/x), or null outside features/. */
function featureOf(file: string): string | null {
  const relative = path.relative(FEATURES_DIR, file);
  if (relative.startsWith('..')) return null;
  const [first, ...rest] = relative.split(path.sep);
  return rest.length > 0 ? (first ?? null) : null;
}

/** Every relative import of a file: [specifier, absolute target]. */
function importsOf(file: string, read: Read): [string, string][] {
  return [...read(file).matchAll(IMPORT_PATTERN)].map((match) => {
    const specifier = match[2] as string;
    return [specifier, path.resolve(path.dirname(file), specifier)];
  });
}

/** feature -> imported feature -> the first "file -> specifier" that makes the edge. */
function featureGraph(files: readonly string[], read: Read): Map<string, Map<string, string>> {
  const graph = new Map<string, Map<string, string>>();
  for (const file of files) {
    const from = featureOf(file);
    if (from === null) continue;
    const edges = graph.get(from) ?? new Map<string, string>();
    graph.set(from, edges);
    for (const [specifier, target] of importsOf(file, read)) {
      const to = featureOf(target);
      if (to === null || to === from || edges.has(to)) continue;
      edges.set(to, `${path.relative(APP_DIR, file)} -> ${specifier}`);
    }
  }
  return graph;
}

/** The strongly connected groups of more than one feature (Tarjan): each holds at least one cycle. */
function cyclicGroups(graph: Map<string, Map<string, string>>): string[][] {
  const order = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const groups: string[][] = [];
  const visit = (node: string): void => {
    order.set(node, order.size);
    low.set(node, order.get(node) as number);
    stack.push(node);
    for (const next of graph.get(node)?.keys() ?? []) {
      if (!order.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) as number, low.get(next) as number));
      } else if (stack.includes(next)) {
        low.set(node, Math.min(low.get(node) as number, order.get(next) as number));
      }
    }
    if (low.get(node) !== order.get(node)) return;
    const group: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop() as string;
      group.push(member);
    } while (member !== node);
    if (group.length > 1) groups.push(group.sort());
  };
  for (const node of [...graph.keys()].sort()) if (!order.has(node)) visit(node);
  return groups;
}

/** Each import cycle between features: "a ⇄ b: file -> specifier; …" with the imports inside it. */
export function featureCycles(files: readonly string[], read: Read): string[] {
  const graph = featureGraph(files, read);
  return cyclicGroups(graph).map((group) => {
    const edges = group.flatMap((from) =>
      group.flatMap((to) => {
        const edge = graph.get(from)?.get(to);
        return edge ? [edge] : [];
      }),
    );
    return `${group.join(' ⇄ ')}: ${edges.join('; ')}`;
  });
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
    const files = sourceFiles(FEATURES_DIR);
    expect(files.length).toBeGreaterThan(100);
    expect(featureCycles(files, read)).toEqual([]);
  });

  it('keeps components/ and lib/ free of feature imports', () => {
    const files = SHARED_DIRS.flatMap(sourceFiles);
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
