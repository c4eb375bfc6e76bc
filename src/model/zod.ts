/**
 * Zod as every schema of ours gets it: jitless. By default zod probes for `new Function('')`
 * when it builds its first object schema, to compile fast parsers. Under the app's CSP (no
 * 'unsafe-eval') that probe fails harmlessly but is still reported as a CSP violation on every
 * page that loads a schema. Import `z` from here, never from 'zod', so the setting comes first;
 * the server gets it too, through the shared contract.
 */
import { z } from 'zod';

z.config({ jitless: true });

export { z };
