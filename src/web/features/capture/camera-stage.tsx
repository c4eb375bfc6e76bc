import type { ComponentProps } from 'react';
import { paths } from '../../../model/paths.js';
import { CameraStage as Stage } from '../../components/camera-stage.js';
import { useBoothEvent } from '../../lib/event/booth-event.js';
import { useT } from '../../lib/i18n/language.js';
import { useNavigate } from '../../lib/router/router.js';
import { updateVisit } from '../../lib/storage/visit-store.js';

/** The booth's camera stage: under a camera problem, the way to uploads instead. */
export function CameraStage(props: Omit<ComponentProps<typeof Stage>, 'problemActions'>) {
  const navigate = useNavigate();
  const t = useT();
  // At an event whose host allows the camera only, no way to uploads.
  const cameraOnly = useBoothEvent()?.sources === 'camera';

  const uploadInstead = async () => {
    // Nothing is lost: the camera's photos stay with the visit, and never show as uploads.
    await updateVisit({ source: 'upload' });
    await navigate(paths.layout);
  };

  return (
    <Stage
      {...props}
      problemActions={
        !cameraOnly && (
          <button type="button" className="button" onClick={() => void uploadInstead()}>
            {t('capture.uploadInstead')}
          </button>
        )
      }
    />
  );
}
