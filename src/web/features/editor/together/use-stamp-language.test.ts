// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { useStampLanguage } from './use-stamp-language.js';

/** Each document's changes applied to the other, as the room's socket passes them on. */
function linked(a: Y.Doc, b: Y.Doc) {
  a.on('update', (update: Uint8Array, origin: unknown) => {
    if (origin !== b) Y.applyUpdate(b, update, a);
  });
  b.on('update', (update: Uint8Array, origin: unknown) => {
    if (origin !== a) Y.applyUpdate(a, update, b);
  });
}

describe('useStampLanguage', () => {
  it("is the phone's own language alone", () => {
    const { result } = renderHook(() => useStampLanguage(null, 'fr'));
    expect(result.current).toBe('fr');
  });

  it('is the first phone’s language on every phone, a later one’s never replacing it', () => {
    const [first, second] = [new Y.Doc(), new Y.Doc()];
    linked(first, second);
    const one = renderHook(() => useStampLanguage(first, 'fr'));
    const two = renderHook(() => useStampLanguage(second, 'ja'));
    expect(one.result.current).toBe('fr');
    expect(two.result.current).toBe('fr');
  });

  it('converges on one when two phones write at once', () => {
    const [first, second] = [new Y.Doc(), new Y.Doc()];
    const one = renderHook(() => useStampLanguage(first, 'fr'));
    const two = renderHook(() => useStampLanguage(second, 'ja'));
    act(() => linked(first, second));
    act(() => {
      Y.applyUpdate(second, Y.encodeStateAsUpdate(first), first);
      Y.applyUpdate(first, Y.encodeStateAsUpdate(second), second);
    });
    expect(one.result.current).toBe(two.result.current);
    expect(['fr', 'ja']).toContain(one.result.current);
  });

  it("writes nothing before the room's document arrived (it would seem to have none)", () => {
    const doc = new Y.Doc();
    const { result, rerender } = renderHook(({ synced }) => useStampLanguage(doc, 'ja', synced), {
      initialProps: { synced: false },
    });
    expect(result.current).toBe('ja');
    expect(doc.getMap('stripSettings').size).toBe(0);
    act(() => doc.getMap('stripSettings').set('stampLanguage', 'fr'));
    rerender({ synced: true });
    expect(result.current).toBe('fr');
  });

  it("refuses a language the app does not have (another phone's document is not trusted)", () => {
    const doc = new Y.Doc();
    doc.getMap('stripSettings').set('stampLanguage', 'xx-not-a-language');
    const { result } = renderHook(() => useStampLanguage(doc, 'de'));
    expect(result.current).toBe('de');
  });
});
