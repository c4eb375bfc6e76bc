/** Placeholder until the shared event's gallery screen lands (issue 27): shows nothing yet. */
export function Gallery() {
  return null;
}
