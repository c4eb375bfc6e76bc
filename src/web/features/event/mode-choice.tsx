import { useId } from 'react';
import type { BoothMode } from '../../../model/event-form.js';
import { PillsField } from '../../components/field-controls.js';
import { useT } from '../../lib/i18n/language.js';
import './mode-choice.css';

/** What the host came for: an event guests join from their phones, or this device as a booth. */
type Purpose = 'share' | 'booth';

/**
 * The first question of /event, as two equal large options: a host who came to share an event
 * with guests' phones finds it as readily as one who came to run a booth. A booth is then on its
 * own or joins a shared event.
 */
export function ModeChoice({
  mode,
  onChange,
}: {
  mode: BoothMode;
  onChange: (mode: BoothMode) => void;
}) {
  const t = useT();
  const id = useId();
  const purpose: Purpose = mode === 'share' ? 'share' : 'booth';
  const options: readonly { value: Purpose; title: string; text: string }[] = [
    { value: 'share', title: t('liveEvent.purposeShare'), text: t('liveEvent.modeHint') },
    { value: 'booth', title: t('liveEvent.purposeBooth'), text: t('event.intro') },
  ];
  return (
    <>
      <fieldset className="event-purpose">
        <legend className="event-purpose-legend">{t('liveEvent.purpose')}</legend>
        <div className="event-purpose-options">
          {options.map(({ value, title, text }) => (
            <label key={value} className="event-purpose-option">
              <input
                className="choice-input"
                type="radio"
                name="event-purpose"
                value={value}
                checked={purpose === value}
                aria-labelledby={`${id}-${value}`}
                aria-describedby={`${id}-${value}-text`}
                // A booth starts on its own; Join is one pill further.
                onChange={() => onChange(value === 'share' ? 'share' : 'own')}
              />
              <span id={`${id}-${value}`} className="event-purpose-title">
                {title}
              </span>
              <span id={`${id}-${value}-text`} className="event-purpose-text">
                {text}
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      {purpose === 'booth' && (
        <PillsField
          legend={t('liveEvent.mode')}
          name="event-mode"
          choices={[
            { value: 'own', label: t('liveEvent.modeOwn') },
            { value: 'join', label: t('liveEvent.modeJoin') },
          ]}
          value={mode}
          onChange={onChange}
        />
      )}
    </>
  );
}
