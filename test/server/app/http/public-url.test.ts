import { describe, expect, it } from 'vitest';
import { publicUrlWarning } from '../../../../src/server/http/public-url.js';
import { startTestApp } from '../../test-app.js';

describe('publicUrlWarning', () => {
  it('warns when links would take their origin from the Host header of anyone', () => {
    expect(publicUrlWarning({ publicUrl: undefined, host: '0.0.0.0' })).toMatch(
      /PUBLIC_URL is not set.*0\.0\.0\.0.*Host header.*Set PUBLIC_URL/,
    );
    expect(publicUrlWarning({ publicUrl: undefined, host: '::' })).not.toBeNull();
    expect(publicUrlWarning({ publicUrl: undefined, host: '192.168.1.20' })).not.toBeNull();
  });

  it('is silent with PUBLIC_URL, or on a loopback address', () => {
    expect(
      publicUrlWarning({ publicUrl: 'https://booth.example.com', host: '0.0.0.0' }),
    ).toBeNull();
    for (const host of ['127.0.0.1', '127.0.0.2', 'localhost', '::1']) {
      expect(publicUrlWarning({ publicUrl: undefined, host }), host).toBeNull();
    }
  });

  it('is logged at start', async () => {
    const lines: string[] = [];
    const t = await startTestApp(
      { LOG_LEVEL: 'warn', HOST: '0.0.0.0' },
      { logStream: { write: (line) => void lines.push(line) } },
    );
    await t.close();
    expect(lines.join('')).toContain('PUBLIC_URL is not set');
  });
});
