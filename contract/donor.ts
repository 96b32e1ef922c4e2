import { z } from 'zod';
import { issue } from './messages';
import { emailAddress, optionalText, requiredText } from './validation';

/** The funder organisation's own record: the settings "preferences" page. */
export const donorInfoSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  shortcut: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  website: z.string().nullable(),
  description: z.string().nullable(),
  logo: z.string().nullable(),
});
export type DonorInfo = z.infer<typeof donorInfoSchema>;

/** PUT /api/DonorAdmin/DonorInfo (the logo goes multipart to PUT /api/DonorAccount/Logo). */
export const donorInfoInputSchema = z.object({
  name: requiredText('name'),
  shortcut: optionalText('shortcut', 20),
  email: z
    .union([z.literal(''), emailAddress('email')])
    .optional()
    .transform((value) => (value ? value : null)),
  phone: optionalText('phone', 40),
  website: z
    .union([z.literal(''), z.url({ error: issue('invalid', { field: 'website' }) })])
    .optional()
    .transform((value) => (value ? value : null)),
  description: optionalText('description'),
});
export type DonorInfoInput = z.input<typeof donorInfoInputSchema>;
