// Area "reports" (a read model, not data): after the other areas wrote records, the owner's report
// roll-ups are built again from every record of the databases, with the services' own rebuild code:
// booking's (sessions, money, credits, waitlist offers, the sessions export) and content's (digital
// sales, program compliance). So the Reports tab shows the seeded history at once, no manual
// `reports:rebuild`. It runs after every seed that wrote anything (whatever --only named), and once
// for a dataset seeded before it existed; a run that wrote nothing leaves the roll-ups as they are.
import mongoose from 'mongoose';

const DUPLICATE = 11000;

export const reports = {
  name: 'reports',
  async seed({ dbs, key, uri, changed }) {
    const runs = dbs.booking.collection('seed_scale_runs');
    const marker = key('reports');
    if (!changed && (await runs.findOne({ _id: marker }))) return { skipped: true, note: 'roll-ups already built for this dataset' };
    // The services' own rebuilds (mongoose, as the services connect), on the same databases.
    const [{ rebuildBookingReadModels }, { rebuildContentReadModels }] = await Promise.all([import('@wsms/booking-service/read-models'), import('@wsms/content-service/read-models')]);
    const connect = (db) => mongoose.createConnection(uri, { dbName: db.databaseName }).asPromise();
    const [booking, content] = await Promise.all([connect(dbs.booking), connect(dbs.content)]);
    try {
      const built = await rebuildBookingReadModels(booking);
      const contentBuilt = await rebuildContentReadModels(content);
      await runs.deleteOne({ _id: marker });
      await runs.insertOne({ _id: marker, at: new Date() }).catch((error) => {
        if (error?.code !== DUPLICATE) throw error;
      });
      return { reportFacts: built.facts, rollups: built.rollups, digitalSales: contentBuilt.sales, programs: contentBuilt.programs };
    } finally {
      await Promise.all([booking.close(), content.close()]);
    }
  },
};
