import { describe, expect, it } from 'vitest';
import { pageDataJson } from './page-data.js';

describe('pageDataJson', () => {
  it('cannot close the script element it is put in, whatever the letter says', () => {
    const message = '</script><script>alert(1)</script><!-- & \u2028 \u2029';
    const json = pageDataJson({
      sharedLetter: { id: 'x', letter: { message, image_url: '/strips/a.png' } },
    });
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual({
      sharedLetter: { id: 'x', letter: { message, image_url: '/strips/a.png' } },
    });
  });
});
