import { useId } from 'react';
import { ToggleSwitch } from '../../../components/toggle-switch.js';
import { useT } from '../../../lib/i18n/language.js';
import './controls.css';
import './live-toggle.css';

/**
 * The Live switch, for a strip taken with the camera (its poses have clips): on, every photo of
 * the preview plays its moment as a boomerang, and the strip is downloaded and shared as a
 * living strip. The parent keeps the state (in the visit) and shows it only where clips are.
 */
export function LiveToggle({ on, onChange }: { on: boolean; onChange: (on: boolean) => void }) {
  const hintId = useId();
  const t = useT();
  return (
    <div className="control-block live-toggle">
      <ToggleSwitch
        label={t('controls.live')}
        checked={on}
        describedBy={hintId}
        onChange={onChange}
      />
      <p id={hintId} className="live-toggle-hint">
        {t('controls.liveHint')}
      </p>
    </div>
  );
}
