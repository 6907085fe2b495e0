import type { ApiError as ErrorReply } from '@wsms/contracts/api';

export type FieldIssue = NonNullable<ErrorReply['errors']>[number];

/**
 * Every failed call. `message` is what the screen shows (chosen by the call: spec section 7's
 * '{status}: {text}', spec 8's 'Failed to fetch …', or the server's reason); `status` is 0 when no
 * answer arrived; `serverMessage` and `errors` are the server's own `{ message, errors }`, where a
 * form finds a 400's field messages.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly serverMessage: string | undefined;
  readonly errors: readonly FieldIssue[];

  constructor(status: number, message: string, reply?: Partial<ErrorReply>) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.serverMessage = typeof reply?.message === 'string' ? reply.message : undefined;
    this.errors = Array.isArray(reply?.errors) ? reply.errors : [];
  }
}
