/**
 * Every message key, from the source catalogues (src/web/locales/en): a key that no catalogue
 * has is a type error. A new area's file is added here too.
 */
import type capture from './locales/en/capture.json';
import type controls from './locales/en/controls.json';
import type download from './locales/en/download.json';
import type editor from './locales/en/editor.json';
import type event from './locales/en/event.json';
import type guest from './locales/en/guest.json';
import type home from './locales/en/home.json';
import type host from './locales/en/host.json';
import type layout from './locales/en/layout.json';
import type meta from './locales/en/meta.json';
import type letter from './locales/en/letter.json';
import type liveEvent from './locales/en/liveEvent.json';
import type shell from './locales/en/shell.json';
import type show from './locales/en/show.json';
import type gallery from './locales/en/gallery.json';
import type together from './locales/en/together.json';

type Keys<T> = Extract<keyof T, string>;

export type MessageKey =
  | Keys<typeof shell>
  | Keys<typeof home>
  | Keys<typeof layout>
  | Keys<typeof capture>
  | Keys<typeof editor>
  | Keys<typeof controls>
  | Keys<typeof download>
  | Keys<typeof letter>
  | Keys<typeof event>
  | Keys<typeof liveEvent>
  | Keys<typeof meta>
  | Keys<typeof show>
  | Keys<typeof gallery>
  | Keys<typeof host>
  | Keys<typeof guest>
  | Keys<typeof together>;

/** The values a message's placeholders take: text, numbers (plurals) and dates. */
export type MessageValues = Record<string, string | number | Date>;

/** Translates a key, filling its placeholders. */
export type Translate = (key: MessageKey, values?: MessageValues) => string;
