export { partnerAccountKeys, partnerProfileQuery } from './api/partner-profile';
export { PartnerWelcome } from './components/partner-welcome';
