import { MessageBar, MessageBarBody } from '@fluentui/react-components';
import { Trans } from '@lingui/react/macro';
import type { GrantTermsLock } from './grant-editing';

/** Says why the page's controls are disabled, instead of leaving the user to guess. */
export function GrantTermsLockNote({ reason }: { reason: GrantTermsLock }) {
  return (
    <MessageBar intent="info">
      <MessageBarBody>
        {reason === 'notDraft' ? (
          <Trans>This grant is published: its terms are fixed. Redraft it from the actions menu to change them.</Trans>
        ) : reason === 'noPermission' ? (
          <Trans>Changing a grant needs the “Manage grants” permission.</Trans>
        ) : (
          <Trans>Only the users in charge of this grant can change it.</Trans>
        )}
      </MessageBarBody>
    </MessageBar>
  );
}
