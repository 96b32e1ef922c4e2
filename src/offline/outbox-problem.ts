/**
 * What Pending changes (and a dialog that waited for its change) say about a change that did not go through: what
 * happened and what the user can do, in their language (decision 144). The server's own words are shown only where
 * they are its localized answer to the user's input (a 400's Message and per-field messages, a 409's reason); an
 * exception's text or an HTTP reason phrase ("Precondition Failed") never reaches the screen.
 */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { HandledStatus } from '#contract/errors';
import { isOutboxEntity, type OutboxEntity } from '#contract/outbox';
import type { OutboxError, OutboxRecord } from './outbox-types';

/**
 * How a change stands, as the user needs to know it. `fault`: the portal itself failed to send it (status 0: a bug
 * or an answer it could not read), which no retry of the same request fixes.
 */
export type ProblemKind = 'conflict' | 'offline' | 'server' | 'input' | 'forbidden' | 'gone' | 'state' | 'refused' | 'fault';

/** The refusals that are about the change's content: sending the same payload again meets the same answer. */
const INPUT_STATUSES: ReadonlySet<number> = new Set([HandledStatus.BadRequest, HandledStatus.PayloadTooLarge, 422]);

export function problemKind(record: Pick<OutboxRecord, 'state' | 'error'>): ProblemKind | null {
  const status = record.error?.status;
  if (record.state === 'conflict') return 'conflict';
  if (record.state === 'queued' || record.state === 'sending') {
    if (status === undefined) return null;
    return status === 0 ? 'offline' : 'server';
  }
  if (status === undefined || status === 0) return 'fault';
  if (INPUT_STATUSES.has(status)) return 'input';
  if (status === HandledStatus.Forbidden) return 'forbidden';
  if (status === HandledStatus.NotFound || status === HandledStatus.Gone) return 'gone';
  if (status === HandledStatus.Conflict) return 'state';
  return 'refused';
}

/**
 * A conflict names what was changed, in a whole sentence per entity: Arabic agrees "this" and the verbs with the
 * noun, so a noun is never slotted into a sentence. The other refusals read the same for every entity.
 */
const CONFLICT_SENTENCES: Record<OutboxEntity | 'other', MessageDescriptor> = {
  grant: msg`Someone changed this grant after you opened it. Keep your change on top of theirs, or discard yours.`,
  proposal: msg`Someone changed this proposal after you opened it. Keep your change on top of theirs, or discard yours.`,
  project: msg`Someone changed this project after you opened it. Keep your change on top of theirs, or discard yours.`,
  'program-framework': msg`Someone changed this initiative after you opened it. Keep your change on top of theirs, or discard yours.`,
  negotiation: msg`Someone changed this negotiation after you opened it. Keep your change on top of theirs, or discard yours.`,
  'partner-proposal': msg`Someone changed this proposal after you opened it (a colleague of your organisation, or its funder). Keep your change on top of theirs, or discard yours.`,
  ngo: msg`Someone changed this organization after you opened it. Keep your change on top of theirs, or discard yours.`,
  'partner-project': msg`Someone changed this project after you opened it (a colleague of your organisation, or its funder). Keep your change on top of theirs, or discard yours.`,
  story: msg`Someone changed this story after you opened it. Keep your change on top of theirs, or discard yours.`,
  'monthly-report': msg`Someone changed this month’s report after you opened it (a colleague of your organisation, or the funder reviewing it). Keep your change on top of theirs, or discard yours.`,
  other: msg`Someone changed this item after you opened it. Keep your change on top of theirs, or discard yours.`,
};

const SENTENCES: Record<Exclude<ProblemKind, 'conflict'>, MessageDescriptor> = {
  offline: msg`Waiting for the connection`,
  server: msg`The server could not save it yet. It will try again by itself.`,
  input: msg`The server found a problem in what was entered.`,
  forbidden: msg`You are no longer allowed to make this change: your permissions or the users in charge have changed.`,
  gone: msg`What you changed was deleted meanwhile, so your change cannot be applied. Discard it.`,
  state: msg`What you changed has moved on meanwhile (it was published, decided or changed) and no longer accepts this change.`,
  refused: msg`The server refused this change.`,
  fault: msg`The portal could not send this change because of a fault on its side. Discard it and make it again; if it happens again, tell your administrator.`,
};

