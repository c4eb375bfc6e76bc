import { namesList } from '../../../model/names-list.js';
import { useLanguage, useT } from '../../lib/i18n/language.js';

/**
 * 'from Ana, Ben and Chloé' under a letter made together (issue 29): the names in joining
 * order, joined in the page's language. The server renders it into the friend's page too.
 */
export function LetterFrom({ names }: { names: readonly string[] }) {
  const t = useT();
  const { language } = useLanguage();
  if (names.length === 0) return null;
  return (
    <p className="letter-from">{t('letter.fromNames', { names: namesList(names, language) })}</p>
  );
}
