/** The visitor's address behind proxies: rate limits can't be walked past with a forged header. */
import { afterEach, describe, expect, it } from 'vitest';
import { makePng, startTestApp } from '../../test-app.js';
import type { TestApp } from '../../test-app.js';

let t: TestApp | undefined;
afterEach(() => t?.close());

async function uploadsAccepted(app: TestApp['app'], forwardedFor: string[]): Promise<number> {
  const png = await makePng();
  let accepted = 0;
  for (const header of forwardedFor) {
    const response = await app.inject({
      method: 'POST',
      url: '/api/strips',
      // inject's socket address is 127.0.0.1: the reverse proxy in front.
      headers: { 'content-type': 'image/png', 'x-forwarded-for': header },
      payload: png,
    });
    if (response.statusCode === 201) accepted += 1;
    else expect(response.statusCode).toBe(429);
  }
  return accepted;
}

/** Ten requests of one visitor who writes a new address of their own choice each time. */
const forged = (realAddress: string) =>
  Array.from({ length: 10 }, (_, i) => `198.51.100.${i + 1}, ${realAddress}`);

describe('TRUST_PROXY', () => {
  it('with a hop count, takes the address the proxy saw, not the ones the client wrote', async () => {
    t = await startTestApp({ RATE_LIMIT_UPLOADS: '3', TRUST_PROXY: '1' });
    expect(await uploadsAccepted(t.app, forged('203.0.113.7'))).toBe(3);
    // Another visitor behind the same proxy has a budget of their own.
    expect(await uploadsAccepted(t.app, ['203.0.113.8'])).toBe(1);
  });

  it('with proxy addresses, skips exactly the trusted hops', async () => {
    t = await startTestApp({ RATE_LIMIT_UPLOADS: '3', TRUST_PROXY: '127.0.0.1,10.0.0.0/8' });
    // Client → 10.1.2.3 (an inner proxy) → 127.0.0.1 (the outer one) → us.
    const chain = Array.from(
      { length: 10 },
      (_, i) => `198.51.100.${i + 1}, 203.0.113.7, 10.1.2.3`,
    );
    expect(await uploadsAccepted(t.app, chain)).toBe(3);
  });

  it('without it, ignores the header: one socket address, one budget', async () => {
    t = await startTestApp({ RATE_LIMIT_UPLOADS: '3' });
    expect(
      await uploadsAccepted(t.app, ['203.0.113.1', '203.0.113.2', '203.0.113.3', '203.0.113.4']),
    ).toBe(3);
  });
});
