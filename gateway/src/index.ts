// @wsms/gateway: what tools outside the gateway use of it (the prerender script, other workspaces' tests).
export { createGateway } from './app';
export { loadConfig, type GatewayConfig } from './config';
export { createRemotesManifest } from './remotes/remotes-manifest';
