/** Setup file of the `server-on-services` project: each test file's services go with it. */
import { afterAll } from 'vitest';
import { closeServiceBackends } from './services.js';

afterAll(closeServiceBackends);