/** What the user can do next, after the sentence (a conflict's and a fault's sentences already say it). */
const ADVICE = {
  edit: msg`Correct it and send it again, or discard it.`,
  redo: msg`Discard it and make the change again, corrected.`,
  retry: msg`Try again once that is sorted out, or discard it.`,
} satisfies Record<string, MessageDescriptor>;

/**
 * HTTP reason phrases that the http client puts in the Message when an answer had no readable body: they are not
 * the server's words, and not in the user's language.
 */
const REASON_PHRASES: ReadonlySet<string> = new Set([
  'bad request',
  'unauthorized',
  'forbidden',
  'not found',
  'method not allowed',
  'conflict',
  'gone',
  'precondition failed',
  'payload too large',
  'request entity too large',
  'unsupported media type',
  'unprocessable entity',
  'unprocessable content',
  'too many requests',
  'internal server error',
  'bad gateway',
  'service unavailable',
  'gateway timeout',
]);

/**
 * What a program says when it fails ("TypeError: …", "Failed to execute 'json' on 'Response'"): the server answers
 * in sentences of its message catalogue, so words like these mean something leaked through, and are not shown.
 */
const EXCEPTION_TEXT = /\b\w*(Error|Exception)\b|Failed to execute|Unexpected (end|token)|is not a function|of undefined|of null/;

/** The server's own localized message, or null when the Message is only a status line or an exception's text. */
export function serverWords(error: Pick<OutboxError, 'message'> | undefined): string | null {
  const message = error?.message.trim() ?? '';
  if (message === '' || /^\d{3}$/.test(message) || REASON_PHRASES.has(message.toLowerCase()) || EXCEPTION_TEXT.test(message)) return null;
  return message;
}

export type RecordProblem = {
  kind: ProblemKind;
  /** What happened, and for most kinds what to do, in the reader's language. */
  text: string;
  /** The server's per-field messages (already in the reader's language), for a refusal of the input. */
  details: string[];
  /** What to do next, when `text` does not say it. */
  advice: string | null;
  /** Whether the same change may pass later (rights or state may change): "Try again" makes sense. */
  retryable: boolean;
};


/**
 * The problem of a record (null for a queued record that has not failed). `editable`: the record's action has an
 * editor, so a refusal of the input can be corrected where it is.
 */
export function describeProblem(
  record: Pick<OutboxRecord, 'entity' | 'state' | 'error'>,
  i18n: I18n,
  { editable = false }: { editable?: boolean } = {},
): RecordProblem | null {
  const kind = problemKind(record);
  if (!kind) return null;
  const words = serverWords(record.error);
  const fields = Object.values(record.error?.fields ?? {}).flat();
  switch (kind) {
    case 'conflict':
      return { kind, text: i18n._(CONFLICT_SENTENCES[isOutboxEntity(record.entity) ? record.entity : 'other']), details: [], advice: null, retryable: false };
    case 'forbidden':
    case 'refused':
      return { kind, text: i18n._(SENTENCES[kind]), details: [], advice: i18n._(ADVICE.retry), retryable: true };
    case 'state':
      // The server says which rule it met (an installment already transferred, a status), in the reader's language.
      return { kind, text: words ?? i18n._(SENTENCES.state), details: [], advice: i18n._(ADVICE.retry), retryable: true };
    case 'input':
      return {
        kind,
        text: words ?? i18n._(SENTENCES.input),
        details: fields.filter((message) => serverWords({ message }) !== null),
        advice: i18n._(editable ? ADVICE.edit : ADVICE.redo),
        retryable: false,
      };
    case 'offline':
    case 'server':
    case 'gone':
    case 'fault':
      return { kind, text: i18n._(SENTENCES[kind]), details: [], advice: null, retryable: kind === 'offline' || kind === 'server' };
  }
}

/**
 * A refusal as a dialog shows it above its buttons, or null when the form's fields show it all: for a refusal of the
 * input, the server's message and the field messages the form could not put on a field of its own; for any other,
 * the sentence Pending changes would show.
 */
export function refusalText(entity: string, error: OutboxError, i18n: I18n, unplaced: readonly string[]): string | null {
  const problem = describeProblem({ entity, state: 'rejected', error }, i18n);
  if (!problem) return null;
  if (problem.kind !== 'input') return problem.text;
  const placedAll = unplaced.length === 0 && Object.keys(error.fields ?? {}).length > 0;
  return placedAll ? null : [problem.text, ...unplaced].join(' ');
}
