import { accountKeys } from './accounts';
import { authKeys } from './auth';
import { availabilityKeys, bookingKeys, checkoutKeys, creditKeys, instructorAreaKeys, outboxKeys, packageKeys, waitlistKeys } from './booking';
import { instructorKeys, staffKeys, testimonialKeys } from './catalog';
import { clinicalKeys } from './clinical';
import { contactKeys } from './contact';
import { digitalProductKeys } from './content';
import { reportKeys } from './reports';
import { orderKeys, productKeys } from './store';
import { systemKeys } from './system';
import { instructorClientKeys, programKeys, trackerKeys } from './training';

const factories = {
  accountKeys, authKeys, availabilityKeys, bookingKeys, checkoutKeys, creditKeys, instructorAreaKeys, outboxKeys, packageKeys, waitlistKeys, instructorKeys, staffKeys,
  testimonialKeys, clinicalKeys, contactKeys, digitalProductKeys, orderKeys, productKeys, instructorClientKeys, programKeys, trackerKeys, reportKeys, systemKeys,
};

/** Every key a factory makes, with sample arguments. */
function keysOf(factory: Record<string, unknown>): unknown[][] {
  return Object.values(factory).map((make) => (typeof make === 'function' ? (make as (...a: string[]) => unknown[])('id-1', 'id-2') : (make as unknown[])));
}

describe('query keys', () => {
  test.each(Object.entries(factories))('When %s makes a key, then it names data, never a URL, and starts with its own root', (_name, factory) => {
    const root = factory.all[0];
    for (const key of keysOf(factory)) {
      expect(key[0]).toBe(root);
      expect(JSON.stringify(key)).not.toMatch(/\/api|\//);
    }
  });

  test('When the factories are put together, then no two share a root (an invalidation reaches only its own domain)', () => {
    const roots = Object.values(factories).map((factory) => factory.all[0]);
    expect(new Set(roots).size).toBe(roots.length);
  });

  test('When a list is asked for in full (admins), then its key differs from the public list but shares its lists() prefix', () => {
    expect(instructorKeys.list('all')).not.toEqual(instructorKeys.list());
    expect(instructorKeys.list('all').slice(0, 2)).toEqual(instructorKeys.lists());
    expect(instructorKeys.list().slice(0, 2)).toEqual(instructorKeys.lists());
  });
});
