/**
 * The platform probe of src/model and src/render, type-checked with them by `tsc -b`
 * (tsconfig.pure.json): they run anywhere, so neither the DOM's globals nor Node's may be known
 * here. When a type library creeps into the part (a package's `/// <reference types="node" />`
 * that one of its imports brings), an error below stops happening and the typecheck fails on
 * the unused directive. Never imported; lint/platforms.test.ts checks each part keeps its probe.
 */
// @ts-expect-error -- no DOM in the pure part
void document.title;
// @ts-expect-error -- no Node in the pure part
void process.env.PORT;

export {};
