/**
 * The letter and the strip lie on top of each other; a click brings one to the top.
 * The order is a list from bottom to top; at first the letter is behind.
 */
export type StackItem = 'letter' | 'strip';

export type StackOrder = readonly StackItem[];

export const INITIAL_ORDER: StackOrder = ['letter', 'strip'];

export function bringToTop(order: StackOrder, item: StackItem): StackOrder {
  if (order.at(-1) === item) return order;
  return [...order.filter((other) => other !== item), item];
}

export function isOnTop(order: StackOrder, item: StackItem): boolean {
  return order.at(-1) === item;
}

/** The CSS z-index of an item: its place from the bottom, starting at 1. */
export function zIndexOf(order: StackOrder, item: StackItem): number {
  return order.indexOf(item) + 1;
}
