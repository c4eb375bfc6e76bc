import { useState, type FormEvent, type ReactNode } from 'react';
import { cleanLabel } from '../../../model/label-text.js';
import {
  PERSON_COLOURS,
  PERSON_NAME_MAX,
  ROOM_MAX_PEOPLE,
  type PersonColour,
} from '../../../model/together.js';
import { FormField } from '../../components/form-field.js';
import { RadioCards } from '../../components/radio-cards.js';
import { useT } from '../../lib/i18n/language.js';
import type { MessageKey } from '../../lib/i18n/message-key.js';
import { colourKey } from './colours.js';
import { errorCode } from './room-services.js';

interface PersonFormProps {
  submitLabel: string;
  /** Colours others in the room took: shown, not choosable. */
  taken?: readonly string[];
  /** Fields before the name (the layout, when creating). */
  before?: ReactNode;
  onSubmit(person: { name: string; colour: PersonColour }): Promise<void>;
}

/** Why a refused create or join failed, in the visitor's words. */
function refusalKey(error: unknown): MessageKey {
  switch (errorCode(error)) {
    case 'room_full':
      return 'together.full';
    case 'colour_taken':
      return 'together.colourTakenError';
    case 'name_taken':
      return 'together.nameTaken';
    case 'removed':
      return 'together.removedRejoin';
    case 'room_not_found':
      return 'together.gone';
    case 'room_closed':
      return 'together.closed';
    default:
      return 'together.failed';
  }
}

/** Your name and your colour: all a person gives to create or join a room (no account). */
export function PersonForm({ submitLabel, taken = [], before, onSubmit }: PersonFormProps) {
  const t = useT();
  const [name, setName] = useState('');
  const firstFree = PERSON_COLOURS.find((colour) => !taken.includes(colour)) ?? null;
  const [chosen, setChosen] = useState<PersonColour | null>(null);
  const colour = chosen !== null && !taken.includes(chosen) ? chosen : firstFree;
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<MessageKey | null>(null);

  // As the server keeps it: a name of only invisible characters is no name.
  const trimmed = cleanLabel(name);
  let nameError: string | undefined;
  if (trimmed === '') nameError = t('together.nameMissing');
  else if (trimmed.length > PERSON_NAME_MAX)
    nameError = t('together.nameTooLong', { max: PERSON_NAME_MAX });

  async function submit(event: FormEvent) {
    event.preventDefault();
    setTried(true);
    setRefusal(null);
    if (nameError || colour === null || busy) return;
    setBusy(true);
    try {
      await onSubmit({ name: trimmed, colour });
    } catch (error) {
      setRefusal(refusalKey(error));
    } finally {
      setBusy(false);
    }
  }

  const colourChoices = PERSON_COLOURS.map((value) => {
    const label = t(colourKey(value));
    const isTaken = taken.includes(value);
    return {
      value,
      label: isTaken ? t('together.colourTaken', { colour: label }) : label,
      disabled: isTaken,
      art: <span className="together-swatch" aria-hidden="true" style={{ background: value }} />,
    };
  });

  return (
    <form className="together-form" noValidate onSubmit={(event) => void submit(event)}>
      {before}
      <FormField
        label={t('together.nameLabel')}
        hint={t('together.nameHint', { max: PERSON_NAME_MAX })}
        error={tried ? nameError : undefined}
        announce
      >
        {(control) => (
          <input
            {...control}
            className="form-field-input"
            type="text"
            name="name"
            autoComplete="nickname"
            maxLength={PERSON_NAME_MAX}
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
        )}
      </FormField>
      <RadioCards
        legend={t('together.colourLegend')}
        name="colour"
        look="pills"
        choices={colourChoices}
        value={colour}
        onChange={setChosen}
      />
      {colour === null && <p role="alert">{t('together.full', { max: ROOM_MAX_PEOPLE })}</p>}
      {refusal && (
        <p role="alert" className="together-error">
          {t(refusal, { max: ROOM_MAX_PEOPLE })}
        </p>
      )}
      <button type="submit" className="button button-primary" disabled={busy}>
        {busy ? t('together.working') : submitLabel}
      </button>
    </form>
  );
}
