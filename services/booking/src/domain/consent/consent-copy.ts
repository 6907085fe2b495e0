import type { ConsentEvent, ConsentStatus } from '@wsms/contracts';
import { consentUnavailable, isConsentUnavailable, type ConsentCopySource, type ConsentDirectory } from '../../adapters/consent-client';
import type { ConsentCopyRepository } from '../../data-access/consent/consent-copy-repository';

/**
 * Booking's copy of the consent state (issue 39). Content owns the record; it sends each form it
 * publishes and each signature (POST /internal/consent-events, retried until booking took it), and
 * booking re-reads the form in force and its signatures when it starts. Confirmations ask content
 * first (it is the record, with no delay); when content cannot be asked they are decided from the
 * copy, so a client who signed confirms while content is down, and one who did not is still asked.
 */
export interface ConsentCopyDeps {
  consentCopy: ConsentCopyRepository;
}

/** The version of the form in force in the copy (0: none). */
const versionInForce = async (deps: ConsentCopyDeps) => (await deps.consentCopy.current())?.version ?? 0;

/**
 * Applies content's events; the ids are content's, so a replay inserts nothing, and a form or
 * signature older than the form in force is not kept (it never counts again). Returns how many were new.
 */
export async function applyConsentEvents(deps: ConsentCopyDeps, events: ConsentEvent[]) {
  let applied = 0;
  const before = await versionInForce(deps);
  const forms = events.flatMap((event) => (event.kind === 'form-published' && event.form.version >= before ? [event.form] : []));
  for (const form of forms) if (await deps.consentCopy.addForm(form)) applied += 1;
  if (applied > 0) await dropSuperseded(deps);
  const inForce = await versionInForce(deps);
  for (const event of events) {
    if (event.kind === 'signed' && event.signature.version >= inForce && (await deps.consentCopy.addSignature(event.signature))) applied += 1;
  }
  return { applied };
}

/** A newer form makes every earlier signature not current: they are dropped (versions only grow). */
async function dropSuperseded(deps: ConsentCopyDeps) {
  const current = await deps.consentCopy.current();
  if (current) await deps.consentCopy.dropBefore(current.version);
}

/**
 * Re-reads the form in force and all its signatures from content (page by page), then marks the copy
 * complete. False when no content is configured (nothing can be in force then). Throws while content
 * cannot be asked: the caller tries again later, without holding up the start.
 */
export async function rereadConsentCopy(deps: ConsentCopyDeps & { consentSource: ConsentCopySource; now: () => Date }) {
  let after: string | undefined;
  do {
    const page = await deps.consentSource.copyPage(after);
    if (!page) return false;
    if (page.form) await deps.consentCopy.addForm(page.form);
    for (const signature of page.signatures) await deps.consentCopy.addSignature(signature);
    after = page.next ?? undefined;
  } while (after);
  await dropSuperseded(deps);
  await deps.consentCopy.markComplete(deps.now());
  return true;
}

/** The client's consent as the copy has it; null until a re-read completed once (the copy may miss earlier signatures). */
export async function consentStatusFromCopy(deps: ConsentCopyDeps, client: { email: string; userId?: string; bookingId?: string }): Promise<ConsentStatus | null> {
  if (!(await deps.consentCopy.complete())) return null;
  const form = await deps.consentCopy.current();
  if (!form) return { required: false, signed: true, form: null };
  return { required: true, signed: await deps.consentCopy.hasSigned(form.id, client), form };
}

/** After content failed to answer, this instance asks the copy alone for this long (a hanging content costs one timeout, not one per confirmation). */
const CONTENT_DOWN_MS = 10_000;

/**
 * The consent directory every confirmation path uses: content's answer while it answers, else the
 * copy's. A signature made on a confirmation page (through booking) goes into the copy at once too.
 */
export function consentWithCopy(content: ConsentDirectory, deps: ConsentCopyDeps, now: () => number = Date.now): ConsentDirectory {
  let askCopyUntil = 0;
  return {
    async status(client) {
      let asked = false;
      if (now() >= askCopyUntil) {
        asked = true;
        try {
          return await content.status(client);
        } catch (error) {
          if (!isConsentUnavailable(error)) throw error;
          askCopyUntil = now() + CONTENT_DOWN_MS;
        }
      }
      const fromCopy = await consentStatusFromCopy(deps, client);
      if (fromCopy) return fromCopy;
      // Until the copy is complete only content can answer.
      if (asked) throw consentUnavailable();
      return content.status(client);
    },
    async sign(input) {
      const signature = await content.sign(input);
      await deps.consentCopy.addSignature({
        id: signature.id,
        formId: signature.formId,
        version: signature.version,
        userId: input.userId ?? null,
        email: input.email,
        emailProven: input.emailProven,
        bookingId: input.bookingId,
      });
      return signature;
    },
  };
}
