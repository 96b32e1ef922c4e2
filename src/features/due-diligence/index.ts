export { dueDiligenceKeys } from './api/due-diligence-keys';
