/** The catalogue loaders scripts/message-catalogues.ts makes (one chunk per language and part). */
declare module 'virtual:messages' {
  import type { Messages } from '@lingui/core';
  type Loader = () => Promise<{ default: Messages }>;
  export const loaders: Record<
    string,
    { first: Loader; rest: Loader; make: Loader; event: Loader }
  >;
}
