import { useEffect, useId, useRef, useState, type ReactNode } from 'react';

interface ConfirmStepProps {
  /** What is about to happen, asked as a question. */
  question: string;
  /** The button that does it. */
  confirm: string;
  /** The safe answer, which takes the focus. */
  keep: string;
  onConfirm: () => void;
  /** True while it is being done: pressing again does nothing. */
  busy?: boolean;
  /** The group's name for screen readers; the question by default. */
  label?: string;
  className: string;
  /** What shows before the question, given the function that asks it. */
  children: (ask: () => void) => ReactNode;
}

/**
 * A step before what cannot be undone (removing a strip, ending the event): the question
 * replaces what asked it, with the safe answer focused so a stray Enter deletes nothing.
 */
export function ConfirmStep(props: ConfirmStepProps) {
  const { question, confirm, keep, onConfirm, busy = false, label, className, children } = props;
  const [confirming, setConfirming] = useState(false);
  const keepRef = useRef<HTMLButtonElement>(null);
  const questionId = useId();
  // The question replaces the button that asked it: the focus goes to its safe answer.
  useEffect(() => {
    if (confirming) keepRef.current?.focus();
  }, [confirming]);

  if (!confirming) return children(() => setConfirming(true));
  return (
    <div
      className={className}
      role="group"
      aria-label={label}
      aria-labelledby={label === undefined ? questionId : undefined}
    >
      <p id={questionId}>{question}</p>
      <button
        type="button"
        className="button host-danger-button"
        aria-disabled={busy || undefined}
        onClick={onConfirm}
      >
        {confirm}
      </button>
      <button type="button" ref={keepRef} className="button" onClick={() => setConfirming(false)}>
        {keep}
      </button>
    </div>
  );
}
