import './toggle-switch.css';

/**
 * An on/off choice drawn as a switch (a track and a knob), the look of the editor's date stamp
 * switch: a checkbox with role="switch" lying invisible over it, so it is focused, pressed and
 * announced as one, and named by its visible label.
 */
export function ToggleSwitch({
  label,
  checked,
  onChange,
  describedBy,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** The id of a hint that says more. */
  describedBy?: string;
}) {
  return (
    <label className="toggle-switch">
      <input
        className="choice-input toggle-switch-input"
        type="checkbox"
        role="switch"
        checked={checked}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span className="toggle-switch-track" aria-hidden="true" />
      <span className="toggle-switch-label">{label}</span>
    </label>
  );
}
