export { dashboardKeys } from './api/dashboard-keys';
export { BENEFICIARY_SEX_LABEL, BENEFICIARY_TYPE_LABEL } from './components/dashboard-labels';
export { InitiativeFilter } from './components/initiative-filter';
