import { describe, expect, it, vi } from 'vitest';
import {
  answerRequest,
  workerClient,
  type WorkerAnswer,
  type WorkerPort,
} from './worker-client.js';

/** A worker that keeps what it is sent and answers when the test says so. */
class FakeWorker implements WorkerPort {
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  readonly sent: { message: unknown; transfer: Transferable[] }[] = [];
  terminated = false;
  refuse: Error | null = null;

  postMessage(message: unknown, transfer: Transferable[]): void {
    if (this.refuse) throw this.refuse;
    this.sent.push({ message, transfer });
  }
  terminate(): void {
    this.terminated = true;
  }
  answer(answer: WorkerAnswer<string>): void {
    this.onmessage?.(new MessageEvent('message', { data: answer }));
  }
  /** Fails as a whole; true when the client kept the error from the page. */
  fail(): boolean {
    const event = new Event('error', { cancelable: true }) as ErrorEvent;
    this.onerror?.(event);
    return event.defaultPrevented;
  }
}

interface Job {
  text: string;
}

function setup(supported = true) {
  const workers: FakeWorker[] = [];
  const start = vi.fn(() => {
    const worker = new FakeWorker();
    workers.push(worker);
    return worker;
  });
  const client = workerClient<Job, string, { note: string }>(start, {
    name: 'test',
    supported: () => supported,
  });
  return { client, start, workers };
}

describe('workerClient', () => {
  it('starts the worker on the first message only', () => {
    const { client, start } = setup();
    expect(start).not.toHaveBeenCalled();
    client.post({ note: 'a' });
    void client.request({ text: 'b' });
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('numbers each request and resolves it with the answer that carries its number', async () => {
    const { client, workers } = setup();
    const first = client.request({ text: 'one' });
    const second = client.request({ text: 'two' });
    const worker = workers[0]!;
    expect(worker.sent.map((sent) => sent.message)).toEqual([
      { text: 'one', id: 1 },
      { text: 'two', id: 2 },
    ]);
    worker.answer({ id: 2, result: 'TWO' });
    worker.answer({ id: 1, result: 'ONE' });
    await expect(first).resolves.toBe('ONE');
    await expect(second).resolves.toBe('TWO');
  });

  it("rejects a request with the worker's error words", async () => {
    const { client, workers } = setup();
    const job = client.request({ text: 'x' });
    workers[0]!.answer({ id: 1, error: 'No 2D context in the worker' });
    await expect(job).rejects.toThrow('No 2D context in the worker');
    expect(client.usable()).toBe(true);
  });

  it('hands the transfer list over with the message', () => {
    const { client, workers } = setup();
    const buffer = new ArrayBuffer(8);
    void client.request({ text: 'frame' }, [buffer]);
    client.post({ note: 'photos' });
    expect(workers[0]!.sent.map((sent) => sent.transfer)).toEqual([[buffer], []]);
  });

  it('when the worker fails, rejects what waits, stops it and is never used again', async () => {
    const { client, start, workers } = setup();
    const waiting = client.request({ text: 'x' });
    const worker = workers[0]!;
    expect(worker.fail()).toBe(true);
    await expect(waiting).rejects.toThrow('The test worker failed');
    expect(worker.terminated).toBe(true);
    expect(client.usable()).toBe(false);
    await expect(client.request({ text: 'y' })).rejects.toThrow('The test worker failed');
    client.post({ note: 'dropped' });
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('terminate stops the worker and rejects what waits; the next request starts a new one', async () => {
    const { client, start, workers } = setup();
    const waiting = client.request({ text: 'x' });
    client.terminate();
    await expect(waiting).rejects.toThrow('The test worker was stopped');
    expect(workers[0]!.terminated).toBe(true);
    expect(client.usable()).toBe(true);
    const next = client.request({ text: 'y' });
    expect(start).toHaveBeenCalledTimes(2);
    workers[1]!.answer({ id: 2, result: 'Y' });
    await expect(next).resolves.toBe('Y');
  });

  it('rejects a request the worker could not be sent (nothing left waiting)', async () => {
    const { client, workers } = setup();
    client.post({ note: 'start' });
    workers[0]!.refuse = new DOMException('could not be cloned', 'DataCloneError');
    await expect(client.request({ text: 'x' })).rejects.toThrow('could not be cloned');
    workers[0]!.answer({ id: 1, result: 'late' });
    expect(client.usable()).toBe(true);
  });

  it('is not usable where the browser cannot run it', () => {
    expect(setup(false).client.usable()).toBe(false);
  });
});

describe('answerRequest', () => {
  it("answers the request's number with the result", async () => {
    const post = vi.fn();
    answerRequest(post, 7, Promise.resolve('done'));
    await vi.waitFor(() => expect(post).toHaveBeenCalledWith({ id: 7, result: 'done' }), {
      timeout: 15_000,
    });
  });

  it("answers with the failure's words", async () => {
    const post = vi.fn();
    answerRequest(post, 8, Promise.reject(new Error('A photo of your strip could not be read.')));
    await vi.waitFor(
      () =>
        expect(post).toHaveBeenCalledWith({
          id: 8,
          error: 'A photo of your strip could not be read.',
        }),
      { timeout: 15_000 },
    );
  });
});
