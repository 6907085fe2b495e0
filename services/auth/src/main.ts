import { runService } from '@wsms/service-kit';
import { authService } from './app';
import { loadAuthConfig } from './config';

async function main() {
  await runService(authService(loadAuthConfig()));
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
