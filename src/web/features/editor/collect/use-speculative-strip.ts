/**
 * Wires the speculation model (strip-speculation.ts) to a pause timer and the strip worker: a
 * moment after each change the strip for the editor's current input is rendered in the worker,
 * so Collect Photo finds it ready. Only where the worker can draw: on the page that render
 * would be main-thread work while the visitor decorates, so there the click draws it, as before.
 */
import { useEffect, useRef, useState } from 'react';
import type { CollectInput } from './collect-input.js';
import { renderAheadInWorker } from './collect-strip.js';
import {
  handover,
  inputChanged,
  NOTHING_YET,
  pauseOver,
  renderDone,
  renderFailed,
  type RenderJob,
  type Step,
} from './strip-speculation.js';
import { canRenderInWorker } from './worker-renderer.js';

/** How long after the last change the strip is rendered: a drag or key repeat renders once. */
export const SPECULATION_PAUSE_MS = 300;

export interface SpeculativeStrip {
  /** The strip for the current input is rendered and waiting for the click. */
  ready: boolean;
  /**
   * The strip rendered ahead for `input`: the kept one, else the render under way for an equal
   * input (null if that fails). Null when there is none: the caller renders it afresh.
   */
  take(input: CollectInput): Promise<Blob | null> | null;
}

interface Speculator {
  change(input: CollectInput): void;
  take(input: CollectInput): Promise<Blob | null> | null;
  stop(): void;
}

/** The model's state with its side effects: the timer, the worker, and telling React. */
function startSpeculator(onReady: (ready: boolean) => void): Speculator {
  let state = NOTHING_YET;
  let timer: ReturnType<typeof setTimeout> | undefined;
  // The promise of the one render under way, so a click can wait for it.
  let running: { request: number; strip: Promise<Blob> } | null = null;
  let stopped = false;

  function apply(step: Step): void {
    if (stopped) return;
    state = step.state;
    onReady(state.ready !== null);
    if (step.start) begin(step.start);
  }

  function begin({ request, input }: RenderJob): void {
    const strip = renderAheadInWorker(input);
    running = { request, strip };
    strip.then(
      (blob) => apply(renderDone(state, request, blob)),
      (error: unknown) => {
        // The click renders afresh (on the page if need be) and shows what goes wrong.
        console.info('The strip could not be rendered ahead; Collect Photo will draw it', error);
        apply(renderFailed(state, request));
      },
    );
  }

  return {
    change(input) {
      const next = inputChanged(state, input);
      if (next === state) return;
      apply({ state: next, start: null });
      clearTimeout(timer);
      if (canRenderInWorker()) {
        timer = setTimeout(() => apply(pauseOver(state)), SPECULATION_PAUSE_MS);
      }
    },
    take(input) {
      const plan = handover(state, input);
      if (plan.kind === 'ready') return Promise.resolve(plan.strip);
      if (plan.kind === 'running' && running?.request === plan.request) {
        return running.strip.catch(() => null);
      }
      // The click draws this input now: a render ahead of it would only compete in the worker.
      clearTimeout(timer);
      return null;
    },
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}

/** The strip for `input`, rendered ahead in the worker while the editor is open. */
export function useSpeculativeStrip(input: CollectInput): SpeculativeStrip {
  const [ready, setReady] = useState(false);
  const speculator = useRef<Speculator | null>(null);

  useEffect(() => {
    const started = startSpeculator(setReady);
    speculator.current = started;
    return () => {
      started.stop();
      speculator.current = null;
    };
  }, []);

  // After the effect above, so the first input reaches the speculator it started. Each render
  // passes a new object: the model compares the contents and ignores an equal one.
  useEffect(() => speculator.current?.change(input), [input]);

  return { ready, take: (wanted) => speculator.current?.take(wanted) ?? null };
}
