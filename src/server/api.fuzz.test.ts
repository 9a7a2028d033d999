import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, type Response } from './test/auth-helpers.js';
import { createTestApp, type TestApp } from './test/app.js';

/**
 * Property: whatever arrives at any operation of the OpenAPI document (well-formed or mutated params,
 * query and body; control characters, lone surrogates, huge strings, wrong types, deep nesting, broken
 * JSON and multipart), from a visitor, a student or a mentor, the answer is never a 5xx and never shows
 * a stack trace; a 4xx carries the JSON error shape. FUZZ_SEED and FUZZ_RUNS choose a longer or other run.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20261124);
const RUNS = Number(process.env.FUZZ_RUNS ?? 800);

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  format?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
};
type Parameter = { name: string; in: 'path' | 'query' | 'header' | 'cookie'; required?: boolean; schema?: JsonSchema };
type Operation = {
  method: string;
  path: string;
  parameters: Parameter[];
  json?: JsonSchema;
  multipart: boolean;
};

/** Operations that would end the personas' sessions or accounts; everything else is fair game. */
const SESSION_ENDING = /logout|sessions|account|password|delete-?account/i;

function operationsOf(document: { paths: Record<string, Record<string, unknown>> }): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, raw] of Object.entries(item)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
      const operation = raw as { parameters?: Parameter[]; requestBody?: { content?: Record<string, { schema?: JsonSchema }> } };
      if (method !== 'get' && SESSION_ENDING.test(path)) continue;
      const content = operation.requestBody?.content ?? {};
      operations.push({
        method: method.toUpperCase(),
        path,
        parameters: operation.parameters ?? [],
        ...(content['application/json']?.schema ? { json: content['application/json'].schema } : {}),
        multipart: 'multipart/form-data' in content,
      });
    }
  }
  return operations;
}

const CONTROL = ['\u0000', '\u0001', '\u0007', '\u0008', '\u000b', '\u001b', '\u007f'];
const LONE_SURROGATES = ['\ud800', '\udfff', 'a\ud83d', '\ude00b'];

/** Strings a client should not send but sometimes will. */
const nastyString: fc.Arbitrary<string> = fc.oneof(
  fc.tuple(fc.string({ maxLength: 8 }), fc.constantFrom(...CONTROL), fc.string({ maxLength: 8 })).map((parts) => parts.join('')),
  fc.tuple(fc.string({ maxLength: 8 }), fc.constantFrom(...LONE_SURROGATES)).map((parts) => parts.join('')),
  fc.constantFrom(100, 1_000, 10_001, 200_000).map((length) => 'x'.repeat(length)),
  fc.constantFrom('', ' ', '%00', '../../etc/passwd', "' or 1=1 --", '<script>alert(1)</script>', 'NaN', '-1', '1e309', '😀'.repeat(300)),
  fc.string({ unit: 'binary', maxLength: 40 }),
);

const deepNesting = fc.integer({ min: 20, max: 3000 }).map((depth) => {
  let value: unknown = 'deep';
  for (let level = 0; level < depth; level += 1) value = level % 2 ? [value] : { a: value };
  return value;
});

/** Any JSON value of the wrong kind. */
const wrongValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: nastyString },
  fc.constantFrom(null, true, false, 0, -1, 1.5, 2 ** 53, -(2 ** 31), Number.MAX_SAFE_INTEGER),
  fc.constant([]),
  fc.constant({}),
  fc.array(nastyString, { maxLength: 3 }),
  fc.dictionary(nastyString, nastyString, { maxKeys: 3 }),
  deepNesting,
);

/** Real values of the app (ids of users, jobs, bookings...) so that paths reach past "not found". */
let knownIds: string[] = [];

function stringFor(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.format === 'uuid') return fc.oneof(fc.constantFrom(...knownIds), fc.uuid());
  if (schema.format === 'email') return fc.emailAddress();
  if (schema.format === 'date-time') return fc.date({ noInvalidDate: true }).map((date) => date.toISOString());
  if (schema.format === 'uri') return fc.webUrl();
  const min = schema.minLength ?? 0;
  const max = Math.max(min, Math.min(schema.maxLength ?? 40, 60));
  return fc.oneof(fc.string({ minLength: min, maxLength: max }), fc.constantFrom(...knownIds));
}

