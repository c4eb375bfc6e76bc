import { useEffect, useState } from 'react';
import { useBoothEvent } from '../../lib/event/booth-event.js';
import { useLanguage } from '../../lib/i18n/language.js';
import type { LivingStripInput } from '../../lib/living/living-input.js';
import { loadLivingStrip } from '../../lib/living/load-living-strip.js';

/**
 * The visit's living strip, when the strip shown is this visit's (`ownStrip`: collected here,
 * not a strip opened from a link) and the editor's Live switch is on; else null. Read once the
 * screen is shown (null before, and on the server).
 */
export function useLivingStrip(ownStrip: boolean): LivingStripInput | null {
  const { language } = useLanguage();
  const eventName = useBoothEvent()?.name ?? '';
  const [living, setLiving] = useState<LivingStripInput | null>(null);
  useEffect(() => {
    if (!ownStrip) return;
    let live = true;
    void loadLivingStrip({ date: new Date(), language, eventName }).then(
      (input) => live && setLiving(input),
      () => undefined,
    );
    return () => {
      live = false;
      setLiving(null);
    };
  }, [ownStrip, language, eventName]);
  return living;
}
