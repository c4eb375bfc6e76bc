/**
 * The deployment files hold together: the compose file's app environment is a configuration
 * the server accepts, the proxy sends to both apps and is the only way in (TRUST_PROXY=1), and
 * the image is multi-stage, non-root, with a health check. Docker cannot pull images here,
 * so the stack is not started; `docker compose config` runs when a compose CLI is installed.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { CONFIG_VARIABLES, loadConfig } from '../src/server/config.js';

const folder = path.dirname(fileURLToPath(import.meta.url));
const read = (file: string) => readFileSync(path.join(folder, file), 'utf8');

interface Service {
  environment?: Record<string, string>;
  ports?: string[];
}
const compose = parse(read('compose.yaml'), { merge: true }) as {
  services: Record<string, Service>;
};

/** `${NAME:-default}` as compose would fill it with nothing set. */
const withDefaults = (value: string) =>
  value.replace(/\$\{[A-Z_]+:-([^}]*)\}/g, (_match, fallback: string) => fallback);

describe('deploy/compose.yaml', () => {
  const apps = ['app-a', 'app-b'].map((name) => compose.services[name]);

  it('runs two app instances with a configuration the server accepts', () => {
    for (const app of apps) {
      const environment = app?.environment ?? {};
      for (const name of Object.keys(environment)) expect(CONFIG_VARIABLES, name).toContain(name);
      const config = loadConfig(
        Object.fromEntries(
          Object.entries(environment).map(([name, value]) => [name, withDefaults(value)]),
        ),
      );
      expect(config.trustProxy).toBe(1);
      expect(environment.DATABASE_URL).toMatch(/^postgres:\/\/.*@postgres:5432\//);
      expect(environment.REDIS_URL).toBe('redis://redis:6379');
      expect(environment.S3_ENDPOINT).toBe('http://minio:9000');
    }
  });

  it('lets visitors in through the proxy only', () => {
    for (const app of apps) expect(app?.ports).toBeUndefined();
    expect(compose.services.proxy?.ports).toContain('80:80');
    const caddyfile = read('Caddyfile');
    expect(caddyfile).toMatch(/reverse_proxy app-a:8080 app-b:8080/);
  });

  it('keeps an app whose Redis is down in the pool: its /readyz is 200 degraded', () => {
    const caddyfile = read('Caddyfile');
    expect(caddyfile).toMatch(/^\s*health_uri \/readyz$/m);
    // Caddy's active check passes on 200 unless told otherwise; a body match for "ready", or
    // a status other than 200 or 2xx, would fail every app at once while Redis is down.
    expect(caddyfile).not.toMatch(/^\s*health_body /m);
    const status = /^\s*health_status (\S+)$/m.exec(caddyfile)?.[1];
    expect([undefined, '200', '2xx']).toContain(status);
  });

  it('has every backend the apps name', () => {
    for (const name of ['postgres', 'redis', 'minio', 'minio-bucket', 'proxy']) {
      expect(compose.services, name).toHaveProperty(name);
    }
  });

  it('is valid for docker compose, where a compose CLI exists', () => {
    const cli = ['docker compose', 'docker-compose'].find(
      (command) => spawnSync('sh', ['-c', `${command} version`], { stdio: 'ignore' }).status === 0,
    );
    if (!cli) {
      console.log('docker compose is not installed: deploy/compose.yaml checked without it');
      return;
    }
    const result = spawnSync('sh', ['-c', `${cli} -f deploy/compose.yaml config --quiet`], {
      cwd: path.join(folder, '..'),
      encoding: 'utf8',
    });
    expect(result.status, result.stderr).toBe(0);
  });
});

describe('deploy/Dockerfile', () => {
  const dockerfile = read('Dockerfile');

  it('builds in stages, installs production dependencies only, runs as a user, checks health', () => {
    expect(dockerfile.match(/^FROM /gm)?.length).toBeGreaterThanOrEqual(2);
    expect(dockerfile).toContain('npm ci --omit=dev');
    expect(dockerfile).toMatch(/^USER node$/m);
    expect(dockerfile).toMatch(/^HEALTHCHECK .*\n?.*readyz/m);
    // Any 2xx passes: `ready` and `degraded` (only Redis down) both keep the container healthy.
    expect(dockerfile).toMatch(/readyz'\)\.then\(\(r\) => process\.exit\(r\.ok \? 0 : 1\)/);
    expect(dockerfile).toMatch(/^CMD \["node", "dist\/node\/server\/main\.js"\]$/m);
  });

  it('runs on Node 24 LTS in every stage, with no font package (the server draws from node_modules)', () => {
    const bases = dockerfile.match(/^FROM \S+/gm) ?? [];
    expect(bases.length).toBeGreaterThanOrEqual(2);
    for (const base of bases.filter((line) => line.startsWith('FROM node'))) {
      expect(base).toMatch(/^FROM node:24-/);
    }
    expect(dockerfile).not.toMatch(/fonts-/);
  });
});
