import { Link } from 'react-router';
import { paths } from '../../model/paths.js';
import { Screen } from '../app/screen.js';

/** The welcome screen: the way into the booth. */
export function Home() {
  return (
    <Screen title="Postbooth">
      <Link to={paths.layout} className="button button-primary">
        Start
      </Link>
    </Screen>
  );
}
