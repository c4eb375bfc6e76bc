import { describe, expect, it } from 'vitest';
import { currentLocation, handlesClick, locationOf, newKey, pathOf } from './history-entry.js';

const click = {
  button: 0,
  metaKey: false,
  altKey: false,
  ctrlKey: false,
  shiftKey: false,
  defaultPrevented: false,
};

describe('locationOf', () => {
  it('reads a path with its query and fragment, and an absolute address alike', () => {
    expect(locationOf('/final-letter?id=abc#top')).toEqual({
      pathname: '/final-letter',
      search: '?id=abc',
      hash: '#top',
      state: null,
      key: 'default',
    });
    expect(locationOf('https://booth.example/edit').pathname).toBe('/edit');
    expect(pathOf(locationOf('/download?from=collect'))).toBe('/download?from=collect');
  });
});

describe('currentLocation', () => {
  it("reads the app's state and key from the entry, in React Router's shape", () => {
    const entry = { usr: { layout: 4 }, key: 'k3y12345', idx: 2 };
    expect(currentLocation('https://booth.example/edit', entry)).toMatchObject({
      pathname: '/edit',
      state: { layout: 4 },
      key: 'k3y12345',
    });
  });

  it('gives no state and the default key for an entry the app did not write', () => {
    for (const entry of [null, undefined, 'text', { other: 1 }, { usr: undefined, key: 7 }]) {
      expect(currentLocation('https://booth.example/', entry)).toMatchObject({
        state: null,
        key: 'default',
      });
    }
  });
});

describe('newKey', () => {
  it('makes eight characters, even from a short random number', () => {
    expect(newKey(() => 0.123456789)).toMatch(/^[0-9a-z]{8}$/);
    expect(newKey(() => 0.5)).toHaveLength(8);
    expect(newKey()).not.toBe(newKey());
  });
});

describe('handlesClick', () => {
  it('takes a plain primary click in this tab', () => {
    expect(handlesClick(click, undefined)).toBe(true);
    expect(handlesClick(click, '_self')).toBe(true);
  });

  it('leaves the browser any other click: modifiers, other buttons, other targets, taken ones', () => {
    for (const key of ['metaKey', 'altKey', 'ctrlKey', 'shiftKey', 'defaultPrevented'] as const) {
      expect(handlesClick({ ...click, [key]: true }, undefined), key).toBe(false);
    }
    expect(handlesClick({ ...click, button: 1 }, undefined)).toBe(false);
    expect(handlesClick(click, '_blank')).toBe(false);
  });
});
