import { randomBytes } from 'node:crypto';
import type { Connection } from 'mongoose';
import { creditRepository } from '../data-access/credits/credit-repository';
import { endOfDayIn } from '../domain/shared/business-time';
import { asRole } from './booking-test-kit';

let clients = 0;
/** A signed-in client with a verified e-mail, and the headers that carry them (one fixed account id). */
export function creditClient(label = 'credit') {
  clients += 1;
  const sub = randomBytes(12).toString('hex');
  const email = `${label}.${clients}.${sub.slice(0, 6)}@example.com`;
  return { sub, email, headers: asRole('user', email, { sub }) };
}

export interface IssueOptions {
  count?: number;
  sessionTypes?: string[];
  /** The last day the credits can pay for (yyyy-MM-dd). */
  expiresOn?: string;
  issuedAt?: Date;
}

/** Issues credits straight into the database, as a paid purchase of a package would. */
export async function issueCredits(db: Connection, owner: { sub: string; email: string }, options: IssueOptions = {}) {
  const { count = 1, sessionTypes = ['technique', 'conditioning'], expiresOn = '2030-06-30', issuedAt = new Date('2030-01-01T12:00:00Z') } = options;
  const purchaseId = randomBytes(9).toString('base64url');
  const credits = creditRepository(db);
  const ids: string[] = [];
  for (let n = 1; n <= count; n += 1) {
    const id = `${purchaseId}.${n}`;
    await credits.issue({
      _id: id,
      purchaseId,
      packageId: 'test-package',
      packageName: 'Test pack',
      sessionTypes,
      ownerId: owner.sub,
      ownerEmail: owner.email,
      valueCents: 8000,
      issuedAt,
      expiresOn,
      expiresAt: endOfDayIn(expiresOn),
    });
    ids.push(id);
  }
  return ids;
}
