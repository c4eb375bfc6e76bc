import {
  POSE_COUNTS,
  TIMER_CHOICES,
  type PoseCount,
  type TimerSeconds,
} from '../../../model/layouts.js';
import { PillsField } from '../../components/field-controls.js';
import { useT } from '../../lib/i18n/language.js';

const CHOOSE = 'choose';

interface QuickStartFieldsProps {
  fixedLayout: PoseCount | null;
  fixedTimer: TimerSeconds | null;
  onChange: (change: { fixedLayout?: PoseCount | null; fixedTimer?: TimerSeconds | null }) => void;
}

/**
 * A kiosk's quick start: the poses and the countdown the host may set for every guest of this
 * device, so Start leads straight to the camera (docs/events.md, "Setting up").
 */
export function QuickStartFields({ fixedLayout, fixedTimer, onChange }: QuickStartFieldsProps) {
  const t = useT();
  const layoutChoices = [
    { value: CHOOSE, label: t('event.guestsChoose') },
    ...POSE_COUNTS.map((count) => ({ value: String(count), label: t('event.poses', { count }) })),
  ];
  const timerChoices = [
    { value: CHOOSE, label: t('event.guestsChoose') },
    ...TIMER_CHOICES.map((seconds) => ({
      value: String(seconds),
      label: t('event.countdownSeconds', { seconds }),
    })),
  ];
  return (
    <>
      <PillsField
        legend={t('event.fixedLayout')}
        name="quick-start-layout"
        choices={layoutChoices}
        value={fixedLayout === null ? CHOOSE : String(fixedLayout)}
        onChange={(value) => {
          const count = POSE_COUNTS.find((choice) => String(choice) === value);
          onChange({ fixedLayout: count ?? null });
        }}
      />
      <PillsField
        legend={t('event.fixedTimer')}
        hint={t('event.quickStartHint')}
        name="quick-start-timer"
        choices={timerChoices}
        value={fixedTimer === null ? CHOOSE : String(fixedTimer)}
        onChange={(value) => {
          const seconds = TIMER_CHOICES.find((choice) => String(choice) === value);
          onChange({ fixedTimer: seconds ?? null });
        }}
      />
    </>
  );
}
