/**
 * Answers for what never reaches a route: a request cut off by a timeout, headers too large
 * for Node (a very long link), a request Node could not parse, a URL the router cannot decode.
 * Same `{ error, code }` shape and the same security headers as every other answer.
 */
import type { Socket } from 'node:net';
import type { FastifyBaseLogger, FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { escapeHtml } from './html.js';

export interface RawAnswer {
  status: number;
  reason: string;
  contentType: string;
  body: string;
  /** Machine code, for the log. */
  code: string;
}

const json = (status: number, reason: string, code: string, error: string): RawAnswer => ({
  status,
  reason,
  contentType: 'application/json; charset=utf-8',
  body: JSON.stringify({ error, code }),
  code,
});

/**
 * Headers too large are nearly always a link someone followed (a huge query), so the answer
 * is a page a person can read, with a way back into the app.
 */
const TOO_LONG_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Link too long · Postbooth</title>
<style>body{margin:0;background:#fff7ef;color:#2b1d16;font:1.05rem/1.5 system-ui,sans-serif}main{max-width:32rem;margin:15vh auto;padding:1.5rem}h1{font-size:1.6rem;margin:0 0 .75rem}a{display:inline-block;margin-top:.5rem;padding:.6rem 1.2rem;border-radius:999px;background:#c2314a;color:#fff;text-decoration:none;font-weight:600}a:focus-visible{outline:3px solid #1f6feb;outline-offset:2px}</style></head>
<body><main><h1>This link is too long</h1><p>${escapeHtml(
  "Postbooth can't open an address this long. Links to a strip or a letter are short: ask for the link again.",
)}</p><p><a href="/">Go to Postbooth</a></p></main></body></html>
`;

/** What to answer for a Node client error code (`error.code` of the `clientError` event). */
export function clientErrorAnswer(code: string | undefined): RawAnswer {
  switch (code) {
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return json(
        408,
        'Request Timeout',
        'request_timeout',
        'The request took too long to arrive. Please try again.',
      );
    case 'HPE_HEADER_OVERFLOW':
      return {
        status: 431,
        reason: 'Request Header Fields Too Large',
        contentType: 'text/html; charset=utf-8',
        body: TOO_LONG_PAGE,
        code: 'too_long',
      };
    default:
      return json(400, 'Bad Request', 'bad_request', 'The request was not understood.');
  }
}

/** The answer as bytes on the wire, closing the connection (the request cannot be trusted). */
export function rawHttpAnswer(answer: RawAnswer, headers: Record<string, string>): string {
  const lines = [
    `HTTP/1.1 ${answer.status} ${answer.reason}`,
    `Content-Type: ${answer.contentType}`,
    `Content-Length: ${Buffer.byteLength(answer.body)}`,
    'Cache-Control: no-store',
    'Connection: close',
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
  ];
  return `${lines.join('\r\n')}\r\n\r\n${answer.body}`;
}

/** Node's socket of an HTTP server keeps the response in flight here (not in the types). */
interface HttpSocket extends Socket {
  _httpMessage?: { headersSent?: boolean } | null;
}

/** Fastify's `clientErrorHandler`: our answer when nothing of the response was sent yet. */
export function createClientErrorHandler(
  headers: Record<string, string>,
  log: () => FastifyBaseLogger,
): (error: NodeJS.ErrnoException, socket: Socket) => void {
  return (error, socket) => {
    // A reset connection has nobody left to answer.
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const answer = clientErrorAnswer(error.code);
    log().info({ code: answer.code, status: answer.status }, 'request cut off');
    const started = (socket as HttpSocket)._httpMessage?.headersSent === true;
    if (socket.writable && !started) socket.end(rawHttpAnswer(answer, headers));
    socket.destroySoon();
  };
}

/** Fastify's `frameworkErrors`: the router could not decode the URL, or a part is too long. */
export function createFrameworkErrorHandler(headers: Record<string, string>) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply): void => {
    const body =
      error.code === 'FST_ERR_MAX_PARAM_LENGTH'
        ? { error: 'This address is too long.', code: 'invalid_request' }
        : error.code === 'FST_ERR_BAD_URL'
          ? { error: 'This address is not valid.', code: 'bad_url' }
          : { error: 'The request was not understood.', code: 'bad_request' };
    request.log.info({ code: body.code, status: 400 }, 'request refused');
    void reply.code(400).headers(headers).header('x-request-id', request.id).send(body);
  };
}
