import type { QueryClient } from '@tanstack/react-query';
import type { Instructor } from '@wsms/contracts';

/** Reads whose hook reshapes the answer: the seeded data must be what the hook's query function returns. */
const shapes: Record<string, (body: unknown) => unknown> = {
  '/api/instructors': (body) => (body as Instructor[]).filter((instructor) => instructor.isActive !== false),
};

/**
 * Seeds the answers the gateway embedded in the page (public first-screen reads, by path) into the
 * query cache, so the page renders them without asking. Keys double as paths ([path]).
 */
export function seedEmbeddedReads(client: QueryClient, data: Record<string, unknown>) {
  for (const [path, body] of Object.entries(data)) {
    if (!path.startsWith('/api/') || !Array.isArray(body)) continue;
    client.setQueryData([path], (shapes[path] ?? ((answer: unknown) => answer))(body));
  }
}
