// @vitest-environment happy-dom
/**
 * /textbox as its states: the notice while no strip is kept, the message kept as it is typed
 * (and found again by the next page), counted and limited to 2000 (an emoji counts 2, as on the
 * server), and 'Add a stamp & Continue' to /final-letter. Typing in Chromium and the letter that
 * follows are walked in e2e/letter-flow.test.ts.
 */
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BrowserRouter } from '../../lib/router/router.js';
import { TextboxScreen } from './textbox-screen.js';

const NOTICE = /^There is no photostrip in this browser yet/;
const STRIP = '/strips/photostrip-1700000000000-CCCCCCCCCCCCCCCCCCCCCC.png';

function openTextbox() {
  history.replaceState(null, '', '/textbox');
  render(
    <BrowserRouter>
      <TextboxScreen />
    </BrowserRouter>,
  );
  return screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Your message' });
}

const count = () => document.querySelector('.letter-count')?.firstChild?.textContent;
const type = (field: HTMLTextAreaElement, text: string) =>
  fireEvent.change(field, { target: { value: text } });

afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('writing the letter on /textbox', () => {
  it('keeps the message as it is typed, counts it, and limits it to 2000', async () => {
    const field = openTextbox();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Write a letter');
    // No strip yet: said kindly, with a way to make one, and writing still works.
    await screen.findByText(NOTICE);
    expect(screen.getByRole('link', { name: 'make a photostrip' }).getAttribute('href')).toBe('/');
    expect(field.placeholder).toBe('Write your message here...');
    expect(field.maxLength).toBe(2000);

    type(field, 'Hello friend');
    expect(count()).toBe('12 / 2000');
    await waitFor(() => expect(localStorage.getItem('letterMessage')).toBe('Hello friend'));

    // The next page (a reload) finds it.
    cleanup();
    const again = openTextbox();
    expect(again.value).toBe('Hello friend');
    expect(count()).toBe('12 / 2000');

    type(again, 'x'.repeat(2100));
    expect(again.value).toHaveLength(2000);
    expect(count()).toBe('2000 / 2000');
    // An emoji counts 2, in the counter as in the limit: 1000 fit.
    type(again, '😀'.repeat(1001));
    expect(again.value).toBe('😀'.repeat(1000));
    expect(count()).toBe('2000 / 2000');
    expect(document.querySelector('.letter-count')?.getAttribute('data-full')).toBe('true');
  });

  it('with a strip kept, says nothing of it, and continues to /final-letter', async () => {
    localStorage.setItem('photostripUrl', STRIP);
    localStorage.setItem('letterMessage', 'Dear Sam');
    const field = openTextbox();
    expect(field.value).toBe('Dear Sam');
    // Storage answers, then the notice would show: a task after the first render.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(screen.queryByText(NOTICE)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Add a stamp & Continue' }));
    expect(location.pathname).toBe('/final-letter');
  });
});
