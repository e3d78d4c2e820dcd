import fc from 'fast-check';

/** A JSON Schema as the OpenAPI document gives it (zod's JSON Schema output). */
export type TJsonSchema = {
  type?: string | string[];
  properties?: Record<string, TJsonSchema>;
  required?: string[];
  items?: TJsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: TJsonSchema[];
  oneOf?: TJsonSchema[];
  allOf?: TJsonSchema[];
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  nullable?: boolean;
  additionalProperties?: boolean | TJsonSchema;
};

/** Text every layer must refuse or store safely: controls, surrogates, long, injected, odd Unicode. */
export const HOSTILE_STRINGS: readonly string[] = [
  '\u0000',
  'a\u0000b',
  'x'.repeat(8) + '\u0000',
  '\u0001\u0002\u001f',
  '\u001b[31mred\u001b[0m',
  'tab\there',
  'line\nbreak',
  'cr\rreturn',
  'del\u007f',
  'nel\u0085',
  '\u009b',
  'lone \ud800 high',
  'lone \udfff low',
  '\udc00\ud800',
  '\u202eright-to-left',
  '\ufeffbom',
  '\u2028\u2029',
  'İıſK',
  '😀'.repeat(3),
  'a'.repeat(300),
  'a'.repeat(10_000),
  'é'.repeat(5_000),
  '😀'.repeat(3_000),
  '',
  ' ',
  '   padded   ',
  "' OR '1'='1",
  "'; drop table members; --",
  '" OR ""="',
  '1; select pg_sleep(5)',
  '\\',
  '\\x00',
  '%00',
  '%',
  '%zz',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '{{7*7}}',
  '${7*7}',
  '%s%s%n',
  '../../../../etc/passwd',
  '..',
  '.',
  '/',
  '__proto__',
  'constructor',
  'prototype',
  'NaN',
  'Infinity',
  '-0',
  '1e309',
  '0x10',
  '9'.repeat(40),
  '-9'.repeat(20),
  'null',
  'true',
  '[]',
  '{}',
  'http://169.254.169.254/latest/meta-data/',
  'file:///etc/passwd',
  'admin@localhost',
  '+66800000001',
];

/** Numbers at and past every edge: signs, zero, fractions, beyond safe integers and int4/int8. */
export const HOSTILE_NUMBERS: readonly number[] = [
  -1,
  0,
  -0,
  1,
  0.5,
  1.000000001,
  -2147483649,
  2147483648,
  2 ** 53 + 2,
  Number.MAX_SAFE_INTEGER,
  -Number.MAX_SAFE_INTEGER,
  1e21,
  1e308,
  -1e308,
  5e-324,
  123456789.12345679,
];

const NESTED = (depth: number): unknown => (depth === 0 ? 'deep' : { d: [NESTED(depth - 1)] });

/** Any JSON value a caller could send where something else is expected. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 5, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_NUMBERS) },
  { weight: 1, arbitrary: fc.constantFrom(true, false, null) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
  { weight: 1, arbitrary: fc.double() },
  { weight: 1, arbitrary: fc.bigInt({ min: -(2n ** 70n), max: 2n ** 70n }).map((b) => Number(b)) },
  {
    weight: 2,
    arbitrary: fc.constantFrom<unknown>(
      [],
      ['\u0000'],
      [1, 'two', null],
      Array.from({ length: 5_000 }, (_, i) => i),
      {},
      { nested: { a: 1 } },
      Object.fromEntries(Array.from({ length: 1_000 }, (_, i) => [`k${i}`, i])),
      NESTED(40),
      NESTED(8),
    ),
  },
);

const dateText = fc
  .date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2100-01-01T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));

/** A string the schema would take, as near as its keywords say; hostile text now and then. */
function stringFor(s: TJsonSchema): fc.Arbitrary<string> {
  if (s.pattern) {
    try {
      return fc.stringMatching(new RegExp(s.pattern)).filter((v) => v.length <= (s.maxLength ?? 1_000));
    } catch {
      // a pattern fast-check cannot generate from: plain text below
    }
  }
  if (s.format === 'date') return dateText;
  if (s.format === 'date-time') return dateText.map((d) => `${d}T12:00:00.000Z`);
  if (s.format === 'email') return fc.emailAddress();
  if (s.format === 'uuid') return fc.uuid();
  if (s.format === 'uri' || s.format === 'url') return fc.webUrl();
  return fc.string({ minLength: s.minLength ?? 0, maxLength: Math.min(s.maxLength ?? 40, 200) });
}

/**
 * Values for a JSON Schema: mostly what it takes (so a call reaches past its first check), with a
 * hostile value swapped in at any depth about one time in four, and unknown or prototype keys
 * added to objects now and then.
 */
export function valueFor(schema: TJsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  const near = nearValueFor(schema ?? {}, depth);
  return fc.oneof({ weight: 3, arbitrary: near }, { weight: 1, arbitrary: hostileValue });
}

