import { describe, expect, it } from 'vitest';
import { escapeHtml } from '../http/html.js';
import { appendToHead, shareMetaTags, type ShareMeta } from './share-meta.js';

/** The page with the meta tags added at the end of its head, as the friend's page adds them. */
function withShareMeta(html: string, meta: ShareMeta): string {
  return appendToHead(html, shareMetaTags(meta));
}

const page = '<!doctype html><html><head><title>Postbooth</title></head><body></body></html>';

describe('withShareMeta', () => {
  it('adds Open Graph and Twitter tags inside the head', () => {
    const html = withShareMeta(page, {
      title: 'Postbooth Letter',
      description: 'Check out my photostrip letter!',
      image: {
        url: 'https://booth.example/cards/a.png',
        width: 1200,
        height: 630,
        alt: 'A photostrip made with Postbooth',
      },
      pageUrl: 'https://booth.example/final-letter?id=abc',
    });
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(
      '<meta property="og:image" content="https://booth.example/cards/a.png">',
    );
    expect(head).toContain('<meta property="og:image:width" content="1200">');
    expect(head).toContain('<meta property="og:image:height" content="630">');
    expect(head).toContain(
      '<meta property="og:image:alt" content="A photostrip made with Postbooth">',
    );
    expect(head).toContain(
      '<meta name="twitter:image" content="https://booth.example/cards/a.png">',
    );
    expect(head).toContain(
      '<meta property="og:description" content="Check out my photostrip letter!">',
    );
    expect(head).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(head).toContain(
      '<meta property="og:url" content="https://booth.example/final-letter?id=abc">',
    );
  });

  it('escapes every value', () => {
    const html = withShareMeta(page, {
      title: '"><script>alert(1)</script>',
      description: "it's & <b>",
      image: { url: 'https://x/"onload="', width: 1, height: 1, alt: '<i>' },
      pageUrl: 'https://x/?a=1&b=2',
    });
    expect(html).not.toContain('<script>');
    expect(html).toContain('content="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"');
    expect(html).toContain('content="it&#39;s &amp; &lt;b&gt;"');
    expect(html).toContain('content="https://x/?a=1&amp;b=2"');
  });

  it('leaves a page without a head as it is', () => {
    expect(
      withShareMeta('<p>hi</p>', {
        title: 'a',
        description: 'b',
        image: { url: 'c', width: 1, height: 1, alt: 'e' },
        pageUrl: 'd',
      }),
    ).toBe('<p>hi</p>');
  });

  it('escapes the five special characters', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;',
    );
  });
});
