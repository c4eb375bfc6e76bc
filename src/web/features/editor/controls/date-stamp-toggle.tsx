import { useId } from 'react';
import { stampText } from '../../../../model/strip.js';
import { ToggleSwitch } from '../../../components/toggle-switch.js';
import { useLanguage, useT } from '../../../lib/i18n/language.js';
import './controls.css';
import './date-stamp-toggle.css';

/**
 * The date stamp switch (on by default: the parent keeps the state). It also shows the date the
 * strip will carry, in the app's language, so the choice reads before looking at the strip.
 */
export function DateStampToggle({
  on,
  onChange,
}: {
  on: boolean;
  onChange: (on: boolean) => void;
}) {
  const hintId = useId();
  const t = useT();
  const { language } = useLanguage();
  return (
    <div className="control-block date-stamp">
      <ToggleSwitch
        label={t('controls.dateStamp')}
        checked={on}
        describedBy={hintId}
        onChange={onChange}
      />
      <p id={hintId} className="date-stamp-hint">
        {on ? stampText(new Date(), language) : t('controls.noDate')}
      </p>
    </div>
  );
}
