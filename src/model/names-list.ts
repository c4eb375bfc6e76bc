/**
 * "Ana, Ben and Chloé" in the visitor's language (Intl.ListFormat, a conjunction): the friends
 * who made a strip together (issue 29). On its own, without the together contract's schemas,
 * so the friend's page (which loads no zod) can say who sent the letter.
 */
export function namesList(names: readonly string[], locale: string): string {
  // The app's English writes no serial comma ('Ana, Ben and Chloé', as issue 29 spells it);
  // plain 'en' would be the United States' 'Ana, Ben, and Chloé'.
  const list = locale === 'en' ? 'en-GB' : locale;
  return new Intl.ListFormat(list, { style: 'long', type: 'conjunction' }).format(names);
}
