import { describe, expect, it } from 'vitest';
import { parseJsonAs } from './parse-json.js';
import { z } from './zod.js';

const point = z.object({ x: z.number() });

describe('parseJsonAs', () => {
  it('answers the value when the text is JSON of the shape', () => {
    expect(parseJsonAs(point, '{"x":1,"y":2}')).toEqual({ x: 1 });
  });

  it.each(['', '{', 'null', '{"x":"1"}', '[1]'])('answers null for %j', (text) => {
    expect(parseJsonAs(point, text)).toBeNull();
  });
});
