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
} from '../../../../test-support/import-graph.ts';

/**
 * The module boundary rules (docs/decisions/019-one-call-table-module-boundaries.md,
 * docs/decisions/057-module-boundaries-and-cycles.md):
 * - a file outside modules/<name>/ imports from that module only through modules/<name>/index.ts, which
 *   lists its services; only the composition roots (app.ts, accounts-plugin.ts) import a module's
 *   <name>.routes.ts to register it;
 * - no module imports flows/ (flows use modules, never the other way), except its <name>.routes.ts: only
 *   the composition roots import a routes file and no index.ts exports one, so a route may answer with
 *   a flow without making a cycle;
 * - no two modules import each other, through any chain of files: the module import graph has no cycle.
 */
const MODULES_DIR = path.dirname(fileURLToPath(import.meta.url));
const SRC_DIR = path.resolve(MODULES_DIR, '..');
const API_DIR = path.resolve(SRC_DIR, '..');
const FLOWS_DIR = path.join(SRC_DIR, 'flows');
const COMPOSITION_ROOTS = [path.join(SRC_DIR, 'app.ts'), path.join(SRC_DIR, 'accounts-plugin.ts')];
const SCANNED_DIRS = [SRC_DIR, path.join(API_DIR, 'test')];
/** This file: its made-up cases below are strings that look like imports. */
const THIS_FILE = fileURLToPath(import.meta.url);

const moduleOf = firstFolderUnder(MODULES_DIR);

function mayImport(file: string, target: string, targetModule: string): boolean {
  if (target === path.join(MODULES_DIR, targetModule, 'index.ts')) return true;
  const isRoutes =
    path.dirname(target) === path.join(MODULES_DIR, targetModule) && target.endsWith('.routes.ts');
  return isRoutes && COMPOSITION_ROOTS.includes(file);
}

/** Every relative import that reaches into another module past its index.ts: "file -> specifier". */
export function deepImports(files: readonly string[], read: Read): string[] {
  const found: string[] = [];
  for (const file of files) {
    for (const [specifier, target] of importsOf(file, read)) {
      const targetModule = moduleOf(target);
      if (targetModule === null || targetModule === moduleOf(file)) continue;
      if (mayImport(file, target, targetModule)) continue;
      found.push(`${path.relative(API_DIR, file)} -> ${specifier}`);
    }
  }
  return found;
}

/** Every import of flows/ from a module file other than its routes: "file -> specifier". */
export function flowImportsOfModules(files: readonly string[], read: Read): string[] {
  return files
    .filter((file) => moduleOf(file) !== null && !file.endsWith('.routes.ts'))
    .flatMap((file) =>
      importsOf(file, read)
        .filter(([, target]) => !path.relative(FLOWS_DIR, target).startsWith('..'))
        .map(([specifier]) => `${path.relative(API_DIR, file)} -> ${specifier}`),
    );
}

/** Each import cycle between modules: "a ⇄ b: file -> specifier; …" with the imports that close it. */
export function moduleCycles(files: readonly string[], read: Read): string[] {
  return importCycles(partGraph(files, read, moduleOf, API_DIR));
}

/** Every index.ts line that hands out a routes file: "file -> specifier". */
export function routesExportedByIndex(files: readonly string[], read: Read): string[] {
  return files
    .filter((file) => moduleOf(file) !== null && path.basename(file) === 'index.ts')
    .flatMap((file) =>
      importsOf(file, read)
        .filter(([specifier]) => specifier.endsWith('.routes.ts'))
        .map(([specifier]) => `${path.relative(API_DIR, file)} -> ${specifier}`),
    );
}

