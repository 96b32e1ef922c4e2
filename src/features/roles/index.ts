export { roleKeys } from './api/role-keys';
