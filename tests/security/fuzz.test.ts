import { eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentFiles } from "#app/features/content/content.server.ts";
import { applicants } from "#db/schema.ts";
import { seedDemoData } from "#db/seed.ts";
import { createApi } from "#server/api/api.ts";
import { type ContractCheck, contractOf } from "../support/api-contract.ts";
import { capturingLogger } from "../support/capturing-logger.ts";
import { expectStatus } from "../support/expect-status.ts";
import { type StaffSession, setUpTestApp, signInStaff, type TestApp, testStaffPassword } from "../support/test-app.ts";
import { databaseKinds, type TestDatabase } from "../support/test-database.ts";

// Bad-input fuzzing (docs/development.md, "Security and fuzz tests"). Every operation in the generated
// OpenAPI document gets property-based junk: random JSON, wrong types, huge
// strings, unicode, control characters, NUL bytes, injection strings,
// prototype-pollution keys, malformed JSON, wrong content types, odd path
// parameters and query strings (control characters and NULs in the operation's
// own query parameters), with and without a valid applicant token or a staff
// session, on PGlite and (with TEST_DATABASE_URL) on PostgreSQL.
// The property: no answer is a 5xx, every error is JSON `{message}`, every
// success is one the operation declares, its body parsing with the declared
// schema (tests/support/api-contract.ts), and nothing is logged at error level.
//
// Reproduce a failure with the seed fast-check prints:
//   FUZZ_SEED=<seed> npx vitest run tests/security/fuzz.test.ts
// FUZZ_RUNS raises the number of runs per operation (default 40).

const seed = Number(process.env.FUZZ_SEED ?? 20_260_515);
const numRuns = Number(process.env.FUZZ_RUNS ?? 40);

type Schema = {
  $ref?: string;
  enum?: unknown[];
  const?: unknown;
  format?: string;
  maxLength?: number;
  items?: Schema;
  example?: unknown;
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
};
type Operation = {
  method: string;
  /** OpenAPI path, e.g. /jobs/{jobId}. */
  path: string;
  params: string[];
  queryNames: string[];
  bodyProperties: string[];
  /** The body's schemas (refs resolved), for inputs of the right shape with hostile content. */
  bodySchemas: Schema[];
  /** Known-good path parameter values (examples and seeded data), so handlers are reached too. */
  paramExamples: Record<string, string[]>;
  bodyTypes: string[];
};

type OpenApiDocument = {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: { name: string; in: string; schema?: Schema; example?: unknown }[];
        requestBody?: { content?: Record<string, { schema?: Schema }> };
      }
    >
  >;
  components?: { schemas?: Record<string, Schema> };
};

/** Everything the application logs while it is fuzzed: an error-level line is a fault of the server. */
const logs = capturingLogger();
// The current database kind's app and database (one describe block per kind, run in turn).
let t: TestApp;
let database: TestDatabase;
let token = "";
/** An administrator's session: reads of the back office reach their handlers (writes stop at the CSRF check). */
let staff: StaffSession;
let operations: Operation[] = [];
let contract: ContractCheck;
let statuses: Record<string, Record<number, number>> = {};
/** How many answers were successes held against their declared schemas. */
let successes = 0;

