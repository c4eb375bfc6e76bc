import { useState } from 'react';
import { letterTokens } from '../../lib/letter-tokens.js';
import { browserStorage } from '../../lib/safe-storage.js';

/**
 * The delete token this browser keeps for the letter, read once: only the browser that shared
 * a letter holds its token, and may delete it.
 */
export function useDeleteToken(id: string): string | null {
  const [token] = useState(() => letterTokens(browserStorage()).get(id));
  return token;
}
