import { paths } from '../../../model/paths.js';

/** The room's screens in this app: `/together?room=<id>`. */
export function roomAddress(room: string): string {
  return `${paths.together}?room=${encodeURIComponent(room)}`;
}

/** The link friends open, absolute (for the copy button, the share sheet and the QR code). */
export function roomLink(room: string, origin: string): string {
  return `${origin}${roomAddress(room)}`;
}
