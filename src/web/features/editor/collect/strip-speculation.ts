/**
 * Rendering the strip ahead of Collect Photo ("speculation"), as pure state: a moment after the
 * visitor stops changing things the strip for the current input is rendered, so the click only
 * hands over a PNG that is ready. This file decides what to keep, what to start and what the
 * click uses; use-speculative-strip.ts runs the pause timer and the worker.
 *
 * Two limits shape it. The worker cannot stop a render mid-draw, so a stale render is let
 * finish and its result dropped (known by its request number), and no second render starts
 * while one runs: the worker never draws two speculative strips at once. And at most one strip
 * is kept, only while it matches the input: a change drops it at once, so memory holds no more
 * than one extra PNG.
 */
import { sameInput, type CollectInput } from './collect-input.js';

export interface RenderJob {
  readonly request: number;
  readonly input: CollectInput;
}

export interface Speculation {
  /** The input as it is now; null before the editor gave one. */
  readonly input: CollectInput | null;
  /** The pause after the last change is over: the input may be rendered. */
  readonly due: boolean;
  /** The one render under way, with the input it was given (stale once `input` changed). */
  readonly running: RenderJob | null;
  /** The strip for `input`, when rendered; never one for another input. */
  readonly ready: Blob | null;
  readonly nextRequest: number;
}

/** A new state, and the render to start when there is one. */
export interface Step {
  readonly state: Speculation;
  readonly start: RenderJob | null;
}

/** What Collect Photo uses for the input it collects. */
export type Handover =
  | { readonly kind: 'ready'; readonly strip: Blob }
  | { readonly kind: 'running'; readonly request: number }
  | { readonly kind: 'fresh' };

export const NOTHING_YET: Speculation = {
  input: null,
  due: false,
  running: null,
  ready: null,
  nextRequest: 1,
};

const same = (a: CollectInput | null, b: CollectInput) => a !== null && sameInput(a, b);

/** Starts rendering the input when it is due and nothing else is (neither ready nor running). */
function startIfDue(state: Speculation): Step {
  const { input, due, running, ready, nextRequest } = state;
  if (!input || !due || running || ready) return { state, start: null };
  const job = { request: nextRequest, input };
  return { state: { ...state, running: job, nextRequest: nextRequest + 1 }, start: job };
}

/**
 * The visitor changed something (or the editor gave its first input). An equal input changes
 * nothing, so the same state comes back and the caller need not restart its pause. Else the
 * kept strip is stale and dropped, and the new input waits for its pause.
 */
export function inputChanged(state: Speculation, input: CollectInput): Speculation {
  if (same(state.input, input)) return state;
  return { ...state, input, due: false, ready: null };
}

/** The pause after the last change is over. */
export function pauseOver(state: Speculation): Step {
  return startIfDue({ ...state, due: true });
}

/**
 * A render finished. Kept when its input is still the current one; a stale one is dropped, and
 * the current input, if due, starts now that the worker is free.
 */
export function renderDone(state: Speculation, request: number, strip: Blob): Step {
  const { running, input } = state;
  if (running?.request !== request) return { state, start: null };
  const current = same(input, running.input);
  return startIfDue({ ...state, running: null, ready: current ? strip : null });
}

/**
 * A render failed. Not tried again for the same input (it would likely fail again, in a loop):
 * the click renders afresh and shows the error. A stale failure lets the current input start.
 */
export function renderFailed(state: Speculation, request: number): Step {
  const { running, input } = state;
  if (running?.request !== request) return { state, start: null };
  const current = same(input, running.input);
  return startIfDue({ ...state, running: null, due: current ? false : state.due });
}

/**
 * What the click uses for `input`, which it computes itself: the kept strip when it was drawn
 * from an equal input, else the render under way for an equal input, else a fresh render (the
 * input changed a moment ago, the day turned, or nothing was rendered).
 */
export function handover(state: Speculation, input: CollectInput): Handover {
  if (state.ready && same(state.input, input)) return { kind: 'ready', strip: state.ready };
  if (state.running && sameInput(state.running.input, input)) {
    return { kind: 'running', request: state.running.request };
  }
  return { kind: 'fresh' };
}
