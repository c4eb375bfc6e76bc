/** Starts the server: reads the configuration, serves, and stops cleanly on SIGTERM. */
import { ConfigError } from './backend-errors.js';
import { loadConfig } from './config.js';

const SHUTDOWN_GRACE_MS = 25_000;

async function main(): Promise<void> {
  const config = loadConfig(process.env);
  // Loaded once the settings hold: a bad one stops the start at once, before the server's
  // modules (and anything they open) load.
  const { buildApp } = await import('./app.js');
  const app = await buildApp(config);
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  console.log(`Postbooth is ready on http://${shownHost}:${port}`);

  let stopping = false;
  const stop = (signal: string): void => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'stopping: finishing requests in flight');
    // Requests still running after the grace period are cut off.
    setTimeout(() => {
      app.log.error('requests did not finish in time; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'error while stopping');
        process.exit(1);
      },
    );
  };
  // `on`, not `once`: a second signal while stopping must not kill the process mid-request.
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