/**
 * How far a generated value strays from its schema: `valid` fits it as well as a generator can,
 * `nastyText` fits it except that its free text carries control characters, broken Unicode or huge
 * strings (so it passes the schema's type checks and reaches the queries), `mutated` puts a value of
 * the wrong kind anywhere.
 */
type Mode = 'valid' | 'nastyText' | 'mutated';

function valueFor(schema: JsonSchema | undefined, mode: Mode, depth = 0): fc.Arbitrary<unknown> {
  const fitting = fittingValue(schema ?? {}, mode, depth);
  return mode === 'mutated' ? fc.oneof({ weight: 3, arbitrary: fitting }, { weight: 1, arbitrary: wrongValue }) : fitting;
}

function fittingValue(schema: JsonSchema, mode: Mode, depth: number): fc.Arbitrary<unknown> {
  if (depth > 5) return fc.constant(null);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices?.length) return fc.oneof(...choices.map((choice) => valueFor(choice, mode, depth + 1)));
  if (schema.allOf?.length) return valueFor(schema.allOf[0], mode, depth + 1);
  const type = Array.isArray(schema.type) ? schema.type.find((name) => name !== 'null') : schema.type;
  switch (type) {
    case 'string':
      return mode === 'valid' ? stringFor(schema) : fc.oneof(stringFor(schema), nastyString);
    case 'integer':
      return fc.integer({ min: schema.minimum ?? -5, max: Math.min(schema.maximum ?? 200, 10_000) });
    case 'number':
      return fc.double({ noNaN: true, min: schema.minimum ?? -5, max: schema.maximum ?? 1e6 });
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(valueFor(schema.items, mode, depth + 1), { maxLength: 4 });
    case 'object':
    default: {
      const properties = schema.properties ?? {};
      const required = new Set(schema.required ?? []);
      const record: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [name, property] of Object.entries(properties)) record[name] = valueFor(property, mode, depth + 1);
      if (Object.keys(record).length === 0) return fc.constant({});
      return fc.record(record, { requiredKeys: mode === 'mutated' ? [] : [...required].filter((name) => name in record) });
    }
  }
}

type Persona = 'visitor' | 'student' | 'mentor';
type Body = { kind: 'none' } | { kind: 'json'; value: unknown } | { kind: 'raw'; contentType: string; payload: string | Buffer };

interface FuzzRequest {
  operation: Operation;
  persona: Persona;
  params: Record<string, unknown>;
  query: Record<string, unknown>;
  body: Body;
}

const BOUNDARY = 'fuzzboundary';
const multipartOf = (parts: { name: string; filename?: string; value: string }[]) =>
  parts
    .map(
      (part) =>
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.name}"${part.filename === undefined ? '' : `; filename="${part.filename}"`}\r\n` +
        `${part.filename === undefined ? '' : 'Content-Type: application/pdf\r\n'}\r\n${part.value}\r\n`,
    )
    .join('') + `--${BOUNDARY}--\r\n`;

/** Broken bodies: JSON that does not parse or nests absurdly, a wrong content type, multipart in every broken form. */
const brokenBody: fc.Arbitrary<Body> = fc.oneof(
  fc
    .constantFrom('{"a":', '{"a":1,}', 'nul', '\u0000', '[', '{"__proto__":{"polluted":1}}', '"\ud800"')
    .map((payload): Body => ({ kind: 'raw', contentType: 'application/json', payload })),
  fc
    .integer({ min: 1000, max: 100_000 })
    .map((depth): Body => ({ kind: 'raw', contentType: 'application/json', payload: '['.repeat(depth) + ']'.repeat(depth) })),
  fc
    .constantFrom('text/plain', 'application/xml', 'application/x-www-form-urlencoded', 'image/png')
    .map((contentType): Body => ({ kind: 'raw', contentType, payload: 'a=b&c=\u0000' })),
  fc
    .constantFrom(
      { contentType: 'multipart/form-data', payload: multipartOf([{ name: 'resume', filename: 'cv.pdf', value: '%PDF-1.4' }]) },
      { contentType: 'multipart/form-data; boundary=notinthebody', payload: multipartOf([{ name: 'name', value: 'x' }]) },
      {
        contentType: `multipart/form-data; boundary=${BOUNDARY}`,
        payload: multipartOf([{ name: 'resume', filename: 'cv.pdf', value: '%PDF-1.4 '.repeat(50) }]).slice(0, 120),
      },
      {
        contentType: `multipart/form-data; boundary=${BOUNDARY}`,
        payload: `--${BOUNDARY}\r\nContent-Disposition: form-data\r\n\r\nno name\r\n`,
      },
      { contentType: `multipart/form-data; boundary=${BOUNDARY}`, payload: `--${BOUNDARY}\r\ngarbage header\r\n\r\n--${BOUNDARY}--` },
    )
    .map(({ contentType, payload }): Body => ({ kind: 'raw', contentType, payload })),
);

