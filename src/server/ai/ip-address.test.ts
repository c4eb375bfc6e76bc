import { isIP } from 'node:net';
import { describe, expect, it } from 'vitest';
import { addressKind, isPublicAddress, parseIpv4, parseIpv6 } from './ip-address.js';

describe('addressKind for IPv4', () => {
  it.each([
    ['0.0.0.0', 'unspecified'],
    ['0.1.2.3', 'unspecified'],
    ['10.0.0.1', 'private'],
    ['10.255.255.255', 'private'],
    ['100.64.0.1', 'shared'],
    ['100.127.255.255', 'shared'],
    ['127.0.0.1', 'loopback'],
    ['127.255.0.9', 'loopback'],
    ['169.254.169.254', 'link-local'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.0.0.8', 'reserved'],
    ['192.0.2.1', 'documentation'],
    ['192.88.99.1', 'reserved'],
    ['192.168.1.1', 'private'],
    ['198.18.0.1', 'benchmarking'],
    ['198.19.255.255', 'benchmarking'],
    ['198.51.100.7', 'documentation'],
    ['203.0.113.9', 'documentation'],
    ['224.0.0.1', 'multicast'],
    ['239.255.255.250', 'multicast'],
    ['240.0.0.1', 'reserved'],
    ['255.255.255.255', 'broadcast'],
  ])('%s is %s', (address, kind) => {
    expect(addressKind(address)).toBe(kind);
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each([
    '1.1.1.1',
    '8.8.8.8',
    '9.255.255.255',
    '11.0.0.0',
    '100.63.255.255',
    '100.128.0.0',
    '126.255.255.255',
    '128.0.0.0',
    '169.253.255.255',
    '172.15.255.255',
    '172.32.0.0',
    '192.0.1.1',
    '192.167.255.255',
    '192.169.0.0',
    '198.17.255.255',
    '198.20.0.0',
    '223.255.255.255',
  ])('%s, just outside the special ranges, is public', (address) => {
    expect(addressKind(address)).toBe('public');
    expect(isPublicAddress(address)).toBe(true);
  });
});

describe('addressKind for IPv6', () => {
  it.each([
    ['::', 'unspecified'],
    ['::1', 'loopback'],
    ['[::1]', 'loopback'],
    ['0:0:0:0:0:0:0:1', 'loopback'],
    ['fe80::1', 'link-local'],
    ['fe80::1%eth0', 'link-local'],
    ['febf:ffff::1', 'link-local'],
    ['fec0::1', 'private'],
    ['fc00::1', 'unique-local'],
    ['fd12:3456:789a::1', 'unique-local'],
    ['ff02::1', 'multicast'],
    ['ff0e::101', 'multicast'],
    ['2001:db8::1', 'documentation'],
    ['3fff::1', 'documentation'],
    ['2001:2::1', 'benchmarking'],
    ['2001:0:4136:e378:8000:63bf:3fff:fdd2', 'reserved'],
    ['64:ff9b:1::a00:1', 'private'],
    ['100::1', 'reserved'],
    ['5f00::1', 'reserved'],
    ['4000::1', 'reserved'],
    ['::127.0.0.1', 'reserved'],
    ['::ffff:0:127.0.0.1', 'reserved'],
  ])('%s is %s', (address, kind) => {
    expect(addressKind(address)).toBe(kind);
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each([
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:7f00:1', 'loopback'],
    ['[::ffff:7f00:1]', 'loopback'],
    ['0:0:0:0:0:ffff:a9fe:a9fe', 'link-local'],
    ['::FFFF:10.1.2.3', 'private'],
    ['::ffff:c0a8:101', 'private'],
    ['64:ff9b::10.0.0.1', 'private'],
    ['64:ff9b::7f00:1', 'loopback'],
    ['64:ff9b::a9fe:a9fe', 'link-local'],
    ['2002:7f00:1::', 'loopback'],
    ['2002:c0a8:0101::1', 'private'],
    ['2002:a9fe:a9fe:1::1', 'link-local'],
  ])('%s carries an IPv4 address and is judged by it: %s', (address, kind) => {
    expect(addressKind(address)).toBe(kind);
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each([
    '2606:4700:4700::1111',
    '2a00:1450:4001:80b::200e',
    '2001:4860:4860::8888',
    '::ffff:8.8.8.8',
    '::ffff:808:808',
    '64:ff9b::8.8.8.8',
    '2002:808:808::1',
  ])('%s is public', (address) => {
    expect(addressKind(address)).toBe('public');
  });
});

describe('addressKind for text that is not an address', () => {
  it.each([
    '',
    'localhost',
    'example.com',
    '1.2.3',
    '1.2.3.4.5',
    '256.0.0.1',
    '010.0.0.1',
    '0x7f.0.0.1',
    '2130706433',
    '1::2::3',
    '1:2:3:4:5:6:7:8:9',
    '1:2:3:4:5:6:7',
    '1::2:3:4:5:6:7:8',
    '12345::',
    '1.2.3.4::',
    '::1.2.3.4:5',
    ':::',
  ])('%j is invalid, so never public', (text) => {
    expect(addressKind(text)).toBe('invalid');
    expect(isPublicAddress(text)).toBe(false);
  });
});

describe('the parsers agree with Node on what is an address', () => {
  const samples = [
    '1.2.3.4',
    '255.255.255.255',
    '01.2.3.4',
    '::',
    '::1',
    '1::',
    '1:2:3:4:5:6:7:8',
    '1:2:3:4:5:6::8',
    '1::2:3:4:5:6:7:8',
    '::ffff:1.2.3.4',
    '1:2:3:4:5:6:1.2.3.4',
    '1:2:3:4:5:6:7:1.2.3.4',
    'fe80::1%lo',
    '1.2.3.4::',
    'g::1',
  ];
  it.each(samples)('%s', (text) => {
    const ours = parseIpv4(text) ? 4 : parseIpv6(text) ? 6 : 0;
    expect(ours).toBe(isIP(text));
  });

  it('reads mapped and hex forms to the same bytes', () => {
    expect(parseIpv6('::ffff:127.0.0.1')).toEqual(parseIpv6('::ffff:7f00:1'));
    expect(parseIpv6('::ffff:7f00:1')?.slice(12)).toEqual([127, 0, 0, 1]);
  });
});
