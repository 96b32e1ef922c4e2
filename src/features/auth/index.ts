export { forgetLocalData } from './api/logout';
