/**
 * A fake browser for the share flow's component tests (features/letter/share): stand-ins for
 * the APIs the share may use (the share sheet, the clipboard, the hidden-input copy, alert,
 * prompt), each answering as the test says and recording its call in order, and a fake server
 * for the uploads. The flow itself (lib/share) runs as in the page: only the browser is fake.
 * Outside src/, so never in the app.
 */

export interface ShareStubs {
  userAgent: string;
  /** The share sheet: opens and shares, fails, is closed by the visitor, or does not exist. */
  share?: 'resolve' | 'reject' | 'abort' | 'missing';
  /** clipboard.writeText: copies, is refused, does not exist, or waits until released. */
  clipboard?: 'resolve' | 'reject' | 'missing' | 'hold';
  /** What document.execCommand('copy') answers; undefined: the browser has none. */
  execCopy?: boolean;
  /** What prompt answers (null: cancelled); the link as offered unless told. */
  prompt?: string | null;
}

export interface StubCall {
  api: 'share' | 'clipboard' | 'execCommand' | 'alert' | 'prompt';
  args: unknown[];
  /** For execCommand: the focused element's tag, value, read-only flag and selected range. */
  focused?: { tag: string; value: string; readOnly: boolean; selected: string };
}

export const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
export const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
export const DESKTOP =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

const NAVIGATOR_KEYS = ['userAgent', 'share', 'clipboard'] as const;

function define(target: object, name: string, value: unknown): void {
  Object.defineProperty(target, name, { configurable: true, writable: true, value });
}

/**
 * Installs the stand-ins on navigator and document; `alert` and `prompt` are returned for the
 * test to put on the window (vi.stubGlobal, which the test file's isolation needs to see).
 * `release()` lets a held clipboard copy go on; `remove()` takes the stand-ins away.
 */
export function installShareStubs(stubs: ShareStubs) {
  const calls: StubCall[] = [];
  let releaseClipboard: () => void = () => undefined;
  const refuse = (name: string) => Promise.reject(new DOMException('Refused', name));

  define(navigator, 'userAgent', stubs.userAgent);
  define(
    navigator,
    'share',
    stubs.share === undefined || stubs.share === 'missing'
      ? undefined
      : (data: ShareData) => {
          calls.push({ api: 'share', args: [data] });
          if (stubs.share === 'reject') return refuse('NotAllowedError');
          if (stubs.share === 'abort') return refuse('AbortError');
          return Promise.resolve();
        },
  );
  const writeText = (text: string) => {
    calls.push({ api: 'clipboard', args: [text] });
    if (stubs.clipboard === 'reject') return refuse('NotAllowedError');
    if (stubs.clipboard === 'hold') {
      return new Promise<void>((resolve) => (releaseClipboard = resolve));
    }
    return Promise.resolve();
  };
  define(
    navigator,
    'clipboard',
    stubs.clipboard === undefined || stubs.clipboard === 'missing' ? undefined : { writeText },
  );
  define(document, 'execCommand', (command: string) => {
    const active = document.activeElement;
    const input = active instanceof HTMLInputElement ? active : null;
    calls.push({
      api: 'execCommand',
      args: [command],
      focused: {
        tag: active?.tagName ?? '',
        value: input?.value ?? '',
        readOnly: input?.readOnly ?? false,
        selected: input
          ? input.value.slice(input.selectionStart ?? 0, input.selectionEnd ?? 0)
          : '',
      },
    });
    return stubs.execCopy ?? false;
  });

  return {
    calls,
    alert: (message?: unknown) => void calls.push({ api: 'alert', args: [message] }),
    prompt: (message?: string, value?: string) => {
      calls.push({ api: 'prompt', args: [message, value] });
      return stubs.prompt === undefined ? (value ?? '') : stubs.prompt;
    },
    release: () => releaseClipboard(),
    remove() {
      for (const name of NAVIGATOR_KEYS) Reflect.deleteProperty(navigator, name);
      Reflect.deleteProperty(document, 'execCommand');
    },
  };
}

export interface SeenRequest {
  method: string;
  path: string;
}

/**
 * The server's strip and letter calls: a stored strip and a new letter id for each call, or
 * the error answer a test gives for the strip's upload. Every request is kept, in order.
 */
export function fakeLetterServer(
  options: { stripAnswer?: { status: number; body: unknown } } = {},
) {
  const requests: SeenRequest[] = [];
  let letters = 0;
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  function fetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
    const url = new URL(String(input), location.href);
    const method = init?.method ?? 'GET';
    requests.push({ method, path: url.pathname });
    if (method === 'POST' && url.pathname === '/api/strips') {
      const { stripAnswer } = options;
      if (stripAnswer) return Promise.resolve(json(stripAnswer.status, stripAnswer.body));
      return Promise.resolve(
        json(201, {
          publicUrl: `${location.origin}/strips/photostrip-1700000000000-${'C'.repeat(22)}.png`,
          claimToken: 'c'.repeat(43),
        }),
      );
    }
    if (method === 'POST' && url.pathname === '/api/letters') {
      letters += 1;
      return Promise.resolve(
        json(201, { id: String(letters).padStart(22, 'L'), deleteToken: 't'.repeat(43) }),
      );
    }
    return Promise.resolve(json(404, { error: 'Not found.', code: 'not_found' }));
  }
  return { fetch, requests };
}

/** A 1 × 1 PNG as the editor keeps a strip (photostripUrl): enough for the share flow. */
export const STRIP_DATA_URL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

export const TOAST = 'Link copied! Now paste it anywhere to share';

export const sheet = (link: string): StubCall => ({
  api: 'share',
  args: [{ title: 'Postbooth Letter', text: 'Check out my photostrip letter!', url: link }],
});
export const clipboard = (link: string): StubCall => ({ api: 'clipboard', args: [link] });
export const tapAndHold = (link: string): StubCall => ({
  api: 'alert',
  args: [`Share this link:\n${link}\n\nTap and hold the link to copy it.`],
});