describe('module boundaries', () => {
  const files = SCANNED_DIRS.flatMap(sourceFiles).filter((file) => file !== THIS_FILE);
  const read: Read = (file) => readFileSync(file, 'utf8');

  it('imports another module only through its index.ts; only app.ts registers routes', () => {
    expect(files.length).toBeGreaterThan(50);
    expect(deepImports(files, read)).toEqual([]);
  });

  it('has no import cycle between modules', () => {
    expect(moduleCycles(files, read)).toEqual([]);
  });

  it('lets flows use modules, never modules use flows', () => {
    expect(flowImportsOfModules(files, read)).toEqual([]);
  });

  it('keeps routes out of every index.ts', () => {
    expect(routesExportedByIndex(files, read)).toEqual([]);
  });

  it('catches a deep import into another module, and lets a module read its own files', () => {
    const sellPages = path.join(MODULES_DIR, 'sell-pages', 'sell-pages.service.ts');
    const sources: Record<string, string> = {
      [sellPages]: [
        "import { selectTagsOfProduct } from '../catalogue/catalogue.repository.ts';",
        "import { catalogueRoutes } from '../catalogue/catalogue.routes.ts';",
        "import { listProductsByIds } from '../catalogue/index.ts';",
        "import { selectSellPage } from './sell-pages.repository.ts';",
        "import { notFound } from '../../errors.ts';",
      ].join('\n'),
    };
    expect(deepImports([sellPages], (file) => sources[file] ?? '')).toEqual([
      'src/modules/sell-pages/sell-pages.service.ts -> ../catalogue/catalogue.repository.ts',
      'src/modules/sell-pages/sell-pages.service.ts -> ../catalogue/catalogue.routes.ts',
    ]);
  });

  it('lets app.ts, and no other file, import a module routes', () => {
    const app = path.join(SRC_DIR, 'app.ts');
    const job = path.join(SRC_DIR, 'jobs', 'some-job.ts');
    const source = "import { cartRoutes } from './modules/cart/cart.routes.ts';";
    const jobSource = "import { cartRoutes } from '../modules/cart/cart.routes.ts';";
    const sources: Record<string, string> = { [app]: source, [job]: jobSource };
    expect(deepImports([app, job], (file) => sources[file] ?? '')).toEqual([
      'src/jobs/some-job.ts -> ../modules/cart/cart.routes.ts',
    ]);
  });

  it('catches a made-up cycle a → b → c → a, but not a test file or a one-way import', () => {
    const file = (module: string, name: string) => path.join(MODULES_DIR, module, name);
    const sources: Record<string, string> = {
      [file('alpha', 'alpha.service.ts')]: "import { b } from '../beta/index.ts';",
      [file('beta', 'beta.service.ts')]: "import { c } from '../gamma/index.ts';",
      [file('gamma', 'gamma.repository.ts')]: "import { a } from '../alpha/index.ts';",
      [file('delta', 'delta.service.ts')]: "import { a } from '../alpha/index.ts';",
      [file('alpha', 'alpha.test.ts')]: "import { d } from '../delta/index.ts';",
    };
    expect(moduleCycles(Object.keys(sources), (name) => sources[name] ?? '')).toEqual([
      'alpha ⇄ beta ⇄ gamma: src/modules/alpha/alpha.service.ts -> ../beta/index.ts; ' +
        'src/modules/beta/beta.service.ts -> ../gamma/index.ts; ' +
        'src/modules/gamma/gamma.repository.ts -> ../alpha/index.ts',
    ]);
  });

  it('catches a module importing a flow, and lets a flow import a module and a route answer with a flow', () => {
    const otp = path.join(MODULES_DIR, 'otp', 'otp.service.ts');
    const routes = path.join(MODULES_DIR, 'otp', 'otp.routes.ts');
    const flow = path.join(FLOWS_DIR, 'send-otp', 'send-otp.flow.ts');
    const sources: Record<string, string> = {
      [otp]: "import { sendOtp } from '../../flows/send-otp/send-otp.flow.ts';",
      [routes]: "import { sendOtp } from '../../flows/send-otp/send-otp.flow.ts';",
      [flow]: "import { sendOtpCode } from '../../modules/otp/index.ts';",
    };
    expect(flowImportsOfModules([otp, routes, flow], (file) => sources[file] ?? '')).toEqual([
      'src/modules/otp/otp.service.ts -> ../../flows/send-otp/send-otp.flow.ts',
    ]);
  });

  it('catches an index.ts exporting routes', () => {
    const index = path.join(MODULES_DIR, 'cart', 'index.ts');
    const source =
      "export { cartRoutes } from './cart.routes.ts';\nexport { cartSummary } from './cart-summary.service.ts';";
    expect(routesExportedByIndex([index], () => source)).toEqual([
      'src/modules/cart/index.ts -> ./cart.routes.ts',
    ]);
  });
});
