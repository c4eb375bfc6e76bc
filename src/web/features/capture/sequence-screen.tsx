import { useEffect, useState } from 'react';
import { Navigate } from '../../lib/router/link.js';
import type { PoseCount } from '../../../model/layouts.js';
import { paths } from '../../../model/paths.js';
import type { SequenceSettings } from '../../navigation/go-to.js';
import { Screen } from '../../components/screen.js';
import { useT } from '../../lib/i18n/language.js';
import { photosToResume, photosToRetake, type TakenPoses } from './photos-to-resume.js';
import { SequenceRun } from './sequence-run.js';
import './capture.css';
import './kiosk-camera.css';
import './kiosk-touch.css';

/**
 * The automatic shooting sequence: one countdown and one photo per pose. Opened without
 * settings (no screen chose a layout), it sends the visitor to choose one.
 */
export function SequenceScreen({ settings }: { settings: SequenceSettings | null }) {
  if (!settings) return <Navigate to={paths.layout} replace />;
  return <SequenceLoader {...settings} />;
}

interface Loaded {
  taken: TakenPoses;
  /** The pose shot again alone, when the visit holds a whole strip to retake it in. */
  retakePose: number | null;
}

async function loadTaken(layout: PoseCount, retakePose: number | undefined): Promise<Loaded> {
  const strip = retakePose === undefined ? null : await photosToRetake(layout);
  return strip && retakePose !== undefined
    ? { taken: strip, retakePose }
    : { taken: await photosToResume(layout), retakePose: null };
}

function SequenceLoader(settings: SequenceSettings) {
  const t = useT();
  const [loaded, setLoaded] = useState<Loaded | null>(null);

  const { layout, retakePose } = settings;
  useEffect(() => {
    let cancelled = false;
    void loadTaken(layout, retakePose).then((result) => !cancelled && setLoaded(result));
    return () => {
      cancelled = true;
    };
  }, [layout, retakePose]);

  if (!loaded) {
    return (
      <Screen title={t('capture.sequenceTitle')}>
        <p role="status">{t('capture.loading')}</p>
      </Screen>
    );
  }
  return (
    <SequenceRun
      {...settings}
      taken={loaded.taken.photos}
      takenClips={loaded.taken.clips}
      retakePose={loaded.retakePose}
    />
  );
}
