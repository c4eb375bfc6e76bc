/**
 * The keys every blob store accepts: `folder/name`, a lowercase folder and a plain file name.
 * Checked the same way on disk and in a bucket, so a key that could leave the store on one
 * backend (`..`, a slash too many, a hidden file) is refused on both.
 */
const FOLDER_PATTERN = /^[a-z]+$/;
export const BLOB_NAME_PATTERN = /^[A-Za-z0-9_-][A-Za-z0-9_.-]{0,200}$/;

/** Returns the key when it is one a store may hold; throws otherwise. */
export function checkBlobKey(key: string): string {
  const slash = key.indexOf('/');
  const folder = key.slice(0, slash);
  const name = key.slice(slash + 1);
  if (slash < 0 || !FOLDER_PATTERN.test(folder) || !isBlobName(name)) {
    throw new Error(`Bad blob key: ${key}`);
  }
  return key;
}

export function checkBlobFolder(folder: string): string {
  if (!FOLDER_PATTERN.test(folder)) throw new Error(`Bad blob folder: ${folder}`);
  return folder;
}

/** A file name a folder may list: no dot first, no `..`, no slash. */
export function isBlobName(name: string): boolean {
  return BLOB_NAME_PATTERN.test(name) && !name.includes('..');
}
