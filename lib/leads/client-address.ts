/**
 * The address a visitor's leads are counted by (rate limit). The product runs behind a load
 * balancer, so the socket's address is the balancer's: the client is the first hop of
 * X-Forwarded-For, else X-Real-IP (`next start` fills X-Forwarded-For with the socket's address
 * when nothing in front did). The first hop is only as trustworthy as the proxy in front: one
 * that overwrites the header (Vercel, or a balancer configured so) gives the real client, one
 * that appends lets a client pick its own first hop and so its own bucket.
 */
export function clientAddress(headers: Headers): string {
  const forwarded = headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  const address = forwarded || headers.get('x-real-ip')?.trim() || '';
  return normalizeAddress(address) || 'unknown';
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
