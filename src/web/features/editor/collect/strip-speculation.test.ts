import { describe, expect, it } from 'vitest';
import type { Decoration } from '../../../../model/decoration.js';
import type { CollectInput } from './collect-input.js';
import {
  handover,
  inputChanged,
  NOTHING_YET,
  pauseOver,
  renderDone,
  renderFailed,
  type Speculation,
} from './strip-speculation.js';

const photos = [new Blob(['a'])];
const decoration: Decoration = { dateStamp: true, frameColour: '#E63946', stickers: [] };
const first: CollectInput = {
  poseCount: 1,
  photos,
  decoration,
  pixelsPerUnit: 2,
  date: new Date(2025, 5, 14, 12),
  language: 'en',
  eventName: '',
};
const second: CollectInput = { ...first, decoration: { ...decoration, frameColour: '#000000' } };
const stripA = new Blob(['strip A']);
const stripB = new Blob(['strip B']);

/** The first input, its pause over: rendering as request 1. */
function renderingFirst(): Speculation {
  const step = pauseOver(inputChanged(NOTHING_YET, first));
  expect(step.start).toEqual({ request: 1, input: first });
  return step.state;
}

describe('the speculative strip', () => {
  it('starts nothing before the pause after a change is over', () => {
    const state = inputChanged(NOTHING_YET, first);
    expect(handover(state, first)).toEqual({ kind: 'fresh' });
    expect(state.running).toBeNull();
  });

  it('renders once the pause is over, and hands over the strip for an equal input', () => {
    const rendering = renderingFirst();
    expect(handover(rendering, { ...first })).toEqual({ kind: 'running', request: 1 });
    const { state, start } = renderDone(rendering, 1, stripA);
    expect(start).toBeNull();
    expect(state.ready).toBe(stripA);
    expect(handover(state, { ...first, photos: [...photos] })).toEqual({
      kind: 'ready',
      strip: stripA,
    });
  });

  it('keeps everything as it is when the input changes to an equal one', () => {
    const ready = renderDone(renderingFirst(), 1, stripA).state;
    expect(inputChanged(ready, { ...first, date: new Date(2025, 5, 14, 18) })).toBe(ready);
  });

  it('drops the kept strip as soon as the input changes, and renders the new one after its pause', () => {
    const ready = renderDone(renderingFirst(), 1, stripA).state;
    const changed = inputChanged(ready, second);
    expect(changed.ready).toBeNull();
    expect(handover(changed, second)).toEqual({ kind: 'fresh' });
    expect(handover(changed, first)).toEqual({ kind: 'fresh' });
    const { state, start } = pauseOver(changed);
    expect(start).toEqual({ request: 2, input: second });
    expect(renderDone(state, 2, stripB).state.ready).toBe(stripB);
  });

  it('lets a stale render finish, drops its strip, then renders the current input', () => {
    const changed = inputChanged(renderingFirst(), second);
    // The click during that time does not wait for a strip of the old input.
    expect(handover(changed, second)).toEqual({ kind: 'fresh' });
    // One render at a time: the pause ends while the stale one still runs.
    const waiting = pauseOver(changed);
    expect(waiting.start).toBeNull();
    const { state, start } = renderDone(waiting.state, 1, stripA);
    expect(state.ready).toBeNull();
    expect(start).toEqual({ request: 2, input: second });
    expect(handover(state, second)).toEqual({ kind: 'running', request: 2 });
  });

  it('does not start the next render before its pause, even when the stale one finished', () => {
    const changed = inputChanged(renderingFirst(), second);
    const { state, start } = renderDone(changed, 1, stripA);
    expect(start).toBeNull();
    expect(state.running).toBeNull();
    expect(pauseOver(state).start).toEqual({ request: 2, input: second });
  });

  it('keeps a render whose input came back (undo) before it finished', () => {
    const back = inputChanged(inputChanged(renderingFirst(), second), first);
    expect(handover(back, first)).toEqual({ kind: 'running', request: 1 });
    expect(pauseOver(back).start).toBeNull();
    expect(renderDone(back, 1, stripA).state.ready).toBe(stripA);
  });

  it('ignores an answer to a request that is not the one running', () => {
    const rendering = renderingFirst();
    expect(renderDone(rendering, 7, stripA)).toEqual({ state: rendering, start: null });
    expect(renderFailed(rendering, 7)).toEqual({ state: rendering, start: null });
  });

  it('does not try a failed input again until it changes; the click renders it afresh', () => {
    const failed = renderFailed(renderingFirst(), 1);
    expect(failed.start).toBeNull();
    expect(handover(failed.state, first)).toEqual({ kind: 'fresh' });
    expect(pauseOver(inputChanged(failed.state, second)).start).toEqual({
      request: 2,
      input: second,
    });
  });

  it('starts the current input when a stale render fails', () => {
    const waiting = pauseOver(inputChanged(renderingFirst(), second)).state;
    expect(renderFailed(waiting, 1).start).toEqual({ request: 2, input: second });
  });

  it('never hands over a strip rendered before midnight once the day changed', () => {
    const ready = renderDone(renderingFirst(), 1, stripA).state;
    const tomorrow = { ...first, date: new Date(2025, 5, 15, 0, 0, 1) };
    expect(handover(ready, tomorrow)).toEqual({ kind: 'fresh' });
    // Nor the one still rendering.
    expect(handover(renderingFirst(), tomorrow)).toEqual({ kind: 'fresh' });
  });
});
