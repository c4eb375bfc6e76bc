import { describe, expect, it } from 'vitest';
import { archiveDisposition, entryFileName, nameStem } from './archive-names.js';

/** Code points of an event name kept in file names. */
const NAME_STEM_MAX = 60;

describe('nameStem', () => {
  it('keeps a plain name, accents and scripts', () => {
    expect(nameStem('Léa & Sam’s wedding')).toBe('Léa & Sam’s wedding');
    expect(nameStem('派对 2026')).toBe('派对 2026');
    expect(nameStem('حفلة')).toBe('حفلة');
  });

  it('leaves no folder, no parent and nothing Windows refuses', () => {
    expect(nameStem('../../etc/passwd')).toBe('etc-passwd');
    expect(nameStem('a\\b:c*d?e"f<g>h|i')).toBe('a-b-c-d-e-f-g-h-i');
    expect(nameStem('..')).toBe('event');
    expect(nameStem(' . ')).toBe('event');
  });

  it('drops controls and direction marks that disguise a name', () => {
    expect(nameStem('party\u202Egnp.exe')).toBe('party-gnp.exe');
    expect(nameStem('a\nb\tc\u0000d')).toBe('a b c-d');
  });

  it('is short and never empty', () => {
    expect([...nameStem('é'.repeat(500))]).toHaveLength(NAME_STEM_MAX);
    expect(nameStem('')).toBe('event');
    expect(nameStem('🎉'.repeat(100))).toBe('🎉'.repeat(NAME_STEM_MAX));
  });
});

describe('entryFileName', () => {
  it('numbers strips so that they sort in order and never collide', () => {
    expect(entryFileName('Party', 7, 500)).toBe('Party-007.png');
    expect(entryFileName('Party', 7, 12_000)).toBe('Party-00007.png');
    const names = new Set(Array.from({ length: 1000 }, (_, i) => entryFileName('x', i + 1, 1000)));
    expect(names.size).toBe(1000);
  });
});

describe('archiveDisposition', () => {
  it('gives an ASCII name and the UTF-8 one', () => {
    expect(archiveDisposition('Fête 2026')).toBe(
      `attachment; filename="F_te 2026.zip"; filename*=UTF-8''F%C3%AAte%202026.zip`,
    );
    expect(archiveDisposition('派对')).toBe(
      `attachment; filename="event.zip"; filename*=UTF-8''%E6%B4%BE%E5%AF%B9.zip`,
    );
  });

  it('lets no quote or separator out of the header value', () => {
    const header = archiveDisposition(nameStem('a"; filename="evil.exe'));
    expect(header.match(/"/g)).toHaveLength(2);
    expect(header).toMatch(/^attachment; filename="[^"]*\.zip"; filename\*=UTF-8''[^\s;"]+$/);
  });
});