/** Operations of the document, with what a well-formed request would carry. */
function readOperations(document: OpenApiDocument): Operation[] {
  const resolve = (schema: Schema | undefined): Schema | undefined => {
    if (!schema?.$ref) return schema;
    const name = schema.$ref.split("/").at(-1) ?? "";
    return resolve(document.components?.schemas?.[name]);
  };
  const propertiesOf = (schema: Schema | undefined): string[] => {
    const s = resolve(schema);
    if (!s) return [];
    const nested = [...(s.anyOf ?? []), ...(s.oneOf ?? []), ...(s.allOf ?? [])].flatMap(propertiesOf);
    return [...new Set([...Object.keys(s.properties ?? {}), ...nested])];
  };
  const deepResolve = (schema: Schema | undefined, depth: number): Schema | undefined => {
    const s = resolve(schema);
    if (!s || depth > 5) return s;
    return {
      ...s,
      properties: s.properties
        ? Object.fromEntries(Object.entries(s.properties).map(([k, v]) => [k, deepResolve(v, depth + 1) ?? {}]))
        : undefined,
      items: s.items ? deepResolve(s.items, depth + 1) : undefined,
      anyOf: s.anyOf?.map((x) => deepResolve(x, depth + 1) ?? {}),
      oneOf: s.oneOf?.map((x) => deepResolve(x, depth + 1) ?? {}),
      allOf: s.allOf?.map((x) => deepResolve(x, depth + 1) ?? {}),
    };
  };
  const result: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      if (!["get", "post", "put", "patch", "delete"].includes(method)) continue;
      const content = operation.requestBody?.content ?? {};
      result.push({
        method: method.toUpperCase(),
        path,
        params: [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string),
        queryNames: (operation.parameters ?? []).filter((p) => p.in === "query").map((p) => p.name),
        bodyProperties: [...new Set(Object.values(content).flatMap((c) => propertiesOf(c.schema)))],
        bodySchemas: Object.values(content)
          .map((c) => deepResolve(c.schema, 0))
          .filter((x): x is Schema => x !== undefined),
        paramExamples: Object.fromEntries(
          (operation.parameters ?? [])
            .filter((p) => p.in === "path")
            .map((p) => [
              p.name,
              [p.example, p.schema?.example, ...(seededParams[p.name] ?? [])].filter(
                (x): x is string => typeof x === "string",
              ),
            ]),
        ),
        bodyTypes: Object.keys(content),
      });
    }
  }
  return result;
}

/** Path parameter values that name seeded data (db/seed.ts), so deeper code runs. */
const seededParams: Record<string, string[]> = {
  jobId: ["senior-embedded-engineer-dashcam-firmware"],
  slug: [
    ...contentFiles().byCollection.whitepapers.map((paper) => paper.slug),
    ...contentFiles().byCollection.events.map((event) => event.slug),
  ],
};

// ---------------------------------------------------------------- inputs

const huge = "A".repeat(100 * 1024);
const evilStrings = [
  "",
  " ",
  "\u0000",
  "a\u0000b",
  "\u0000\u0001\u0002\u001f\u007f",
  "\r\n\t\b\f\v",
  "' OR '1'='1",
  "'; DROP TABLE applicants; --",
  '" OR ""="',
  "1; SELECT pg_sleep(0)",
  "<script>alert(1)</script>",
  '"><img src=x onerror=alert(1)>',
  "javascript:alert(1)",
  // Template injection: "${7*7}" and "{{7*7}}".
  `$${"{"}7*7}{{7*7}}`,
  "../../../../etc/passwd",
  "..%2F..%2Fetc%2Fpasswd",
  "%00",
  "%E0%A4%A",
  "\uD800",
  "\uDFFF\uD800",
  "😀🚗🛣️",
  "Ω≈ç√∫˜µ≤≥÷",
  "\u202E\u200B\uFEFF",
  "__proto__",
  "constructor",
  "prototype",
  "NaN",
  "-1",
  "1e309",
  "99999999999999999999999999",
  "true",
  "null",
  "[object Object]",
  huge,
];

const evilString = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...evilStrings) },
  { weight: 2, arbitrary: fc.string({ unit: "grapheme", maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ maxLength: 300 }) },
  {
    weight: 1,
    arbitrary: fc.tuple(fc.emailAddress(), fc.constantFrom(...evilStrings)).map(([e, s]) => `${e}${s.slice(0, 50)}`),
  },
);

