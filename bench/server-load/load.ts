/**
 * The loads the server-load bench drives with autocannon: letters posted, one strip each, and
 * shared-letter pages read. Every answer is checked: a run reports what it got besides the
 * expected status and body, and its rate counts the expected answers only.
 */
import autocannon from 'autocannon';
import { claimOf } from './strips.js';

export interface Measured {
  /** Expected answers per second. */
  perSecond: number;
  p99Ms: number;
  /** Expected answers. */
  count: number;
  /** What went wrong, e.g. "409 ×12"; empty when every answer was the expected one. */
  failures: string[];
}

/**
 * autocannon's options, with `url` as autocannon takes it: several URLs share the connections
 * round-robin (its README; the type definitions only know one).
 */
type Options = Omit<autocannon.Options, 'url'> & { url: string[] };

/**
 * What the checks of each answer found, and when the load began and the last answer came.
 * autocannon's own duration is rounded up to its next one-second tick when a run ends by
 * `amount`, so the rate is taken from these instead.
 */
class Tally {
  accepted = 0;
  badBodies = 0;
  private first = 0;
  private last = 0;

  sending(): void {
    if (this.first === 0) this.first = performance.now();
  }

  answered(expected: boolean): void {
    this.last = performance.now();
    if (expected) this.accepted += 1;
    else this.badBodies += 1;
  }

  seconds(): number {
    return (this.last - this.first) / 1000;
  }
}

async function fire(options: Options, expectedStatus: number, tally: Tally): Promise<Measured> {
  const result = await autocannon({ ...options, url: options.url as unknown as string });
  const failures: string[] = [];
  for (const [status, { count = 0 } = {}] of Object.entries(result.statusCodeStats ?? {})) {
    if (Number(status) !== expectedStatus) failures.push(`${status} ×${count}`);
  }
  if (result.errors) {
    failures.push(`${result.errors} connection errors (${result.timeouts} timeouts)`);
  }
  if (tally.badBodies) failures.push(`${tally.badBodies} unexpected bodies`);
  const count = tally.accepted;
  const perSecond = count > 0 ? count / tally.seconds() : 0;
  return { perSecond, p99Ms: result.latency.p99, count, failures };
}

export interface LetterLoad {
  urls: string[];
  /** The strips' addresses, used in turn, one per letter. */
  stripUrls: string[];
  connections: number;
  /** Posts exactly `amount` letters when set, else posts for `seconds`. */
  amount?: number;
  seconds?: number;
}

/** POST /api/letters with the next strip each time; resolves the ids of the letters made. */
export async function postLetters(load: LetterLoad): Promise<Measured & { ids: string[] }> {
  const ids: string[] = [];
  const tally = new Tally();
  let next = 0;
  const run = await fire(
    {
      url: load.urls,
      connections: load.connections,
      ...(load.amount === undefined ? { duration: load.seconds } : { amount: load.amount }),
      requests: [
        {
          method: 'POST',
          path: '/api/letters',
          headers: { 'content-type': 'application/json' },
          setupRequest: (request) => {
            tally.sending();
            const image_url = load.stripUrls[next % load.stripUrls.length]!;
            next += 1;
            const letter = { message: LETTER, image_url, strip_claim: claimOf(image_url) };
            return { ...request, body: JSON.stringify(letter) };
          },
          onResponse: (status, body) => {
            if (status !== 201) return;
            const answer = parseObject(body);
            const expected =
              typeof answer?.id === 'string' && typeof answer.deleteToken === 'string';
            if (expected) ids.push(answer.id as string);
            tally.answered(expected);
          },
        },
      ],
    },
    201,
    tally,
  );
  if (load.amount !== undefined && run.count !== load.amount) {
    run.failures.push(`${run.count} of ${load.amount} letters created`);
  }
  return { ...run, ids };
}

export interface PageLoad {
  urls: string[];
  /** Letter ids, asked for in turn. */
  ids: string[];
  connections: number;
  seconds: number;
  /** Whether a page is the expected one (e.g. carries the letter's meta). */
  verify: (html: string) => boolean;
}

/** GET /final-letter?id=… for `seconds`. */
export async function readPages(load: PageLoad): Promise<Measured> {
  const tally = new Tally();
  let next = 0;
  return fire(
    {
      url: load.urls,
      connections: load.connections,
      duration: load.seconds,
      requests: [
        {
          method: 'GET',
          setupRequest: (request) => {
            tally.sending();
            const id = load.ids[next % load.ids.length]!;
            next += 1;
            return { ...request, path: `/final-letter?id=${id}` };
          },
          onResponse: (status, body) => {
            if (status === 200) tally.answered(load.verify(body));
          },
        },
      ],
    },
    200,
    tally,
  );
}

function parseObject(json: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(json);
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** A letter of ordinary length (about 200 characters). */
const LETTER =
  'Dear Sam, thank you for the lovely afternoon at the fair! Here is our strip from the ' +
  'photobooth by the carousel. The third photo is my favourite: you almost kept a straight ' +
  'face. See you soon, Alex';
