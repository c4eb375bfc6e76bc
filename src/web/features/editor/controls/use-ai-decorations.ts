import { useCallback, useEffect, useRef, useState } from 'react';
import type { DecorationsResponse } from '../../../../model/api.js';
import { AiDecorationsError, requestDecorations } from '../../../lib/api/ai-api.js';
import type { MessageKey } from '../../../lib/i18n/message-key.js';

/** Generate is offered only while idle and with a theme that is not blank. */
export function canGenerate(theme: string, generating: boolean): boolean {
  return !generating && theme.trim().length > 0;
}

/** The words shown for a failed call: its code's, or the generic ones. */
export function aiFailureKey(failure: unknown): MessageKey {
  return failure instanceof AiDecorationsError ? failure.key : 'controls.aiErrorGeneric';
}

export interface AiDecorations {
  generating: boolean;
  /** The last answer; kept through a later failure, replaced by a later success. */
  result: DecorationsResponse | null;
  /**
   * The key of the words shown for the last failure (docs/using.md, Controls and AI box), cleared when
   * the next call starts.
   */
  error: MessageKey | null;
  generate(theme: string): void;
}

/** The AI box's states: idle, generating, then done or error; generating always ends. */
export function useAiDecorations(): AiDecorations {
  const [generating, setGenerating] = useState(false);
  const [result, setResult] = useState<DecorationsResponse | null>(null);
  const [error, setError] = useState<MessageKey | null>(null);
  const running = useRef<AbortController | null>(null);

  // Leaving the editor mid-call drops the answer instead of setting state on nothing.
  useEffect(() => () => running.current?.abort(), []);

  const generate = useCallback((theme: string) => {
    if (running.current || !canGenerate(theme, false)) return;
    const controller = new AbortController();
    running.current = controller;
    setGenerating(true);
    setError(null);
    void requestDecorations(theme, { signal: controller.signal })
      .then((answer) => {
        if (!controller.signal.aborted) setResult(answer);
      })
      .catch((failure: unknown) => {
        if (controller.signal.aborted) return;
        console.error('AI decorations failed', failure);
        setError(aiFailureKey(failure));
      })
      .finally(() => {
        running.current = null;
        if (!controller.signal.aborted) setGenerating(false);
      });
  }, []);

  return { generating, result, error, generate };
}
