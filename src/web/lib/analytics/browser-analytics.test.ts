// @vitest-environment happy-dom
/**
 * The page-view counter on a page's own history: the meta tag that hands counting to an external
 * script, the path read without its query, the router's pushState and replaceState and Back
 * followed, and the beacon (else a keepalive fetch) to POST /api/events. The counting rules
 * themselves are in analytics.test.ts; e2e/letter-page.test.ts sees a real page post its view.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserAnalyticsEnvironment, startPageViews } from './analytics.js';

const beacons: { url: string; path: string }[] = [];
let beaconTaken = true;

function stubBeacon() {
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    value: (url: string, body: string) => {
      beacons.push({ url, path: (JSON.parse(body) as { path: string }).path });
      return beaconTaken;
    },
  });
}

const paths = () => beacons.map((beacon) => beacon.path);

afterEach(() => {
  Reflect.deleteProperty(navigator, 'sendBeacon');
  vi.unstubAllGlobals();
  beacons.length = 0;
  beaconTaken = true;
  document.head.innerHTML = '';
});

describe('the page-view counter in a page', () => {
  it('stays silent when the page says an external script counts the views', () => {
    stubBeacon();
    const fetched = vi.fn();
    vi.stubGlobal('fetch', fetched);
    document.head.innerHTML = '<meta name="postbooth-analytics" content="external">';
    const pushState = history.pushState;
    history.replaceState(null, '', '/textbox');
    startPageViews(browserAnalyticsEnvironment());
    history.pushState(null, '', '/final-letter');
    expect(beacons).toEqual([]);
    expect(fetched).not.toHaveBeenCalled();
    // Nothing of the page's history is wrapped either.
    expect(history.pushState).toBe(pushState);
  });

  it('posts the path of the first page and of each page after, never the query', async () => {
    stubBeacon();
    history.replaceState(null, '', '/textbox?lang=fr');
    startPageViews(browserAnalyticsEnvironment());
    expect(beacons).toEqual([{ url: '/api/events', path: '/textbox' }]);

    history.pushState(null, '', '/final-letter');
    history.replaceState(null, '', '/final-letter?id=Zq3_x-7kLmN0pQrStUvWxY');
    expect(paths()).toEqual(['/textbox', '/final-letter']);

    // Back: the browser's popstate, after the address changed.
    history.back();
    await vi.waitFor(() => expect(paths()).toEqual(['/textbox', '/final-letter', '/textbox']), {
      timeout: 15_000,
    });

    // A browser whose beacon refuses it sends a fetch that outlives the page instead.
    beaconTaken = false;
    const fetched = vi.fn(() => Promise.resolve(new Response(null, { status: 204 })));
    vi.stubGlobal('fetch', fetched);
    history.pushState(null, '', '/final-letter?id=Zq3_x-7kLmN0pQrStUvWxY');
    expect(fetched).toHaveBeenCalledWith('/api/events', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ path: '/final-letter' }),
      keepalive: true,
    });
  });
});
