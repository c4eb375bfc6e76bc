import { useState, type ReactNode } from 'react';
import { useT } from '../../lib/i18n/language.js';
import { LetterCard } from './letter-card.js';
import { StripImage, type StripDisplay } from './strip-image.js';
import {
  INITIAL_ORDER,
  bringToTop,
  isOnTop,
  zIndexOf,
  type StackItem,
  type StackOrder,
} from './stack-order.js';

interface LetterStackProps {
  message: string;
  /** The strip kept in this browser (a Blob), a stored strip's address, or null if none. */
  strip: Blob | string | null;
  /** A stored strip's size and display copy, when the server gave them. */
  stripDisplay?: StripDisplay;
}

interface ItemProps {
  item: StackItem;
  order: StackOrder;
  label: string;
  onRaise(item: StackItem): void;
  children: ReactNode;
}

/**
 * One of the two overlapping items. A transparent toggle button covers it, so a click (or
 * Enter/Space) anywhere on it brings it to the top; aria-pressed says which one is on top.
 * On the top item the button lets clicks through, so the message text can be selected.
 */
function StackedItem({ item, order, label, onRaise, children }: ItemProps) {
  const onTop = isOnTop(order, item);
  return (
    <div
      className={`letter-stack-item letter-stack-${item}`}
      data-on-top={onTop}
      style={{ zIndex: zIndexOf(order, item) }}
    >
      {children}
      <button
        type="button"
        className="letter-stack-raise"
        aria-pressed={onTop}
        onClick={() => onRaise(item)}
      >
        <span className="visually-hidden">{label}</span>
      </button>
    </div>
  );
}

/** The kraft-paper letter and the photostrip, lying across each other; the strip on top at first. */
export function LetterStack({ message, strip, stripDisplay }: LetterStackProps) {
  const t = useT();
  const [order, setOrder] = useState<StackOrder>(INITIAL_ORDER);
  const raise = (item: StackItem) => setOrder((current) => bringToTop(current, item));
  return (
    <>
      <div className="letter-stack">
        <StackedItem item="letter" order={order} label={t('letter.letterOnTop')} onRaise={raise}>
          <LetterCard message={message} />
        </StackedItem>
        <StackedItem item="strip" order={order} label={t('letter.stripOnTop')} onRaise={raise}>
          {strip ? (
            <StripImage source={strip} display={stripDisplay} />
          ) : (
            <div className="letter-strip-missing">{t('letter.noStripYet')}</div>
          )}
        </StackedItem>
      </div>
      <p className="letter-stack-hint">{t('letter.stackHint')}</p>
    </>
  );
}
