import { describe, expect, it } from 'vitest';
import { FILTER_KEYS } from '../../../model/filter-keys.js';
import { i18nOf } from '../../lib/i18n/catalogues.js';
import type { MessageKey, MessageValues } from '../../lib/i18n/message-key.js';
import { PROBLEM_KEYS } from '../../components/camera-stage.js';
import { filterLabelKey } from '../../lib/camera/filter-label.js';

const t = (key: MessageKey, values?: MessageValues) => i18nOf('en')._(key, values);

describe('filterLabelKey', () => {
  it('names every filter in the source catalogue as the README does, in order', () => {
    expect(FILTER_KEYS.map((key) => [key, t(filterLabelKey(key))])).toEqual([
      ['none', 'None'],
      ['bw', 'B&W'],
      ['sepia', 'Sepia'],
      ['pastel', 'Pastel'],
      ['vivid', 'Vivid'],
      ['pop', 'Pop'],
      ['neon', 'Neon'],
      ['vintage', 'Vintage'],
    ]);
  });
});

describe('camera problems', () => {
  it('has a distinct message for each kind of problem', () => {
    const texts = Object.values(PROBLEM_KEYS).map((key) => t(key));
    expect(new Set(texts).size).toBe(5);
    expect(t(PROBLEM_KEYS.denied)).toMatch(/^Camera access was refused\./);
  });
});

describe('capture messages', () => {
  it('counts poses and numbers the photo being taken', () => {
    expect(t('capture.lead', { count: 3 })).toMatch(/^3 poses\. Pick a countdown/);
    expect(t('capture.getReady', { pose: 1, total: 3 })).toBe('Get ready for photo 1 of 3');
    expect(t('capture.poseNotTaken', { pose: 2, total: 4 })).toBe('Photo 2 of 4: not taken yet');
  });

  it('counts in Arabic with its plural forms', async () => {
    const { loadParts } = await import('../../lib/i18n/catalogues.js');
    const ar = await loadParts('ar', ['first', 'rest', 'make']);
    expect(ar._('capture.lead', { count: 2 })).toMatch(/^وضعيتان\./);
  });
});
