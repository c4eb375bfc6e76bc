// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LetterStack } from './letter-stack.js';

afterEach(cleanup);

const raise = (name: string) => screen.getByRole('button', { name });
const OPEN = 'See the photos full screen';
const onTop = () =>
  ['letter', 'strip'].filter(
    (item) =>
      document.querySelector(`.letter-stack-${item}`)?.getAttribute('data-on-top') === 'true',
  );
/** The stacking order the page shows: each item's z-index by its button's name. */
const zIndex = (name: string) =>
  Number(raise(name).closest<HTMLElement>('.letter-stack-item')?.style.zIndex);

describe('LetterStack', () => {
  it('lays the strip over the letter at first', () => {
    render(<LetterStack message="Dear Sam" strip="/strips/a.png" />);
    expect(onTop()).toEqual(['strip']);
    expect(zIndex(OPEN)).toBeGreaterThan(zIndex('Letter on top'));
    // The strip's button opens its photos in a dialog; the letter's is a toggle.
    expect(raise(OPEN).getAttribute('aria-haspopup')).toBe('dialog');
    expect(raise(OPEN).hasAttribute('aria-pressed')).toBe(false);
    expect(raise('Letter on top').getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByRole('article', { name: 'Letter' }).textContent).toContain('Dear Sam');
    expect(screen.getByRole('img', { name: 'The photostrip' }).getAttribute('src')).toBe(
      '/strips/a.png',
    );
  });

  it('a click on the letter brings it to the top, and one on the strip takes the strip back up', () => {
    render(<LetterStack message="Dear Sam" strip="/strips/a.png" />);
    fireEvent.click(raise('Letter on top'));
    expect(onTop()).toEqual(['letter']);
    expect(raise('Letter on top').getAttribute('aria-pressed')).toBe('true');
    expect(zIndex('Letter on top')).toBeGreaterThan(zIndex(OPEN));
    fireEvent.click(raise('Letter on top'));
    expect(onTop()).toEqual(['letter']);
    fireEvent.click(raise(OPEN));
    expect(onTop()).toEqual(['strip']);
  });

  it("without a strip, the strip's place is a toggle like the letter", () => {
    render(<LetterStack message="Dear Sam" strip={null} />);
    fireEvent.click(raise('Letter on top'));
    fireEvent.click(raise('Photostrip on top'));
    expect(raise('Photostrip on top').getAttribute('aria-pressed')).toBe('true');
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