/** Multipart bodies whose fields and file names carry nasty text, for the operations that take multipart. */
const nastyMultipart: fc.Arbitrary<Body> = fc
  .tuple(
    nastyString.filter((text) => !text.includes('"') && !text.includes('\r') && !text.includes('\n')),
    nastyString,
  )
  .map(([filename, value]): Body => ({
    kind: 'raw',
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    payload: multipartOf([
      { name: 'resume', filename, value: '%PDF-1.4 fuzz' },
      { name: 'profilePicture', filename, value: 'not an image' },
      { name: 'name', value },
      { name: 'Skills', value },
      { name: 'location', value: `{"city":${JSON.stringify(value)}}` },
    ]),
  }));

function requestFor(operation: Operation): fc.Arbitrary<FuzzRequest> {
  return fc.constantFrom<Mode>('valid', 'nastyText', 'mutated').chain((mode) => {
    const params: Record<string, fc.Arbitrary<unknown>> = {};
    const query: Record<string, fc.Arbitrary<unknown>> = {};
    for (const parameter of operation.parameters) {
      if (parameter.in === 'path') params[parameter.name] = valueFor(parameter.schema, mode);
      if (parameter.in === 'query') query[parameter.name] = valueFor(parameter.schema, mode);
    }
    const bodies: fc.Arbitrary<Body>[] = [fc.constant<Body>({ kind: 'none' }), brokenBody];
    if (operation.json) bodies.push(valueFor(operation.json, mode).map((value): Body => ({ kind: 'json', value })));
    if (operation.multipart) bodies.push(nastyMultipart);
    const withBody = operation.method !== 'GET' && operation.method !== 'DELETE';
    return fc.record({
      operation: fc.constant(operation),
      // Signed-in personas more often: most operations refuse a visitor before reading the input.
      persona: fc.constantFrom<Persona>('visitor', 'student', 'student', 'mentor', 'mentor'),
      params: fc.record(params),
      query: fc.record(query, { requiredKeys: [] }),
      body: withBody ? fc.oneof(...bodies) : fc.oneof({ weight: 5, arbitrary: fc.constant<Body>({ kind: 'none' }) }, brokenBody),
    });
  });
}

const asText = (value: unknown): string => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''));

/** Percent-encoding that, unlike encodeURIComponent, also sends a lone surrogate (as the invalid UTF-8 a client would send). */
const looseEncode = (text: string): string =>
  text.replace(/[\s\S]/gu, (char) => {
    if (char.length === 2 || !/[\uD800-\uDFFF]/.test(char)) return encodeURIComponent(char);
    const unit = char.charCodeAt(0);
    return ['%ED', (0x80 | ((unit >> 6) & 0x3f)).toString(16), (0x80 | (unit & 0x3f)).toString(16)].join('%').toUpperCase();
  });

function injectOptions(request: FuzzRequest, tokens: Record<Persona, string | undefined>, address: string): InjectOptions {
  const url = request.operation.path.replace(/\{([^}]+)\}/g, (_match, name: string) => looseEncode(asText(request.params[name])) || 'x');
  const search: string[] = [];
  for (const [name, value] of Object.entries(request.query)) {
    for (const item of Array.isArray(value) ? value : [value]) search.push(`${looseEncode(name)}=${looseEncode(asText(item))}`);
  }
  const token = tokens[request.persona];
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  const options: InjectOptions = {
    method: request.operation.method as InjectOptions['method'],
    url: search.length ? `${url}?${search.join('&')}` : url,
    remoteAddress: address,
    headers,
  };
  if (request.body.kind === 'json') {
    headers['content-type'] = 'application/json';
    options.payload = JSON.stringify(request.body.value) ?? 'null';
  } else if (request.body.kind === 'raw') {
    headers['content-type'] = request.body.contentType;
    options.payload = request.body.payload;
  }
  return options;
}

