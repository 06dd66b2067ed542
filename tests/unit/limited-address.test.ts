import { describe, expect, it } from 'vitest';
import { limitedAddress, limits, type Limit } from '#server/platform/rate-limit.ts';

describe('the address a per-address limit counts', () => {
  it('is an IPv4 address as it is, and an IPv4-mapped IPv6 address as its IPv4 one', () => {
    expect(limitedAddress('203.0.113.7')).toBe('203.0.113.7');
    expect(limitedAddress('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it("is an IPv6 address's /64, however the address is written", () => {
    const net = '2001:db8:12:3400::/64';
    for (const ip of [
      '2001:db8:12:3400::1',
      '2001:0DB8:0012:3400:ffff:ffff:ffff:ffff',
      '2001:db8:12:3400:1:2:3:4',
      '2001:db8:12:3400::192.0.2.1',
      '2001:db8:12:3400::9%eth0',
    ]) {
      expect(limitedAddress(ip), ip).toBe(net);
    }
    expect(limitedAddress('2001:db8:12:3401::1')).toBe('2001:db8:12:3401::/64');
    expect(limitedAddress('::1')).toBe('0:0:0:0::/64');
    expect(limitedAddress('2001:db8::')).toBe('2001:db8:0:0::/64');
  });
});

describe('the per-address limits', () => {
  const perAddress: Record<string, (ip: string) => Limit> = {
    loginFailuresPerIp: (ip) => limits.loginFailuresPerIp(ip),
    loginFailuresPerAccountAndIp: (ip) => limits.loginFailuresPerAccountAndIp('sam@example.ca', ip),
    formPerIp: (ip) => limits.formPerIp('contact', ip),
    couponTriesPerIp: (ip) => limits.couponTriesPerIp(ip),
    declinedCardsPerIp: (ip) => limits.declinedCardsPerIp(ip),
    bookingStartsPerIp: (ip) => limits.bookingStartsPerIp(ip),
    vitalsPerIp: (ip) => limits.vitalsPerIp(ip),
    bookingLinkMissesPerIp: (ip) => limits.bookingLinkMissesPerIp(ip),
    unsubscribeMissesPerIp: (ip) => limits.unsubscribeMissesPerIp(ip),
  };

  it('names every limit that takes an address here', () => {
    const takingAnAddress = Object.entries(limits)
      .filter(([name]) => /Ip$/.test(name))
      .map(([name]) => name)
      .sort();
    expect(takingAnAddress).toEqual(Object.keys(perAddress).sort());
  });

  it.each(Object.entries(perAddress))(
    '%s counts the addresses of one IPv6 /64 as one caller, and another /64 apart',
    (_name, limit) => {
      const bucket = limit('2001:db8:12:3400::1').bucket;
      expect(limit('2001:db8:12:3400:ffff:ffff:ffff:ffff').bucket).toBe(bucket);
      expect(limit('2001:db8:12:3401::1').bucket).not.toBe(bucket);
      expect(limit('::ffff:203.0.113.7').bucket).toBe(limit('203.0.113.7').bucket);
    },
  );
});
