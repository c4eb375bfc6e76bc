import {
  useEffect,
  useRef,
  useState,
  type ChangeEvent,
  type DragEvent,
  type RefObject,
} from 'react';
import { useT } from '../../lib/i18n/language.js';
import { ingestFiles } from '../../lib/photos/ingest.js';
import { MAX_KEPT_PHOTOS, unreadableMessage } from '../../lib/photos/ingest-rules.js';
import { useInputKind } from '../../lib/hooks/use-input-kind.js';
import { pickerCount } from './picker-count.js';
import { PhotoThumbs } from './photo-thumbs.js';
import { revealAbove } from './reveal.js';

interface PhotoPickerProps {
  /** The chosen layout's pose count: the photos the strip uses. */
  poses: number;
  photos: readonly Blob[];
  /** How many photos did not fit, and when the added ones are stored. */
  onAdd(photos: readonly Blob[]): { dropped: number; stored: Promise<unknown> };
  onClear(): void;
  onToggle(index: number): void;
  onRemove(index: number): void;
  /** Brought into view when shown: the visitor has just chosen Upload. */
  reveal?: boolean;
  /** The bar that sticks at the screen's foot: what a pick brings into view stays above it. */
  bar?: RefObject<HTMLElement | null>;
}

interface PickReport {
  unreadable: string[];
  dropped: number;
}

function hasFiles(event: DragEvent): boolean {
  return event.dataTransfer.types.includes('Files');
}

/**
 * The upload path: a button opening the system's image picker (or files dropped on the box),
 * the photos kept so far (picks add up), the first N on the strip and the others aside, each
 * tapped across or removed on its own, and a message naming each file that could not be read.
 */
export function PhotoPicker({
  poses,
  photos,
  onAdd,
  onClear,
  onToggle,
  onRemove,
  reveal = false,
  bar,
}: PhotoPickerProps) {
  const t = useT();
  // A finger: 'Tap', and no dropping of files, which a touch screen cannot do.
  const touch = useInputKind() === 'touch';
  const input = useRef<HTMLInputElement>(null);
  const box = useRef<HTMLElement>(null);
  useEffect(() => {
    if (!reveal) return;
    const calm = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    box.current?.scrollIntoView({ block: 'nearest', behavior: calm ? 'instant' : 'smooth' });
  }, [reveal]);
  const [pending, setPending] = useState(0);
  const [dragging, setDragging] = useState(false);
  const [report, setReport] = useState<PickReport>({ unreadable: [], dropped: 0 });
  // From a pick's start until its photos are stored, what it shows ('Adding photos…', then the
  // photos and their count) is kept in view above the sticky bar, as the photos and the bar
  // (sticky once Next can go on) arrive: the visitor sees the photos came, wherever the page was.
  const result = useRef<HTMLDivElement>(null);
  const revealing = useRef(false);
  useEffect(() => {
    if (!revealing.current || !result.current) return;
    revealAbove(result.current, bar?.current ?? null);
    if (pending === 0) revealing.current = false;
  }, [pending, photos.length, bar]);

  async function addFiles(files: File[]) {
    if (files.length === 0) return;
    revealing.current = true;
    setPending((count) => count + 1);
    try {
      const read = await ingestFiles(files);
      const { dropped, stored } = onAdd(read.photos);
      setReport({ unreadable: read.unreadable, dropped });
      // 'Adding photos…' until the browser has them: a reload after 'N photos loaded' keeps them.
      await stored;
    } finally {
      setPending((count) => count - 1);
    }
  }

  function pick(event: ChangeEvent<HTMLInputElement>) {
    const files = Array.from(event.currentTarget.files ?? []);
    // Cleared so that picking the same file again still fires a change.
    event.currentTarget.value = '';
    void addFiles(files);
  }

  function dragOver(event: DragEvent<HTMLElement>) {
    if (!hasFiles(event)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setDragging(true);
  }

  function drop(event: DragEvent<HTMLElement>) {
    if (!hasFiles(event)) return;
    event.preventDefault();
    setDragging(false);
    void addFiles(Array.from(event.dataTransfer.files));
  }

  const used = photos.slice(0, poses);
  const unused = photos.slice(poses);
  return (
    <section
      ref={box}
      className={dragging ? 'photo-picker photo-picker-dragging' : 'photo-picker'}
      aria-labelledby="photo-picker-title"
      onDragEnter={dragOver}
      onDragOver={dragOver}
      onDragLeave={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
      }}
      onDrop={drop}
    >
      <h2 id="photo-picker-title" className="picker-title">
        {t('layout.pickerTitle')}
      </h2>
      <div className="picker-actions">
        <button type="button" className="button" onClick={() => input.current?.click()}>
          {t('layout.selectPhotos', { count: poses })}
        </button>
        {photos.length > 0 && (
          <button type="button" className="button button-quiet" onClick={onClear}>
            {t('layout.removeAll')}
          </button>
        )}
      </div>
      <input ref={input} type="file" accept="image/*" multiple hidden onChange={pick} />
      <div ref={result} className="picker-result">
        <p className="picker-count" aria-live="polite">
          {pickerCount(t, { adding: pending > 0, photos: photos.length, poses, touch })}
        </p>
        {(report.unreadable.length > 0 || report.dropped > 0) && (
          <div role="alert" className="picker-alert">
            {report.unreadable.map((name, index) => (
              <p key={`${index}-${name}`}>{unreadableMessage(name, t)}</p>
            ))}
            {report.dropped > 0 && (
              <p>{t('layout.photosDropped', { max: MAX_KEPT_PHOTOS, dropped: report.dropped })}</p>
            )}
          </div>
        )}
        {used.length > 0 && (
          <PhotoThumbs
            photos={used}
            label={t('layout.stripPhotos')}
            first={1}
            used
            onToggle={onToggle}
            onRemove={onRemove}
          />
        )}
        {unused.length > 0 && (
          <>
            <h3 className="picker-subtitle" id="photo-picker-unused">
              {t('layout.notOnStrip')}
            </h3>
            <PhotoThumbs
              photos={unused}
              label={t('layout.notOnStrip')}
              first={poses + 1}
              used={false}
              onToggle={onToggle}
              onRemove={onRemove}
            />
          </>
        )}
      </div>
    </section>
  );
}
