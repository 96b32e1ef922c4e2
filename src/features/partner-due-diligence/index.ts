/** The organisation's due-diligence library (decision 196): the page's component and the query its route loads. */
export { DueDiligenceLibrary } from './components/due-diligence-library';
export { dueDiligenceLibraryQuery, dueDiligenceTypesQuery } from './api/get-library';
