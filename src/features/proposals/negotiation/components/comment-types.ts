import type { BadgeProps } from '@fluentui/react-components';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { CommentType } from '#contract/enums';

type CommentTypeLook = { label: MessageDescriptor; color: NonNullable<BadgeProps['color']> };

/** Spec section 3 (comment type / priority) and section 4 (priority colours); one row per CommentType. */
export const COMMENT_TYPE_LOOK: Record<CommentType, CommentTypeLook> = {
  [CommentType.Urgent]: { label: msg`Urgent`, color: 'warning' },
  [CommentType.High]: { label: msg`High`, color: 'brand' },
  [CommentType.Normal]: { label: msg`Normal`, color: 'informative' },
  [CommentType.Rejected]: { label: msg`Rejected`, color: 'danger' },
};

/** The selector's order: most pressing first, as the spec numbers them. */
export const COMMENT_TYPES: readonly CommentType[] = [CommentType.Urgent, CommentType.High, CommentType.Normal, CommentType.Rejected];
