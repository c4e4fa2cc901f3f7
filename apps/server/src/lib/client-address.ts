import { isIPv6 } from 'node:net';
import { Address6 } from 'ip-address';

/**
 * Who a per-IP limit of ours counts (issue 17: sign-in failures, open streams, unpaid orders), as
 * @fastify/rate-limit counts the request limits (with the same library): an IPv4 address as it is,
 * an IPv6 one by its /64 network. A home, an office or a phone is given a whole /64 and may take any
 * address in it, so counting single IPv6 addresses would let one client multiply a per-IP limit at
 * will. An IPv4 address written as IPv6 (::ffff:a.b.c.d) is that IPv4 address.
 */
export function clientAddressOf(ip: string): string {
  if (!isIPv6(ip)) return ip.toLowerCase();
  const address = new Address6(ip);
  if (address.isMapped4()) return address.to4().correctForm();
  return new Address6(`${ip}/64`).startAddress().correctForm();
}
