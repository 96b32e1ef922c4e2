import { Avatar, type AvatarSize } from '@fluentui/react-components';
import { ngoInitials } from './ngo-initials';

/** Spec section 9: avatars are 48 by default. */
export const NGO_AVATAR_SIZE: AvatarSize = 48;

/**
 * An organisation's avatar: its first two letters on a colour of its own. Decorative (aria-hidden), because the
 * name is always written beside it.
 */
export function NgoAvatar({ name, size = NGO_AVATAR_SIZE }: { name: string; size?: AvatarSize }) {
  const initials = ngoInitials(name);
  return <Avatar name={name} initials={initials || undefined} size={size} shape="square" color="colorful" aria-hidden />;
}
