// The import graph of a source tree, for the tests that keep its parts apart: the API's modules
// (apps/api/src/modules/module-boundaries.test.ts) and the storefront's features
// (apps/web/app/features/features-import-graph.test.ts). Only relative imports are read.
import { readdirSync } from 'node:fs';
import path from 'node:path';

export type Read = (file: string) => string;
/** Which part ('cart', 'checkout') a file or import target belongs to, or null outside every part. */
export type PartOf = (file: string) => string | null;
/** part -> imported part -> the first "file -> specifier" that makes the edge. */
export type PartGraph = Map<string, Map<string, string>>;

const IMPORT_PATTERN = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|vi\.mock\(\s*)(['"])(\.{1,2}\/[^'"]+)\1/g;
export const TEST_FILE = /\.test\.tsx?$/;

export function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The part of a file under `root`: the name of its first folder there ('cart' for root/cart/x.ts). */
export function firstFolderUnder(root: string): PartOf {
  return (file) => {
    const relative = path.relative(root, file);
    if (relative.startsWith('..')) return null;
    const [first, ...rest] = relative.split(path.sep);
    return rest.length > 0 ? (first ?? null) : null;
  };
}

/** Every relative import of a file, resolved: [specifier, absolute target]. */
export function importsOf(file: string, read: Read): [string, string][] {
  return [...read(file).matchAll(IMPORT_PATTERN)].map((match) => {
    const specifier = match[2] as string;
    return [specifier, path.resolve(path.dirname(file), specifier)];
  });
}

/** The graph of parts; tests are left out. Edges are named relative to `namesFrom`. */
export function partGraph(
  files: readonly string[],
  read: Read,
  partOf: PartOf,
  namesFrom: string,
): PartGraph {
  const graph: PartGraph = new Map();
  for (const file of files) {
    const from = partOf(file);
    if (from === null || TEST_FILE.test(file)) continue;
    const edges = graph.get(from) ?? new Map<string, string>();
    graph.set(from, edges);
    for (const [specifier, target] of importsOf(file, read)) {
      const to = partOf(target);
      if (to === null || to === from || edges.has(to)) continue;
      edges.set(to, `${path.relative(namesFrom, file)} -> ${specifier}`);
    }
  }
  return graph;
}

/** The strongly connected groups of more than one part (Tarjan): each holds at least one cycle. */
function cyclicGroups(graph: PartGraph): string[][] {
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

/** Each import cycle: "a ⇄ b: file -> specifier; …" with the imports inside it. */
export function importCycles(graph: PartGraph): string[] {
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
