import { get, type FieldErrors, type FieldValues } from 'react-hook-form';

/** The message shown under a field: its own, else the first one inside it (a list item, a nested field). */
export function fieldError<V extends FieldValues>(errors: FieldErrors<V>, name: string): string | undefined {
  return firstMessage(get(errors, name));
}

function firstMessage(node: unknown): string | undefined {
  if (!node || typeof node !== 'object') return undefined;
  const { message } = node as { message?: unknown };
  if (typeof message === 'string' && message) return message;
  for (const [key, child] of Object.entries(node)) {
    // `ref` is the DOM element, `types` the other messages of the same field.
    if (key === 'ref' || key === 'types' || key === 'message' || key === 'type') continue;
    const found = firstMessage(child);
    if (found) return found;
  }
  return undefined;
}
