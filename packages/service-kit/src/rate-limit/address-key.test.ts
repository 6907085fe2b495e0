import { addressLimitKey } from './address-key';

describe('addressLimitKey: the key every per-address limit counts under', () => {
  it('When two IPv6 addresses differ only in their last 64 bits, then they share one key', () => {
    const keys = ['2001:db8:85a3:42::1', '2001:db8:85a3:42:ffff:ffff:ffff:ffff', '2001:0db8:85a3:0042:8a2e:0370:7334:0001', '2001:DB8:85A3:42::abcd:1'].map(addressLimitKey);

    expect(new Set(keys)).toEqual(new Set(['2001:db8:85a3:42::/64']));
  });

  it('When IPv6 addresses differ within their first 64 bits, then their keys differ', () => {
    expect(addressLimitKey('2001:db8:85a3:43::1')).toBe('2001:db8:85a3:43::/64');
    expect(addressLimitKey('2001:db8:85a3:42::1')).not.toBe(addressLimitKey('2001:db8:85a3:43::1'));
    expect(addressLimitKey('::1')).toBe('0:0:0:0::/64');
    expect(addressLimitKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
  });

  it('When an IPv4 address comes as IPv4-mapped IPv6 (dotted or hex), then its key is the IPv4 address itself', () => {
    expect(addressLimitKey('::ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(addressLimitKey('::FFFF:cb00:7109')).toBe('203.0.113.9');
    expect(addressLimitKey('0:0:0:0:0:ffff:203.0.113.9')).toBe('203.0.113.9');
    expect(addressLimitKey('203.0.113.9')).toBe('203.0.113.9');
  });

  it('When IPv4 addresses differ in any part, then each keeps its own key', () => {
    expect(addressLimitKey('203.0.113.9')).not.toBe(addressLimitKey('203.0.113.10'));
  });

  it('When the address is unknown or not an address, then it is its own key', () => {
    expect(addressLimitKey('unknown')).toBe('unknown');
    expect(addressLimitKey('not an address')).toBe('not an address');
  });
});
