/**
 * A together-mode letter names who made its strip (`from`): stored with the letter, read back
 * by GET /api/letters/<id> and in the friend's page's data; refused when malformed.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../../../src/model/languages.js';
import { pageFileName, pageNameOf, PAGE_SLOTS } from '../../../../src/model/page-data.js';
import { paths } from '../../../../src/model/paths.js';
import { buildApp } from '../../../../src/server/app.js';
import { startTestApp, uploadStrip, withClaims } from '../../test-app.js';
import type { TestApp } from '../../test-app.js';

let t: TestApp;
beforeEach(async () => {
  t = await startTestApp();
});
afterEach(() => t.close());

const send = async (from: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/letters',
    payload: withClaims({ message: 'Us!', image_url: await uploadStrip(t.app), from }),
  });

const read = (id: string) => t.app.inject({ method: 'GET', url: `/api/letters/${id}` });

describe('letters made together', () => {
  it('stores the names and gives them back in order, as written', async () => {
    const names = ['Ana', 'Ben', 'Chloé', '李', 'O’Brien, Jr.', '"]}'];
    const created = await send(names);
    expect(created.statusCode, created.body).toBe(201);
    const letter = await read(created.json<{ id: string }>().id);
    expect(letter.json()).toMatchObject({ message: 'Us!', from: names });
  });

  it('trims names, and a letter of one person names nobody', async () => {
    const created = await send([' Ana ']);
    expect((await read(created.json<{ id: string }>().id)).json()).toMatchObject({
      from: ['Ana'],
    });
    const alone = await send(undefined);
    expect((await read(alone.json<{ id: string }>().id)).json()).not.toHaveProperty('from');
  });

  it.each([
    ['no names', []],
    ['seven names', ['A', 'B', 'C', 'D', 'E', 'F', 'G']],
    ['an empty name', ['Ana', ' ']],
    ['a name too long', ['x'.repeat(25)]],
    ['a control character', ['Ana\u0000']],
    ['not a list', 'Ana'],
    ['not names', [42]],
  ])('refuses %s', async (_case, from) => {
    const response = await send(from);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'invalid_request', error: expect.any(String) });
  });

  it("puts the names in the friend's page's data", async () => {
    const pagesDir = path.join(t.config.renderDir, 'pages');
    await fs.mkdir(pagesDir, { recursive: true });
    for (const { code } of LANGUAGES) {
      for (const screen of [...Object.values(paths), null]) {
        const name = pageNameOf(screen);
        const head = name === 'final-letter' ? PAGE_SLOTS.head : '';
        const root = name === 'final-letter' ? PAGE_SLOTS.body : '';
        await fs.writeFile(
          path.join(pagesDir, `${pageFileName(name, code)}.html`),
          `<!doctype html><html><head><title>t</title>${head}</head><body><div id="root">${root}</div></body></html>`,
        );
      }
    }
    await fs.writeFile(
      path.join(t.config.renderDir, 'entry-server.js'),
      `export async function renderScreen() { return '<main></main>'; }
export async function shareTexts() { return { title: 't', description: 'd', imageAlt: 'a' }; }`,
    );
    await t.app.close();
    t.app = await buildApp(t.config);
    const created = await send(['Ana', 'Ben']);
    const { id } = created.json<{ id: string }>();
    const page = await t.app.inject({ method: 'GET', url: `/final-letter?id=${id}` });
    const json = /<script type="application\/json" id="page-data">(.*?)<\/script>/s.exec(
      page.body,
    )?.[1];
    expect(JSON.parse(json ?? 'null')).toMatchObject({
      sharedLetter: { id, letter: { from: ['Ana', 'Ben'] } },
    });
  });
});
