import { Link } from 'react-router';
import { paths } from '../../../model/paths.js';

/** Said kindly when no photostrip is kept in this browser: the letter can wait for one. */
export function NoStripNotice() {
  return (
    <p className="letter-notice">
      There is no photostrip in this browser yet, so there is nothing to send your letter with. You
      can still write it here: it waits for you while you{' '}
      <Link to={paths.home}>make a photostrip</Link>.
    </p>
  );
}
