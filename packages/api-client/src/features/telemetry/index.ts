export { reportVital } from './report-vital';
