import { describe, expect, it } from 'vitest';
import { captureBackPath, captureQuestions, startScreen } from './quick-start.js';

const CODE = 'abcdefghjkmn23';

describe('the quick start', () => {
  it('opens the camera at once when the host fixed the camera as the only source', () => {
    expect(startScreen({ sources: 'camera', fixedLayout: 3, fixedTimer: 5 })).toBe('capture');
    // A shared event fixes only the source for a guest's phone: the camera still, at once.
    expect(startScreen({ sources: 'camera' })).toBe('capture');
    expect(startScreen({ sources: 'camera-and-upload', fixedLayout: 3 })).toBe('layout');
    expect(startScreen(null)).toBe('layout');
  });

  it('asks at the camera only what nobody fixed', () => {
    // A phone guest of a camera-only event: the poses (no /layout) and the countdown.
    expect(captureQuestions({ sources: 'camera' })).toEqual({ poses: true, countdown: true });
    // A kiosk with everything fixed: only the filter is left.
    expect(captureQuestions({ sources: 'camera', fixedLayout: 2, fixedTimer: 3 })).toEqual({
      poses: false,
      countdown: false,
    });
    expect(captureQuestions({ sources: 'camera', fixedTimer: 10 })).toEqual({
      poses: true,
      countdown: false,
    });
    // With uploads allowed, /layout asked the poses already.
    expect(captureQuestions({ sources: 'camera-and-upload' })).toEqual({
      poses: false,
      countdown: true,
    });
    expect(captureQuestions(null)).toEqual({ poses: false, countdown: true });
  });

  it('leads Back to where the guest came from', () => {
    expect(captureBackPath(null, null)).toBe('/layout');
    expect(captureBackPath({ sources: 'camera-and-upload' }, CODE)).toBe('/layout');
    expect(captureBackPath({ sources: 'camera', fixedLayout: 2 }, null)).toBe('/');
    expect(captureBackPath({ sources: 'camera' }, CODE)).toBe(`/e/${CODE}`);
  });
});
