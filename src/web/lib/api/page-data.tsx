/**
 * The facts the server rendered this page from (model/page-data.ts), for the screens that
 * start from them instead of fetching: the same value on the server and in the browser, so
 * hydration finds the markup it would have made. Kept unparsed here: the screen that uses a
 * part checks it (with the contract's schemas, which the first page's code does not carry).
 */
import { createContext, useContext, type ReactNode } from 'react';
import { PAGE_DATA_ELEMENT_ID } from '../../../model/page-data.js';

const PageDataContext = createContext<unknown>(undefined);

export function PageDataProvider({ data, children }: { data: unknown; children: ReactNode }) {
  return <PageDataContext.Provider value={data}>{children}</PageDataContext.Provider>;
}

/** The page's data as the server wrote it, not yet checked; undefined when there is none. */
export function usePageData(): unknown {
  return useContext(PageDataContext);
}

/** The JSON the server put in the document; undefined when there is none or it does not parse. */
export function readPageData(document: Pick<Document, 'getElementById'>): unknown {
  const text = document.getElementById(PAGE_DATA_ELEMENT_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
