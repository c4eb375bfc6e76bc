/**
 * Yjs updates built to cost the server work: many client ids, each with one tiny edit, merged
 * into one legal update (each client id is a separate Y.Doc doing one insert), base64 as the room
 * socket carries them. About 2,000 of them fit in one message.
 */
import * as Y from 'yjs';

/** An update of `clients` one-character inserts, each by its own client id (from `seed` on). */
export function manyClientsUpdate(clients: number, seed: number): Uint8Array {
  const updates: Uint8Array[] = [];
  for (let i = 0; i < clients; i += 1) {
    const doc = new Y.Doc();
    doc.clientID = seed * 1_000_000 + i + 1;
    doc.getText('letter').insert(0, 'x');
    updates.push(Y.encodeStateAsUpdate(doc));
  }
  return Y.mergeUpdates(updates);
}

export const toBase64 = (update: Uint8Array): string => Buffer.from(update).toString('base64');

/**
 * The most one update may hold by one client id: `structs` separate one-character inserts (each
 * before the last, so none merges with its neighbour).
 */
export function manyStructsUpdate(structs: number, client: number): Uint8Array {
  const doc = new Y.Doc();
  doc.clientID = client;
  const text = doc.getText('letter');
  for (let i = 0; i < structs; i += 1)
    text.insert(i % 2 === 0 ? 0 : text.length, 'ab'[i % 2] ?? 'a');
  return Y.encodeStateAsUpdate(doc);
}