const evilNumber = fc.oneof(
  fc.constantFrom(0, -1, 1.5, 2 ** 31, -(2 ** 31) - 1, 2 ** 53, Number.MAX_SAFE_INTEGER, 1e308, -1e308),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** A value of any JSON type, likely the wrong one for the field. */
const wrongValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: evilString },
  { weight: 2, arbitrary: evilNumber },
  { weight: 1, arbitrary: fc.boolean() },
  { weight: 1, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.array(evilString, { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.dictionary(evilString, evilString, { maxKeys: 3 }) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) },
);

/** An object with the operation's fields (some left out, any type) and sometimes extra or hostile keys. */
function fieldObject(properties: string[]): fc.Arbitrary<Record<string, unknown>> {
  const fields = Object.fromEntries(properties.map((p) => [p, wrongValue]));
  return fc
    .tuple(
      fc.record(fields, { requiredKeys: [] }),
      fc.dictionary(fc.oneof(fc.string({ maxLength: 10 }), fc.constantFrom(...evilStrings.slice(0, 25))), wrongValue, {
        maxKeys: 3,
      }),
      fc.boolean(),
    )
    .map(([known, extra, extraFirst]) => (extraFirst ? { ...extra, ...known } : { ...known, ...extra }));
}

/** Text a person might type, so the value passes validation and reaches the database. */
const plausibleText = fc.constantFrom("Neema Mushi", "Pwani Express", "Karnataka", "/solutions/road-sense", "Asha");
/** Plausible text with one hostile piece inside: passes length and "required" checks, then meets the handler. */
const taintedText = fc
  .tuple(plausibleText, fc.constantFrom(...evilStrings.slice(0, 26)), fc.boolean())
  .map(([text, evil, before]) => (before ? `${evil}${text}` : `${text.slice(0, 3)}${evil}${text.slice(3)}`));

const localPart = fc.stringMatching(/^[a-z0-9]{1,12}$/);
/** Field names whose values have a format the schema document does not show (pipes, regexes). */
const hints: [RegExp, fc.Arbitrary<unknown>][] = [
  [
    /email/i,
    fc.oneof(
      localPart.map((l) => `${l}@example.com`),
      fc.tuple(localPart, fc.constantFrom(...evilStrings.slice(0, 24))).map(([l, e]) => `${l}${e}@example.com`),
      localPart.map((l) => `  ${l.toUpperCase()}@EXAMPLE.COM `),
    ),
  ],
  // The bots' honeypot: filled in, the handlers answer without doing anything.
  [/^website$/, fc.constant("")],
  // The seeded job's screening answers (a JSON text field of the apply form), one of them tainted.
  [
    /^answers$/,
    fc
      .tuple(
        fc.constantFrom("hardest-field-bug", "notice-period", "embedded-linux-years"),
        fc.oneof(plausibleText, taintedText),
      )
      .map(([id, value]) =>
        JSON.stringify({
          "embedded-linux-years": "6 to 9",
          "notice-period": "Up to 30 days",
          "hardest-field-bug": "A race in the DMA ring buffer.",
          [id]: value,
        }),
      ),
  ],
  [/token/i, fc.stringMatching(/^[A-Za-z0-9_-]{43}$/)],
  [/^code$/i, fc.stringMatching(/^\d{6}$/)],
  [
    /password/i,
    fc.constantFrom("Tanzania-Fleet-Night-Shift", "short", "x".repeat(129), "password123", "\u0000".repeat(12)),
  ],
];

