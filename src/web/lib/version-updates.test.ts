import { describe, expect, it } from 'vitest';
import { paths } from '../../model/paths.js';
import { versionAction } from './version-updates.js';

describe('versionAction', () => {
  it('activates a waiting version at /', () => {
    expect(versionAction('/', true)).toBe('activate');
  });

  it('checks for a new version at / when none waits', () => {
    expect(versionAction('/', false)).toBe('check');
  });

  it('never reloads or checks on another screen, in the middle of an edit above all', () => {
    for (const screen of Object.values(paths).filter((path) => path !== paths.home)) {
      expect(versionAction(screen, true)).toBe('none');
      expect(versionAction(screen, false)).toBe('none');
    }
    expect(versionAction('/edit/', true)).toBe('none');
  });
});
