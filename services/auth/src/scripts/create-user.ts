import { createUserFromArgs } from './create-user-from-args';
import { redactUri } from './database-target';

if (process.env.MONGODB_URI) console.error(`create-user: writing to ${redactUri(process.env.MONGODB_URI)}`);

createUserFromArgs(process.argv.slice(2), process.env).then(
  (user) => {
    console.log(JSON.stringify(user, null, 2));
  },
  (err: unknown) => {
    console.error(`create-user: ${err instanceof Error ? err.message : String(err)}`);
    process.exitCode = 1;
  },
);
