import type { z } from './zod.js';

/**
 * `text` read as JSON and checked by `schema`: the value, or null when it is not JSON or not of
 * that shape. For what a stranger or storage hands over (a socket's frame, a kept row), where
 * the only question is whether it is usable.
 */
export function parseJsonAs<Schema extends z.ZodType>(
  schema: Schema,
  text: string,
): z.output<Schema> | null {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return null;
  }
  const parsed = schema.safeParse(json);
  return parsed.success ? parsed.data : null;
}
