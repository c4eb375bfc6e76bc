/**
 * An emulated iPhone for the letter's walks (e2e/letter-flow.test.ts, e2e/letter-page.test.ts).
 * The share flow's fallbacks with the browser's APIs faked are component tests
 * (src/web/features/letter/share/share-panel-*.test.tsx).
 */

export const iPhoneUserAgent =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/** A phone as Playwright emulates it: 390 × 844, touch, mobile viewport, a phone's user agent. */
export function phoneContextOptions(userAgent: string) {
  return {
    viewport: { width: 390, height: 844 },
    userAgent,
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
  };
}
