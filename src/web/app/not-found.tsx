import { Link } from 'react-router';
import { paths } from '../../model/paths.js';
import { Screen } from '../components/screen.js';

/** Any address that is not one of the app's screens. */
export function NotFound() {
  return (
    <Screen title="Page not found">
      <p>There is no page at this address. The link may be mistyped, or the page may have moved.</p>
      <Link to={paths.home} className="button">
        Back to the start
      </Link>
    </Screen>
  );
}