/** A value of the schema's type whose content is hostile (NUL bytes, injections, huge, unicode…). */
function shapedValue(schema: Schema, depth = 0, name = ""): fc.Arbitrary<unknown> {
  if (schema.const !== undefined) return fc.constant(schema.const);
  const hinted = hints.find(([pattern]) => pattern.test(name))?.[1];
  if (hinted) return fc.oneof({ weight: 6, arbitrary: hinted }, { weight: 1, arbitrary: evilString });
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])];
  if (alternatives.length > 0) return fc.oneof(...alternatives.map((a) => shapedValue(a, depth + 1)));
  const type = Array.isArray(schema.type) ? schema.type.find((x) => x !== "null") : schema.type;
  const fitting = (arb: fc.Arbitrary<string>) =>
    schema.maxLength === undefined
      ? arb
      : fc.oneof({ weight: 3, arbitrary: arb.map((v) => v.slice(0, schema.maxLength)) }, { weight: 1, arbitrary: arb });
  switch (type) {
    case "string":
      if (schema.format === "email")
        return fc.oneof(
          fc.emailAddress(),
          fc.tuple(fc.emailAddress(), evilString).map(([e, x]) => `${x.slice(0, 30)}${e}`),
          fc.emailAddress().map((e) => e.toUpperCase()),
        );
      if (schema.format === "uuid") return fc.oneof(fc.uuid().map(String), evilString);
      if (schema.format === "uri" || schema.format === "url")
        return fc.oneof(
          fc.webUrl(),
          evilString.map((x) => `https://example.com/${x.slice(0, 100)}`),
        );
      return fitting(
        fc.oneof(
          { weight: 2, arbitrary: evilString },
          { weight: 4, arbitrary: plausibleText },
          { weight: 3, arbitrary: taintedText },
        ),
      );
    case "integer":
    case "number":
      return evilNumber;
    case "boolean":
      return fc.boolean();
    case "array":
      return depth > 3 ? fc.constant([]) : fc.array(shapedValue(schema.items ?? {}, depth + 1), { maxLength: 4 });
    case "object": {
      if (depth > 3 || !schema.properties) return fc.dictionary(evilString, evilString, { maxKeys: 3 });
      const fields = Object.fromEntries(
        Object.entries(schema.properties).map(([k, v]) => [k, shapedValue(v, depth + 1, k)]),
      );
      // The required fields always, the others at random: the handler gets past validation often.
      return fc.record(fields, { requiredKeys: (schema.required ?? []).filter((k) => k in fields) });
    }
    default:
      return wrongValue;
  }
}

type Body =
  | { kind: "none" }
  | { kind: "text"; contentType: string | undefined; text: string }
  | { kind: "form"; form: FormData };

const jsonType = "application/json";

function jsonBody(properties: string[], schemas: Schema[]): fc.Arbitrary<Body> {
  const text = fc.oneof(
    ...schemas.map((schema) => ({ weight: 10, arbitrary: shapedValue(schema).map((v) => JSON.stringify(v)) })),
    { weight: 3, arbitrary: fieldObject(properties).map((o) => JSON.stringify(o)) },
    { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }).map((v) => JSON.stringify(v)) },
    { weight: 1, arbitrary: fc.anything({ maxDepth: 2 }).map((v) => safeStringify(v)) },
    // Prototype pollution: a literal "__proto__" key only survives as JSON text.
    {
      weight: 1,
      arbitrary: fieldObject(properties).map((o) => {
        const rest = JSON.stringify(o).slice(1);
        return `{"__proto__":{"isAdmin":true,"role":"admin"},"constructor":{"prototype":{"polluted":1}}${rest === "}" ? "}" : `,${rest}`}`;
      }),
    },
    // Malformed JSON.
    {
      weight: 2,
      arbitrary: fc.oneof(
        fc.constantFrom(
          "",
          "{",
          "}",
          "[",
          '{"a":',
          "{'a':1}",
          '{"a":1,}',
          "nul",
          "\u0000",
          '"\\ud800"',
          "{}}",
          "1e999999",
        ),
        fieldObject(properties).map((o) => {
          const s = JSON.stringify(o);
          return s.slice(0, Math.max(1, s.length - 1));
        }),
        fc.string({ unit: "binary", maxLength: 60 }),
      ),
    },
    // Deep nesting.
    { weight: 1, arbitrary: fc.integer({ min: 100, max: 5_000 }).map((n) => `${"[".repeat(n)}${"]".repeat(n)}`) },
  );
  const contentType = fc.oneof(
    { weight: 6, arbitrary: fc.constant(jsonType) },
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        undefined,
        "text/plain",
        "application/x-www-form-urlencoded",
        "application/json; charset=utf-16",
        "application/json; charset=latin1",
        "application/problem+json",
        "APPLICATION/JSON",
        "application/xml",
        "multipart/form-data",
        "multipart/form-data; boundary=x",
        "",
      ),
    },
  );
  return fc.oneof(
    { weight: 1, arbitrary: fc.constant<Body>({ kind: "none" }) },
    { weight: 8, arbitrary: fc.record({ kind: fc.constant("text" as const), contentType, text }) },
  );
}

