import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminPaths } from '#contract/api-base';
import type { ProfileNameInput } from '#contract/auth';
import { partnerPaths, type AccountKind } from '#contract/partner-paths';
import { api } from '@/lib/http';
import { accountKeys } from './current-user';
import { uploadProfileImage } from './upload-profile-image';

/** PUT /api/DonorAdmin/Profile with the name; a partner's PUT /api/PartnerAccount/profile (decision 195). */
export function updateProfileName(input: ProfileNameInput, side: AccountKind = 'staff'): Promise<unknown> {
  return api(side === 'partner' ? partnerPaths.account.profile : adminPaths.profileName, { method: 'PUT', json: input });
}

/**
 * The profile dialog's save: the name, then the image when one was chosen (the image route serves both sides).
 * Errors are shown by the dialog.
 */
export function useUpdateProfile(side: AccountKind = 'staff') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ name, image }: { name: string; image: File | null }) => {
      await updateProfileName({ name }, side);
      if (image) await uploadProfileImage(image);
    },
    meta: { silentErrors: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.me() }),
  });
}
