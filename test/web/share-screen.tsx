/**
 * The visitor's own letter (/final-letter without an id) for the share flow's component tests:
 * the strip and the message put into storage as the editor and /textbox leave them, the
 * screen rendered, and what a share that succeeds or fails shows. The browser's APIs are the
 * stand-ins of share-browser.ts. Outside src/, so never in the app.
 */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import { FinalLetterScreen } from '../../src/web/features/letter/final-letter-screen.js';
import { StaticRouter } from '../../src/web/lib/router/router.js';
import { STRIP_DATA_URL, TOAST } from './share-browser.js';

/**
 * How long a condition may take: the first render loads the screen's code, the first press the
 * share flow's, which a busy machine makes slow (a deadline for a condition, not a duration).
 */
export const LOADING = { timeout: 15_000 };

const LINK = new RegExp(
  `^${location.origin.replace(/[.]/g, '\\.')}/final-letter\\?id=[A-Za-z0-9_-]{22}$`,
);

export const shareButton = () => screen.getByRole('button', { name: /Copy link to share/ });

/** /final-letter with this strip (or none) and message kept; resolves once it can share. */
export async function openOwnLetter(
  letter: { strip?: string | null; message?: string } = {},
): Promise<HTMLElement> {
  localStorage.clear();
  if (letter.strip !== null) localStorage.setItem('photostripUrl', letter.strip ?? STRIP_DATA_URL);
  localStorage.setItem('letterMessage', letter.message ?? 'Hello from the stubs');
  render(
    <StaticRouter location="/final-letter">
      <FinalLetterScreen id={null} />
    </StaticRouter>,
  );
  return screen.findByRole('button', { name: 'Copy link to share' }, LOADING);
}

const toast = () => screen.queryByText(TOAST, { exact: true });

/** Presses the button; the toast shows and the link is shown: answers the link. */
export async function shareSucceeds(): Promise<string> {
  fireEvent.click(shareButton());
  await waitFor(() => expect(toast()).not.toBeNull(), LOADING);
  expect(toast()?.closest('[role="status"]')).not.toBeNull();
  const link = document.querySelector('.share-link')?.textContent ?? '';
  expect(link).toMatch(LINK);
  return link;
}

/**
 * Presses the button; the error shows after it in the share panel, no toast, and the button is
 * ready again: answers the error's text. (Where it is drawn and its red: e2e/letter-flow.)
 */
export async function shareFails(): Promise<string> {
  const button = shareButton();
  fireEvent.click(button);
  const section = button.closest('section');
  if (!section) throw new Error('The share button is outside its panel.');
  const panel = within(section);
  const alert = await panel.findByRole('alert', {}, LOADING);
  expect(alert.className).toBe('share-error');
  expect(button.compareDocumentPosition(alert) & Node.DOCUMENT_POSITION_FOLLOWING).not.toBe(0);
  await waitFor(() => expect(button.getAttribute('aria-disabled')).toBe('false'), LOADING);
  expect(toast()).toBeNull();
  return alert.textContent ?? '';
}
