// First: tracing patches http, express and mongodb as they load.
import '@wsms/service-kit/tracing/register';
import { runService } from '@wsms/service-kit';
import { loadConfig } from './config';
import { catalogService } from './app';

runService(catalogService(loadConfig())).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
