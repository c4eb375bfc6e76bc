import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import type { PrintLayout } from '../../../model/event-settings.js';

/** Set on <html> while a print sheet is mounted: the print stylesheet then shows only it. */
export const PRINTING_CLASS = 'has-print-sheet';

/** The paper for each layout: a 2 × 6 in booth strip, or a 4 × 6 in card holding two. */
export const PRINT_PAGE: Record<PrintLayout, { width: string; height: string; copies: number }> = {
  strip: { width: '2in', height: '6in', copies: 1 },
  card: { width: '4in', height: '6in', copies: 2 },
};

/**
 * What the browser's print dialog prints (docs/events.md, Printing): the
 * strip at its real size, 2 × 6 in (the 600 px export is 300 dpi there), once or twice side by
 * side on a 4 × 6 in card. Hidden on screen; under print, download.css hides everything else and
 * the @page rule below sets the paper with no margins.
 */
export function PrintSheet({ address, layout }: { address: string; layout: PrintLayout }) {
  const page = PRINT_PAGE[layout];
  useEffect(() => {
    const root = document.documentElement;
    root.classList.add(PRINTING_CLASS);
    return () => root.classList.remove(PRINTING_CLASS);
  }, []);
  return createPortal(
    <div className="print-sheet" data-layout={layout} data-testid="print-sheet">
      <style>{`@page { size: ${page.width} ${page.height}; margin: 0; }`}</style>
      {Array.from({ length: page.copies }, (_, index) => (
        <div key={index} className="print-slot">
          <img src={address} alt="" />
        </div>
      ))}
    </div>,
    document.body,
  );
}
