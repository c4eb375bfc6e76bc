import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserStorage, memoryStorage } from './safe-storage.js';

afterEach(() => vi.unstubAllGlobals());

describe('browserStorage', () => {
  it('passes reads and writes to localStorage', () => {
    const backing = memoryStorage();
    vi.stubGlobal('localStorage', backing);
    const storage = browserStorage();
    storage.setItem('a', '1');
    expect(backing.getItem('a')).toBe('1');
    expect(storage.getItem('a')).toBe('1');
    storage.removeItem('a');
    expect(storage.getItem('a')).toBeNull();
  });

  it('never throws when the browser refuses storage: reads are null, writes are dropped', () => {
    const refuse = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    vi.stubGlobal('localStorage', { getItem: refuse, setItem: refuse, removeItem: refuse });
    const storage = browserStorage();
    expect(() => storage.setItem('a', '1')).not.toThrow();
    expect(storage.getItem('a')).toBeNull();
    expect(() => storage.removeItem('a')).not.toThrow();
  });

  it('never throws when there is no localStorage at all', () => {
    const storage = browserStorage();
    expect(storage.getItem('a')).toBeNull();
    expect(() => storage.setItem('a', '1')).not.toThrow();
  });
});

describe('memoryStorage', () => {
  it('starts from the given values and keeps changes', () => {
    const storage = memoryStorage({ a: '1' });
    expect(storage.getItem('a')).toBe('1');
    storage.setItem('b', '2');
    storage.removeItem('a');
    expect([storage.getItem('a'), storage.getItem('b')]).toEqual([null, '2']);
  });
});
