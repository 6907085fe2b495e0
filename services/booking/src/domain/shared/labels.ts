export { locationLabel, sessionTypeLabel } from '@wsms/contracts/vocabulary';
