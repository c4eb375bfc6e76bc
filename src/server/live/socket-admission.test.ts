import { describe, expect, it } from 'vitest';
import { createSocketAdmission } from './socket-admission.js';

describe('createSocketAdmission', () => {
  it('takes sockets up to the per-address cap, then from other addresses up to the total', () => {
    const admission = createSocketAdmission({ maxConnections: 3, connectionsPerAddress: 2 });
    admission.enter('a');
    admission.enter('a');
    expect(admission.admits('a')).toBe('address_full');
    expect(admission.admits('b')).toBe('yes');
    admission.enter('b');
    expect(admission.admits('c')).toBe('instance_full');
    expect(admission.count()).toBe(3);
  });

  it('counts a socket out once, however often it says it left, and forgets an empty address', () => {
    const admission = createSocketAdmission({ maxConnections: 2, connectionsPerAddress: 1 });
    const leave = admission.enter('a');
    admission.enter('b');
    leave();
    leave();
    expect(admission.count()).toBe(1);
    expect(admission.admits('a')).toBe('yes');
    expect(admission.admits('b')).toBe('address_full');
  });
});
