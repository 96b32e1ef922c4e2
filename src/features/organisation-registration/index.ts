export { RegisterOrganisationForm } from './components/register-organisation-form';
