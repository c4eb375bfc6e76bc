import { describe, expect, it } from 'vitest';
import { paths } from '../../../model/paths.js';
import { versionAction } from './version-updates.js';

const waiting = { waiting: true, tookOverElsewhere: false };
const nothingNew = { waiting: false, tookOverElsewhere: false };
const tookOver = { waiting: false, tookOverElsewhere: true };

describe('versionAction', () => {
  it('activates a waiting version at /', () => {
    expect(versionAction('/', waiting)).toBe('activate');
  });

  it('checks for a new version at / when none waits', () => {
    expect(versionAction('/', nothingNew)).toBe('check');
  });

  it('reloads at / when a new version took over while the guest was elsewhere', () => {
    expect(versionAction('/', tookOver)).toBe('reload');
  });

  it('never reloads or checks on another screen, in the middle of an edit above all', () => {
    for (const screen of Object.values(paths).filter((path) => path !== paths.home)) {
      for (const state of [waiting, nothingNew, tookOver]) {
        expect(versionAction(screen, state)).toBe('none');
      }
    }
    expect(versionAction('/edit/', waiting)).toBe('none');
    expect(versionAction('/edit/', tookOver)).toBe('none');
  });
});
