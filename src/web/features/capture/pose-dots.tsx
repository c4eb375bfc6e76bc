import { useObjectUrlImage } from '../../lib/use-object-url.js';

interface PoseDotsProps {
  total: number;
  /** The photos taken so far, in pose order. */
  photos: readonly Blob[];
}

function PoseThumb({ photo, pose }: { photo: Blob; pose: number }) {
  const image = useObjectUrlImage(photo);
  return <img ref={image} className="pose-thumb" alt={`Photo ${pose}`} />;
}

/** One dot per pose, filled once its photo is taken, with that photo small beside it. */
export function PoseDots({ total, photos }: PoseDotsProps) {
  return (
    <ol className="pose-dots" aria-label="Photos">
      {Array.from({ length: total }, (_, index) => {
        const photo = photos[index];
        return (
          <li key={index} className={photo ? 'pose-step pose-step-taken' : 'pose-step'}>
            <span className="pose-dot" aria-hidden="true" />
            {photo && <PoseThumb photo={photo} pose={index + 1} />}
            <span className="visually-hidden">
              Photo {index + 1} of {total}: {photo ? 'taken' : 'not taken yet'}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
