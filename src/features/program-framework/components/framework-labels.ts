import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { FrameworkKind, MonitoringMethod, ReportingFrequency } from '#contract/program-framework';

/** Labels of the framework's enumerations and kinds, looked up from the contract's values, never re-listed. */

export const FREQUENCY_LABELS: Record<ReportingFrequency, MessageDescriptor> = {
  monthly: msg`Monthly`,
  quarterly: msg`Quarterly`,
  semi_annual: msg`Every six months`,
  annual: msg`Yearly`,
  once: msg`Once`,
};

export const MONITORING_METHOD_LABELS: Record<MonitoringMethod, MessageDescriptor> = {
  field_visit: msg`Field visit`,
  survey: msg`Survey`,
  data_review: msg`Data review`,
  third_party_monitoring: msg`Third-party monitoring`,
  evaluation: msg`Evaluation`,
  learning_review: msg`Learning review`,
};

/** What each kind's page says: its buttons, dialogs and empty list. */
export type KindTexts = {
  add: MessageDescriptor;
  edit: MessageDescriptor;
  remove: MessageDescriptor;
  empty: MessageDescriptor;
  explain: MessageDescriptor;
};

export const KIND_TEXTS: Record<FrameworkKind, KindTexts> = {
  objective: {
    add: msg`Add objective`,
    edit: msg`Edit objective`,
    remove: msg`Delete objective`,
    empty: msg`No objectives yet`,
    explain: msg`The initiative’s objectives are what the projects it funds contribute to; outcomes are set under them.`,
  },
  outcome: {
    add: msg`Add outcome`,
    edit: msg`Edit outcome`,
    remove: msg`Delete outcome`,
    empty: msg`No outcomes yet`,
    explain: msg`Outcomes are the changes the initiative expects for people, each serving one of its objectives.`,
  },
  output: {
    add: msg`Add output`,
    edit: msg`Edit output`,
    remove: msg`Delete output`,
    empty: msg`No outputs yet`,
    explain: msg`Outputs are what the funded projects deliver to reach an outcome.`,
  },
  indicator: {
    add: msg`Add indicator`,
    edit: msg`Edit indicator`,
    remove: msg`Delete indicator`,
    empty: msg`No indicators yet`,
    explain: msg`Indicators measure an outcome or an output against a baseline and a target.`,
  },
  activity: {
    add: msg`Add activity`,
    edit: msg`Edit activity`,
    remove: msg`Delete activity`,
    empty: msg`No activities yet`,
    explain: msg`Activities are the work planned to produce an output.`,
  },
  verification_method: {
    add: msg`Add verification method`,
    edit: msg`Edit verification method`,
    remove: msg`Delete verification method`,
    empty: msg`No verification methods yet`,
    explain: msg`Verification methods say where the evidence for an indicator’s value comes from.`,
  },
  monitoring: {
    add: msg`Add monitoring activity`,
    edit: msg`Edit monitoring activity`,
    remove: msg`Delete monitoring activity`,
    empty: msg`No monitoring activities yet`,
    explain: msg`The monitoring and evaluation plan: how, how often and by whom the initiative is followed up.`,
  },
  risk: {
    add: msg`Add risk`,
    edit: msg`Edit risk`,
    remove: msg`Delete risk`,
    empty: msg`No risks yet`,
    explain: msg`The initiative’s risk register: each risk’s level comes from its likelihood and impact.`,
  },
};
