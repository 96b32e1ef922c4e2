import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adminPaths } from '#contract/api-base';
import type { ProfileNameInput } from '#contract/auth';
import { api } from '@/lib/http';
import { accountKeys } from './current-user';
import { uploadProfileImage } from './upload-profile-image';

/** PUT /api/DonorAdmin/Profile with the name. */
export function updateProfileName(input: ProfileNameInput): Promise<unknown> {
  return api(adminPaths.profileName, { method: 'PUT', json: input });
}

/** The profile dialog's save: the name, then the image when one was chosen. Errors are shown by the dialog. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ name, image }: { name: string; image: File | null }) => {
      await updateProfileName({ name });
      if (image) await uploadProfileImage(image);
    },
    meta: { silentErrors: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.me() }),
  });
}
