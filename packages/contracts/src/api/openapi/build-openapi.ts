import type { z } from 'zod';
import { errorsOf, isMediaResponse, successOf, type RouteContract } from '../route-contract';
import { componentSchemas } from './component-schemas';
import { createJsonSchemaWriter, type JsonSchema } from './json-schema';

export interface OpenApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  tags: Array<{ name: string; description: string }>;
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, JsonSchema>; securitySchemes: Record<string, unknown> };
}

export interface Operation {
  operationId: string;
  summary: string;
  description?: string;
  tags: string[];
  security: Array<Record<string, string[]>>;
  'x-auth': RouteContract['auth'];
  parameters?: Parameter[];
  requestBody?: { required: true; description?: string; content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { description: string; content?: Record<string, { schema: JsonSchema }> }>;
}

interface Parameter {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  schema: JsonSchema;
}

const SESSION = 'session';
const errorRef = { $ref: '#/components/schemas/ApiError' };
const successText = { 200: 'OK', 201: 'Created', 202: 'Accepted', 204: 'No content' } as const;
const authText: Record<RouteContract['auth'], string> = {
  public: 'Open to everyone.',
  user: 'Needs a signed-in session (any role).',
  staff: 'Needs a signed-in session with role staff or admin.',
  admin: 'Needs a signed-in session with role admin.',
  internal: 'Internal: other services only, with the x-internal-secret header.',
};

/** `/api/instructors/:id` → `/api/instructors/{id}`. */
export const openApiPath = (path: string) => path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
const pathParamNames = (path: string) => [...path.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]!);

type Writer = ReturnType<typeof createJsonSchemaWriter>;

function parameters(contract: RouteContract, write: Writer['write']): Parameter[] {
  const out: Parameter[] = [];
  const expected = pathParamNames(contract.path);
  for (const [part, schema] of [['path', contract.request.params], ['query', contract.request.query]] as const) {
    if (!schema) continue;
    const json = write(schema as z.ZodType, 'input') as { properties?: Record<string, JsonSchema>; required?: string[] };
    for (const [name, property] of Object.entries(json.properties ?? {})) {
      out.push({ name, in: part, required: part === 'path' || (json.required ?? []).includes(name), schema: property });
    }
  }
  const declared = out.filter((p) => p.in === 'path').map((p) => p.name);
  if (expected.join() !== declared.join())
    throw new Error(`${contract.method} ${contract.path}: path parameters [${expected}] but params schema has [${declared}]`);
  return out;
}

function requestBody(contract: RouteContract, write: Writer['write']): Operation['requestBody'] {
  const { body, rawBody } = contract.request;
  if (body) return { required: true, content: { 'application/json': { schema: write(body, 'input') } } };
  if (!rawBody) return undefined;
  return {
    required: true,
    ...(rawBody.description ? { description: rawBody.description } : {}),
    content: { [rawBody.media]: { schema: rawBody.schema ? write(rawBody.schema, 'input') : {} } },
  };
}

function responses(contract: RouteContract, write: Writer['write']): Operation['responses'] {
  const { status, body } = successOf(contract);
  const out: Operation['responses'] = {};
  if (body === null) out[status] = { description: successText[status] };
  else if (isMediaResponse(body)) out[status] = { description: body.description, content: { [body.media]: { schema: { type: 'string' } } } };
  else out[status] = { description: successText[status], content: { 'application/json': { schema: write(body, 'output') } } };
  for (const [code, description] of errorsOf(contract)) {
    out[code] = { description, content: { 'application/json': { schema: errorRef } } };
  }
  out.default = { description: 'Unexpected error (5xx), or 413 for a body over the size limit', content: { 'application/json': { schema: errorRef } } };
  return out;
}

function operation(name: string, service: string, contract: RouteContract, write: Writer['write']): Operation {
  const params = parameters(contract, write);
  const body = requestBody(contract, write);
  return {
    operationId: name,
    summary: contract.summary,
    description: [authText[contract.auth], contract.description].filter(Boolean).join(' '),
    tags: [service],
    security: contract.auth === 'public' ? [] : [{ [SESSION]: [] }],
    'x-auth': contract.auth,
    ...(params.length ? { parameters: params } : {}),
    ...(body ? { requestBody: body } : {}),
    responses: responses(contract, write),
  };
}

/** The OpenAPI 3.1 document of every public route, produced from the contracts alone. */
export function buildOpenApiDocument(
  services: Record<string, Record<string, RouteContract>>,
  { includeInternal = false, version = '1.0.0' } = {},
): OpenApiDocument {
  const writer = createJsonSchemaWriter(componentSchemas);
  writer.write(componentSchemas.ApiError!, 'output');
  const paths: OpenApiDocument['paths'] = {};
  for (const [service, routes] of Object.entries(services)) {
    for (const [name, contract] of Object.entries(routes)) {
      if (contract.auth === 'internal' && !includeInternal) continue;
      const path = openApiPath(contract.path);
      const item = (paths[path] ??= {});
      if (item[contract.method]) throw new Error(`${contract.method} ${contract.path} is declared twice`);
      item[contract.method] = operation(name, service, contract, writer.write);
    }
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Where Science Meets Sport API',
      version,
      description:
        'Every route the gateway serves under /api. Errors are always `{ message, errors? }`; signed-in routes read the httpOnly `session` cookie set by POST /api/auth/login. Money is a decimal string, dates yyyy-MM-dd and times HH:00 in America/New_York.',
    },
    tags: Object.keys(services).map((name) => ({ name, description: `Served by the ${name} service` })),
    paths,
    components: {
      schemas: Object.fromEntries(Object.entries(writer.components).sort(([a], [b]) => a.localeCompare(b))),
      securitySchemes: { [SESSION]: { type: 'apiKey', in: 'cookie', name: 'session', description: 'Set by POST /api/auth/login' } },
    },
  };
}
