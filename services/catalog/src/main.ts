import { runService } from '@wsms/service-kit';
import { loadConfig } from './config';
import { catalogService } from './app';

runService(catalogService(loadConfig())).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