const pdfHead = new TextEncoder().encode("%PDF-1.7\n");
const zipHead = new Uint8Array([0x50, 0x4b, 0x03, 0x04]);

function multipartBody(properties: string[], schemas: Schema[]): fc.Arbitrary<Body> {
  const fileBytes = fc.oneof(
    fc.uint8Array({ maxLength: 200 }),
    fc.uint8Array({ maxLength: 200 }).map((b) => new Uint8Array([...pdfHead, ...b])),
    fc.uint8Array({ maxLength: 200 }).map((b) => new Uint8Array([...zipHead, ...b])),
    fc.constant(new Uint8Array(0)),
  );
  const fileName = fc.oneof(
    evilString.map((s) => s.slice(0, 300)),
    fc.constantFrom("cv.pdf", "cv.docx", "../../x.pdf"),
  );
  const value = fc.oneof(
    { weight: 3, arbitrary: evilString.map((s) => ({ text: s })) },
    { weight: 1, arbitrary: fc.constantFrom({ text: "true" }, { text: '{"q1":"yes"}' }, { text: "[]" }) },
    { weight: 2, arbitrary: fc.record({ bytes: fileBytes, name: fileName }) },
  );
  const names = fc.oneof(
    fc.constantFrom(...properties, "resume", "consent"),
    fc.constantFrom("__proto__", "constructor", ""),
    fc.string({ maxLength: 8 }),
  );
  const form = fc.array(fc.tuple(names, value), { maxLength: 6 }).map((entries) => {
    const data = new FormData();
    for (const [name, v] of entries) {
      if ("text" in v) data.append(name, v.text);
      else data.append(name, new Blob([v.bytes as Uint8Array<ArrayBuffer>]), v.name);
    }
    return { kind: "form" as const, form: data };
  });
  // A form of the right shape: files where the schema says binary, hostile text elsewhere.
  const shapedForms = schemas.map((schema) =>
    fc
      .record(
        Object.fromEntries(
          Object.entries(schema.properties ?? {}).map(([name, field]) => [
            name,
            field.format === "binary"
              ? fc.record({ bytes: fileBytes, name: fileName })
              : shapedValue(field, 0, name).map((v) => ({ text: typeof v === "string" ? v : JSON.stringify(v) })),
          ]),
        ),
        { requiredKeys: [] },
      )
      .map((fields) => {
        const data = new FormData();
        for (const [name, v] of Object.entries(fields) as [
          string,
          { text: string } | { bytes: Uint8Array; name: string },
        ][]) {
          if ("text" in v) data.append(name, v.text);
          else data.append(name, new Blob([v.bytes as Uint8Array<ArrayBuffer>]), v.name);
        }
        return { kind: "form" as const, form: data };
      }),
  );
  return fc.oneof({ weight: 3, arbitrary: form }, ...shapedForms.map((arbitrary) => ({ weight: 3, arbitrary })), {
    weight: 1,
    arbitrary: jsonBody(properties, schemas),
  });
}

function safeStringify(value: unknown): string {
  try {
    return JSON.stringify(value) ?? "undefined";
  } catch {
    return String(value);
  }
}

