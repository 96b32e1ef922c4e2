import { useMutation, useQueryClient } from '@tanstack/react-query';
import { authPaths } from '#contract/api-base';
import type { SetupProfileInput } from '#contract/auth';
import { api } from '@/lib/http';
import { accountKeys } from './current-user';
import { uploadProfileImage } from './upload-profile-image';

/** POST /api/auth/SetupProfile: a newly set-up user completes their name and phone. */
export function setupProfile(input: SetupProfileInput): Promise<unknown> {
  return api(authPaths.setupProfile, { method: 'POST', json: input });
}

export function useSetupProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ profile, image }: { profile: SetupProfileInput; image: File | null }) => {
      await setupProfile(profile);
      if (image) await uploadProfileImage(image);
    },
    meta: { silentErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.me() }),
  });
}
