import { describe, expect, it, vi } from 'vitest';
import { HOST_CLOSE_CODES } from '../../../model/live-event.js';
import { openHostChannel, type HostSocket } from './host-channel.js';

function fakeSocket(): HostSocket & { sent: string[] } {
  const sent: string[] = [];
  return {
    sent,
    onopen: null,
    onmessage: null,
    onclose: null,
    send: (data) => sent.push(data),
    close: vi.fn(),
  };
}

describe('openHostChannel', () => {
  it('sends the key first (never in the address), nudges, and reconnects after a drop', () => {
    const sockets: (HostSocket & { sent: string[] })[] = [];
    const urls: string[] = [];
    const timers: (() => void)[] = [];
    const onChange = vi.fn();
    const stop = openHostChannel({
      code: 'abcdefghjkmnpq',
      hostKey: 'secret-key',
      onChange,
      origin: 'ws://booth.test',
      connect: (url) => {
        urls.push(url);
        const socket = fakeSocket();
        sockets.push(socket);
        return socket;
      },
      setTimer: (run) => timers.push(run),
      clearTimer: () => {},
    });
    expect(urls).toEqual(['ws://booth.test/api/live-events/abcdefghjkmnpq/host-live']);
    sockets[0]!.onopen?.();
    expect(sockets[0]!.sent).toEqual(['secret-key']);
    sockets[0]!.onmessage?.({ data: '{"type":"changed"}' });
    expect(onChange).toHaveBeenCalledTimes(1);

    sockets[0]!.onclose?.({ code: 1006 });
    expect(timers).toHaveLength(1);
    timers[0]!();
    expect(sockets).toHaveLength(2);
    // A refused key is final: no reconnection.
    sockets[1]!.onclose?.({ code: HOST_CLOSE_CODES.wrongKey });
    expect(timers).toHaveLength(1);
    stop();
  });
});
