import { useT } from '../../lib/i18n/language.js';
import { useObjectUrlImage } from '../../lib/hooks/use-object-url.js';

interface PoseDotsProps {
  total: number;
  /** The photos taken so far, in pose order. */
  photos: readonly Blob[];
}

function PoseThumb({ photo, pose }: { photo: Blob; pose: number }) {
  const image = useObjectUrlImage(photo);
  const t = useT();
  return <img ref={image} className="pose-thumb" alt={t('capture.photoAlt', { pose })} />;
}

/** One dot per pose, filled once its photo is taken, with that photo small beside it. */
export function PoseDots({ total, photos }: PoseDotsProps) {
  const t = useT();
  return (
    <ol className="pose-dots" aria-label={t('capture.poseListLabel')}>
      {Array.from({ length: total }, (_, index) => {
        const photo = photos[index];
        return (
          <li key={index} className={photo ? 'pose-step pose-step-taken' : 'pose-step'}>
            <span className="pose-dot" aria-hidden="true" />
            {photo && <PoseThumb photo={photo} pose={index + 1} />}
            <span className="visually-hidden">
              {t(photo ? 'capture.poseTaken' : 'capture.poseNotTaken', {
                pose: index + 1,
                total,
              })}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
