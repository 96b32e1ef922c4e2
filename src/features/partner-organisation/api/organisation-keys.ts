/** Query keys of the partner's own organisation (profile, contacts, users); invalidations stay under `all`. */
export const organisationKeys = {
  all: ['partner-organisation'] as const,
  profile: () => [...organisationKeys.all, 'profile'] as const,
  contacts: () => [...organisationKeys.all, 'contacts'] as const,
  users: () => [...organisationKeys.all, 'users'] as const,
};
