import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

export type OrganisationTab = {
  id: string;
  /** A child route of the organisation page (src/routes/partner/organisation/...). */
  to: `/partner/organisation${string}`;
  label: MessageDescriptor;
};

/**
 * The tabs of the partner's organisation page (/partner/organisation), in the order shown. Each tab is a child route;
 * a new tab is its route file plus a row here (the tab bar, the breadcrumb and the tests read this table). The
 * eligibility documents' tab belongs to the due-diligence library.
 */
export const ORGANISATION_TABS = [
  { id: 'profile', to: '/partner/organisation', label: msg`Profile` },
  { id: 'contacts', to: '/partner/organisation/contacts', label: msg`Contacts` },
  { id: 'users', to: '/partner/organisation/users', label: msg`Users` },
  { id: 'documents', to: '/partner/organisation/documents', label: msg`Documents` },
] as const satisfies readonly OrganisationTab[];

export type OrganisationTabPath = (typeof ORGANISATION_TABS)[number]['to'];
