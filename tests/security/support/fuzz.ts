import fc from 'fast-check';
import type { z } from 'zod';

/** The top-level field names of an endpoint's zod schema (through defaults, optionals, pipes and transforms). */
export function schemaKeys(schema: z.ZodType | undefined): string[] {
  let node = schema as unknown as { shape?: Record<string, unknown>; _zod?: { def: { type: string; in?: unknown; innerType?: unknown; options?: unknown[] } } } | undefined;
  for (let depth = 0; node && depth < 10; depth += 1) {
    if (node.shape) return Object.keys(node.shape);
    const def = node._zod?.def;
    if (!def) return [];
    if (def.type === 'union' && def.options) return [...new Set(def.options.flatMap((option) => schemaKeys(option as z.ZodType)))];
    node = (def.in ?? def.innerType) as typeof node;
  }
  return [];
}

const nested = (depth: number, leaf: unknown): unknown => {
  let value = leaf;
  for (let level = 0; level < depth; level += 1) value = level % 2 ? [value] : { a: value };
  return value;
};

/** Strings that have broken servers: empty, numeric-looking, dates that don't exist, scripts, SQL, paths, RTL, emoji, control characters. */
const nastyStrings = fc.constantFrom(
  '',
  ' ',
  '\t\n',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e309',
  '-0',
  '0x1F',
  '00000000001',
  '١٢٣٤',
  '２０２６',
  'ı İ ğ Ğ ş Ş ç Ç ö Ö ü Ü',
  'İSTANBUL',
  '\u202Egnp.exe\u202C',
  'مرحبا بالعالم',
  'שלום',
  '👩‍👩‍👧‍👦🚢✈️',
  '\uD800',
  '\uFEFF',
  '\u0000',
  'a\u0000b',
  '\r\nSet-Cookie: x=1',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  "' OR '1'='1' --",
  '1; DROP TABLE users; --',
  '../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '%00',
  '%2e%2e%2f',
  '${7*7}{{7*7}}',
  '2026-02-30',
  '0000-00-00',
  '9999-12-31T23:59:59Z',
  '2026-13-01',
  '__proto__',
  'constructor',
  'prototype',
  'TRIST',
  'SEA_LCL',
  'CSQU3054383',
  '00000000-0000-0000-0000-000000000000',
);

const edgeNumbers = fc.constantFrom(0, -0, -1, 1, 1.5, 0.1 + 0.2, 2 ** 31, -(2 ** 31) - 1, 2 ** 53, Number.MAX_SAFE_INTEGER + 2, -Number.MAX_SAFE_INTEGER, 1e308, -1e308, Number.MIN_VALUE, 1e-7);

/** One field's value: anything JSON can carry, biased to what breaks validators and databases. */
export const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: nastyStrings, weight: 4 },
  { arbitrary: edgeNumbers, weight: 3 },
  { arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }), weight: 2 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 20 }), weight: 1 },
  { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 2 },
  { arbitrary: fc.constantFrom(true, false, null, [], {}), weight: 2 },
  { arbitrary: fc.array(fc.record({ id: edgeNumbers, code: nastyStrings }), { maxLength: 5 }), weight: 1 },
);

/** Values that cost the server work to refuse (huge strings, deep nesting, long arrays): one field of a body in ten. */
const heavyValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.integer({ min: 1_000, max: 80_000 }).map((length) => 'ğ'.repeat(length)),
  fc.integer({ min: 10, max: 3_000 }).map((depth) => nested(depth, 'x')),
  fc.integer({ min: 100, max: 20_000 }).map((length) => Array.from({ length }, (_, index) => index)),
);

/** Prototype-pollution shapes, spliced into the JSON text (JSON.stringify would drop a __proto__ key). */
const pollution = fc.constantFrom(
  '"__proto__":{"polluted":"yes","isAdmin":true,"roles":["Admin"]}',
  '"constructor":{"prototype":{"polluted":"yes"}}',
  '"__proto__":null',
  '"prototype":{"polluted":"yes"}',
);

/** A body as JSON text: arbitrary JSON, near-valid objects of the route's fields with wrong values, pollution, broken JSON. */
export function bodyText(keys: string[]): fc.Arbitrary<string> {
  const field = fc.constantFrom(...(keys.length ? keys : ['value']));
  const fields = keys.length ? fc.dictionary(fc.constantFrom(...keys), nastyValue, { maxKeys: keys.length }) : fc.constant({});
  const heavy = fc.tuple(fields, field, heavyValue).map(([known, name, value]) => JSON.stringify({ ...known, [name]: value }));
  const nearValid = fc.tuple(fields, fc.dictionary(fc.string({ maxLength: 12 }), nastyValue, { maxKeys: 2 })).map(([known, extra]) => JSON.stringify(Math.random() < 0.8 ? known : { ...extra, ...known }));
  const polluted = fc.tuple(fields, pollution).map(([known, key]) => {
    const text = JSON.stringify(known);
    return text === '{}' ? `{${key}}` : `{${key},${text.slice(1)}`;
  });
  return fc.oneof(
    { arbitrary: nearValid, weight: 6 },
    { arbitrary: heavy, weight: 1 },
    { arbitrary: fc.jsonValue().map((value) => JSON.stringify(value)), weight: 2 },
    { arbitrary: polluted, weight: 1 },
    { arbitrary: fc.constantFrom('{"a":', '{"a":1}}', "{'a':1}", 'NaN', '[', '\uFEFF{}', '{"a":1,"a":2}', '{"__proto__":{"__proto__":{}}}', '"\\ud800"', '1e999999'), weight: 1 },
  );
}

/** A query string: the route's parameters with nasty values (repeated, encoded wrongly, bracketed names). */
export function queryText(keys: string[]): fc.Arbitrary<string> {
  const names = keys.length ? fc.constantFrom(...keys, '__proto__', 'constructor') : fc.constantFrom('id', '__proto__', 'constructor');
  const value = fc.oneof(nastyStrings, edgeNumbers.map(String), fc.string({ unit: 'grapheme', maxLength: 30 }), fc.integer({ min: 100, max: 9_000 }).map((length) => 'x'.repeat(length)));
  const pairs = fc.array(fc.tuple(names, value), { maxLength: 5 }).map((list) => new URLSearchParams(list).toString());
  return fc.oneof(
    { arbitrary: pairs, weight: 8 },
    { arbitrary: fc.constantFrom('%zz', 'id=%E0%A4%A', '__proto__[polluted]=yes', 'id[]=1&id[]=2', '&&&=&=', 'id', '=1'), weight: 1 },
  );
}
