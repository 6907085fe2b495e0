// @wsms/catalog-service: the service to run in-process (neighbours' test kits and the booking benchmarks
// start it beside theirs), and its repositories, to arrange its data there.
export { catalogRepositories, catalogService } from './app';
export { loadConfig } from './config';
