import type { BadgeProps } from '@fluentui/react-components';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ChartTone } from '@/ui/charts/chart-types';
import type { ActivityStatus, IndicatorStatus, ProgressReportKind, ProgressReportStatus, ProjectRiskStatus } from '#contract/project-tracking';

/**
 * Labels and chip colours of the follow-up enumerations (contract/project-tracking.ts), looked up, never re-listed.
 * Words that other screens use as verbs or list headings ("Open") carry a context, so Arabic can give a
 * status its own form.
 */

type Look = { label: MessageDescriptor; color: NonNullable<BadgeProps['color']> };

/**
 * Against the plan (below 90 % behind, from 110 % ahead): behind is the one to act on, ahead is good news. The tone
 * colours the overview's chart by meaning (behind bad, on track and ahead good).
 */
export const INDICATOR_STATUS_LOOK: Record<IndicatorStatus, Look & { tone: ChartTone }> = {
  not_started: { label: msg`Not started`, color: 'informative', tone: 'neutral' },
  behind: { label: msg`Behind`, color: 'danger', tone: 'bad' },
  on_track: { label: msg`On track`, color: 'success', tone: 'good' },
  ahead: { label: msg`Ahead`, color: 'brand', tone: 'good' },
};

export const ACTIVITY_STATUS_LOOK: Record<ActivityStatus, Look> = {
  not_started: { label: msg`Not started`, color: 'informative' },
  in_progress: { label: msg`In progress`, color: 'brand' },
  completed: { label: msg`Completed`, color: 'success' },
  on_hold: { label: msg`On hold`, color: 'warning' },
  cancelled: { label: msg`Cancelled`, color: 'subtle' },
};

export const PROJECT_RISK_STATUS_LOOK: Record<ProjectRiskStatus, Look> = {
  open: { label: msg({ message: 'Open', context: 'risk status' }), color: 'warning' },
  closed: { label: msg({ message: 'Closed', context: 'risk status' }), color: 'subtle' },
};

export const PROGRESS_REPORT_KIND_LABELS: Record<ProgressReportKind, MessageDescriptor> = {
  narrative: msg`Narrative`,
  financial: msg`Financial`,
};

/** A progress report waits for the funder (submitted), was accepted, or was returned to the organisation to correct. */
export const PROGRESS_REPORT_STATUS_LOOK: Record<ProgressReportStatus, Look> = {
  submitted: { label: msg({ message: 'Awaiting review', context: 'progress report status' }), color: 'informative' },
  accepted: { label: msg({ message: 'Accepted', context: 'progress report status' }), color: 'success' },
  returned: { label: msg({ message: 'Returned', context: 'progress report status' }), color: 'warning' },
};
