import {
  AddCircleFilled,
  ArrowUndoFilled,
  CheckmarkCircleFilled,
  DeleteFilled,
  DocumentTextRegular,
  EditFilled,
  LockClosedFilled,
  MoneyRegular,
  PeopleRegular,
  SendFilled,
  ShieldCheckmarkRegular,
  TargetArrowRegular,
  ChatRegular,
  ClockFilled,
  DismissCircleFilled,
  LightbulbRegular,
} from '@fluentui/react-icons';
import type { ReactElement } from 'react';
import type { NotificationEntity, NotificationOperation } from '#contract/notifications';

export function EntityIcon({ entity }: { entity: NotificationEntity }): ReactElement {
  switch (entity) {
    case 'grant':
      return <MoneyRegular />;
    case 'grantObjective':
    case 'programObjective':
      return <TargetArrowRegular />;
    case 'grantDueDiligence':
    case 'dueDiligence':
      return <ShieldCheckmarkRegular />;
    case 'proposal':
      return <DocumentTextRegular />;
    case 'negotiation':
      return <ChatRegular />;
    case 'role':
      return <PeopleRegular />;
    default:
      return <LightbulbRegular />;
  }
}

export function OperationIcon({ operation }: { operation: NotificationOperation }): ReactElement {
  switch (operation) {
    case 'Add':
      return <AddCircleFilled />;
    case 'Delete':
      return <DeleteFilled />;
    case 'Publish':
      return <SendFilled />;
    case 'Draft':
      return <ArrowUndoFilled />;
    case 'Close':
      return <LockClosedFilled />;
    case 'Update':
      return <EditFilled />;
    case 'Submit':
    case 'Resubmit':
    case 'MonthSubmit':
      return <SendFilled />;
    case 'MonthReturn':
      return <ArrowUndoFilled />;
    case 'Negotiate':
      return <ChatRegular />;
    case 'Reject':
      return <DismissCircleFilled />;
    case 'DeadlineInWeek':
    case 'DeadlineTomorrow':
    case 'MonthDueSoon':
    case 'MonthOverdue':
      return <ClockFilled />;
    default:
      return <CheckmarkCircleFilled />;
  }
}
