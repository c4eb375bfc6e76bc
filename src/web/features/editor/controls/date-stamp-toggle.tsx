import { useId } from 'react';
import { stampText } from '../../../../model/strip.js';
import './controls.css';
import './date-stamp-toggle.css';

/**
 * The date stamp switch (on by default: the parent keeps the state). It also shows the date the
 * strip will carry, in the visitor's locale, so the choice reads before looking at the strip.
 */
export function DateStampToggle({
  on,
  onChange,
}: {
  on: boolean;
  onChange: (on: boolean) => void;
}) {
  const hintId = useId();
  return (
    <div className="control-block date-stamp">
      <label className="date-stamp-switch">
        <input
          className="choice-input date-stamp-input"
          type="checkbox"
          role="switch"
          checked={on}
          aria-describedby={hintId}
          onChange={(event) => onChange(event.target.checked)}
        />
        <span className="date-stamp-track" aria-hidden="true" />
        <span className="date-stamp-label">Date stamp</span>
      </label>
      <p id={hintId} className="date-stamp-hint">
        {on ? stampText(new Date()) : 'No date on the strip'}
      </p>
    </div>
  );
}
