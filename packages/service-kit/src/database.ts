import mongoose from 'mongoose';
import { deadlinePlugin } from './deadline';

mongoose.set('sanitizeFilter', true);
mongoose.set('strictQuery', true);
// Every model's reads inside a request's deadline carry the time left (deadline.ts).
mongoose.plugin(deadlinePlugin);

/** One connection per service, to the service's own database (named in the URI). */
export async function connectDatabase(uri: string): Promise<mongoose.Connection> {
  const connection = mongoose.createConnection(uri, {
    serverSelectionTimeoutMS: 5000,
    // After the database restarts, notice within a second (the default 10 s keeps readiness down that long).
    heartbeatFrequencyMS: 1000,
    autoIndex: true,
  });
  await connection.asPromise();
  return connection;
}

export async function isDatabaseReachable(connection: mongoose.Connection, timeoutMs = 1000): Promise<boolean> {
  if (connection.readyState !== 1 || !connection.db) return false;
  const ping = connection.db.admin().ping().then(() => true, () => false);
  const timeout = new Promise<boolean>((resolve) => setTimeout(() => resolve(false), timeoutMs).unref());
  return Promise.race([ping, timeout]);
}
