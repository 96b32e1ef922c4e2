import { useLingui } from '@lingui/react/macro';
import { monthOfNotification, type NotificationData, type NotificationEntity } from '#contract/notifications';
import { useSession } from '@/lib/session';
import { MONTH_FORMAT, useDateFormatter } from '@/ui/list/format-date';

/**
 * The sentence of a notification (spec section 2), built from entity, operation and title in the UI language. The
 * organisations' events (decision 186) read from the reader's side: a partner reads "your proposal", staff read the
 * organisation's name as the actor.
 */
export function useNotificationText(): (data: NotificationData) => string {
  const { t } = useLingui();
  const partnerReader = useSession()?.kind === 'partner';
  const formatDate = useDateFormatter();
  const what: Record<NotificationEntity, string> = {
    grant: t`the grant`,
    grantObjective: t`the objectives of the grant`,
    grantDueDiligence: t`the due diligence of the grant`,
    proposal: t`the proposal`,
    negotiation: t`a negotiation comment on`,
    program: t`the initiative`,
    programObjective: t`the objectives of the initiative`,
    programActivity: t`the activities of the initiative`,
    programIndicator: t`the indicators of the initiative`,
    programMonitoring: t`the monitoring and evaluation of the initiative`,
    programOutcome: t`the outcomes of the initiative`,
    programOutput: t`the outputs of the initiative`,
    programRisk: t`the risks of the initiative`,
    programVerificationMethod: t`the verification methods of the initiative`,
    dueDiligence: t`the due diligence type`,
    role: t`the role`,
    project: t`the project`,
  };
  return (data) => {
    const { user_name: name, title } = data;
    const month = monthOfNotification(data);
    // Mid-month at noon UTC: the same month in every time zone.
    const monthLabel = month ? formatDate(`${month}-15T12:00:00Z`, MONTH_FORMAT) : '';
    switch (data.operation) {
      case 'MonthSubmit':
        return t`${name} submitted the report of ${monthLabel} on “${title}”`;
      case 'MonthReturn':
        return partnerReader ? t`${name} returned your report of ${monthLabel} on “${title}” with comments` : t`${name} returned the report of ${monthLabel} on “${title}”`;
      case 'MonthApprove':
        return partnerReader ? t`${name} approved your report of ${monthLabel} on “${title}”` : t`${name} approved the report of ${monthLabel} on “${title}”`;
      case 'MonthDueSoon':
        return t`Your report of ${monthLabel} on “${title}” is due to ${name} in a few days`;
      case 'MonthOverdue':
        return t`Your report of ${monthLabel} on “${title}” to ${name} is overdue`;
      case 'Submit':
        return t`${name} submitted the proposal “${title}”`;
      case 'Resubmit':
        return t`${name} resubmitted the proposal “${title}” after negotiation`;
      case 'Negotiate':
        return partnerReader ? t`${name} started negotiating your proposal “${title}”` : t`${name} started negotiating the proposal “${title}”`;
      case 'Accept':
        return partnerReader ? t`${name} accepted your proposal “${title}”` : t`${name} accepted the proposal “${title}”`;
      case 'Reject':
        return partnerReader ? t`${name} rejected your proposal “${title}”` : t`${name} rejected the proposal “${title}”`;
      case 'DeadlineInWeek':
        return t`One week left to submit your draft “${title}” to ${name}`;
      case 'DeadlineTomorrow':
        return t`One day left to submit your draft “${title}” to ${name}`;
      default:
        break;
    }
    if (data.entity === 'negotiation' && data.operation === 'Add') {
      if (data.ngo_user) return t`${name} replied in the negotiation on “${title}”`;
      if (partnerReader) return t`${name} commented on your proposal “${title}”`;
    }
    if (data.entity === 'grant') {
      switch (data.operation) {
        case 'Add':
          return t`${name} created the grant “${title}”`;
        case 'Publish':
          return t`${name} published the grant “${title}”`;
        case 'Draft':
          return t`${name} returned the grant “${title}” to draft`;
        case 'Delete':
          return t`${name} deleted the grant “${title}”`;
        case 'Close':
          return t`${name} closed the grant “${title}”`;
        default:
          return t`${name} updated the grant “${title}”`;
      }
    }
    const thing = what[data.entity];
    switch (data.operation) {
      case 'Add':
        return t`${name} added ${thing} “${title}”`;
      case 'Delete':
        return t`${name} deleted ${thing} “${title}”`;
      case 'Publish':
        return t`${name} published ${thing} “${title}”`;
      case 'Draft':
        return t`${name} returned ${thing} “${title}” to draft`;
      case 'Close':
        return t`${name} closed ${thing} “${title}”`;
      default:
        return t`${name} updated ${thing} “${title}”`;
    }
  };
}