const pathValue = fc.oneof(
  { weight: 3, arbitrary: evilString.map((s) => encodeURIComponent(s.slice(0, 3000).toWellFormed())) },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      "..%2F..%2Fetc%2Fpasswd",
      "..%2f",
      "%2e%2e",
      "%00",
      "%E0%A4%A",
      "%",
      "%ZZ",
      "%C0%AF",
      "a%0Ab",
      "x".repeat(10_000),
      "00000000-0000-0000-0000-000000000000",
      "senior-embedded-engineer-dashcam-firmware",
      "fatigue-risk-in-night-operations",
      encodeURIComponent("ümlaut-ß-😀"),
      "-1",
      "1e309",
    ),
  },
  { weight: 1, arbitrary: fc.uuid().map(String) },
);

/** Every C0 control character, DEL and a few C1 ones, alone or inside plausible text. */
const controlCharacter = fc.oneof(
  fc.integer({ min: 0, max: 0x1f }).map((code) => String.fromCharCode(code)),
  fc.constantFrom("\u007f", "\u0085", "\u009f"),
);
const controlText = fc
  .tuple(plausibleText, controlCharacter, fc.nat({ max: 12 }))
  .map(([text, control, at]) => `${text.slice(0, at)}${control}${text.slice(at)}`);
const queryValue = fc.oneof(
  { weight: 3, arbitrary: evilString },
  { weight: 3, arbitrary: controlText },
  { weight: 2, arbitrary: plausibleText },
  { weight: 1, arbitrary: fc.constantFrom("सड़क सुरक्षा", "usalama barabarani", "السلامة على الطرق", "1", "2", "-1") },
);

/** Query strings: the operation's own parameters (and others) with hostile values, and malformed encodings. */
function queryStringFor(names: string[]): fc.Arbitrary<string> {
  const others = ["token", "q", "page", "team", "location", "limit", "sort"].filter((name) => !names.includes(name));
  const own = fc.record(Object.fromEntries(names.map((name) => [name, queryValue])), { requiredKeys: [] });
  const extra = fc.array(
    fc.tuple(
      fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...others) }, { weight: 1, arbitrary: queryValue }),
      queryValue,
    ),
    { maxLength: 3 },
  );
  return fc.oneof(
    { weight: 1, arbitrary: fc.constant("") },
    {
      weight: 6,
      arbitrary: fc.tuple(own, extra).map(([ownValues, entries]) => {
        const params = new URLSearchParams();
        for (const [k, v] of [...Object.entries(ownValues), ...entries]) {
          if (v !== undefined) params.append(k.slice(0, 200), v.slice(0, 5000));
        }
        return `?${params}`;
      }),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        "?%",
        "?token=%E0%A4%A",
        "?token=%00",
        "?q=a%00b",
        "?q=%00",
        "?q=%C2%85",
        "?%00=1",
        "?a=1&a=2&token=",
        "?token[]=1",
        "?token=x&token=y",
        "?&&&==",
      ),
    },
  );
}
const queryString = queryStringFor([]);

const authMode = fc.constantFrom("none", "valid", "valid", "staff", "staff", "garbage", "basic", "long");

const ipAddress = fc
  .tuple(fc.integer({ min: 1, max: 254 }), fc.integer({ min: 0, max: 255 }), fc.integer({ min: 1, max: 254 }))
  .map(([a, b, c]) => `10.${a}.${b}.${c}`);

function requestFor(operation: Operation) {
  const multipart = operation.bodyTypes.some((type) => type.startsWith("multipart/"));
  const body = multipart
    ? multipartBody(operation.bodyProperties, operation.bodySchemas)
    : jsonBody(operation.bodyProperties, operation.bodySchemas);
  const params = fc.tuple(
    ...operation.params.map((name) => {
      const good = operation.paramExamples[name] ?? [];
      return good.length > 0
        ? fc.oneof({ weight: 1, arbitrary: pathValue }, { weight: 1, arbitrary: fc.constantFrom(...good) })
        : pathValue;
    }),
  );
  return fc.record({
    params: operation.params.length > 0 ? params : fc.constant([] as string[]),
    query: queryStringFor(operation.queryNames),
    auth: authMode,
    body: operation.method === "GET" ? fc.constant<Body>({ kind: "none" }) : body,
    ip: ipAddress,
  });
}

