import { Trans } from '@lingui/react/macro';
import type { CurrentUser } from '#contract/auth';
import type { Grant } from '#contract/grants';
import { useCountryNames } from '@/features/reference';
import { useOnline } from '@/lib/use-online';
import { useOverlay, usePendingRecords } from '@/offline/outbox';
import { deleteGrantAction } from '../api/delete-grant';
import { grantFromCreate, type GrantCreatePayload } from '../api/grant-overlays';
import { GrantActionsMenu } from './grant-actions-menu';
import { GrantCardView } from './grant-card-view';

/** The outbox's entity name for grants: the overlays and pending marks of every grant action. */
export const GRANT_ENTITY = 'grant';

/** A grant of the list, with the user's queued changes shown on top and marked pending. */
export function GrantCard({ grant, me }: { grant: Grant; me: Pick<CurrentUser, 'id' | 'permissions'> }) {
  const overlaid = useOverlay<Grant>(GRANT_ENTITY, grant.id, grant);
  const records = usePendingRecords(GRANT_ENTITY, grant.id);
  const countryNames = useCountryNames();
  const shown = overlaid.data ?? grant;
  const deleting = records.some((record) => record.type === deleteGrantAction.type);
  return (
    <GrantCardView
      grant={shown}
      countryNames={countryNames(shown.countries)}
      pending={overlaid.pending}
      deleting={deleting}
      actions={deleting ? null : <GrantActionsMenu grant={shown} me={me} />}
    />
  );
}

/** A grant created on this device and not yet on the server: drawn from its queued record, without actions. */
export function PendingGrantCard({ payload, createdAt }: { payload: GrantCreatePayload; createdAt: number }) {
  const countryNames = useCountryNames();
  const online = useOnline();
  const grant = grantFromCreate(payload, new Date(createdAt).toISOString());
  const note = online ? null : <Trans>Saved on this device: the grant will be created when the connection is back.</Trans>;
  return <GrantCardView grant={grant} countryNames={countryNames(grant.countries)} pending linked={false} note={note} />;
}