function nearValueFor(s: TJsonSchema, depth: number): fc.Arbitrary<unknown> {
  if (depth > 6) return fc.constant(null);
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum && s.enum.length > 0) return fc.constantFrom(...s.enum);
  const options = s.anyOf ?? s.oneOf;
  if (options && options.length > 0) return fc.oneof(...options.map((o) => nearValueFor(o, depth + 1)));
  if (s.allOf && s.allOf.length > 0) return nearValueFor({ ...s, allOf: undefined, ...s.allOf[0] }, depth);
  const type = Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type;
  switch (type) {
    case 'string':
      return stringFor(s);
    case 'integer':
      return fc.integer({
        min: Math.max(s.minimum ?? -1_000, -(2 ** 31)),
        max: Math.min(s.maximum ?? 1_000_000, 2 ** 31 - 1),
      });
    case 'number':
      return fc.double({
        min: s.minimum ?? -1e6,
        max: s.maximum ?? 1e6,
        noNaN: true,
        noDefaultInfinity: true,
      });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(valueFor(s.items, depth + 1), {
        minLength: s.minItems ?? 0,
        maxLength: Math.min(s.maxItems ?? 4, 6),
      });
    case 'object':
    default: {
      const props = Object.entries(s.properties ?? {});
      if (props.length === 0 && type !== 'object') return hostileValue;
      const required = new Set(s.required ?? []);
      const fields = Object.fromEntries(props.map(([k, v]) => [k, valueFor(v, depth + 1)]));
      const optional = props.filter(([k]) => !required.has(k)).map(([k]) => k);
      return fc
        .tuple(
          fc.record(fields, { requiredKeys: [...required].filter((k) => k in fields) }),
          fc.subarray(optional),
          fc.option(fc.constantFrom('__proto__', 'constructor', 'unexpected', 'k\u0000'), { freq: 6 }),
          hostileValue,
        )
        .map(([record, drop, extra, extraValue]) => {
          const out: Record<string, unknown> = { ...record };
          for (const k of drop) delete out[k];
          if (extra)
            Object.defineProperty(out, extra, { value: extraValue, enumerable: true, writable: true });
          return out;
        });
    }
  }
}

/** What a hostile request carries as its body. */
export type TBody =
  | { kind: 'json'; value: unknown }
  | { kind: 'raw'; text: string; contentType: string | null }
  | { kind: 'none'; contentType: string | null };

/** Bodies that are not what any JSON route takes: broken JSON, other media types, nothing at all. */
const BROKEN_BODIES: readonly TBody[] = [
  { kind: 'raw', text: '{', contentType: 'application/json' },
  { kind: 'raw', text: '{"a":', contentType: 'application/json' },
  { kind: 'raw', text: '[1,2', contentType: 'application/json' },
  { kind: 'raw', text: 'nul', contentType: 'application/json' },
  { kind: 'raw', text: '{"a":NaN}', contentType: 'application/json' },
  { kind: 'raw', text: '{"a":Infinity}', contentType: 'application/json' },
  { kind: 'raw', text: '{"a":1,}', contentType: 'application/json' },
  { kind: 'raw', text: "{'a':1}", contentType: 'application/json' },
  { kind: 'raw', text: '"\\ud800"', contentType: 'application/json' },
  { kind: 'raw', text: '{"a":"\\u0000"}', contentType: 'application/json' },
  { kind: 'raw', text: '{"__proto__":{"polluted":true}}', contentType: 'application/json' },
  { kind: 'raw', text: '{"constructor":{"prototype":{"polluted":true}}}', contentType: 'application/json' },
  { kind: 'raw', text: `${'['.repeat(10_000)}${']'.repeat(10_000)}`, contentType: 'application/json' },
  { kind: 'raw', text: '\u0000\u0001\u0002', contentType: 'application/json' },
  { kind: 'raw', text: '\xff\xfe{}', contentType: 'application/json; charset=utf-16' },
  {
    kind: 'raw',
    text: '{"amount":9007199254740993,"nodeId":1e400,"page":-0.0000000000000000001}',
    contentType: 'application/json',
  },
  { kind: 'raw', text: '1', contentType: 'application/json' },
  { kind: 'raw', text: 'null', contentType: 'application/json' },
  { kind: 'raw', text: '"just a string"', contentType: 'application/json' },
  { kind: 'raw', text: '<a>1</a>', contentType: 'application/xml' },
  { kind: 'raw', text: 'a=1&b=2', contentType: 'application/x-www-form-urlencoded' },
  {
    kind: 'raw',
    text: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--',
    contentType: 'multipart/form-data; boundary=x',
  },
  { kind: 'raw', text: 'junk', contentType: 'multipart/form-data' },
  {
    kind: 'raw',
    text: '--x\r\nContent-Disposition: form-data; name="remark"\r\n\r\ncut short',
    contentType: 'multipart/form-data; boundary=x',
  },
  { kind: 'raw', text: 'no parts at all', contentType: 'multipart/form-data; boundary=x' },
  { kind: 'raw', text: 'hello', contentType: 'text/plain' },
  { kind: 'raw', text: '{"a":1}', contentType: 'application/octet-stream' },
  { kind: 'raw', text: '{"a":1}', contentType: 'application/json; charset=latin1' },
  { kind: 'raw', text: '{"a":1}', contentType: 'not a media type' },
  { kind: 'raw', text: '{"a":1}', contentType: null },
  { kind: 'none', contentType: 'application/json' },
  { kind: 'none', contentType: null },
];

