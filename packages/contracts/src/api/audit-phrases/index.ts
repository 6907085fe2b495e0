import type { AuditPhraseOf } from '../audit-phrase';
import { authApi } from '../auth.routes';
import { bookingApi } from '../booking.routes';
import { catalogApi } from '../catalog.routes';
import { contentApi } from '../content.routes';
import type { RouteContract } from '../route-contract';
import { phrasesByContract } from '../audit-phrase';
import { authPhrases } from './auth';
import { bookingPhrases } from './booking';
import { catalogPhrases } from './catalog';
import { contentPhrases } from './content';

const phrases = new Map<RouteContract, AuditPhraseOf<RouteContract>>([
  ...phrasesByContract(authApi, authPhrases),
  ...phrasesByContract(bookingApi, bookingPhrases),
  ...phrasesByContract(catalogApi, catalogPhrases),
  ...phrasesByContract(contentApi, contentPhrases),
]);

/** The sentence an audited route's entries are written with (undefined for a route outside the four services' APIs). */
export const auditPhraseOf = (contract: RouteContract) => phrases.get(contract);
