type Values = Record<string, unknown> | undefined;

/**
 * A route's URL path: its `:name` segments filled in (encoded), then the query's set values in their
 * order. Shared by the browser's client and the services' internal client (no zod: safe for the browser).
 */
export function routePath(path: string, input?: { params?: unknown; query?: unknown }): string {
  const params = input?.params as Values;
  const filled = path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params?.[name])));
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries((input?.query as Values) ?? {})) {
    if (value !== undefined && value !== null && value !== '') search.set(name, String(value));
  }
  const text = search.toString();
  return text ? `${filled}?${text}` : filled;
}
