import { describe, expect, it } from 'vitest';
import { clientAddressOf } from './client-address.ts';

describe('clientAddressOf', () => {
  it('keeps an IPv4 address, and reads an IPv4 address written as IPv6 as that address', () => {
    expect(clientAddressOf('198.51.100.7')).toBe('198.51.100.7');
    expect(clientAddressOf('::ffff:198.51.100.7')).toBe('198.51.100.7');
  });

  it('counts an IPv6 address by its /64, however it is written', () => {
    for (const address of ['2001:db8:1:2::1', '2001:0db8:0001:0002:ffff:ffff:ffff:ffff', '2001:DB8:1:2:a:b:c:d'])
      expect(clientAddressOf(address), address).toBe('2001:db8:1:2::');
    expect(clientAddressOf('2001:db8:1:3::1')).toBe('2001:db8:1:3::');
  });
});
