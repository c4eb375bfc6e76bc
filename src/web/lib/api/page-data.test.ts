import { describe, expect, it } from 'vitest';
import { pageDataJson } from '../../../model/page-data.js';
import { readPageData } from './page-data.js';

const letter = { message: 'Hi </script> <b>', image_url: '/strips/photostrip-1-a.png' };

function documentWith(text: string | null) {
  return {
    getElementById: (id: string) =>
      id === 'page-data' && text !== null ? ({ textContent: text } as HTMLElement) : null,
  };
}

describe('readPageData', () => {
  it('reads back what the server wrote', () => {
    const data = { sharedLetter: { id: 'abc', letter } };
    expect(readPageData(documentWith(pageDataJson(data)))).toEqual(data);
  });

  it('is undefined without the element or with text that is not JSON', () => {
    expect(readPageData(documentWith(null))).toBeUndefined();
    expect(readPageData(documentWith('{nope'))).toBeUndefined();
  });
});
