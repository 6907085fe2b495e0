// The shell's view of the shared business details. Deep import on purpose: the contracts index
// also re-exports the zod schemas, which a first visit must not download.
import { business as shared, formatAddress, mainLocation } from '@wsms/contracts/business';

export const business = {
  name: shared.name,
  address: formatAddress(mainLocation),
  phone: shared.phone,
  email: shared.email,
} as const;
