import { describe, expect, it } from 'vitest';
import { TooLargeError } from './capped-read.js';
import { base64Length, imageSourceOf } from './image-answer.js';

const answer = (item: unknown) => ({ created: 1, data: [item] });

describe('imageSourceOf', () => {
  it('decodes b64_json', () => {
    const bytes = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 255]);
    const source = imageSourceOf(answer({ b64_json: bytes.toString('base64') }), 100);
    expect(source).toEqual({ kind: 'bytes', bytes });
  });

  it('prefers the bytes when an answer carries both bytes and an address', () => {
    const source = imageSourceOf(answer({ b64_json: 'AAAA', url: 'https://x.test/a.png' }), 10);
    expect(source.kind).toBe('bytes');
  });

  it('passes an address on only when there are no bytes', () => {
    expect(imageSourceOf(answer({ url: 'http://127.0.0.1/' }), 10)).toEqual({
      kind: 'address',
      address: 'http://127.0.0.1/',
    });
  });

  it('accepts exactly maxBytes and refuses one byte more, before decoding', () => {
    expect(imageSourceOf(answer({ b64_json: Buffer.alloc(30).toString('base64') }), 30)).toEqual({
      kind: 'bytes',
      bytes: Buffer.alloc(30),
    });
    expect(() =>
      imageSourceOf(answer({ b64_json: Buffer.alloc(31).toString('base64') }), 30),
    ).toThrow(TooLargeError);
  });

  it.each([
    ['no data', {}],
    ['empty data', { data: [] }],
    ['data that is not a list', { data: 'x' }],
    ['a null answer', null],
    ['neither bytes nor address', answer({ revised_prompt: 'x' })],
    ['b64_json that is not base64', answer({ b64_json: '<html>nope</html>' })],
    ['b64_json of a wrong length', answer({ b64_json: 'AAAAA' })],
    ['b64_json with padding inside', answer({ b64_json: 'AA==AAAA' })],
  ])('gives none for %s', (_name, value) => {
    expect(imageSourceOf(value, 100)).toEqual({ kind: 'none' });
  });
});

describe('base64Length', () => {
  it('is the length Buffer gives', () => {
    for (const n of [0, 1, 2, 3, 4, 5, 4 * 1024 * 1024]) {
      expect(base64Length(n)).toBe(Buffer.alloc(n).toString('base64').length);
    }
  });
});
