/**
 * The platform probe of the server, the scripts, the test helpers and the lint tests,
 * type-checked with them by `tsc -b` (tsconfig.node.json): Node's globals are known here and the
 * DOM's are not (see pure.ts for how a probe bites).
 */
void process.env.PORT;
// @ts-expect-error -- no DOM on the server
void document.title;

export {};
