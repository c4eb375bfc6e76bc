/**
 * Entity tags for conditional GETs (RFC 9110, section 13.1.2). The files route parses the
 * visitor's If-None-Match once; every blob store then decides "unchanged" with
 * holdsCurrentVersion, so disk and bucket answer alike whatever the service compares itself.
 */

/** `*` (any stored version) or the entity tags a client already holds, as it sent them. */
export type IfNoneMatch = '*' | readonly string[];

const ENTITY_TAG = /^(W\/)?"[\x21\x23-\x7e\x80-\xff]*"$/;
/** More tags than a browser or cache ever sends; also keeps the header S3 gets small. */
const MAX_TAGS = 16;

/**
 * The header's condition, or undefined when there is none or it is malformed: a condition
 * that cannot be read is ignored (the file is sent), never an error.
 */
export function parseIfNoneMatch(header: string | undefined): IfNoneMatch | undefined {
  const value = header?.trim();
  if (!value) return undefined;
  if (value === '*') return '*';
  const tags = value.split(',').map((tag) => tag.trim());
  if (tags.length > MAX_TAGS || !tags.every((tag) => ENTITY_TAG.test(tag))) return undefined;
  return tags;
}

/** Weak comparison, as If-None-Match asks: `W/"x"` and `"x"` name the same version. */
export function holdsCurrentVersion(condition: IfNoneMatch | undefined, etag: string): boolean {
  if (condition === undefined) return false;
  if (condition === '*') return true;
  return condition.some((tag) => strongTag(tag) === strongTag(etag));
}

/** The tag without its weak mark: `W/"x"` → `"x"`. */
export function strongTag(tag: string): string {
  return tag.replace(/^W\//, '');
}
