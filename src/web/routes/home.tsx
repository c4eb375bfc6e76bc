import { Link } from 'react-router';
import { paths } from '../../model/paths.js';
import { Screen } from '../app/screen.js';
import { BoothArt } from '../features/booth-art/booth-art.js';
import { WelcomeArt } from '../features/booth-art/welcome-art.js';
import '../features/booth-art/home.css';

/** The welcome screen: the way into the booth. */
export function Home() {
  return (
    <Screen title="Postbooth">
      <div className="home">
        <WelcomeArt />
        <div className="home-intro">
          <p className="home-tagline">
            Strike a pose or bring your photos, make a photostrip and send it to a friend.
          </p>
          <Link to={paths.layout} className="button button-primary home-start">
            Start
          </Link>
        </div>
        <BoothArt />
      </div>
    </Screen>
  );
}
