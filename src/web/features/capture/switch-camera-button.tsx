import { useT } from '../../lib/i18n/language.js';

/**
 * 'Switch camera': its label beside a turning-arrows camera; `iconOnly` where it sits over a
 * picture that fills the screen (a round button at its top corner, capture.css), the label
 * then kept for screen readers alone.
 */
export function SwitchCameraButton({ onClick, iconOnly }: { onClick(): void; iconOnly: boolean }) {
  const t = useT();
  return (
    <button type="button" className="button capture-switch" onClick={onClick}>
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="capture-switch-icon">
        <path
          d="M4 8h3l2-3h6l2 3h3v11H4zM9 12.5a3 3 0 0 1 5.2-2M15 11.5a3 3 0 0 1-5.2 2M14.5 8.5v2h-2M9.5 15.5v-2h2"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span className={iconOnly ? 'visually-hidden' : 'capture-switch-label'}>
        {t('capture.switchCamera')}
      </span>
    </button>
  );
}
