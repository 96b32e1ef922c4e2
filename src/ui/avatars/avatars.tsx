import { Avatar, type AvatarProps } from '@fluentui/react-components';
import { organisationInitials, personInitials } from '@/lib/initials';

/** Spec section 9: avatars are 48 by default. */
export const AVATAR_SIZE = 48;

type NamedAvatarProps = Omit<AvatarProps, 'name' | 'initials'> & { name: string };

/**
 * A person's avatar: their picture, else the first letters of their first and last names in the name's order, in
 * both directions (Fluent's own initials swap them in a right-to-left page). Every avatar of a person uses this one.
 */
export function PersonAvatar({ name, ...props }: NamedAvatarProps) {
  return <Avatar name={name} initials={personInitials(name) || undefined} size={AVATAR_SIZE} {...props} />;
}

/**
 * An organisation's avatar: the first two letters of its name on a colour of its own (spec section 2). Decorative
 * (aria-hidden), because the name is always written beside it.
 */
export function OrganisationAvatar({ name, ...props }: NamedAvatarProps) {
  return (
    <Avatar name={name} initials={organisationInitials(name) || undefined} size={AVATAR_SIZE} shape="square" color="colorful" aria-hidden {...props} />
  );
}
