import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { eventFormErrors, type EventForm as EventFormValues } from '../../../model/event-form.js';
import {
  EVENT_NAME_MAX_LENGTH,
  GREETING_MAX_LENGTH,
  IDLE_SECONDS_MAX,
  IDLE_SECONDS_MIN,
  type EventSources,
  type PrintLayout,
} from '../../../model/event-settings.js';
import { RadioCards } from '../../components/radio-cards.js';
import { FormField } from './form-field.js';
import { PinInput } from './pin-input.js';

const SOURCE_CHOICES: readonly { value: EventSources; label: string }[] = [
  { value: 'camera', label: 'Camera only' },
  { value: 'camera-and-upload', label: 'Camera and upload' },
];

const PRINT_LAYOUT_CHOICES: readonly { value: PrintLayout; label: string }[] = [
  { value: 'strip', label: '1 strip' },
  { value: 'card', label: '2 strips on 4×6' },
];

interface EventFormProps {
  initial: EventFormValues;
  submitLabel: string;
  /** Hint under the PIN field. */
  pinHint: string;
  /** Called in the submit event (so fullscreen may be asked for) with a valid form. */
  onSubmit: (form: EventFormValues) => void;
  busy: boolean;
  /** More actions after the submit button (Stop event mode). */
  children?: ReactNode;
}

/**
 * The host's settings on /event. Errors show by each field once Start (or Save) was pressed,
 * and follow the typing from then on; the first wrong field takes the focus.
 */
export function EventForm({
  initial,
  submitLabel,
  pinHint,
  onSubmit,
  busy,
  children,
}: EventFormProps) {
  const [form, setForm] = useState(initial);
  const [tried, setTried] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const printHintId = useId();
  const errors = tried ? eventFormErrors(form) : {};
  const set = (change: Partial<EventFormValues>) => setForm((old) => ({ ...old, ...change }));

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    if (Object.keys(eventFormErrors(form)).length > 0) {
      flushSync(() => setTried(true));
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    onSubmit(form);
  }

  return (
    <form ref={formRef} className="event-form" noValidate onSubmit={submit}>
      <FormField
        label="Event name"
        hint={`Optional, at most ${EVENT_NAME_MAX_LENGTH} characters. Shown on the welcome screen.`}
        error={errors.name}
      >
        {(control) => (
          <input
            {...control}
            className="event-input"
            type="text"
            autoComplete="off"
            value={form.name}
            onChange={(event) => set({ name: event.target.value })}
          />
        )}
      </FormField>
      <FormField
        label="Greeting"
        hint={`The message of the letter guests take home, at most ${GREETING_MAX_LENGTH} characters.`}
        error={errors.greeting}
      >
        {(control) => (
          <textarea
            {...control}
            className="event-input event-greeting"
            rows={3}
            value={form.greeting}
            onChange={(event) => set({ greeting: event.target.value })}
          />
        )}
      </FormField>
      <FormField
        label="Start over after"
        hint={`Seconds without a touch, from ${IDLE_SECONDS_MIN} to ${IDLE_SECONDS_MAX}.`}
        error={errors.idleSeconds}
      >
        {(control) => (
          <span className="event-seconds">
            <input
              {...control}
              className="event-input"
              type="number"
              inputMode="numeric"
              min={IDLE_SECONDS_MIN}
              max={IDLE_SECONDS_MAX}
              step={1}
              value={form.idleSeconds}
              onChange={(event) => set({ idleSeconds: event.target.value })}
            />
            <span aria-hidden="true">seconds</span>
          </span>
        )}
      </FormField>
      <RadioCards
        legend="Sources"
        name="event-sources"
        look="pills"
        choices={SOURCE_CHOICES}
        value={form.sources}
        onChange={(sources) => set({ sources })}
      />
      <div className="event-field">
        <label className="event-check">
          <input
            type="checkbox"
            checked={form.print}
            aria-describedby={printHintId}
            onChange={(event) => set({ print: event.target.checked })}
          />
          <span className="event-label">Print button</span>
        </label>
        <p id={printHintId} className="event-hint">
          Guests can print their strip.
        </p>
      </div>
      {form.print && (
        <RadioCards
          legend="Print layout"
          name="event-print-layout"
          look="pills"
          choices={PRINT_LAYOUT_CHOICES}
          value={form.printLayout}
          onChange={(printLayout) => set({ printLayout })}
        />
      )}
      <FormField label="PIN" hint={pinHint} error={errors.pin}>
        {(control) => (
          <PinInput control={control} value={form.pin} onChange={(pin) => set({ pin })} />
        )}
      </FormField>
      <div className="event-actions">
        <button type="submit" className="button button-primary" aria-disabled={busy || undefined}>
          {submitLabel}
        </button>
        {children}
      </div>
    </form>
  );
}
