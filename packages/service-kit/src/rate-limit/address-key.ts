import { isIPv4, isIPv6 } from 'node:net';

const hexGroups = (s: string) => (s ? s.split(':').map((g) => parseInt(g, 16)) : []);

/** The eight 16-bit groups of a valid IPv6 address (`::` expanded, a dotted IPv4 tail as two groups). */
function groupsOf(address: string): number[] {
  const dotted = /:(\d+\.\d+\.\d+\.\d+)$/.exec(address)?.[1];
  const [a = 0, b = 0, c = 0, d = 0] = dotted ? dotted.split('.').map(Number) : [];
  const tail = dotted ? [(a << 8) | b, (c << 8) | d] : [];
  const hex = dotted ? address.slice(0, -dotted.length).replace(/(?<!:):$/, '') : address;
  const [left, right] = hex.split('::').map(hexGroups) as [number[], number[] | undefined];
  const gap = right === undefined ? [] : Array<number>(8 - left.length - right.length - tail.length).fill(0);
  return [...left, ...gap, ...(right ?? []), ...tail];
}

/**
 * The key every per-address limit counts a client under. An IPv6 client usually holds a whole /64
 * (and may pick a new address in it at will), so an IPv6 address counts as its /64; an IPv4-mapped
 * IPv6 address counts as the IPv4 address it is; anything else as itself.
 */
export function addressLimitKey(address: string): string {
  const bare = address.split('%')[0]!;
  if (!isIPv6(bare)) return isIPv4(bare) ? bare : address;
  const groups = groupsOf(bare.toLowerCase());
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    return [groups[6]! >> 8, groups[6]! & 0xff, groups[7]! >> 8, groups[7]! & 0xff].join('.');
  }
  return `${groups.slice(0, 4).map((g) => g.toString(16)).join(':')}::/64`;
}
