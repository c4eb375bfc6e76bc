import { useId, useState } from 'react';
import { ToggleSwitch } from '../../components/toggle-switch.js';
import { keepMirror, keptMirror } from '../../lib/camera/kept-mirror.js';
import { useT } from '../../lib/i18n/language.js';

/**
 * Mirror: whether the photos are kept mirrored, as the preview shows them (on, as every selfie
 * camera), or the right way round, so that writing on a shirt reads. The preview mirrors either
 * way. The choice is kept for the visit (kept-mirror.ts): the shoot and its retakes read it.
 */
export function MirrorSwitch() {
  const t = useT();
  const hint = useId();
  const [mirror, setMirror] = useState(keptMirror);

  return (
    <div className="capture-mirror">
      <ToggleSwitch
        label={t('capture.mirror')}
        checked={mirror}
        describedBy={hint}
        onChange={(on) => {
          setMirror(on);
          keepMirror(on);
        }}
      />
      <p id={hint} className="capture-mirror-hint">
        {t('capture.mirrorHint')}
      </p>
    </div>
  );
}
