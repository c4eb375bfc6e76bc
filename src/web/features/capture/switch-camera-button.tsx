import { useT } from '../../lib/i18n/language.js';

/**
 * 'Switch camera': its label beside a turning-arrows camera; on a phone, where it sits over
 * the picture, the icon alone shows (capture.css) and the label still names it.
 */
export function SwitchCameraButton({ onClick }: { onClick(): void }) {
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
      <span className="capture-switch-label">{t('capture.switchCamera')}</span>
    </button>
  );
}
