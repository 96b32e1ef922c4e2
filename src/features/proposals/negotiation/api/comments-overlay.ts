import type { CommentType } from '#contract/enums';
import type { NegotiationComment } from '#contract/proposals';

/** The outbox entity of negotiation comments; records are filed under the proposal's id (features/negotiations/api). */
export const NEGOTIATION_ENTITY = 'negotiation';

/** Outbox action types for negotiation comments; written once, read by the actions and by the overlay. */
export const COMMENT_ACTION = {
  add: 'negotiation.add',
  update: 'negotiation.update',
  delete: 'negotiation.delete',
} as const;

/** The signed-in author, so a queued comment shows under their name before the server has it. */
export type CommentAuthor = { id: number; name: string; image: string | null };

/** `clientKey` names the comment until the server gives it an id (a pending row needs a stable React key). */
export type AddCommentPayload = {
  proposalId: number;
  grantId: number;
  pageId: number;
  clientKey: string;
  content: string;
  type: CommentType;
  author: CommentAuthor;
  /** When the user wrote it (ISO): its place in the list and its relative time until the server answers. */
  writtenAt: string;
};
/** PUT sends the whole record with the new content and type (spec section 7). */
export type UpdateCommentPayload = { proposalId: number; pageId: number; comment: NegotiationComment; content: string; type: CommentType };
export type DeleteCommentPayload = { proposalId: number; pageId: number; commentId: number; content: string };

/** What the outbox tells about a queued change: its type and payload are all the overlay needs. */
export type QueuedChange = { type: string; payload: unknown };

/** A comment as the drawer shows it: the server's, with the user's queued changes laid over it. */
export type ShownComment = Omit<NegotiationComment, 'id' | 'proj_id' | 'don_id' | 'grant_id'> & {
  key: string;
  /** null while the comment waits to be created. */
  id: number | null;
  /** The server's record, for an edit (PUT sends it whole); null while the comment waits to be created. */
  record: NegotiationComment | null;
  /** A change to this comment waits for the server. */
  pending: boolean;
  /** The comment will be deleted once the queue reaches the server. */
  deleting: boolean;
};

export function shownFromServer(comment: NegotiationComment): ShownComment {
  return {
    key: `comment-${comment.id}`,
    id: comment.id,
    record: comment,
    content: comment.content,
    type: comment.type,
    page_id: comment.page_id,
    by_ngo_user: comment.by_ngo_user,
    created_by: comment.created_by,
    created_at: comment.created_at,
    updated_at: comment.updated_at,
    name: comment.name,
    email: comment.email,
    profile: comment.profile,
    pending: false,
    deleting: false,
  };
}

function shownFromQueue(payload: AddCommentPayload): ShownComment {
  return {
    key: `pending-${payload.clientKey}`,
    id: null,
    record: null,
    content: payload.content,
    type: payload.type,
    page_id: payload.pageId,
    by_ngo_user: false,
    created_by: payload.author.id,
    created_at: payload.writtenAt,
    updated_at: null,
    name: payload.author.name,
    email: null,
    profile: payload.author.image,
    pending: true,
    deleting: false,
  };
}

function byTimeWritten(a: ShownComment, b: ShownComment): number {
  const order = a.created_at.localeCompare(b.created_at);
  if (order !== 0) return order;
  // Same instant: the server's first (they have ids), then in id order.
  return (a.id ?? Number.MAX_SAFE_INTEGER) - (b.id ?? Number.MAX_SAFE_INTEGER);
}

/**
 * The comments of one page, oldest first, with the user's queued changes applied in the order they were made:
 * a queued comment shows at once (without an id), a queued edit shows its new text, a queued deletion stays
 * visible, struck through, until the server confirms. Changes to other pages are ignored.
 */
export function commentsWithQueuedChanges(comments: readonly NegotiationComment[], queued: readonly QueuedChange[], pageId: number): ShownComment[] {
  let shown = comments.filter((comment) => comment.page_id === pageId).map(shownFromServer);
  for (const change of queued) {
    if (change.type === COMMENT_ACTION.add) {
      const payload = change.payload as AddCommentPayload;
      if (payload.pageId === pageId) shown = [...shown, shownFromQueue(payload)];
    } else if (change.type === COMMENT_ACTION.update) {
      const payload = change.payload as UpdateCommentPayload;
      shown = shown.map((comment) =>
        comment.id === payload.comment.id ? { ...comment, content: payload.content, type: payload.type, pending: true } : comment,
      );
    } else if (change.type === COMMENT_ACTION.delete) {
      const payload = change.payload as DeleteCommentPayload;
      shown = shown.map((comment) => (comment.id === payload.commentId ? { ...comment, pending: true, deleting: true } : comment));
    }
  }
  return shown.toSorted(byTimeWritten);
}

/** A comment's first words, for the outbox panel and the delete confirmation. */
export function commentExcerpt(content: string, length = 60): string {
  const oneLine = content.replace(/\s+/g, ' ').trim();
  return oneLine.length > length ? `${oneLine.slice(0, length - 1)}…` : oneLine;
}

/** The cached page after the server's answer: the saved comment in place of (or after) what was there. */
export function withSavedComment(comments: readonly NegotiationComment[] | undefined, saved: NegotiationComment): NegotiationComment[] | undefined {
  if (!comments) return comments;
  const known = comments.some((comment) => comment.id === saved.id);
  return known ? comments.map((comment) => (comment.id === saved.id ? saved : comment)) : [...comments, saved];
}

export function withoutComment(comments: readonly NegotiationComment[] | undefined, commentId: number): NegotiationComment[] | undefined {
  return comments ? comments.filter((comment) => comment.id !== commentId) : comments;
}
