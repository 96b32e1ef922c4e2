export { CountryFilter } from './components/country-filter';
