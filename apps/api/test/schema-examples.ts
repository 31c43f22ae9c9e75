// Test helper for the body fuzz: a plausible value of a zod schema (what a well-behaved client sends) and
// fast-check arbitraries that spoil it the ways a hostile client would.
import fc from 'fast-check';
import type { z } from 'zod';

interface ExampleContext {
  /** A product the seed sells, for fields that name a product. */
  productId: number;
  /** An order of the member, for fields that name an order. */
  orderId: number;
}

type Def = { type: string } & Record<string, unknown>;
const defOf = (schema: unknown): Def => (schema as { _zod: { def: Def } })._zod.def;

const PRODUCT_FIELD = /^(p_id|productId|product_id)$/;
const ORDER_FIELD = /^(id|ordermain_id|oorder_id)$/;

function stringExample(schema: unknown): string {
  const s = schema as { format?: string | null; minLength?: number | null };
  if (s.format === 'email') return 'member@example.com';
  return 'a'.repeat(Math.max(1, s.minLength ?? 1));
}

/** A value the schema (mostly) accepts: every optional field filled, every list with one element. */
export function exampleOf(schema: z.ZodType | undefined, context: ExampleContext, key = ''): unknown {
  if (!schema) return undefined;
  const def = defOf(schema);
  const inner = (name: string) => exampleOf(def[name] as z.ZodType, context, key);
  switch (def.type) {
    case 'object': {
      const shape = def.shape as Record<string, z.ZodType>;
      return Object.fromEntries(Object.entries(shape).map(([k, v]) => [k, exampleOf(v, context, k)]));
    }
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return inner('innerType');
    case 'pipe':
      return inner('in');
    case 'lazy':
      return exampleOf((def.getter as () => z.ZodType)(), context, key);
    case 'string':
      return stringExample(schema);
    case 'number':
    case 'int':
      if (PRODUCT_FIELD.test(key)) return context.productId;
      return ORDER_FIELD.test(key) ? context.orderId : 1;
    case 'bigint':
      return 1;
    case 'boolean':
      return true;
    case 'enum':
      return Object.values(def.entries as Record<string, unknown>)[0];
    case 'literal':
      return (def.values as unknown[])[0];
    case 'array':
      return [inner('element')];
    case 'union':
      return exampleOf((def.options as z.ZodType[])[0], context, key);
    case 'intersection':
      return { ...(inner('left') as object), ...(inner('right') as object) };
    case 'record':
      return {};
    case 'date':
      return new Date(0).toISOString();
    default:
      return null;
  }
}

/** Values no field of the shop takes, or only just: the input a fuzz puts in a field's place. */
export function hostileValue(): fc.Arbitrary<unknown> {
  return fc.oneof(
    fc.constantFrom<unknown>(
      2 ** 31,
      2 ** 31 - 1,
      2 ** 32,
      2 ** 53,
      -(2 ** 31) - 1,
      -1,
      0,
      1.5,
      1e308,
      '\ud800',
      'a\udfffb',
      '\u0000',
      '',
      ' ',
      '1',
      'abc',
      '2147483648',
      '9'.repeat(40),
      [],
      [1],
      [{}],
      {},
      { a: 1 },
      null,
      true,
    ),
    fc.integer(),
    fc.string({ maxLength: 30 }),
    fc.string({ unit: 'binary', maxLength: 10 }),
    fc.jsonValue({ maxDepth: 2 }),
  );
}

type Path = (string | number)[];

function pathsOf(value: unknown, at: Path = []): Path[] {
  const paths: Path[] = [at];
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) paths.push(...pathsOf(item, [...at, i]));
  } else if (typeof value === 'object' && value !== null)
    for (const [k, item] of Object.entries(value)) paths.push(...pathsOf(item, [...at, k]));
  return paths;
}

function replaced(value: unknown, path: Path, by: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return by;
  if (Array.isArray(value)) return value.map((item, i) => (i === head ? replaced(item, rest, by) : item));
  if (typeof value === 'object' && value !== null)
    return { ...value, [head]: replaced((value as Record<string, unknown>)[head], rest, by) };
  return value;
}

/** Values a field of the example's own type takes at its edges, or just past them. */
function edgeOf(leaf: unknown): fc.Arbitrary<unknown> {
  if (typeof leaf === 'number')
    return fc.oneof(
      fc.constantFrom<unknown>(
        0,
        -1,
        2,
        4,
        5,
        2 ** 31 - 1,
        2 ** 31,
        2 ** 32,
        2 ** 53,
        -(2 ** 31) - 1,
        1.5,
        '1',
      ),
      fc.integer({ min: -(2 ** 31) - 10, max: 2 ** 31 + 10 }),
    );
  if (typeof leaf === 'string')
    return fc.oneof(
      fc.constantFrom<unknown>('', ' ', '\ud800', 'a\udfffb', 'a\u0000b', '0', '-1', 'x'.repeat(5000), 1),
      fc.string({ unit: 'grapheme', maxLength: 40 }),
    );
  if (typeof leaf === 'boolean') return fc.constantFrom<unknown>(false, 'true', 0, null);
  return hostileValue();
}

/** The example with one field (sometimes up to three, or the whole of it) swapped for edge or hostile values. */
export function mutated(example: unknown): fc.Arbitrary<unknown> {
  const paths = pathsOf(example);
  const leafAt = (path: Path) =>
    path.reduce<unknown>((value, key) => (value as Record<string | number, unknown>)?.[key], example);
  const change = fc
    .nat({ max: paths.length - 1 })
    .chain((i) =>
      fc.tuple(
        fc.constant(i),
        fc.oneof(
          { arbitrary: edgeOf(leafAt(paths[i]!)), weight: 3 },
          { arbitrary: hostileValue(), weight: 1 },
        ),
      ),
    );
  return fc
    .oneof(
      { arbitrary: fc.array(change, { minLength: 1, maxLength: 1 }), weight: 3 },
      fc.array(change, { minLength: 2, maxLength: 3 }),
    )
    .map((changes) => changes.reduce((value, [i, by]) => replaced(value, paths[i]!, by), example));
}
