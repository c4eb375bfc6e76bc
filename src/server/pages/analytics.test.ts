import { describe, expect, it } from 'vitest';
import { withAnalyticsScript } from './analytics.js';

const page = '<!doctype html><html><head><title>Postbooth</title></head><body></body></html>';

describe('withAnalyticsScript', () => {
  it('adds the script and the meta tag inside the head', () => {
    const html = withAnalyticsScript(page, 'https://stats.example/script.js');
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<meta name="postbooth-analytics" content="external">');
    expect(head).toContain('<script defer src="https://stats.example/script.js"></script>');
  });

  it('escapes the address', () => {
    const html = withAnalyticsScript(page, `https://stats.example/s.js?a=1&b='"><x>`);
    expect(html).toContain(
      'src="https://stats.example/s.js?a=1&amp;b=&#39;&quot;&gt;&lt;x&gt;"></script>',
    );
    expect(html).not.toContain('<x>');
  });

  it('puts the integrity hash on the tag, with crossorigin for the browser to check it', () => {
    const html = withAnalyticsScript(page, 'https://stats.example/script.js', 'sha384-abc+/=');
    expect(html).toContain(
      '<script defer src="https://stats.example/script.js" integrity="sha384-abc+/=" crossorigin="anonymous"></script>',
    );
  });

  it('leaves the page as it is without an address', () => {
    expect(withAnalyticsScript(page, undefined)).toBe(page);
  });
});