/** A body for a route: near its schema (or any value), broken, or absent. */
export function bodyFor(schema: TJsonSchema | undefined): fc.Arbitrary<TBody> {
  const json = valueFor(schema).map((value): TBody => ({ kind: 'json', value }));
  // Prototype keys inside an otherwise plausible object, which JSON.stringify cannot write.
  const polluted = valueFor(schema).map((value): TBody => {
    const text = JSON.stringify(value) ?? 'null';
    return {
      kind: 'raw',
      text: text.startsWith('{') && text !== '{}' ? `{"__proto__":{"isAdmin":true},${text.slice(1)}` : text,
      contentType: 'application/json',
    };
  });
  return fc.oneof(
    { weight: 6, arbitrary: json },
    { weight: 1, arbitrary: polluted },
    { weight: 3, arbitrary: fc.constantFrom(...BROKEN_BODIES) },
  );
}

/**
 * Percent-encodes text for an address; a lone surrogate (which has no UTF-8) goes on the wire as the
 * bytes a careless encoder would write for it.
 */
export function encodeText(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    const wellFormed = text.replace(/[\uD800-\uDFFF]/gu, '\uFFFD');
    return encodeURIComponent(wellFormed).replace(/%EF%BF%BD/g, '%ED%A0%80');
  }
}

/** Path segments as they go on the wire (already escaped where they are escaped). */
const RAW_SEGMENTS: readonly string[] = [
  '..',
  '.',
  '%2e%2e',
  '%2E%2E%2F%2E%2E',
  '%00',
  'a%00b',
  '%0a',
  '%C2%85',
  '%ED%A0%80',
  '%E0%A4%A',
  '%',
  '%25',
  '%2F',
  '0',
  '-1',
  '1.5',
  '1e3',
  'NaN',
  'null',
  '9'.repeat(19),
  '9'.repeat(30),
  '9'.repeat(150),
  'a'.repeat(99),
  '%3Cscript%3E',
  "'%20OR%201=1",
  '__proto__',
  'constructor',
  'lobby',
  'siam',
  '1',
  '2',
];

/** A path parameter: a wire-level oddity, or a schema value (or hostile text) escaped. */
export function pathParamFor(schema: TJsonSchema | undefined): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 2, arbitrary: fc.constantFrom(...RAW_SEGMENTS) },
    {
      weight: 2,
      arbitrary: valueFor(schema).map((v) =>
        encodeText(typeof v === 'string' ? v : (JSON.stringify(v) ?? '')),
      ),
    },
  );
}

/** Query strings as they go on the wire: odd shapes that parsers treat differently. */
const RAW_QUERIES: readonly string[] = [
  'a=%00',
  'a=1&a=2',
  'a[b]=1',
  'a[]=1&a[]=2',
  '__proto__[polluted]=1',
  'constructor[prototype][polluted]=1',
  '=1',
  '&&&',
  'a=%',
  'a=%E0%A4%A',
  'a=%ED%A0%80',
  'x'.repeat(2_000),
];

/**
 * A query string for a route's declared query parameters: values near their schemas or hostile,
 * some repeated, some left out, now and then one of the raw oddities appended.
 */
export function queryFor(
  params: { name: string; required?: boolean; schema?: TJsonSchema }[],
): fc.Arbitrary<string> {
  const pairs = params.map((p) =>
    fc.option(
      fc.oneof(
        valueFor(p.schema).map((v) => [[p.name, typeof v === 'string' ? v : (JSON.stringify(v) ?? '')]]),
        fc.tuple(valueFor(p.schema), valueFor(p.schema)).map(([a, b]) => [
          [p.name, String(a)],
          [p.name, String(b)],
        ]),
      ),
      { freq: p.required ? 10 : 3 },
    ),
  );
  return fc
    .tuple(fc.tuple(...pairs), fc.option(fc.constantFrom(...RAW_QUERIES), { freq: 4 }))
    .map(([chosen, extra]) => {
      const encoded = chosen.flatMap((c) => c ?? []).map(([k, v]) => `${encodeText(k!)}=${encodeText(v!)}`);
      if (extra) encoded.push(extra);
      return encoded.join('&');
    });
}

/** Header values a hostile client may send to a brand call beside its own. */
export const hostileHeaders: fc.Arbitrary<Record<string, string>> = fc.oneof(
  { weight: 8, arbitrary: fc.constant({}) },
  {
    weight: 1,
    arbitrary: fc.constantFrom<Record<string, string>>(
      { language: 'XX' },
      { language: 'a'.repeat(500) },
      { language: 'th\u0000' },
      { merchant: 'nobrand' },
      { merchant: "' OR 1=1 --" },
      { merchant: 'lob\u0000by' },
      { authorization: 'Bearer \u0000' },
      { authorization: 'x'.repeat(4_000) },
      { 'x-forwarded-for': '1.2.3.4, \u0000' },
      { 'user-agent': '\u0001agent' },
    ),
  },
);