type FuzzRequest = { params: string[]; query: string; auth: string; body: Body; ip: string };

function urlFor(operation: Operation, request: FuzzRequest): string {
  let index = 0;
  const path = operation.path.replace(/\{\w+\}/g, () => request.params[index++] ?? "x");
  return `/api${path}${request.query}`;
}

function headersFor(request: FuzzRequest): Record<string, string> {
  const headers: Record<string, string> = { "x-forwarded-for": request.ip };
  if (request.auth === "valid") headers.authorization = `Bearer ${token}`;
  if (request.auth === "staff") headers.cookie = staff.cookie;
  if (request.auth === "garbage") headers.authorization = "Bearer not-a-token";
  if (request.auth === "basic") headers.authorization = "Basic YWRtaW46YWRtaW4=";
  if (request.auth === "long") headers.authorization = `Bearer ${"z".repeat(8_000)}`;
  return headers;
}

async function send(operation: Operation, request: FuzzRequest): Promise<Response> {
  const headers = headersFor(request);
  const init: RequestInit = { method: operation.method, headers };
  const body = request.body;
  if (body.kind === "text") {
    if (body.contentType !== undefined) headers["content-type"] = body.contentType;
    init.body = body.text;
  } else if (body.kind === "form") {
    init.body = body.form;
  }
  return t.app.request(urlFor(operation, request), init);
}

/** The property every answer must have. */
async function expectWellFormed(res: Response, what: string) {
  const text = await res.text();
  expect(res.status, `${what} answered ${res.status}: ${text.slice(0, 500)}`).toBeLessThan(500);
  if (res.status < 400) return;
  const type = res.headers.get("content-type") ?? "";
  expect(type, `${what} answered ${res.status} with content-type ${type}: ${text.slice(0, 300)}`).toMatch(
    /^application\/json\b/,
  );
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new Error(`${what} answered ${res.status} with a body that is not JSON: ${text.slice(0, 300)}`);
  }
  const message = (parsed as { message?: unknown } | null)?.message;
  expect(typeof message === "string" && message.trim().length > 0, `${what}: no message in ${text.slice(0, 300)}`).toBe(
    true,
  );
}

/** A success answer is one the operation declares, with a body its schema parses. */
async function expectDeclared(res: Response, operation: Operation, request: FuzzRequest) {
  const json = (res.headers.get("content-type") ?? "").startsWith("application/json");
  const body = json ? await res.json() : null;
  const url = urlFor(operation, request);
  expect(contract.problems(operation.method, url, res.status, body), describeRequest(operation, request)).toEqual([]);
  successes += 1;
}

function describeRequest(operation: Operation, request: FuzzRequest): string {
  const body =
    request.body.kind === "text"
      ? ` ${request.body.contentType ?? "(no content-type)"} ${request.body.text.slice(0, 200)}`
      : request.body.kind === "form"
        ? ` multipart [${[...request.body.form.keys()].join(", ")}]`
        : "";
  return `${operation.method} ${urlFor(operation, request).slice(0, 300)} auth=${request.auth}${body}`;
}

// ---------------------------------------------------------------- tests

let applicantCount = 0;

/**
 * A signed-in, verified applicant for the "valid token" requests. Fuzzing can
 * sign the shared one out (logout, change-password or account deletion with the
 * right password), so each operation starts by checking it and replacing it.
 */
