import { letterTokens } from '../../lib/storage/letter-tokens.js';
import { browserStorage } from '../../lib/storage/safe-storage.js';
import { useBrowserValue } from '../../lib/hooks/use-app-started.js';

/**
 * The delete token this browser keeps for the letter: only the browser that shared a letter
 * holds its token, and may delete it. None on the server, which renders the page a friend
 * sees; the sharer's browser then shows its own view right after hydrating.
 */
export function useDeleteToken(id: string): string | null {
  return useBrowserValue(() => letterTokens(browserStorage()).get(id), null);
}
