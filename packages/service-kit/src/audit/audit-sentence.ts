import type { AuditPhrase } from '@wsms/contracts';
import { auditPhraseOf, type AuditFacts, type RouteContract } from '@wsms/contracts/api';

const MAX_WHAT = 200;

/**
 * The route's sentence from what is known so far (before the write: its input; after: its answer too).
 * A route without one, or a phrase that fails, leaves the entry with the route's summary.
 */
export function auditSentence(contract: RouteContract, facts: AuditFacts<RouteContract>): AuditPhrase | null {
  const phrase = auditPhraseOf(contract);
  if (!phrase) return null;
  try {
    const { verb, what } = phrase(facts);
    return { verb, what: what.length > MAX_WHAT ? `${what.slice(0, MAX_WHAT - 1)}…` : what };
  } catch {
    return null;
  }
}
