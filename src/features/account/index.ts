export { currentUserQuery } from './api/current-user';
