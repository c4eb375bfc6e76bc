/** Imported once by main.tsx: starts the page-view counter as the app starts. */
import { browserAnalyticsEnvironment, startPageViews } from './analytics.js';

startPageViews(browserAnalyticsEnvironment());
