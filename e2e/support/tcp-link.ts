/**
 * A TCP link between the app and one of its backends (PostgreSQL, the bucket, Redis), that a
 * test can cut and mend: the backend stays up for everyone else, but this app loses it, as
 * with a network failure. Nothing of the protocol is touched: bytes are passed through.
 */
import net from 'node:net';

export interface TcpLink {
  /** `127.0.0.1:<port>` to give the app instead of the backend's own address. */
  host: string;
  port: number;
  /** Drops every open connection and refuses new ones. */
  cut(): Promise<void>;
  /** Takes connections again, on the same port. */
  mend(): Promise<void>;
  close(): Promise<void>;
}

export async function openTcpLink(targetHost: string, targetPort: number): Promise<TcpLink> {
  const sockets = new Set<net.Socket>();
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  };
  const server = net.createServer((client) => {
    const backend = net.connect(targetPort, targetHost);
    track(client);
    track(backend);
    client.pipe(backend).pipe(client);
    client.on('error', () => backend.destroy());
    backend.on('error', () => client.destroy());
    client.once('close', () => backend.destroy());
    backend.once('close', () => client.destroy());
  });
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        server.off('error', reject);
        resolve((server.address() as net.AddressInfo).port);
      });
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      if (!server.listening) return resolve();
      server.close(() => resolve());
    });
  const port = await listen(0);
  return {
    host: '127.0.0.1',
    port,
    cut: stop,
    mend: async () => {
      await listen(port);
    },
    close: stop,
  };
}
