/** Unit tests render components in the source language: its catalogues, loaded once. */
import { ALL_PARTS, loadParts } from './catalogues.js';

await loadParts('en', ALL_PARTS);
