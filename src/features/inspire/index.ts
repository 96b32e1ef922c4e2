/* What the routes use of /inspire (decision 208). */
export { InspirePage } from './components/inspire-page';
export { inspireQuery } from './api/get-inspire';
export { storiesQuery } from './api/get-stories';
