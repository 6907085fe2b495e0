import { createUserFromArgs } from './create-user-from-args';

createUserFromArgs(process.argv.slice(2), process.env).then(
  (user) => {
    console.log(JSON.stringify(user, null, 2));
  },
  (err: unknown) => {
    console.error(`create-user: ${err instanceof Error ? err.message : String(err)}`);
    process.exitCode = 1;
  },
);
