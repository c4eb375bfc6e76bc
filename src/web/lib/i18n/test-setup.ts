/** Unit tests render components in the source language: its catalogues, loaded once. */
import { loadParts } from './catalogues.js';

await loadParts('en', ['first', 'rest', 'event']);
