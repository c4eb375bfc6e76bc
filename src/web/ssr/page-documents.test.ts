import { describe, expect, it } from 'vitest';
import { PAGE_SLOTS } from '../../model/page-data.js';
import { cssOf, fontFiles, screenDocument, scriptsOf, type Manifest } from './page-documents.js';

const template = `<!doctype html><html><head><title>Postbooth</title>
    <script type="module" crossorigin src="/assets/index-AAAAAAAA.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-BBBBBBBB.css">
  </head><body><div id="root"></div></body></html>`;

const manifest: Manifest = {
  'main.tsx': {
    file: 'assets/index-AAAAAAAA.js',
    css: ['assets/index-BBBBBBBB.css'],
    isEntry: true,
  },
  'app/start-app.tsx': {
    file: 'assets/start-app-GGGGGGGG.js',
    css: ['assets/start-app-HHHHHHHH.css'],
    imports: ['_shared.js'],
  },
  'routes/home.tsx': {
    file: 'assets/home-CCCCCCCC.js',
    css: ['assets/home-DDDDDDDD.css'],
    imports: ['_shared.js', 'main.tsx'],
  },
  '_shared.js': { file: 'assets/shared-EEEEEEEE.js', css: ['assets/shared-FFFFFFFF.css'] },
};

const css: Record<string, string> = {
  'assets/index-BBBBBBBB.css':
    '@font-face{src:url(/assets/nunito-latin-400-normal-r8SDr6Up.woff2)format("woff2")}' +
    '@font-face{src:url(/assets/nunito-latin-700-normal-Dort48En.woff2)format("woff2")}body{}',
  'assets/home-DDDDDDDD.css': '.home{}',
  'assets/start-app-HHHHHHHH.css': '.app{}',
  'assets/shared-FFFFFFFF.css': '.shared{}',
};

const inputs = {
  template,
  manifest,
  readCss: (file: string) => css[file] ?? '',
  preloadFonts: ['nunito-latin-400-normal'],
};

describe('what a screen needs', () => {
  it('collects CSS and scripts through static imports, once each', () => {
    expect(cssOf(manifest, 'routes/home.tsx')).toEqual([
      'assets/shared-FFFFFFFF.css',
      'assets/index-BBBBBBBB.css',
      'assets/home-DDDDDDDD.css',
    ]);
    expect(scriptsOf(manifest, 'routes/home.tsx')).toEqual([
      'assets/home-CCCCCCCC.js',
      'assets/shared-EEEEEEEE.js',
      'assets/index-AAAAAAAA.js',
    ]);
  });

  it('finds the font files to preload by their base name', () => {
    expect(fontFiles(css['assets/index-BBBBBBBB.css'] ?? '', ['nunito-latin-400-normal'])).toEqual([
      '/assets/nunito-latin-400-normal-r8SDr6Up.woff2',
    ]);
  });
});

describe('screenDocument', () => {
  it('inlines the CSS of the entry, the app and the screen, and preloads its fonts', () => {
    const html = screenDocument(inputs, {
      module: 'routes/home.tsx',
      content: { markup: '<main>$& $`</main>' },
    });
    // Named for Vite's loader, which then adds none of them again; disabled, so never fetched.
    expect(html.match(/<link rel="stylesheet"[^>]*>/g)).toEqual(
      [
        'assets/index-BBBBBBBB.css',
        'assets/shared-FFFFFFFF.css',
        'assets/start-app-HHHHHHHH.css',
        'assets/home-DDDDDDDD.css',
      ].map((file) => `<link rel="stylesheet" href="/${file}" disabled>`),
    );
    expect(html).toContain('<style>@font-face');
    for (const rule of ['.shared{}', '.home{}', '.app{}']) expect(html).toContain(rule);
    expect(html.match(/\.shared\{\}/g)).toHaveLength(1);
    expect(html).toContain(
      '<link rel="preload" href="/assets/nunito-latin-400-normal-r8SDr6Up.woff2" as="font" type="font/woff2" crossorigin>',
    );
    expect(html).not.toContain('rel="preload" href="/assets/nunito-latin-700');
    expect(html).toContain('<div id="root"><main>$& $`</main></div>');
    expect(html.indexOf('<style>')).toBeLessThan(html.indexOf('</head>'));
    // It paints without them: the app's code comes once the page is shown (main.tsx).
    expect(html).not.toContain('modulepreload');
  });

  it('keeps a page out of search engines when asked, and only then', () => {
    const robots = '<meta name="robots" content="noindex">';
    const kept = screenDocument(inputs, {
      module: 'routes/home.tsx',
      content: 'empty',
      noindex: true,
    });
    expect(kept.indexOf(robots)).toBeGreaterThan(-1);
    expect(kept.indexOf(robots)).toBeLessThan(kept.indexOf('</head>'));
    expect(screenDocument(inputs, { module: 'routes/home.tsx', content: 'empty' })).not.toContain(
      robots,
    );
  });

  it('preloads the app and the screen where the browser renders it', () => {
    const html = screenDocument(inputs, { module: 'routes/home.tsx', content: 'empty' });
    expect(html).toContain('<div id="root"></div>');
    for (const file of ['start-app-GGGGGGGG', 'home-CCCCCCCC', 'shared-EEEEEEEE']) {
      expect(html).toContain(`<link rel="modulepreload" crossorigin href="/assets/${file}.js">`);
    }
    // The entry is loaded by its own script tag already.
    expect(html.match(/index-AAAAAAAA\.js/g)).toHaveLength(1);
  });

  it('leaves slots for the server', () => {
    const slots = screenDocument(inputs, { module: null, content: 'slots' });
    expect(slots).toContain(PAGE_SLOTS.head);
    expect(slots).toContain(`<div id="root">${PAGE_SLOTS.body}</div>`);
  });

  it('stops the build when the page Vite wrote is not what it expects', () => {
    expect(() =>
      screenDocument(
        { ...inputs, template: template.replace(/<link[^>]*>/, '') },
        {
          module: null,
          content: 'empty',
        },
      ),
    ).toThrow(/does not link/);
    expect(() =>
      screenDocument(
        { ...inputs, manifest: { ...manifest, 'main.tsx': { file: 'x.js' } } },
        {
          module: 'routes/none.tsx',
          content: 'empty',
        },
      ),
    ).toThrow();
  });
});
