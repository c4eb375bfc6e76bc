import { useEffect, useState } from 'react';
import { Navigate } from 'react-router';
import { paths } from '../../../model/paths.js';
import type { SequenceSettings } from '../../app/navigation.js';
import { Screen } from '../../components/screen.js';
import { photosToResume } from './photos-to-resume.js';
import { SequenceRun } from './sequence-run.js';
import './capture.css';

/**
 * The automatic shooting sequence: one countdown and one photo per pose. Opened without
 * settings (no screen chose a layout), it sends the visitor to choose one.
 */
export function SequenceScreen({ settings }: { settings: SequenceSettings | null }) {
  if (!settings) return <Navigate to={paths.layout} replace />;
  return <SequenceLoader {...settings} />;
}

function SequenceLoader(settings: SequenceSettings) {
  const [taken, setTaken] = useState<Blob[] | null>(null);

  useEffect(() => {
    let cancelled = false;
    void photosToResume(settings.layout).then((photos) => !cancelled && setTaken(photos));
    return () => {
      cancelled = true;
    };
  }, [settings.layout]);

  if (!taken) {
    return (
      <Screen title="Photo sequence">
        <p role="status">Loading…</p>
      </Screen>
    );
  }
  return <SequenceRun {...settings} taken={taken} />;
}
