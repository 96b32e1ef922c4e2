import { Button, Menu, MenuItem, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-components';
import {
  ArrowUndoRegular,
  CalendarEditRegular,
  DeleteRegular,
  EditRegular,
  MoreHorizontalRegular,
  PeopleTeamRegular,
  SendRegular,
} from '@fluentui/react-icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useState } from 'react';
import type { CurrentUser } from '#contract/auth';
import type { Grant } from '#contract/grants';
import { ConfirmDialog } from '@/ui/dialogs/confirm-dialog';
import { queueDeleteGrant } from '../api/delete-grant';
import { queueRedraftGrant } from '../api/redraft-grant';
import { grantControls } from './grant-controls';
import { runQueued } from '@/offline/run-queued';
import { useQueuedConfirm } from '@/offline/use-queued-confirm';

// The dialogs bring their forms (react-hook-form, the contract's zod schemas, the tag picker): fetched when first
// opened, so a list of grants does not load them for every card (the service worker keeps them for offline use).
const DeadlineDialog = lazy(() => import('./deadline-dialog').then((module) => ({ default: module.DeadlineDialog })));
const EditGrantDialog = lazy(() => import('./edit-grant-dialog').then((module) => ({ default: module.EditGrantDialog })));
const GrantUsersInChargeDialog = lazy(() =>
  import('./grant-users-in-charge-dialog').then((module) => ({ default: module.GrantUsersInChargeDialog })),
);

type OpenDialog = 'usersInCharge' | 'publish' | 'updateDeadline' | 'redraft' | 'edit' | 'delete' | null;

type GrantActionsMenuProps = {
  /** The grant as displayed, queued changes included: its version is the base of the next change. */
  grant: Grant;
  me: Pick<CurrentUser, 'id' | 'permissions'>;
  /** After a deletion is queued; a detail page goes back to /grants. */
  onDeleted?: () => void;
};

/**
 * The grant actions menu (spec section 2). Every action is queued in the outbox, online or offline alike,
 * so none is disabled for want of a connection; the in-charge and draft rules come from `grantControls`.
 */
export function GrantActionsMenu({ grant, me, onDeleted }: GrantActionsMenuProps) {
  const { t } = useLingui();
  const [open, setOpen] = useState<OpenDialog>(null);
  const controls = grantControls(grant, me);
  const title = grant.title;
  const confirmation = useQueuedConfirm();
  const close = () => {
    confirmation.reset();
    setOpen(null);
  };

  return (
    <>
      <Menu>
        <MenuTrigger disableButtonEnhancement>
          <Button appearance="subtle" icon={<MoreHorizontalRegular />} aria-label={t`Actions for ${title}`} />
        </MenuTrigger>
        <MenuPopover>
          <MenuList>
            <MenuItem icon={<PeopleTeamRegular />} disabled={!controls.usersInCharge.enabled} onClick={() => setOpen('usersInCharge')}>
              <Trans>Users in charge</Trans>
            </MenuItem>
            {controls.edit.shown ? (
              <MenuItem icon={<EditRegular />} disabled={!controls.edit.enabled} onClick={() => setOpen('edit')}>
                <Trans>Edit</Trans>
              </MenuItem>
            ) : null}
            {controls.publish.shown ? (
              <MenuItem icon={<SendRegular />} disabled={!controls.publish.enabled} onClick={() => setOpen('publish')}>
                <Trans>Publish</Trans>
              </MenuItem>
            ) : null}
            {controls.updateDeadline.shown ? (
              <MenuItem icon={<CalendarEditRegular />} disabled={!controls.updateDeadline.enabled} onClick={() => setOpen('updateDeadline')}>
                <Trans>Update deadline</Trans>
              </MenuItem>
            ) : null}
            {controls.redraft.shown ? (
              <MenuItem icon={<ArrowUndoRegular />} disabled={!controls.redraft.enabled} onClick={() => setOpen('redraft')}>
                <Trans>Redraft</Trans>
              </MenuItem>
            ) : null}
            <MenuItem icon={<DeleteRegular />} disabled={!controls.delete.enabled} onClick={() => setOpen('delete')}>
              <Trans>Delete</Trans>
            </MenuItem>
          </MenuList>
        </MenuPopover>
      </Menu>

      <Suspense fallback={null}>
        {open === 'usersInCharge' ? <GrantUsersInChargeDialog grant={grant} onClose={close} /> : null}
        {open === 'publish' ? <DeadlineDialog grant={grant} mode="publish" onClose={close} /> : null}
        {open === 'updateDeadline' ? <DeadlineDialog grant={grant} mode="update" onClose={close} /> : null}
        {open === 'edit' ? <EditGrantDialog grant={grant} onClose={close} /> : null}
      </Suspense>
      <ConfirmDialog
        open={open === 'redraft'}
        title={<Trans>Redraft grant</Trans>}
        confirmLabel={<Trans>Redraft</Trans>}
        busy={confirmation.busy}
        refusal={confirmation.refusal}
        onConfirm={() => void confirmation.confirm(queueRedraftGrant(grant), { onDone: close })}
        onCancel={close}
      >
        <Trans>Return {title} to draft? It will no longer be open to proposals until it is published again.</Trans>
      </ConfirmDialog>
      <ConfirmDialog
        open={open === 'delete'}
        danger
        title={<Trans>Delete grant</Trans>}
        confirmLabel={<Trans>Delete</Trans>}
        busy={confirmation.busy}
        refusal={confirmation.refusal}
        onConfirm={() => {
          // A detail page leaves for /grants at once (decision 080): once the server has deleted the grant, the page
          // it is on has nothing left to show. A refusal then waits in Pending changes.
          if (onDeleted) {
            void runQueued(queueDeleteGrant(grant)).then((record) => {
              close();
              if (record) onDeleted();
            });
          } else {
            void confirmation.confirm(queueDeleteGrant(grant), { onDone: close });
          }
        }}
        onCancel={close}
      >
        <Trans>Delete {title}? This cannot be undone.</Trans>
      </ConfirmDialog>
    </>
  );
}
