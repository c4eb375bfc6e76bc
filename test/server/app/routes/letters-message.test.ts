/**
 * The letter's message as the server takes it, through the shared schema (src/model/api.ts):
 * one length with the web app (UTF-16 units), invisible text counts as blank, and a lone
 * surrogate is refused rather than stored changed. Each letter gets its own strip, since a
 * strip belongs to the first letter stored with it.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LETTER_MAX_LENGTH } from '../../../../src/model/limits.js';
import { claimOf, startTestApp, uploadStrip } from '../../test-app.js';
import type { TestApp } from '../../test-app.js';

let t: TestApp;
beforeEach(async () => {
  t = await startTestApp();
});
afterEach(() => t.close());

/** Posts `body` as it is written: raw JSON, so escapes such as \ud800 reach the server. */
async function postLetter(messageJson: string) {
  const imageUrl = await uploadStrip(t.app);
  return t.app.inject({
    method: 'POST',
    url: '/api/letters',
    headers: { 'content-type': 'application/json' },
    payload: `{"message":${messageJson},"image_url":${JSON.stringify(imageUrl)},"strip_claim":${JSON.stringify(claimOf(imageUrl))}}`,
  });
}

const post = (message: string) => postLetter(JSON.stringify(message));

async function storedMessage(response: Awaited<ReturnType<typeof post>>): Promise<string> {
  expect(response.statusCode, response.body).toBe(201);
  const { id } = response.json() as { id: string };
  const read = await t.app.inject({ method: 'GET', url: `/api/letters/${id}` });
  return (read.json() as { message: string }).message;
}

function expectInvalid(response: Awaited<ReturnType<typeof post>>): void {
  expect(response.statusCode, response.body).toBe(400);
  expect(response.json()).toMatchObject({ code: 'invalid_request' });
}

describe('the length of a message, in UTF-16 units like the counter on /textbox', () => {
  it('takes 2000 units and refuses 2001', async () => {
    expect(await storedMessage(await post('x'.repeat(LETTER_MAX_LENGTH)))).toHaveLength(2000);
    expectInvalid(await post('x'.repeat(LETTER_MAX_LENGTH + 1)));
  });

  it('counts an emoji as two: 1000 emoji fit, one unit more does not', async () => {
    const full = '😀'.repeat(LETTER_MAX_LENGTH / 2);
    expect(await storedMessage(await post(full))).toBe(full);
    expectInvalid(await post(`${full}x`));
    // Counted in code points, this was 2000 and was taken.
    expectInvalid(await post('😀'.repeat(LETTER_MAX_LENGTH)));
  });

  it('measures the message after trimming, as it is stored', async () => {
    const message = `  ${'x'.repeat(LETTER_MAX_LENGTH)}\n`;
    expect(await storedMessage(await post(message))).toBe('x'.repeat(LETTER_MAX_LENGTH));
  });
});

describe('a message that shows nothing', () => {
  it('is refused when it holds only zero-width and other format characters', async () => {
    for (const message of ['\u200b', '\u200b\u200c\u200d', ' \u2060\n\ufeff\u00ad ']) {
      const response = await post(message);
      expectInvalid(response);
      expect((response.json() as { error: string }).error).toBe('message: Write a message first.');
    }
  });

  it('keeps format characters inside a real message', async () => {
    const family = 'Love from 👩‍👩‍👧\u200b';
    expect(await storedMessage(await post(family))).toBe('Love from 👩‍👩‍👧\u200b');
  });
});

describe('a lone surrogate', () => {
  it('is refused with 400 invalid_request, never stored changed', async () => {
    for (const json of ['"a\\ud800b"', '"\\udc00"', '"Hi \\ud83d"']) {
      expectInvalid(await postLetter(json));
    }
  });

  it('while a proper pair, escaped the same way, is an emoji and is kept', async () => {
    expect(await storedMessage(await postLetter('"Hi \\ud83d\\ude00"'))).toBe('Hi 😀');
  });
});
