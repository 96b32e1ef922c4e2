export { programQuery } from './api/get-program';
export { programKeys } from './api/program-keys';
