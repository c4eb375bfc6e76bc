// @vitest-environment happy-dom
/**
 * The letter's page as its states: a message full of markup shown as the literal text (the
 * friend's page in the browser and in the server's HTML, and the visitor's own page), 'Could not
 * load letter.' for an id that names no letter, and deleting: cancelled, or refused for a wrong
 * token. Real browser walks of sharing and deleting are in e2e/letter-page.test.ts.
 */
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { prerenderToNodeStream } from 'react-dom/static';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PageDataProvider } from '../../lib/api/page-data.js';
import { LanguageProvider } from '../../lib/i18n/language.js';
import { StaticRouter } from '../../lib/router/router.js';
import { OwnLetter } from './own-letter.js';
import { SharedLetter } from './shared-letter.js';

const id = 'Zq3_x-7kLmN0pQrStUvWxY';
const MARKUP = '<img src=x onerror=alert(1)><b>bold</b>\n<script>alert(2)</script>';
const MESSAGE = 'Dear Sam,\nthank you for the best afternoon!';
const letter = (message: string) => ({
  message,
  image_url: '/strips/photostrip-1700000000000-CCCCCCCCCCCCCCCCCCCCCC.png',
});

/** The friend's page (or the sharer's, with its token kept), as the server's data gives it. */
const sharedPage = (data: unknown) => (
  <LanguageProvider initial="en">
    <PageDataProvider data={data}>
      <StaticRouter location={`/final-letter?id=${id}`}>
        <SharedLetter id={id} />
      </StaticRouter>
    </PageDataProvider>
  </LanguageProvider>
);

const withLetter = (message: string) => ({ sharedLetter: { id, letter: letter(message) } });

/** Every request the page makes, answered with `status` and an API error body. */
function answerAll(status: number, code: string) {
  const asked: { url: string; method: string }[] = [];
  vi.stubGlobal('fetch', (url: string, init?: RequestInit) => {
    asked.push({ url, method: init?.method ?? 'GET' });
    return Promise.resolve(
      Response.json({ error: 'The server said no.', code }, { status: status }),
    );
  });
  return asked;
}

const messageText = () => document.querySelector('.letter-message')?.textContent;
const confirmation = () =>
  screen.queryByRole('dialog', {
    name: 'Delete this letter? Its link will stop working for everyone.',
  });

beforeAll(() => {
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.open = true;
  };
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('a message full of markup', () => {
  function expectLiteral() {
    expect(messageText()).toBe(MARKUP);
    for (const tag of ['b', 'img', 'script']) {
      expect(document.querySelectorAll(`.letter-card ${tag}`)).toHaveLength(0);
    }
  }

  it("is the literal text on the friend's page, in the browser and in the server's HTML", async () => {
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    render(sharedPage(withLetter(MARKUP)));
    expectLiteral();
    expect(alert).not.toHaveBeenCalled();

    const { prelude } = await prerenderToNodeStream(sharedPage(withLetter(MARKUP)));
    let html = '';
    for await (const chunk of prelude) html += String(chunk);
    expect(html).toContain('&lt;b&gt;bold&lt;/b&gt;');
    expect(html).toContain('&lt;script&gt;alert(2)&lt;/script&gt;');
    expect(html).not.toContain('<b>');
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img src="x"');
  });

  it("is the literal text on the visitor's own page", async () => {
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    localStorage.setItem('letterMessage', MARKUP);
    render(
      <StaticRouter location="/final-letter">
        <OwnLetter />
      </StaticRouter>,
    );
    await waitFor(() => expect(messageText()).toBe(MARKUP));
    expectLiteral();
    expect(alert).not.toHaveBeenCalled();
  });
});

describe("an id that names no letter: 'Could not load letter.'", () => {
  async function expectCouldNotLoad() {
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Could not load letter.');
    expect(screen.getAllByRole('link', { name: 'Make your own photostrip' })).toHaveLength(1);
    expect(messageText()).toBeUndefined();
  }

  it('as the server renders the page for it', async () => {
    render(sharedPage({ sharedLetter: { id, letter: null } }));
    await expectCouldNotLoad();
  });

  it('when the page asks the API: 404 for an unknown id, 400 for a malformed one', async () => {
    for (const [status, code] of [
      [404, 'not_found'],
      [400, 'invalid_id'],
    ] as const) {
      const asked = answerAll(status, code);
      render(sharedPage(undefined));
      await expectCouldNotLoad();
      expect(asked).toEqual([{ url: `/api/letters/${id}`, method: 'GET' }]);
      cleanup();
    }
  });
});

describe('deleting a letter', () => {
  function openOwnShared(token = 'W'.repeat(43)) {
    localStorage.setItem('postbooth.letters', JSON.stringify({ [id]: token }));
    render(sharedPage(withLetter(MESSAGE)));
    return screen.getByRole('button', { name: 'Delete this letter' });
  }

  it('does nothing when the confirmation is cancelled', async () => {
    const asked = answerAll(500, 'internal');
    const button = openOwnShared();
    fireEvent.click(button);
    fireEvent.click(screen.getByRole('button', { name: 'Keep it' }));
    expect(confirmation()).toBeNull();
    // Whatever the page would have sent has been sent by the time a task has passed.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(asked).toEqual([]);
    expect(
      (screen.getByRole('button', { name: 'Delete this letter' }) as HTMLButtonElement).disabled,
    ).toBe(false);
    expect(messageText()).toBe(MESSAGE);
  });

  it('with a wrong token: the reason shows, and the letter stays', async () => {
    const asked = answerAll(403, 'forbidden');
    const button = openOwnShared();
    fireEvent.click(button);
    fireEvent.click(
      (confirmation() as HTMLElement).querySelector('.button-primary') as HTMLButtonElement,
    );
    const error = await screen.findByRole('alert');
    expect(error.textContent).toMatch(/^Could not delete the letter: \S/);
    expect(error.className).toBe('letter-error');
    expect(asked).toEqual([{ url: `/api/letters/${id}`, method: 'DELETE' }]);
    expect(messageText()).toBe(MESSAGE);
    expect(screen.queryByText('Your letter was removed.')).toBeNull();
    // The token stays: the letter is still this browser's to delete.
    expect(JSON.parse(localStorage.getItem('postbooth.letters')!)).toEqual({
      [id]: 'W'.repeat(43),
    });
    expect(
      (screen.getByRole('button', { name: 'Delete this letter' }) as HTMLButtonElement).disabled,
    ).toBe(false);
  });
});
