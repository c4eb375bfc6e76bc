import type { MessageKey, Translate } from '../../lib/i18n/message-key.js';
import type { PhotoSource } from '../../lib/storage/visit-store.js';

const SOURCES: readonly { value: PhotoSource; label: MessageKey; icon: string }[] = [
  {
    value: 'upload',
    label: 'layout.sourceUpload',
    icon: 'M12 16V4m0 0L7 9m5-5 5 5M4 15v3a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-3',
  },
  {
    value: 'camera',
    label: 'layout.sourceCamera',
    icon: 'M4 8a2 2 0 0 1 2-2h2l1.5-2h5L16 6h2a2 2 0 0 1 2 2v9a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2zM12 16a3.5 3.5 0 1 0 0-7 3.5 3.5 0 0 0 0 7z',
  },
];

/** A line icon, drawn in the text's colour. */
function SourceIcon({ path }: { path: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="source-icon">
      <path
        d={path}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** Upload or Take Photo, each with its icon; the label names the radio. */
export function sourceChoices(t: Translate) {
  return SOURCES.map(({ value, label, icon }) => ({
    value,
    label: t(label),
    art: <SourceIcon path={icon} />,
  }));
}
