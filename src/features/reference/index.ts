export { countriesQuery } from './api/get-countries';
export { currenciesQuery } from './api/get-currencies';
export { programDefaultsQuery } from './api/get-program-defaults';
export { programOptionsQuery } from './api/get-program-options';
export { userOptionsQuery } from './api/get-user-options';
export { referenceKeys } from './api/reference-keys';
export { useCountryName, useCountryNames, useCurrencyName } from './api/use-reference-names';
