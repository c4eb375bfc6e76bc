/**
 * The platform probe of the web app, type-checked with it by `tsc -b` (tsconfig.web.json): the
 * DOM's globals are known here and Node's are not (see pure.ts for how a probe bites).
 */
void document.title;
// @ts-expect-error -- no Node in the web app
void process.env.PORT;

export {};
