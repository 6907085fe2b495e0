import { baseServiceConfig, envBoolean, parseConfig } from '@wsms/service-kit';

export const configSchema = baseServiceConfig.extend({
  SEED_DEMO_DATA: envBoolean(false),
});
export type Config = ReturnType<typeof loadConfig>;
export const loadConfig = (env: NodeJS.ProcessEnv = process.env) => parseConfig(configSchema, env);
