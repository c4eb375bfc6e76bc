import { useRef, useState, type ChangeEvent } from 'react';
import { ingestFiles } from './ingest.js';
import { MAX_KEPT_PHOTOS, unreadableMessage } from './ingest-rules.js';
import { PhotoThumbs } from './photo-thumbs.js';

interface PhotoPickerProps {
  /** The chosen layout's pose count: the photos the strip uses. */
  poses: number;
  photos: readonly Blob[];
  onAdd(photos: readonly Blob[]): number;
  onClear(): void;
}

interface PickReport {
  unreadable: string[];
  dropped: number;
}

/**
 * The upload path: a button opening the system's image picker, the photos kept so far (picks
 * add up) with a preview of the first N, and a message naming each file that could not be read.
 */
export function PhotoPicker({ poses, photos, onAdd, onClear }: PhotoPickerProps) {
  const input = useRef<HTMLInputElement>(null);
  const [pending, setPending] = useState(0);
  const [report, setReport] = useState<PickReport>({ unreadable: [], dropped: 0 });

  async function pick(event: ChangeEvent<HTMLInputElement>) {
    const files = Array.from(event.currentTarget.files ?? []);
    // Cleared so that picking the same file again still fires a change.
    event.currentTarget.value = '';
    if (files.length === 0) return;
    setPending((count) => count + 1);
    try {
      const result = await ingestFiles(files);
      const dropped = onAdd(result.photos);
      setReport({ unreadable: result.unreadable, dropped });
    } finally {
      setPending((count) => count - 1);
    }
  }

  const used = Math.min(poses, photos.length);
  return (
    <section className="photo-picker" aria-labelledby="photo-picker-title">
      <h2 id="photo-picker-title" className="picker-title">
        Your photos
      </h2>
      <div className="picker-actions">
        <button type="button" className="button" onClick={() => input.current?.click()}>
          Select {poses} Photo(s)
        </button>
        {photos.length > 0 && (
          <button type="button" className="button button-quiet" onClick={onClear}>
            Remove all photos
          </button>
        )}
      </div>
      <input
        ref={input}
        type="file"
        accept="image/*"
        multiple
        hidden
        onChange={(event) => void pick(event)}
      />
      <p className="picker-count" aria-live="polite">
        {pending > 0
          ? 'Adding photos…'
          : photos.length === 0
            ? 'No photos yet.'
            : `${photos.length} ${photos.length === 1 ? 'photo' : 'photos'} loaded` +
              (photos.length > poses ? `: the first ${poses} go on your strip.` : '.')}
      </p>
      {(report.unreadable.length > 0 || report.dropped > 0) && (
        <div role="alert" className="picker-alert">
          {report.unreadable.map((name, index) => (
            <p key={`${index}-${name}`}>{unreadableMessage(name)}</p>
          ))}
          {report.dropped > 0 && (
            <p>
              Only {MAX_KEPT_PHOTOS} photos are kept, so {report.dropped} of this pick{' '}
              {report.dropped === 1 ? 'was' : 'were'} left out.
            </p>
          )}
        </div>
      )}
      {used > 0 && <PhotoThumbs photos={photos.slice(0, poses)} label="Photos for your strip" />}
    </section>
  );
}
