import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ProposalSectionName } from '#contract/proposals';

/** How Pending changes names a queued save of each section document (contract PROPOSAL_SECTIONS). */
export const SECTION_LABELS: Record<ProposalSectionName, MessageDescriptor> = {
  Programs: msg`Cover page: initiatives`,
  Donors: msg`Cover page: other funders`,
  Partners: msg`Cover page: implementing partners`,
  Contacts: msg`Cover page: contacts`,
  CoverPage: msg`Cover page`,
  Background: msg`Background`,
  Beneficiaries: msg`Beneficiaries`,
  BeneficiariesByDistrict: msg`Beneficiaries by district`,
  BeneficiariesByAge: msg`Beneficiaries by age`,
  BeneficiariesByType: msg`Beneficiaries by type`,
  LogicalFramework: msg`Logical framework`,
  Workplans: msg`Work plan`,
  MonitoringAndEvaluation: msg`Monitoring and evaluation`,
  OtherInfo: msg`Other information`,
  Budget: msg`Budget`,
  GrantObjectives: msg`Grant objectives`,
};
