import { useEffect, useState } from 'react';
import type { Letter } from '../../../model/api.js';
import { usePageData } from '../../lib/api/page-data.js';
import { forThisPage, sharedLetterFromPage } from './shared-letter-data.js';

export type SharedLetter =
  | { status: 'loading' }
  | { status: 'failed' }
  /** Its sender deleted it (the server keeps that fact, nothing of the letter). */
  | { status: 'removed' }
  | { status: 'ready'; letter: Letter };

function fromPage(letter: Letter | 'deleted' | null | undefined): SharedLetter {
  if (letter === undefined) return { status: 'loading' };
  if (letter === 'deleted') return { status: 'removed' };
  return letter === null ? { status: 'failed' } : { status: 'ready', letter };
}

/**
 * A letter stored on the server, as a friend opens it from its link (mount it per id: key):
 * the one the server rendered into the page when it did, else fetched.
 */
export function useSharedLetter(id: string): SharedLetter {
  const pageData = usePageData();
  const [state, setState] = useState<SharedLetter>(() =>
    fromPage(sharedLetterFromPage(pageData, id)),
  );
  const needsFetch = state.status === 'loading';
  useEffect(() => {
    if (!needsFetch) return;
    let live = true;
    // Fetched only when the page came without it (another screen linked here): the API's
    // code and schemas are not part of the friend's page.
    import('../../lib/api/letter-api.js')
      .then(({ letterApi }) => letterApi().getLetter(id))
      .then(
        (letter) =>
          live &&
          setState(
            letter === 'deleted'
              ? { status: 'removed' }
              : { status: 'ready', letter: forThisPage(letter) },
          ),
        // Unknown id, malformed id, offline or an unexpected answer: one message for all.
        () => live && setState({ status: 'failed' }),
      );
    return () => {
      live = false;
    };
  }, [id, needsFetch]);
  return state;
}
