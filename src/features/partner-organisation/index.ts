export { organisationKeys } from './api/organisation-keys';
export { organisationQuery } from './api/get-organisation';
export { contactsQuery } from './api/contacts';
export { colleaguesQuery } from './api/colleagues';
export { ORGANISATION_TABS, type OrganisationTab } from './organisation-tabs';
export { OrganisationTabBar } from './components/organisation-tab-bar';
export { OrganisationProfileForm } from './components/organisation-profile-form';
export { OrganisationContacts } from './components/organisation-contacts';
export { OrganisationUsers } from './components/organisation-users';
