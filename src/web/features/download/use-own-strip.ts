import { useEffect, useState } from 'react';
import { loadOwnStrip, type OwnStrip } from '../../lib/animation/own-strip.js';
import { useBoothEvent } from '../../lib/event/booth-event.js';
import { useLanguage } from '../../lib/i18n/language.js';

/**
 * The strip's model when the strip shown is this visit's (`ownStrip`: collected here, not opened
 * from a link), for its animation; else null. Read once the screen is shown.
 */
export function useOwnStrip(ownStrip: boolean): OwnStrip | null {
  const { language } = useLanguage();
  const eventName = useBoothEvent()?.name ?? '';
  const [own, setOwn] = useState<OwnStrip | null>(null);
  useEffect(() => {
    if (!ownStrip) return;
    let live = true;
    void loadOwnStrip({ date: new Date(), language, eventName }).then(
      (input) => live && setOwn(input),
      () => undefined,
    );
    return () => {
      live = false;
      setOwn(null);
    };
  }, [ownStrip, language, eventName]);
  return own;
}
