import type { OpenApiDocument, Operation } from '@wsms/contracts/api';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** Backticks in descriptions become <code>; everything else is text. */
const prose = (text: string) => escapeHtml(text).replace(/`([^`]+)`/g, '<code>$1</code>');

const REF = '#/components/schemas/';
const anchor = (name: string) => `schema-${name.replace(/[^A-Za-z0-9_-]/g, '')}`;
const refLink = (ref: string) => {
  const name = ref.slice(REF.length);
  return `<a href="#${anchor(name)}">${escapeHtml(name)}</a>`;
};

function schemaHtml(schema: Record<string, unknown> | undefined): string {
  if (!schema) return '';
  if (typeof schema.$ref === 'string') return refLink(schema.$ref);
  const items = schema.items as Record<string, unknown> | undefined;
  if (schema.type === 'array' && typeof items?.$ref === 'string') return `list of ${refLink(items.$ref)}`;
  const compact = JSON.stringify(schema);
  if (compact.length <= 80) return `<code>${escapeHtml(compact)}</code>`;
  const label = typeof schema.type === 'string' ? schema.type : 'schema';
  return `<details><summary>${escapeHtml(label)}</summary><pre><code>${escapeHtml(JSON.stringify(schema, null, 2))}</code></pre></details>`;
}

const mediaSchemas = (content: Record<string, { schema: Record<string, unknown> }> | undefined) =>
  Object.entries(content ?? {})
    .map(([media, { schema }]) => `<span class="media">${escapeHtml(media)}</span> ${schemaHtml(schema)}`)
    .join(' ');

function operationHtml(path: string, method: string, op: Operation): string {
  const params = (op.parameters ?? [])
    .map((p) => `<li><code>${escapeHtml(p.name)}</code> (${p.in}${p.required ? ', required' : ''}) ${schemaHtml(p.schema)}</li>`)
    .join('');
  const responses = Object.entries(op.responses)
    .map(([status, r]) => `<li><strong>${escapeHtml(status)}</strong> ${prose(r.description)} ${mediaSchemas(r.content)}</li>`)
    .join('');
  return `<article class="operation" id="op-${escapeHtml(op.operationId)}">
<h3><span class="method method-${method}">${method.toUpperCase()}</span> <code>${escapeHtml(path)}</code></h3>
<p>${prose(op.summary)}</p>
<p class="auth">${prose(op.description ?? '')}</p>
${params ? `<h4>Parameters</h4><ul>${params}</ul>` : ''}
${op.requestBody ? `<h4>Request body</h4><p>${mediaSchemas(op.requestBody.content)}</p>` : ''}
<h4>Responses</h4><ul>${responses}</ul>
</article>`;
}

/** A readable, script-free page of the OpenAPI document (the gateway serves it under a strict CSP). */
export function renderDocsPage(doc: OpenApiDocument): string {
  const sections = doc.tags.map((tag) => {
    const ops = Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.entries(item)
        .filter(([, op]) => op.tags.includes(tag.name))
        .map(([method, op]) => operationHtml(path, method, op)),
    );
    return `<section id="tag-${escapeHtml(tag.name)}" aria-labelledby="h-${escapeHtml(tag.name)}">
<h2 id="h-${escapeHtml(tag.name)}">${escapeHtml(tag.name)}</h2><p>${prose(tag.description)}</p>
${ops.join('\n')}
</section>`;
  });
  const schemas = Object.entries(doc.components.schemas)
    .map(([name, schema]) => `<details id="${anchor(name)}"><summary>${escapeHtml(name)}</summary><pre><code>${escapeHtml(JSON.stringify(schema, null, 2))}</code></pre></details>`)
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="description" content="${escapeHtml(doc.info.title)}: every route, its input, answers and who may call it.">
<title>${escapeHtml(doc.info.title)} ${escapeHtml(doc.info.version)}</title>
<link rel="stylesheet" href="/api/docs/docs.css">
</head>
<body>
<header>
<h1>${escapeHtml(doc.info.title)}</h1>
<p>${prose(doc.info.description)}</p>
<p><a href="/api/openapi.json">The OpenAPI ${escapeHtml(doc.openapi)} document (JSON)</a></p>
<nav aria-label="Services"><ul>${doc.tags.map((t) => `<li><a href="#tag-${escapeHtml(t.name)}">${escapeHtml(t.name)}</a></li>`).join('')}<li><a href="#schemas">schemas</a></li></ul></nav>
</header>
<main>
${sections.join('\n')}
<section id="schemas" aria-labelledby="h-schemas"><h2 id="h-schemas">Schemas</h2>
${schemas}
</section>
</main>
</body>
</html>
`;
}
