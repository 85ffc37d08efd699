/**
 * The address a visitor's leads are counted by (rate limit), as the deployment defines it.
 * `trustedHops` proxies in front of the site each append the address they saw to
 * X-Forwarded-For, so the client is the entry that many places from the end; everything before
 * it was written by the client and proves nothing. With no proxy (0) no header can be trusted:
 * Next fills X-Forwarded-For from the socket only when the client sent none, so every client
 * shares one bucket. IPv6 addresses count per /64, the block one subscriber gets.
 */
export function clientAddress(headers: Headers, trustedHops: number): string {
  if (trustedHops === 0) return 'direct';
  const hops = (headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((hop) => hop.trim())
    .filter(Boolean);
  const address = hops.length >= trustedHops ? hops[hops.length - trustedHops] : undefined;
  return (address && bucketOf(normalizeAddress(address))) || 'unknown';
}

/** One spelling per address: no port, no brackets, IPv4-mapped IPv6 as IPv4, lower case. */
function normalizeAddress(raw: string): string {
  let address = raw.toLowerCase().slice(0, 100);
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(address);
  if (bracketed?.[1]) address = bracketed[1];
  const ipv4WithPort = /^(\d{1,3}(?:\.\d{1,3}){3}):\d+$/.exec(address);
  if (ipv4WithPort?.[1]) address = ipv4WithPort[1];
  return address.replace(/^::ffff:(?=\d{1,3}(?:\.\d{1,3}){3}$)/, '');
}

/** An IPv6 address becomes its /64 (`2001:db8:1:2::/64`); anything else stays as it is. */
function bucketOf(address: string): string {
  if (!address.includes(':')) return address;
  const [head = '', tail] = address.split('%')[0]!.split('::');
  const left = head ? head.split(':') : [];
  const right = tail === undefined ? [] : tail ? tail.split(':') : [];
  const groups =
    tail === undefined
      ? left
      : [...left, ...Array(8 - left.length - right.length).fill('0'), ...right];
  if (groups.length !== 8 || !groups.every((group) => /^[0-9a-f]{1,4}$/.test(group))) {
    return address;
  }
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
