import type { FieldIds } from '../../components/form-field.js';

interface PinInputProps {
  control: FieldIds['controlProps'];
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
}

/** Four digits, hidden as typed, never offered by autofill; anything but digits is dropped. */
export function PinInput({ control, value, onChange, disabled = false }: PinInputProps) {
  return (
    <input
      {...control}
      className="form-field-input event-pin"
      type="password"
      inputMode="numeric"
      pattern="[0-9]*"
      maxLength={4}
      autoComplete="off"
      value={value}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value.replace(/[^0-9]/g, '').slice(0, 4))}
    />
  );
}
