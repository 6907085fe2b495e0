import { sessionTypes } from '@wsms/contracts';

export { locationLabel } from '@wsms/contracts';

export const sessionTypeLabel = (value: string) => sessionTypes.find((s) => s.value === value)?.label ?? value;
