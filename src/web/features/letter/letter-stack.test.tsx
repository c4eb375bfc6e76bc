// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LetterStack } from './letter-stack.js';

afterEach(cleanup);

const raise = (name: string) => screen.getByRole('button', { name });
const onTop = () =>
  ['Letter on top', 'Photostrip on top'].filter(
    (name) => raise(name).getAttribute('aria-pressed') === 'true',
  );
/** The stacking order the page shows: each item's z-index by its button's name. */
const zIndex = (name: string) => Number(raise(name).parentElement?.style.zIndex);

describe('LetterStack', () => {
  it('lays the strip over the letter at first', () => {
    render(<LetterStack message="Dear Sam" strip="/strips/a.png" />);
    expect(onTop()).toEqual(['Photostrip on top']);
    expect(zIndex('Photostrip on top')).toBeGreaterThan(zIndex('Letter on top'));
    expect(screen.getByRole('article', { name: 'Letter' }).textContent).toContain('Dear Sam');
    expect(screen.getByRole('img', { name: 'The photostrip' }).getAttribute('src')).toBe(
      '/strips/a.png',
    );
  });

  it('a click on the letter brings it to the top, and one on the strip takes the strip back up', () => {
    render(<LetterStack message="Dear Sam" strip="/strips/a.png" />);
    fireEvent.click(raise('Letter on top'));
    expect(onTop()).toEqual(['Letter on top']);
    expect(zIndex('Letter on top')).toBeGreaterThan(zIndex('Photostrip on top'));
    fireEvent.click(raise('Letter on top'));
    expect(onTop()).toEqual(['Letter on top']);
    fireEvent.click(raise('Photostrip on top'));
    expect(onTop()).toEqual(['Photostrip on top']);
  });

  it('says so when there is no strip, and when the message is blank', () => {
    render(<LetterStack message="  " strip={null} />);
    expect(screen.getByText('No photostrip yet')).toBeTruthy();
    expect(screen.getByText('This letter has no message yet.')).toBeTruthy();
  });

  it('shows a strip kept in this browser through an object address', () => {
    render(<LetterStack message="Hi" strip={new Blob(['png'], { type: 'image/png' })} />);
    expect(screen.getByRole('img', { name: 'The photostrip' }).getAttribute('src')).toMatch(
      /^blob:/,
    );
  });
});
