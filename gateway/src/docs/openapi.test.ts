import SwaggerParser from '@apidevtools/swagger-parser';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { apiContracts, buildOpenApiDocument, documentedApi, openApiPath, type OpenApiDocument, type RouteContract } from '@wsms/contracts/api';
import { compilePattern, createRouteMatcher } from '../routes/match-route';
import { routeTable } from '../routes/route-table';
import { send } from '../testing/send';
import { startTestGateway, type TestGateway } from '../testing/start-test-gateway';

// Route-table entries no service serves yet (their issues add them); once a contract serves one, drop it here.
const NOT_SERVED_YET = new Set<string>();

const document = buildOpenApiDocument(documentedApi);
const contractsOf = (services: Record<string, Record<string, RouteContract>>) =>
  Object.entries(services).flatMap(([service, routes]) => Object.values(routes).map((contract) => ({ service, ...contract })));
// The services' routes go through the route table; the gateway answers its own (GET /api/admin/system) itself.
const publicContracts = contractsOf(apiContracts).filter((c) => c.auth !== 'internal');
const documentedContracts = contractsOf(documentedApi).filter((c) => c.auth !== 'internal');
const samplePath = (path: string) => path.replace(/:[A-Za-z0-9_]+/g, 'sample-id');

let gw: TestGateway;
beforeAll(async () => {
  gw = await startTestGateway();
});
afterAll(() => gw.stop());

describe('the OpenAPI document', () => {
  it('When it is validated by swagger-parser, then it is a valid OpenAPI 3.1 document', async () => {
    const api = await SwaggerParser.validate(structuredClone(document) as never);

    expect((api as { openapi: string }).openapi).toBe('3.1.0');
  });

  it('When a broken copy is validated, then the validator refuses it (it really checks)', async () => {
    const broken = structuredClone(document);
    delete (broken.paths['/api/auth/login']!.post!.responses['200'] as { description?: string }).description;

    await expect(SwaggerParser.validate(broken as never)).rejects.toThrow(/description/);
  });

  it('When every schema in it is compiled as JSON Schema 2020-12 in strict mode, then none is refused', () => {
    const ajv = new Ajv2020({ strict: true, allErrors: true });
    addFormats(ajv);
    const rebase = (schema: unknown) => JSON.parse(JSON.stringify(schema).replaceAll('"#/components/schemas/', '"doc#/$defs/')) as object;
    ajv.addSchema({ $id: 'doc', $defs: rebase(document.components.schemas) });
    const schemas: unknown[] = [];
    const collect = (value: unknown, key?: string) => {
      if (!value || typeof value !== 'object') return;
      if (key === 'schema') schemas.push(value);
      for (const [k, v] of Object.entries(value)) collect(v, k);
    };
    collect(document.paths);
    for (const schema of schemas) {
      expect(() => ajv.compile(rebase(schema))).not.toThrow();
    }
    expect(schemas.length).toBeGreaterThan(100);
    expect(() => ajv.compile({ type: 'text', minimum: 'one' })).toThrow();
  });

  it('When the gateway route table is compared, then every documented path goes to the service that serves it', () => {
    const match = createRouteMatcher();
    const misrouted = publicContracts
      .filter((c) => match(samplePath(c.path)) !== c.service)
      .map((c) => `${c.method} ${c.path} → ${match(samplePath(c.path))} (served by ${c.service})`);

    expect(misrouted).toEqual([]);
  });

  it('When the gateway route table is compared, then each of its entries has documented routes (or is listed as not served yet)', () => {
    const documented = (pattern: string) => publicContracts.some((c) => compilePattern(pattern).test(samplePath(c.path)));
    const undocumented = routeTable.map((r) => r.pattern).filter((p) => !NOT_SERVED_YET.has(p) && !documented(p));
    const servedAfterAll = [...NOT_SERVED_YET].filter(documented);

    expect({ undocumented, servedAfterAll }).toEqual({ undocumented: [], servedAfterAll: [] });
  });

  it('When its operations are listed, then it holds exactly the public routes, each with its auth as a security requirement', () => {
    const operations = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.entries(item).map(([method, op]) => ({ key: `${method} ${path}`, op })),
    );

    expect(operations.map((o) => o.key).sort()).toEqual(documentedContracts.map((c) => `${c.method} ${openApiPath(c.path)}`).sort());
    for (const { op } of operations) {
      expect(op.security).toEqual(op['x-auth'] === 'public' ? [] : [{ session: [] }]);
      expect(op.responses.default?.content?.['application/json']?.schema).toEqual({ $ref: '#/components/schemas/ApiError' });
    }
    expect(Object.keys(document.paths).some((p) => p.startsWith('/internal'))).toBe(false);
  });

  it('When an admin route is documented, then it declares 401 and 403 and its request body', () => {
    const createInstructor = document.paths['/api/instructors']!.post!;

    expect(Object.keys(createInstructor.responses)).toEqual(['201', '400', '401', '403', '409', 'default']);
    expect(createInstructor.requestBody?.content['application/json']?.schema).toMatchObject({ type: 'object', required: expect.arrayContaining(['name', 'email', 'hourlyRate']) });
    expect(document.paths['/api/instructors/{id}']!.get!.parameters).toEqual([
      { name: 'id', in: 'path', required: true, schema: { type: 'string', minLength: 1, maxLength: 64 } },
    ]);
  });
});

describe('GET /api/openapi.json and /api/docs', () => {
  it('When /api/openapi.json is requested, then the gateway answers the document built from the contracts', async () => {
    const res = await send(`${gw.url}/api/openapi.json`);

    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json<OpenApiDocument>()).toEqual(JSON.parse(JSON.stringify(document)));
  });

  it('When /api/docs is requested, then a script-free page lists every documented route under a CSP that allows no script', async () => {
    const res = await send(`${gw.url}/api/docs`);

    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const csp = res.headers['content-security-policy'] as string;
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toMatch(/script-src|unsafe-inline/);
    expect(res.text).not.toMatch(/<script|\son[a-z]+=/i);
    for (const path of Object.keys(document.paths)) expect(res.text).toContain(`<code>${path}</code>`);
    const css = await send(`${gw.url}/api/docs/docs.css`);
    expect(css.status).toBe(200);
    expect(css.headers['content-type']).toMatch(/^text\/css/);
  });
});
