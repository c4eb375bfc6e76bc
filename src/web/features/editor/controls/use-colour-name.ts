import { nearestColourName } from '../../../../model/colour.js';
import { useLanguage, useT } from '../../../lib/i18n/language.js';
import { colourHue } from './colour.js';

/**
 * The name a colour off the palette is shown with, the same in the AI box and under the palette
 * once applied: the nearest CSS colour name ('Sea Green') in English, whose words are English,
 * and the hue ('Vert') in the other languages.
 */
export function useColourName(): (hex: string) => string {
  const t = useT();
  const { language } = useLanguage();
  return (hex) =>
    (language === 'en' ? nearestColourName(hex) : null) ??
    t('controls.colourHue', { hue: colourHue(hex) });
}
