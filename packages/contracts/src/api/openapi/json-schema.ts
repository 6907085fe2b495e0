import { z } from 'zod';

export type JsonSchema = Record<string, unknown>;
type Io = 'input' | 'output';

const DEFS = '#/$defs/';
const COMPONENTS = '#/components/schemas/';

function rewriteRefs(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(rewriteRefs);
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, v]) => [
      key,
      key === '$ref' && typeof v === 'string' && v.startsWith(DEFS) ? COMPONENTS + v.slice(DEFS.length) : rewriteRefs(v),
    ]),
  );
}

/**
 * zod 4 → JSON Schema 2020-12 (the OpenAPI 3.1 dialect). Requests are described as sent (`input`:
 * before transforms and defaults), responses as answered (`output`). Named response shapes become
 * `#/components/schemas/<name>` references, collected into `components`.
 */
export function createJsonSchemaWriter(named: Record<string, z.ZodType>) {
  const registry = z.registry<{ id: string }>();
  for (const [id, schema] of Object.entries(named)) registry.add(schema, { id });
  const components: Record<string, JsonSchema> = {};

  const write = (schema: z.ZodType, io: Io): JsonSchema => {
    const converted = z.toJSONSchema(schema, {
      target: 'draft-2020-12',
      io,
      unrepresentable: 'any',
      ...(io === 'output' ? { metadata: registry } : {}),
    }) as JsonSchema;
    const { $schema: _dialect, $defs, ...rest } = converted;
    for (const [id, def] of Object.entries(($defs ?? {}) as Record<string, JsonSchema>)) {
      const rewritten = rewriteRefs(def) as JsonSchema;
      if (components[id] && JSON.stringify(components[id]) !== JSON.stringify(rewritten))
        throw new Error(`Two different schemas are named ${id}`);
      components[id] = rewritten;
    }
    return rewriteRefs(rest) as JsonSchema;
  };

  return { write, components };
}