const STACK_TRACE = /\n\s+at\s|\bat [\w.<>]+ \(|node_modules|\/src\/server\/|\.ts:\d+:\d+/;

/** A 503 that says honestly what is switched off in the test app (Google sign-in has no client id) is no fault. */
const HONEST_UNAVAILABLE = new Set(['GOOGLE_DISABLED']);

function expectNoServerFault(response: Response, description: string): void {
  const isJson = String(response.headers['content-type'] ?? '').includes('application/json');
  if (response.statusCode === 503 && isJson && HONEST_UNAVAILABLE.has(String((response.json() as { code?: unknown }).code))) return;
  expect(response.statusCode, `${description} -> ${response.statusCode} ${response.body.slice(0, 300)}`).toBeLessThan(500);
  expect(STACK_TRACE.test(response.body), `${description} shows a stack trace: ${response.body.slice(0, 300)}`).toBe(false);
  if (response.statusCode >= 400 && isJson) {
    const body = response.json() as { message?: unknown; error?: unknown; code?: unknown };
    expect(typeof body.message, `${description}: error body ${response.body.slice(0, 200)}`).toBe('string');
    expect(typeof body.code, `${description}: error body ${response.body.slice(0, 200)}`).toBe('string');
  }
}

describe('every API operation with generated and mutated input (property-based)', () => {
  let t: TestApp;
  let operations: Operation[] = [];
  const tokens: Record<Persona, string | undefined> = { visitor: undefined, student: undefined, mentor: undefined };

  beforeAll(async () => {
    // The demo data gives real jobs, mentors, people and conversations for the paths to reach.
    t = await createTestApp({ SEED_DEMO: 'true', RATE_LIMIT_PER_MINUTE: '1000000', AUTH_RATE_LIMIT_PER_IP: '1000000' });
    tokens.student = (await loginAs(t.app, 'demo.student@example.com', t.app.config.demoPassword)).accessToken;
    tokens.mentor = (await loginAs(t.app, 'demo.mentor@example.com', t.app.config.demoPassword)).accessToken;
    const ids = await t.app.db.execute<{ id: string }>(sql`
      (select id::text from users order by created_at limit 8)
      union all (select id::text from jobs limit 4)
      union all (select id::text from bookings limit 4)
      union all (select id::text from conversations limit 2)
      union all (select id::text from notifications limit 2)`);
    knownIds = (ids as unknown as { rows: { id: string }[] }).rows.map((row) => row.id);
    operations = operationsOf(t.app.swagger() as unknown as { paths: Record<string, Record<string, unknown>> });
  }, 180_000);
  afterAll(() => t?.close());

  it('answers every request without a 5xx or a stack trace', async () => {
    expect(operations.length).toBeGreaterThan(50);
    expect(knownIds.length).toBeGreaterThan(10);
    let sent = 0;
    // Every failing class (operation and status) is reported with its first request, not only the first failure.
    const failures = new Map<string, string>();
    const byStatus = new Map<number, number>();
    const requests = fc.constantFrom(...operations).chain(requestFor);
    console.log(
      `API fuzz: seed ${SEED}, ${RUNS} generated requests over ${operations.length} operations (FUZZ_SEED / FUZZ_RUNS to change)`,
    );
    await fc.assert(
      fc.asyncProperty(requests, async (request) => {
        sent += 1;
        const options = injectOptions(request, tokens, `10.${(sent >> 16) & 255}.${(sent >> 8) & 255}.${sent & 255}`);
        const response = await t.app.inject(options);
        byStatus.set(response.statusCode, (byStatus.get(response.statusCode) ?? 0) + 1);
        try {
          expectNoServerFault(response, `${request.persona} ${options.method} ${String(options.url).slice(0, 200)}`);
        } catch (error) {
          const key = `${request.operation.method} ${request.operation.path} ${response.statusCode}`;
          if (!failures.has(key))
            failures.set(key, `${(error as Error).message}\n  body sent: ${String(options.payload ?? '').slice(0, 300)}`);
        }
      }),
      { seed: SEED, numRuns: RUNS },
    );
    console.log(`API fuzz: ${sent} requests sent; statuses ${JSON.stringify(Object.fromEntries([...byStatus].sort(([a], [b]) => a - b)))}`);
    expect([...failures.values()]).toEqual([]);
    // The run must have reached the handlers, not only bounced off validation.
    expect([...byStatus.keys()].some((status) => status >= 200 && status < 300)).toBe(true);
  }, 300_000);
});
