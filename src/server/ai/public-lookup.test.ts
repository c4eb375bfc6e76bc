import type { LookupAddress } from 'node:dns';
import type { LookupFunction } from 'node:net';
import { describe, expect, it } from 'vitest';
import { isPublicAddress } from './ip-address.js';
import {
  AddressRefusedError,
  allowedAddresses,
  checkedLookup,
  systemResolve,
} from './public-lookup.js';

const v4 = (address: string): LookupAddress => ({ address, family: 4 });
const v6 = (address: string): LookupAddress => ({ address, family: 6 });

describe('allowedAddresses', () => {
  it('keeps public addresses, narrowed to the family asked for', () => {
    const all = [v4('8.8.8.8'), v6('2001:4860:4860::8888')];
    expect(allowedAddresses(all, 0, isPublicAddress)).toEqual(all);
    expect(allowedAddresses(all, 6, isPublicAddress)).toEqual([all[1]]);
  });

  it('refuses the whole answer when any address is not public, even of another family', () => {
    expect(() =>
      allowedAddresses([v4('8.8.8.8'), v6('::ffff:7f00:1')], 4, isPublicAddress),
    ).toThrow(new AddressRefusedError('the name resolves to a loopback address'));
    expect(() => allowedAddresses([v4('10.1.2.3')], 0, isPublicAddress)).toThrow('private');
  });

  it('refuses an empty answer or none of the family asked for', () => {
    expect(() => allowedAddresses([], 0, isPublicAddress)).toThrow('has no address');
    expect(() => allowedAddresses([v4('8.8.8.8')], 6, isPublicAddress)).toThrow('no address');
  });
});

/** Calls a lookup the way a socket does and collects what it answers. */
function callLookup(lookup: LookupFunction, all: boolean, family = 0) {
  return new Promise<{ error: Error | null; address: unknown; family?: number }>((resolve) => {
    lookup('name.test', { all, family }, (error, address, fam) =>
      resolve({ error, address, family: fam }),
    );
  });
}

describe('checkedLookup', () => {
  const resolveTo = (addresses: LookupAddress[]) => () => Promise.resolve(addresses);

  it('answers one address or all of them, as the socket asks', async () => {
    const lookup = checkedLookup(resolveTo([v6('2606:4700::1'), v4('1.1.1.1')]), isPublicAddress);
    expect(await callLookup(lookup, false)).toEqual({
      error: null,
      address: '2606:4700::1',
      family: 6,
    });
    expect(await callLookup(lookup, true, 4)).toEqual({
      error: null,
      address: [v4('1.1.1.1')],
      family: undefined,
    });
  });

  it('answers the refusal as the lookup error', async () => {
    const lookup = checkedLookup(resolveTo([v4('169.254.169.254')]), isPublicAddress);
    const { error } = await callLookup(lookup, true);
    expect(error).toBeInstanceOf(AddressRefusedError);
    expect((error as AddressRefusedError).reason).toBe('the name resolves to a link-local address');
  });

  it('passes resolution errors on', async () => {
    const failing = () => Promise.reject(Object.assign(new Error('nope'), { code: 'ENOTFOUND' }));
    const { error } = await callLookup(checkedLookup(failing, isPublicAddress), false);
    expect(error).toMatchObject({ code: 'ENOTFOUND' });
  });

  it('refuses localhost through the system resolver', async () => {
    const lookup = checkedLookup(systemResolve, isPublicAddress);
    const error = await new Promise<Error | null>((resolve) =>
      lookup('localhost', { all: true }, (e) => resolve(e)),
    );
    expect(error).toBeInstanceOf(AddressRefusedError);
    expect(error?.message).toContain('loopback');
  });
});
