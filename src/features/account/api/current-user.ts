import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { adminPaths } from '#contract/api-base';
import type { CurrentUser } from '#contract/auth';
import type { Permission } from '#contract/enums';
import { HandledStatus } from '#contract/errors';
import { ApiError, api } from '@/lib/http';
import type { Session } from '@/lib/session';

export const accountKeys = {
  all: ['account'] as const,
  me: () => [...accountKeys.all, 'me'] as const,
};

export function getCurrentUser(signal?: AbortSignal) {
  return api<CurrentUser>(adminPaths.profile, { signal });
}

/** Who is signed in, with their permissions: read by the shell and the page guard, kept for offline starts. */
export const currentUserQuery = () =>
  queryOptions({
    queryKey: accountKeys.me(),
    queryFn: ({ signal }) => getCurrentUser(signal),
    staleTime: 5 * 60_000,
  });

/**
 * The signed-in user for the shell and the page guards. `knownPermissions` is null when the profile, and with it the
 * permission list, could not be loaded: spec section 6 ignores that failure, so the page opens with what is known
 * (the session's user and funder), the guards let it through as for a user with no permission list, and the
 * permission-bound controls stay off until a later page entry loads the profile. The server checks every call.
 * A 401 is not ignored: it ends the session, as everywhere.
 */
export type SignedInUser = { me: CurrentUser; knownPermissions: readonly Permission[] | null };

export async function loadSignedInUser(client: QueryClient, session: Session): Promise<SignedInUser> {
  try {
    const me = await client.ensureQueryData(currentUserQuery());
    return { me, knownPermissions: me.permissions };
  } catch (error) {
    if (error instanceof ApiError && error.status === HandledStatus.Unauthorized) throw error;
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    return { me: userFromSession(session), knownPermissions: null };
  }
}

function userFromSession(session: Session): CurrentUser {
  return {
    id: session.userId,
    donor_id: session.donorId,
    name: '',
    email: '',
    phone: null,
    image: null,
    role_id: null,
    role_name: null,
    donor_name: '',
    permissions: [],
  };
}
