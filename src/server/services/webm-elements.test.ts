import { describe, expect, it } from 'vitest';
import { makeFakeVideo } from '../../../test/server/videos.js';
import { webmLayout } from './webm-elements.js';

/** An EBML element: its id's bytes, its size as an 8-byte vint (or unknown), its data. */
function element(id: number[], data: Uint8Array | number, unknownSize = false): Uint8Array {
  const body = typeof data === 'number' ? new Uint8Array(data) : data;
  const size = new Uint8Array(8);
  if (unknownSize) size.fill(0xff, 1).set([0x01]);
  else {
    size[0] = 0x01;
    new DataView(size.buffer).setUint32(4, body.length);
  }
  return join(Uint8Array.from(id), size, body);
}
const join = (...parts: Uint8Array[]) => Uint8Array.from(parts.flatMap((part) => [...part]));

const EBML = [0x1a, 0x45, 0xdf, 0xa3];
const SEGMENT = [0x18, 0x53, 0x80, 0x67];
const INFO = [0x15, 0x49, 0xa9, 0x66];
const TRACKS = [0x16, 0x54, 0xae, 0x6b];
const CLUSTER = [0x1f, 0x43, 0xb6, 0x75];
const CUES = [0x1c, 0x53, 0xbb, 0x6b];
const ATTACHMENTS = [0x19, 0x41, 0xa4, 0x69];
const VOID = [0xec];
const SIMPLE_BLOCK = [0xa3];
const TIMESTAMP = [0xe7];

const header = element(EBML, 20);
const cluster = element(CLUSTER, join(element(TIMESTAMP, 2), element(SIMPLE_BLOCK, 300)));
const children = [element(INFO, 30), element(TRACKS, 60), cluster, cluster, element(CUES, 40)];
const webm = (...parts: Uint8Array[]) => join(header, element(SEGMENT, join(...parts)));

describe('webmLayout', () => {
  it("knows mediabunny's WebM, and a Segment of known elements", async () => {
    expect(webmLayout(await makeFakeVideo({ container: 'webm' }))).toBe('known');
    expect(webmLayout(webm(...children, element(VOID, 100)))).toBe('known');
  });

  it('reads a Segment and Clusters of unknown size (a live recording) to their ends', () => {
    const unsized = element(CLUSTER, join(element(TIMESTAMP, 2), element(SIMPLE_BLOCK, 300)), true);
    const live = join(header, element(SEGMENT, join(element(INFO, 30), unsized, unsized), true));
    expect(webmLayout(live)).toBe('known');
    // Bytes appended to an unsized Segment are read as its children: none of ours.
    expect(webmLayout(join(live, new TextEncoder().encode('a payload riding along')))).not.toBe(
      'known',
    );
    expect(webmLayout(join(live, element(ATTACHMENTS, 9000)))).toBe('unknown_data');
    // Inside an unsized Cluster, an element no Cluster holds.
    const stuffed = element(CLUSTER, join(element(TIMESTAMP, 2), element([0x80], 50)), true);
    expect(webmLayout(join(header, element(SEGMENT, stuffed, true)))).toBe('unknown_data');
  });

  it('refuses bytes after the Segment, unknown elements, and Void or Tags over 4 KiB', async () => {
    const made = await makeFakeVideo({ container: 'webm' });
    expect(webmLayout(join(made, new Uint8Array(9000).fill(0x5a)))).toBe('unknown_data');
    expect(webmLayout(join(made, made))).toBe('unknown_data');
    expect(webmLayout(webm(...children, element(ATTACHMENTS, 100)))).toBe('unknown_data');
    expect(webmLayout(webm(...children, element(VOID, 4097)))).toBe('unknown_data');
    expect(webmLayout(webm(...children, element([0x12, 0x54, 0xc3, 0x67], 5000)))).toBe(
      'unknown_data',
    );
    expect(webmLayout(join(element(EBML, 5000), element(SEGMENT, join(...children))))).toBe(
      'unknown_data',
    );
  });

  it('finds a file cut short damaged, and an element running past its Segment', async () => {
    const made = await makeFakeVideo({ container: 'webm' });
    expect(webmLayout(made.subarray(0, made.length - 100))).toBe('damaged');
    expect(webmLayout(made.subarray(0, 10))).toBe('damaged');
    expect(webmLayout(new Uint8Array(0))).toBe('damaged');
    const segment = element(SEGMENT, join(...children));
    // The Segment says it is 10 bytes shorter than its last Cues.
    new DataView(segment.buffer).setUint32(8, segment.length - 12 - 10);
    expect(webmLayout(join(header, segment.subarray(0, segment.length - 10)))).toBe('damaged');
  });
});
