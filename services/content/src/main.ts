import { runService } from '@wsms/service-kit';
import { loadConfig } from './config';
import { contentService } from './app';

runService(contentService(loadConfig())).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