async function ensureApplicant() {
  if (
    token &&
    (await t.app.request("/api/applicant/me", { headers: { authorization: `Bearer ${token}` } })).status === 200
  ) {
    return;
  }
  applicantCount += 1;
  const email = `fuzz.tester${applicantCount}@example.com`;
  const visitor = t.client({ "x-forwarded-for": `192.0.2.${applicantCount % 250}` });
  const registration = visitor.api.applicant.register.$post({
    json: { firstName: "Fuzz", lastName: "Tester", email, password: "Tanzania-Fleet-Night-Shift" },
  });
  token = (await expectStatus(registration, 201)).token;
  // Verified, so the apply route reads its form instead of stopping at 403.
  await database.handle.db.update(applicants).set({ emailVerifiedAt: new Date() }).where(eq(applicants.email, email));
}

// The operations are only known once the document has been fetched, so one
// test walks them all; each operation is its own fast-check property.
describe.each(databaseKinds)("bad-input fuzzing of every API operation on %s", (kind) => {
  const current = setUpTestApp({ once: true, seed: seedDemoData, kind, logger: logs.logger });

  beforeAll(async () => {
    t = current.t;
    database = current.database;
    token = "";
    statuses = {};
    successes = 0;
    staff = await signInStaff(t, {
      email: "fuzz.admin@marut.test",
      name: "Fuzz Admin",
      role: "admin",
      password: testStaffPassword,
    });
    const doc = await t.app.request("/api/openapi.json");
    expect(doc.status).toBe(200);
    operations = readOperations((await doc.json()) as OpenApiDocument);
    contract = contractOf(createApi(t.services));
  }, 60_000);

  afterAll(async () => {
    // FUZZ_STATS=1 prints how often each operation answered each status (is the fuzzer reaching the handlers?).
    if (process.env.FUZZ_STATS) process.stdout.write(`${kind}: ${JSON.stringify(statuses, null, 1)}\n`);
  });

  it("finds the operations in the OpenAPI document, the multipart uploads included", () => {
    const names = operations.map((o) => `${o.method} ${o.path}`);
    expect(names.length).toBeGreaterThan(15);
    expect(names).toContain("POST /applicant/resume");
    expect(names).toContain("POST /jobs/{jobId}/applications");
    const upload = operations.find((o) => o.path === "/applicant/resume" && o.method === "POST");
    expect(upload?.bodyTypes).toContain("multipart/form-data");
  });

  it("never answers 5xx and always answers errors as JSON with a message", { timeout: 150_000 }, async () => {
    // Logging out revokes the shared token: that operation goes last.
    const ordered = [...operations].sort(
      (a, b) => Number(a.path.endsWith("/logout")) - Number(b.path.endsWith("/logout")),
    );
    for (const operation of ordered) {
      await ensureApplicant();
      await fc.assert(
        fc.asyncProperty(requestFor(operation), async (request) => {
          const res = await send(operation, request);
          const key = `${operation.method} ${operation.path}`;
          statuses[key] ??= {};
          (statuses[key] as Record<number, number>)[res.status] =
            ((statuses[key] as Record<number, number>)[res.status] ?? 0) + 1;
          if (res.status < 300) await expectDeclared(res.clone(), operation, request);
          await expectWellFormed(res, describeRequest(operation, request));
        }),
        { seed, numRuns, endOnFailure: false, verbose: 1 },
      );
    }
    // Well-formed requests reach the handlers, so declared successes were checked too.
    expect(successes).toBeGreaterThan(50);
  });

  it("answers unknown API paths and methods with a JSON 404/405", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom("GET", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"),
        pathValue,
        queryString,
        async (method, segment, query) => {
          const res = await t.app.request(`/api/nothing-here/${segment}${query}`, {
            method,
            headers: { "x-forwarded-for": "192.0.2.9" },
          });
          await expectWellFormed(res, `${method} /api/nothing-here/${segment.slice(0, 100)}`);
          expect(res.status).toBeGreaterThanOrEqual(400);
        },
      ),
      { seed, numRuns: 40 },
    );
  });

  it("logs nothing at error level for any of these requests", () => {
    const errors = logs.errors().map((line) => `${line.msg} ${JSON.stringify(line.err ?? {}).slice(0, 300)}`);
    expect(errors).toEqual([]);
  });
});
