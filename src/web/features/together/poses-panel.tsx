import type { Participant } from '../../../model/together.js';
import { useT } from '../../lib/i18n/language.js';

interface PosesPanelProps {
  participants: readonly Participant[];
  /** Who takes each pose (planPoses, or the countdown's). */
  poses: readonly (string | null)[];
  /** The host's controls: choose per pose, back to everyone takes one, start. */
  host?: {
    choose(pose: number, participant: string): void;
    everyone(): void;
    start(): void;
  };
}

/** The strip's poses with who takes each; the host assigns them and starts the countdown. */
export function PosesPanel({ participants, poses, host }: PosesPanelProps) {
  const t = useT();
  const nameOf = (id: string | null) =>
    participants.find((p) => p.id === id)?.name ?? t('together.nobody');
  const hostName = participants.find((p) => p.host)?.name ?? '';
  return (
    <section className="together-panel" aria-labelledby="together-poses">
      <h2 id="together-poses">{t('together.posesHeading')}</h2>
      {host ? (
        <>
          <div className="together-pose-choices">
            {poses.map((who, pose) => (
              <label key={pose} className="together-pose-choice">
                <span>{t('together.poseLabel', { number: pose + 1 })}</span>
                <select
                  className="form-field-input"
                  value={who ?? ''}
                  onChange={(event) => host.choose(pose, event.target.value)}
                >
                  {participants.map((person) => (
                    <option key={person.id} value={person.id}>
                      {person.name}
                    </option>
                  ))}
                </select>
              </label>
            ))}
          </div>
          <div className="together-actions">
            <button type="button" className="button" onClick={host.everyone}>
              {t('together.everyone')}
            </button>
            {/* Its own box: on a phone it sticks to the screen's foot until the shoot (together.css). */}
            <div className="together-start">
              <button type="button" className="button button-primary" onClick={host.start}>
                {t('together.start')}
              </button>
            </div>
          </div>
        </>
      ) : (
        <>
          <ol className="together-pose-list">
            {poses.map((who, pose) => (
              <li key={pose}>{t('together.poseBy', { number: pose + 1, name: nameOf(who) })}</li>
            ))}
          </ol>
          <p>{t('together.waitingHost', { name: hostName })}</p>
        </>
      )}
    </section>
  );
}
