import { Badge } from '@fluentui/react-components';
import { useLingui } from '@lingui/react';
import type { CommentType } from '#contract/enums';
import { COMMENT_TYPE_LOOK } from './comment-types';

/** A comment's priority: urgent (warning), high (primary), normal (info), rejected (danger). */
export function CommentTypeChip({ type }: { type: CommentType }) {
  const { i18n } = useLingui();
  const look = COMMENT_TYPE_LOOK[type];
  return (
    <Badge appearance="tint" shape="rounded" size="small" color={look.color}>
      {i18n._(look.label)}
    </Badge>
  );
}
