import { paths } from '../../model/paths.js';
import { Screen } from './screen.js';

/**
 * Shown by the error boundary when a screen throws or its code fails to load.
 * The link reloads the whole page so that a newer deployment's files are fetched.
 */
export function RouteError() {
  return (
    <Screen title="Something went wrong">
      <p>Sorry, this page could not be shown. Please start again from the home page.</p>
      <a href={paths.home} className="button">
        Back to the start
      </a>
    </Screen>
  );
}
