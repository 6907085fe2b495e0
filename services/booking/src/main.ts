import { runService } from '@wsms/service-kit';
import { loadConfig } from './config';
import { bookingService } from './app';

runService(bookingService(loadConfig())).catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
