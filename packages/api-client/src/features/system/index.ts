export { getSystemOverview, SYSTEM_REFRESH_MS, systemKeys, useSystemOverview } from './system';
