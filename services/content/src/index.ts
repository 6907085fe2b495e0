// @wsms/content-service: the service to run in-process (neighbours' test kits start it beside theirs).
export { contentService } from './app';
export { loadConfig } from './config';
