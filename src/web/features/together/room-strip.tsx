import { useRef, type CSSProperties, type Ref } from 'react';
import type { Participant, RoomPhoto } from '../../../model/together.js';
import { useT } from '../../lib/i18n/language.js';
import type { PoseWork } from './use-pose-photos.js';

interface RoomStripProps {
  ref?: Ref<HTMLElement>;
  participants: readonly Participant[];
  /** Who takes each pose. */
  poses: readonly (string | null)[];
  /** The newest photo of each pose, null where none came yet. */
  photos: readonly (RoomPhoto | null)[];
  photoUrl(photo: RoomPhoto): string;
  you: string;
  work: ReadonlyMap<number, PoseWork>;
  canShoot: boolean;
  onRetake(pose: number): void;
  onUpload(pose: number, file: File): void;
}

/**
 * Who takes each pose, then, once the first photo came, the strip as it will be: its photos one
 * under another in a frame (together.css), each edged in its taker's colour; beside each, whose
 * pose it is and, on this phone's poses, retake and upload.
 */
export function RoomStrip({ ref, ...props }: RoomStripProps) {
  const t = useT();
  const { participants, poses, photos, photoUrl, you, work, canShoot, onRetake, onUpload } = props;
  const person = (id: string | null) => participants.find((p) => p.id === id);
  return (
    <section ref={ref} className="together-panel" aria-labelledby="together-strip">
      <h2 id="together-strip">{t('together.stripHeading')}</h2>
      {/* Before the shoot, a box a person (a short lobby); once shot, the strip it makes. */}
      <ol
        className="together-boxes"
        data-shot={photos.some((photo) => photo !== null) || undefined}
        style={{ '--poses': poses.length } as CSSProperties}
      >
        {poses.map((who, pose) => {
          const photo = photos[pose] ?? null;
          const taker = person(photo?.by ?? who);
          const state = work.get(pose);
          return (
            <li
              key={pose}
              className="together-box"
              style={
                { '--pose-colour': person(who)?.colour ?? 'var(--color-line)' } as CSSProperties
              }
            >
              <p className="together-box-label">
                {t('together.poseBy', {
                  number: pose + 1,
                  name: person(who)?.name ?? t('together.nobody'),
                })}
              </p>
              <div className="together-box-photo">
                {photo && (
                  <img
                    src={photoUrl(photo)}
                    alt={t('together.photoAlt', { number: pose + 1, name: taker?.name ?? '' })}
                  />
                )}
              </div>
              {state && (
                <p role={state === 'sending' ? 'status' : 'alert'} className="together-box-state">
                  {state === 'sending' && t('together.sending')}
                  {state === 'failed' && t('together.sendFailed')}
                  {state === 'unreadable' && t('together.uploadUnreadable')}
                  {state === 'notYours' && t('together.notYourPose')}
                </p>
              )}
              {who === you && (
                <PoseActions
                  pose={pose}
                  canShoot={canShoot && photo !== null}
                  onRetake={onRetake}
                  onUpload={onUpload}
                />
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}

function PoseActions({
  pose,
  canShoot,
  onRetake,
  onUpload,
}: Pick<RoomStripProps, 'canShoot' | 'onRetake' | 'onUpload'> & { pose: number }) {
  const t = useT();
  const input = useRef<HTMLInputElement>(null);
  return (
    <div className="together-box-actions">
      {/* Retake once there is a photo to retake; before, the shared countdown takes it. */}
      {/* One word each in a box a third of a phone wide; the whole name for screen readers. */}
      {canShoot && (
        <button
          type="button"
          className="button"
          aria-label={t('together.retake', { number: pose + 1 })}
          onClick={() => onRetake(pose)}
        >
          {t('capture.retake')}
        </button>
      )}
      <button
        type="button"
        className="button button-quiet"
        aria-label={t('together.upload', { number: pose + 1 })}
        onClick={() => input.current?.click()}
      >
        {t('layout.sourceUpload')}
      </button>
      <input
        ref={input}
        type="file"
        accept="image/*"
        hidden
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) onUpload(pose, file);
        }}
      />
    </div>
  );
}
