import { useMemo, useRef, useState } from 'react';
import { DEFAULT_FILTER, type FilterKey } from '../../../model/filters.js';
import { isPoseCount } from '../../../model/layouts.js';
import { ROOM_MAX_PEOPLE } from '../../../model/together.js';
import { Screen } from '../../components/screen.js';
import { useCamera } from '../../lib/camera/use-camera.js';
import { useT } from '../../lib/i18n/language.js';
import { browserCamera, type Camera } from '../../lib/photos/camera.js';
import type { RoomConnection } from '../../lib/together/room-connection-contract.js';
import { CameraPanel } from './camera-panel.js';
import { DecoratePanel } from './decorate-panel.js';
import { InvitePanel } from './invite-panel.js';
import { PeopleList } from './people-list.js';
import { latestPhotos, planPoses } from './pose-plan.js';
import { PosesPanel } from './poses-panel.js';
import { roomLink } from './room-address.js';
import { ENDED_KEYS, RoomEnded } from './room-ended.js';
import { RoomStrip } from './room-strip.js';
import { usePosePhotos } from './use-pose-photos.js';
import { useRoomSnapshot } from './use-room-snapshot.js';
import { useSharedPlan } from './use-shared-plan.js';

/** A room this phone has joined: the lobby (link, people, poses) and the shoot, on one screen. */
export function RoomView({
  connection,
  camera: device = browserCamera,
}: {
  connection: RoomConnection;
  /** The phone's camera (a fake one in tests). */
  camera?: Camera;
}) {
  const t = useT();
  const snapshot = useRoomSnapshot(connection);
  const camera = useCamera(device);
  const videoRef = useRef<HTMLVideoElement>(null);
  const stripRef = useRef<HTMLElement>(null);
  const [filter, setFilter] = useState<FilterKey>(DEFAULT_FILTER);
  const plan = useSharedPlan(connection);
  const { room, you, participants, countdown } = snapshot;
  const photos = usePosePhotos({
    connection,
    you,
    countdown,
    videoRef,
    filter,
    cameraLive: camera.status === 'live',
  });
  const link = useMemo(() => roomLink(connection.roomId, window.location.origin), [connection]);

  if (snapshot.status === 'gone' || snapshot.status === 'removed') {
    return <RoomEnded message={t(ENDED_KEYS[snapshot.status], { max: ROOM_MAX_PEOPLE })} />;
  }
  if (snapshot.status === 'closed') {
    const by = snapshot.closedBy;
    return (
      <RoomEnded
        message={by ? t('together.closedBy', { name: by }) : t('together.closed')}
        letter={snapshot.closedLetter ?? null}
      />
    );
  }
  if (!room || !isPoseCount(room.layout)) {
    return (
      <Screen title={t('together.title')}>
        <p role="status">{t('together.connecting')}</p>
      </Screen>
    );
  }

  const layout = room.layout;
  const isHost = participants.some((p) => p.id === you && p.host);
  const planned = planPoses(participants, layout, plan.choices);
  // Once a countdown ran, its poses are the ones shot; before, the plan the host is making
  // (shared as it is made).
  const poses = countdown?.poses ?? planned;
  const newest = latestPhotos(room.photos, layout);
  const started = countdown !== null || room.photos.length > 0;

  const shootColumn = (
    <div key="shoot" className="together-column together-shoot">
      <CameraPanel
        camera={camera}
        videoRef={videoRef}
        filter={filter}
        onFilter={setFilter}
        shown={photos.shown}
        name={participants.find((p) => p.id === you)?.name ?? ''}
        afterShoot={stripRef}
      />
      <RoomStrip
        ref={stripRef}
        participants={participants}
        poses={poses}
        photos={newest}
        photoUrl={(photo) => connection.photoUrl(photo)}
        you={you}
        work={photos.work}
        canShoot={camera.status === 'live'}
        onRetake={photos.retake}
        onUpload={(pose, file) => void photos.upload(pose, file)}
      />
      {/* Before the first photo there is nothing to decorate: the lobby keeps its room. */}
      {started && (
        <DecoratePanel
          room={connection.roomId}
          layout={layout}
          photos={newest}
          photoUrl={(photo) => connection.photoUrl(photo)}
        />
      )}
    </div>
  );
  const lobbyColumn = (
    <div key="lobby" className="together-column together-lobby">
      {!started && <InvitePanel link={link} />}
      <PeopleList
        participants={participants}
        you={you}
        {...(isHost ? { onRemove: (id: string) => connection.remove(id) } : {})}
      />
      <PosesPanel
        participants={participants}
        poses={isHost ? planned : poses}
        {...(isHost
          ? {
              host: {
                choose: plan.choose,
                everyone: plan.everyone,
                start: () => connection.startCountdown(planned),
              },
            }
          : {})}
      />
      {started && <InvitePanel link={link} />}
    </div>
  );

  return (
    <Screen title={t('together.title')}>
      <div className={`together-room${started ? ' is-started' : ''}${isHost ? ' is-host' : ''}`}>
        {snapshot.status === 'offline' && (
          <p role="status" className="together-notice">
            {t('together.offline')}
          </p>
        )}
        {snapshot.refusal && (
          <p role="alert" className="together-notice">
            {snapshot.refusal.code === 'unknown_participant'
              ? t('together.refusedPerson')
              : t('together.refused')}
          </p>
        )}
        {/* Before the countdown the lobby comes first on a phone, then the camera and the strip
            (keyed: React moves the columns, the live video is not remounted). */}
        {started ? [shootColumn, lobbyColumn] : [lobbyColumn, shootColumn]}
      </div>
    </Screen>
  );
}
