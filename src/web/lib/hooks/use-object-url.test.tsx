// @vitest-environment happy-dom
import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { revokeOnceSettled, useObjectUrlImage } from './use-object-url.js';

/** An <img> whose `complete` the test decides (happy-dom loads nothing). */
function image(complete: boolean): HTMLImageElement {
  const element = document.createElement('img');
  Object.defineProperty(element, 'complete', { get: () => complete });
  return element;
}

describe('revokeOnceSettled', () => {
  it('revokes at once an image that is done', () => {
    const revoke = vi.fn();
    revokeOnceSettled(image(true), 'blob:a', revoke);
    expect(revoke).toHaveBeenCalledWith('blob:a');
  });

  it.each(['load', 'error'])('waits for a loading image to %s, then revokes once', (event) => {
    const revoke = vi.fn();
    const element = image(false);
    revokeOnceSettled(element, 'blob:a', revoke);
    expect(revoke).not.toHaveBeenCalled();
    element.dispatchEvent(new Event(event));
    element.dispatchEvent(new Event('load'));
    expect(revoke).toHaveBeenCalledTimes(1);
    expect(revoke).toHaveBeenCalledWith('blob:a');
  });
});

function Photo({ blob }: { blob: Blob }) {
  const ref = useObjectUrlImage(blob);
  return <img ref={ref} alt="" />;
}

describe('useObjectUrlImage', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the Blob and lets its URL go only once the image is done with it', () => {
    let made = 0;
    vi.spyOn(URL, 'createObjectURL').mockImplementation(() => `blob:test/${++made}`);
    const revoked = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const view = render(<Photo blob={new Blob(['a'])} />);
    const element = view.container.querySelector('img')!;
    expect(element.getAttribute('src')).toBe('blob:test/1');

    // A new Blob while the first still loads: the first URL stays until the image settles.
    Object.defineProperty(element, 'complete', { configurable: true, get: () => false });
    view.rerender(<Photo blob={new Blob(['b'])} />);
    expect(element.getAttribute('src')).toBe('blob:test/2');
    expect(revoked).not.toHaveBeenCalled();
    element.dispatchEvent(new Event('load'));
    expect(revoked.mock.calls).toEqual([['blob:test/1']]);

    // Gone once loaded: its URL goes at once.
    Object.defineProperty(element, 'complete', { configurable: true, get: () => true });
    view.unmount();
    expect(revoked.mock.calls).toEqual([['blob:test/1'], ['blob:test/2']]);
  });
});
