// Area "credits": session packages, their purchases (with the payment decision the service keeps for
// each), the credits a paid purchase issues, their redemptions on the client's own seeded sessions
// and the returns (cancellations, waived forfeits), as the booking service writes them; the bookings
// a credit paid for say so (paymentMethod 'credit', creditId, creditStatus). The reports' credit
// figures come from `npm run reports:rebuild -w @wsms/booking-service` (it reads these rows).
import { creditsOf, packagesOf } from './credits-plan.mjs';
import { insertAll, once } from './write.mjs';

const PARALLEL = 8;

/**
 * Rewrites the paid-by-credit bookings by _id (the same values each run), eight updates in flight:
 * the embedded FerretDB does not answer a bulkWrite of a few hundred updates.
 */
async function updateBookings(collection, changes) {
  let next = 0;
  const worker = async () => {
    while (next < changes.length) {
      const c = changes[next++];
      await collection.updateOne({ _id: c._id }, { $set: c.set });
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
  return changes.length;
}

export const credits = {
  name: 'credits',
  seed: ({ plan, dbs, key }) =>
    once(dbs.booking, key('credits'), async () => {
      const db = dbs.booking;
      const written = creditsOf(plan);
      return {
        packages: await insertAll(db.collection('packages'), packagesOf(plan).map((p) => p.doc)),
        purchases: await insertAll(db.collection('package_purchases'), written.purchases),
        pendingPurchases: written.purchases.filter((p) => p.status === 'pending').length,
        purchaseDecisions: await insertAll(db.collection('package_purchase_decisions'), written.decisions),
        credits: await insertAll(db.collection('credits'), written.credits),
        redemptions: await insertAll(db.collection('credit_redemptions'), written.redemptions),
        forfeits: written.redemptions.filter((r) => r.state === 'forfeited').length,
        returns: await insertAll(db.collection('credit_returns'), written.returns),
        expiredUnused: written.expired,
        bookingsPaidByCredit: await updateBookings(db.collection('bookings'), written.bookingChanges),
      };
    }),
};
