import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { FrameworkKind } from '#contract/program-framework';

type Describe = (title: string, program: string) => MessageDescriptor;

/** One line per queued change for the pending-changes panel, whole sentences so each language can word them. */
export const ADD_DESCRIPTIONS: Record<FrameworkKind, Describe> = {
  objective: (title, program) => msg`Add the objective “${title}” to “${program}”`,
  outcome: (title, program) => msg`Add the outcome “${title}” to “${program}”`,
  output: (title, program) => msg`Add the output “${title}” to “${program}”`,
  indicator: (title, program) => msg`Add the indicator “${title}” to “${program}”`,
  activity: (title, program) => msg`Add the activity “${title}” to “${program}”`,
  verification_method: (title, program) => msg`Add the verification method “${title}” to “${program}”`,
  monitoring: (title, program) => msg`Add the monitoring activity “${title}” to “${program}”`,
  risk: (title, program) => msg`Add the risk “${title}” to “${program}”`,
};

export const UPDATE_DESCRIPTIONS: Record<FrameworkKind, Describe> = {
  objective: (title, program) => msg`Update the objective “${title}” of “${program}”`,
  outcome: (title, program) => msg`Update the outcome “${title}” of “${program}”`,
  output: (title, program) => msg`Update the output “${title}” of “${program}”`,
  indicator: (title, program) => msg`Update the indicator “${title}” of “${program}”`,
  activity: (title, program) => msg`Update the activity “${title}” of “${program}”`,
  verification_method: (title, program) => msg`Update the verification method “${title}” of “${program}”`,
  monitoring: (title, program) => msg`Update the monitoring activity “${title}” of “${program}”`,
  risk: (title, program) => msg`Update the risk “${title}” of “${program}”`,
};

export const DELETE_DESCRIPTIONS: Record<FrameworkKind, Describe> = {
  objective: (title, program) => msg`Delete the objective “${title}” of “${program}”`,
  outcome: (title, program) => msg`Delete the outcome “${title}” of “${program}”`,
  output: (title, program) => msg`Delete the output “${title}” of “${program}”`,
  indicator: (title, program) => msg`Delete the indicator “${title}” of “${program}”`,
  activity: (title, program) => msg`Delete the activity “${title}” of “${program}”`,
  verification_method: (title, program) => msg`Delete the verification method “${title}” of “${program}”`,
  monitoring: (title, program) => msg`Delete the monitoring activity “${title}” of “${program}”`,
  risk: (title, program) => msg`Delete the risk “${title}” of “${program}”`,
};
