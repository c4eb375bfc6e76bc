import {
  lazy,
  Suspense,
  useRef,
  useState,
  type CSSProperties,
  type MouseEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { useT } from '../../lib/i18n/language.js';
import { LetterCard } from './letter-card.js';
import { LivingStripImage } from './living-strip-image.js';
import { StackHint } from './stack-hint.js';
import { StripImage, type StripDisplay } from './strip-image.js';
import {
  INITIAL_ORDER,
  bringToTop,
  isOnTop,
  zIndexOf,
  type StackItem,
  type StackOrder,
} from './stack-order.js';
import type { StripViewerProps } from './viewer/strip-viewer.js';
import { coarsePointer, viewerInputOf } from './viewer/viewer-input.js';

/** The full-screen viewer's code (and CSS) is fetched on its first opening, never with the page. */
const StripViewer = lazy(async () => ({
  default: (await import('./viewer/strip-viewer.js')).StripViewer,
}));

interface LetterStackProps {
  message: string;
  /** The strip kept in this browser (a Blob), a stored strip's address, or null if none. */
  strip: Blob | string | null;
  /** A stored strip's size and display copy, when the server gave them. */
  stripDisplay?: StripDisplay;
  /** A living strip's video (a path on this server), shown in the still's place. */
  video?: string;
}

interface ItemProps {
  item: StackItem;
  order: StackOrder;
  /** The button over the item: its name, what it does, and whether it is a toggle. */
  label: string;
  onPress(event: MouseEvent): void;
  toggle: boolean;
  buttonRef?: Ref<HTMLButtonElement>;
  /** The item, given its button to hold (the letter's covers the card only, not its floats). */
  children(button: ReactNode): ReactNode;
}

/**
 * One of the two overlapping items. A transparent button covers it, so a click (or Enter/Space)
 * anywhere on it acts: the letter's is a toggle that brings it to the top (aria-pressed says
 * whether it is; once on top it lets clicks through, so the message text can be selected); the
 * strip's opens its photos full screen.
 */
function StackedItem({ item, order, label, onPress, toggle, buttonRef, children }: ItemProps) {
  const onTop = isOnTop(order, item);
  return (
    <div
      className={`letter-stack-item letter-stack-${item}`}
      data-on-top={onTop}
      style={{ zIndex: zIndexOf(order, item) }}
    >
      {children(
        <button
          ref={buttonRef}
          type="button"
          className="letter-stack-raise"
          aria-pressed={toggle ? onTop : undefined}
          aria-haspopup={toggle ? undefined : 'dialog'}
          onClick={onPress}
        >
          <span className="visually-hidden">{label}</span>
        </button>,
      )}
    </div>
  );
}

/** Characters past which a letter lies nearly straight (letter.css). */
const LONG_LETTER = 400;

/** The strip's height over its width, for the room the card keeps beside it (letter.css). */
function stripRatio(size: { width?: number; height?: number }): CSSProperties | undefined {
  if (!size.width || !size.height) return undefined;
  return { '--strip-ratio': (size.height / size.width).toFixed(3) } as CSSProperties;
}

/** The kraft-paper letter and the photostrip, lying across each other; the strip on top at first. */
export function LetterStack({ message, strip, stripDisplay, video }: LetterStackProps) {
  const t = useT();
  const [order, setOrder] = useState<StackOrder>(INITIAL_ORDER);
  const [viewer, setViewer] = useState<Omit<StripViewerProps, 'onClosed'> | null>(null);
  const stripButton = useRef<HTMLButtonElement>(null);
  // A stored strip's size comes with the page; a strip from this browser's, once it loads.
  const [loadedSize, setLoadedSize] = useState<{ width: number; height: number } | null>(null);
  const raise = (item: StackItem) => setOrder((current) => bringToTop(current, item));

  /**
   * The strip full screen, from the copy the page shows (its size gives the poses); a living
   * strip moving on the page moves there too. Its hint speaks to the input that opened it.
   */
  function openViewer(event: MouseEvent) {
    raise('strip');
    const item = stripButton.current?.parentElement;
    const image = item?.querySelector('img');
    const shown = image?.currentSrc || image?.src;
    const width = image?.naturalWidth || stripDisplay?.width;
    const height = image?.naturalHeight || stripDisplay?.height;
    if (!strip || !shown || !width || !height) return;
    const moving = item?.querySelector('video');
    const playing = moving && !moving.paused && getComputedStyle(moving).display !== 'none';
    const { pointerType } = event.nativeEvent as Partial<PointerEvent>;
    setViewer({
      shown,
      full: typeof strip === 'string' ? strip : null,
      size: { width, height },
      video: playing ? video : undefined,
      input: viewerInputOf(pointerType, coarsePointer()),
    });
  }

  return (
    <>
      <div
        className="letter-stack"
        data-long={message.length > LONG_LETTER}
        style={stripRatio(loadedSize ?? stripDisplay ?? {})}
      >
        <StackedItem
          item="letter"
          order={order}
          label={t('letter.letterOnTop')}
          onPress={() => raise('letter')}
          toggle
        >
          {(button) => <LetterCard message={message}>{button}</LetterCard>}
        </StackedItem>
        <StackedItem
          item="strip"
          order={order}
          label={strip ? t('letter.stripOpen') : t('letter.stripOnTop')}
          onPress={strip ? openViewer : () => raise('strip')}
          toggle={!strip}
          buttonRef={stripButton}
        >
          {(button) => (
            <>
              {typeof strip === 'string' && video ? (
                <LivingStripImage video={video} strip={strip} display={stripDisplay} />
              ) : strip ? (
                <StripImage
                  source={strip}
                  display={stripDisplay}
                  onSize={typeof strip === 'string' ? undefined : setLoadedSize}
                />
              ) : (
                <div className="letter-strip-missing">{t('letter.noStripYet')}</div>
              )}
              {button}
            </>
          )}
        </StackedItem>
      </div>
      <StackHint />
      {viewer && (
        <Suspense fallback={null}>
          <StripViewer {...viewer} onClosed={() => setViewer(null)} />
        </Suspense>
      )}
    </>
  );
}
