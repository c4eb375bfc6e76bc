import { useEffect, useState } from 'react';
import type { Letter } from '../../../model/api.js';
import { letterApi } from '../../lib/letter-api.js';
import { onThisOrigin } from '../../lib/strip-address.js';

export type SharedLetter =
  { status: 'loading' } | { status: 'failed' } | { status: 'ready'; letter: Letter };

/** A letter stored on the server, as a friend opens it from its link (mount it per id: key). */
export function useSharedLetter(id: string): SharedLetter {
  const [state, setState] = useState<SharedLetter>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    letterApi()
      .getLetter(id)
      .then(
        (letter) => {
          // The server names the strip with PUBLIC_URL; the page shows and downloads it from
          // its own origin, the only one its CSP allows (another host name of the same server).
          const imageUrl = onThisOrigin(letter.image_url, location.origin);
          if (live) setState({ status: 'ready', letter: { ...letter, image_url: imageUrl } });
        },
        // Unknown id, malformed id, offline or an unexpected answer: one message for all.
        () => live && setState({ status: 'failed' }),
      );
    return () => {
      live = false;
    };
  }, [id]);
  return state;
}
