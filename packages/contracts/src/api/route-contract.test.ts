import { z } from 'zod';
import { buildOpenApiDocument, openApiPath } from './openapi/build-openapi';
import { defineRoute, errorsOf, type RouteContract } from './route-contract';

const base = { method: 'get', path: '/api/things/:id', auth: 'public', summary: 'A thing' } as const;
const params = z.object({ id: z.string() });

describe('route contracts', () => {
  it('When a contract declares no success status or two, then defineRoute refuses it', () => {
    expect(() => defineRoute({ ...base, request: {}, responses: { 404: 'Not found' } })).toThrow(/exactly one success status/);
    expect(() => defineRoute({ ...base, request: {}, responses: { 200: z.object({}), 201: z.object({}) } })).toThrow(/exactly one success status/);
  });

  it('When a staff route has input and its own 403, then 400, 401 and 403 are declared, the 403 reason kept', () => {
    const contract = defineRoute({
      ...base,
      auth: 'staff',
      request: { params },
      responses: { 200: z.object({}), 403: 'Staff can only see their own things', 404: 'Thing not found' },
    });

    expect(Object.fromEntries(errorsOf(contract))).toEqual({
      400: 'Invalid input: the message and `errors` name the fields',
      401: 'Not signed in',
      403: 'Signed in below the staff role; or Staff can only see their own things',
      404: 'Thing not found',
    });
  });

  it('When a public route has no input, then it declares no automatic error', () => {
    expect(errorsOf(defineRoute({ ...base, path: '/api/things', request: {}, responses: { 200: z.array(z.string()) } })).size).toBe(0);
  });

  it('When an Express path is written for OpenAPI, then :name becomes {name}', () => {
    expect(openApiPath('/api/checkout/:bookingId/pay')).toBe('/api/checkout/{bookingId}/pay');
  });
});

describe('building the OpenAPI document', () => {
  const build = (routes: Record<string, RouteContract>) => () => buildOpenApiDocument({ things: routes });

  it("When a path parameter has no schema, then the build fails naming the route", () => {
    const contract = defineRoute({ ...base, request: {}, responses: { 200: z.object({}) } });

    expect(build({ contract })).toThrow('get /api/things/:id: path parameters [id] but params schema has []');
  });

  it('When two contracts declare the same method and path, then the build fails', () => {
    const contract = defineRoute({ ...base, request: { params }, responses: { 200: z.object({}) } });

    expect(build({ a: contract, b: contract })).toThrow('get /api/things/:id is declared twice');
  });

  it('When a route is internal, then it is left out unless asked for', () => {
    const contract = defineRoute({ ...base, path: '/internal/things', auth: 'internal', request: {}, responses: { 200: z.object({}) } });

    expect(Object.keys(buildOpenApiDocument({ things: { contract } }).paths)).toEqual([]);
    expect(Object.keys(buildOpenApiDocument({ things: { contract } }, { includeInternal: true }).paths)).toEqual(['/internal/things']);
  });
});
