/**
 * Every relative link in README.md and docs/ leads somewhere: the file (or image) exists, and a
 * `#anchor` names a heading of the target page, by GitHub's rules for heading anchors.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The pages checked: README.md and every markdown file under docs/, as paths from the root. */
function pages(): string[] {
  const docs = readdirSync(path.join(ROOT, 'docs'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.md'))
    .map((file) => path.join('docs', file));
  return ['README.md', ...docs.sort()];
}

/** The text outside fenced code blocks and inline code, where a link is a link. */
function prose(markdown: string): string {
  return markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '').replace(/`[^`]*`/g, '');
}

/** Every link and image target: `[text](target)`, `![alt](target)`, `<img src>`, `<a href>`. */
function linkTargets(markdown: string): string[] {
  const text = prose(markdown);
  const inline = [...text.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)];
  const html = [...text.matchAll(/<(?:img|a)\s[^>]*?(?:src|href)="([^"]+)"/g)];
  return [...inline, ...html].map((match) => match[1]!);
}

/** GitHub's anchor for a heading: lowercase, punctuation dropped (not `-`), spaces to `-`. */
function slug(heading: string): string {
  return heading
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\s_-]/gu, '')
    .replace(/ /g, '-');
}

/** The anchors a page offers: its headings' slugs, a repeated one as `-1`, `-2`, … */
function anchors(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const found = new Set<string>();
  const withoutFences = markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '');
  for (const [, title] of withoutFences.matchAll(/^#{1,6}\s+(.+?)\s*#*\s*$/gm)) {
    const base = slug(title!);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    found.add(count === 0 ? base : `${base}-${count}`);
  }
  return found;
}

/**
 * The broken links of one page, each with why: `read` gives a page's text by its path from the
 * root (or undefined when there is no such file), `exists` whether a path from the root exists.
 */
function brokenLinks(
  page: string,
  read: (file: string) => string | undefined,
  exists: (file: string) => boolean,
): string[] {
  const broken: string[] = [];
  for (const target of linkTargets(read(page) ?? '')) {
    if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//')) continue;
    const [file = '', anchor] = target.split('#', 2) as [string, string?];
    const resolved = file
      ? path.posix.normalize(path.posix.join(path.posix.dirname(page), decodeURI(file)))
      : page;
    if (resolved.startsWith('../') || !exists(resolved)) {
      broken.push(`${target}: no file ${resolved}`);
      continue;
    }
    if (anchor === undefined) continue;
    const text = resolved.endsWith('.md') ? read(resolved) : undefined;
    if (text === undefined || !anchors(text).has(decodeURIComponent(anchor))) {
      broken.push(`${target}: no heading #${anchor} in ${resolved}`);
    }
  }
  return broken;
}

const readFromRoot = (file: string) => {
  const full = path.join(ROOT, file);
  return existsSync(full) ? readFileSync(full, 'utf8') : undefined;
};
const existsFromRoot = (file: string) => existsSync(path.join(ROOT, file));

describe('links in README.md and docs/', () => {
  it('checks the README and the reader pages', () => {
    expect(pages()).toEqual(
      expect.arrayContaining([
        'README.md',
        'docs/development.md',
        'docs/events.md',
        'docs/hosting.md',
        'docs/http-api.md',
        'docs/using.md',
      ]),
    );
  });

  it.each(pages())('every relative link in %s leads to a file and a heading', (page) => {
    const links = linkTargets(readFromRoot(page)!);
    expect(links.length).toBeGreaterThan(0);
    expect(brokenLinks(page, readFromRoot, existsFromRoot)).toEqual([]);
  });
});

describe('the link check itself', () => {
  it("makes GitHub's anchors", () => {
    expect(slug('Setting up (`/event`)')).toBe('setting-up-event');
    expect(slug('Collect Photo and /download')).toBe('collect-photo-and-download');
    expect(slug("A guest's visit")).toBe('a-guests-visit');
    expect(slug('Installable, and offline after one visit')).toBe(
      'installable-and-offline-after-one-visit',
    );
    expect([...anchors('# Tests\n\n## Tests\n\n```sh\n# not a heading\n```\n')]).toEqual([
      'tests',
      'tests-1',
    ]);
  });

  it('finds a missing file, a missing image and a missing heading, and skips code and the web', () => {
    const files: Record<string, string> = {
      'README.md': [
        '# Home',
        '[ok](docs/a.md) [ok too](docs/a.md#first-part) [here](#home) ![pic](docs/pic.png)',
        '[gone](docs/b.md) [no part](docs/a.md#second-part) ![no pic](docs/none.png)',
        '[web](https://example.com/x.md) `[code](docs/c.md)`',
        '```md\n[fenced](docs/d.md)\n```',
      ].join('\n'),
      'docs/a.md': '# First part\n\n[back](../README.md#home) [out](../../elsewhere.md)',
      'docs/pic.png': '',
    };
    const read = (file: string) => files[file];
    const exists = (file: string) => file in files;
    expect(brokenLinks('README.md', read, exists)).toEqual([
      'docs/b.md: no file docs/b.md',
      'docs/a.md#second-part: no heading #second-part in docs/a.md',
      'docs/none.png: no file docs/none.png',
    ]);
    expect(brokenLinks('docs/a.md', read, exists)).toEqual([
      '../../elsewhere.md: no file ../elsewhere.md',
    ]);
  });
});
