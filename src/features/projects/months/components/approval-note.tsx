import { MessageBar, MessageBarBody, MessageBarTitle } from '@fluentui/react-components';
import { Trans } from '@lingui/react/macro';
import type { MonthlyReport } from '#contract/monthly-reports';

/** An approved month says so, with the funder's note if one was given. */
export function ApprovalNote({ report }: { report: Pick<MonthlyReport, 'status' | 'approval_comment'> }) {
  if (report.status !== 'approved') return null;
  return (
    <MessageBar intent="success" layout="multiline">
      <MessageBarBody>
        <MessageBarTitle>
          <Trans>Approved by the funder: its figures now count in the project’s follow-up.</Trans>
        </MessageBarTitle>
        {report.approval_comment ? <span dir="auto">{report.approval_comment}</span> : null}
      </MessageBarBody>
    </MessageBar>
  );
}
