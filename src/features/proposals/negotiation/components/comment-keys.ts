import type { KeyboardEvent } from 'react';

export type CommentKeyAction = 'send' | 'newLine' | 'default';

/**
 * Spec section 5: Enter sends the comment; Shift+Enter or Ctrl+Enter does not, it starts a new line. The browser
 * already breaks the line on Shift+Enter; Ctrl+Enter (and Cmd+Enter, Alt+Enter) would do nothing, so the form
 * inserts the line break itself. Enter while an input method composes (Arabic, CJK) confirms the composition.
 */
export function commentKeyAction(
  event: Pick<KeyboardEvent, 'key' | 'shiftKey' | 'ctrlKey' | 'metaKey' | 'altKey'> & { isComposing?: boolean },
): CommentKeyAction {
  if (event.key !== 'Enter' || event.isComposing) return 'default';
  if (event.shiftKey) return 'default';
  if (event.ctrlKey || event.metaKey || event.altKey) return 'newLine';
  return 'send';
}
