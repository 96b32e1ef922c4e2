import { i18n } from '@lingui/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { OUTBOX_ENTITIES } from '#contract/outbox';
import { describeProblem, problemKind, refusalText, serverWords } from './outbox-problem';
import type { OutboxRecord } from './outbox-types';

beforeAll(() => {
  i18n.loadAndActivate({ locale: 'en', messages: {} });
});

/** Texts that were shown to users before: an exception's message, the http client's fallbacks (reason phrases). */
const RAW_TEXTS = [
  "Failed to execute 'json' on 'Response': Unexpected end of JSON input",
  'TypeError: Cannot read properties of undefined',
  'Precondition Failed',
  'Internal Server Error',
  'Forbidden',
  'Not Found',
  'Conflict',
  'Bad Request',
  '503',
];

type Shown = Pick<OutboxRecord, 'entity' | 'state' | 'error'>;

function everything(record: Shown, editable = false): string {
  const problem = describeProblem(record, i18n, { editable });
  return [problem?.text, ...(problem?.details ?? []), problem?.advice].join('\n');
}

function retryable(status: number): boolean | undefined {
  return describeProblem({ entity: 'grant', state: 'rejected', error: { status, message: '' } }, i18n)?.retryable;
}

describe('what Pending changes says about a change', () => {
  it('sorts each outcome and status', () => {
    const kinds = [
      [{ state: 'conflict', error: { status: 412, message: '' } }, 'conflict'],
      [{ state: 'queued', error: { status: 0, message: '' } }, 'offline'],
      [{ state: 'queued', error: { status: 503, message: '' } }, 'server'],
      [{ state: 'queued' }, null],
      [{ state: 'rejected', error: { status: 400, message: '' } }, 'input'],
      [{ state: 'rejected', error: { status: 413, message: '' } }, 'input'],
      [{ state: 'rejected', error: { status: 403, message: '' } }, 'forbidden'],
      [{ state: 'rejected', error: { status: 404, message: '' } }, 'gone'],
      [{ state: 'rejected', error: { status: 410, message: '' } }, 'gone'],
      [{ state: 'rejected', error: { status: 409, message: '' } }, 'state'],
      [{ state: 'rejected', error: { status: 405, message: '' } }, 'refused'],
      [{ state: 'rejected', error: { status: 0, message: 'boom' } }, 'fault'],
    ] as const;
    for (const [record, kind] of kinds) expect(problemKind(record), JSON.stringify(record)).toBe(kind);
  });

  it('names the entity in a conflict and says what the user can do', () => {
    expect(everything({ entity: 'grant', state: 'conflict', error: { status: 412, message: 'Precondition Failed' } })).toBe(
      'Someone changed this grant after you opened it. Keep your change on top of theirs, or discard yours.\n',
    );
  });

  it('never shows an exception text or a reason phrase, whatever the status, entity or state', () => {
    const statuses = [0, 400, 403, 404, 405, 409, 410, 412, 413, 429, 500, 503];
    for (const entity of [...OUTBOX_ENTITIES, 'something-new']) {
      for (const state of ['queued', 'conflict', 'rejected'] as const) {
        for (const status of statuses) {
          for (const message of RAW_TEXTS) {
            const shown = everything({ entity, state, error: { status, message } }, true);
            expect(shown, `${entity} ${state} ${status} ${message}`).not.toContain(message);
            expect(shown.trim(), `${entity} ${state} ${status}`).not.toBe('');
          }
        }
      }
    }
  });

  it('shows the server’s own localized words for a refusal of the input, with each field’s message', () => {
    const problem = describeProblem(
      { entity: 'proposal', state: 'rejected', error: { status: 400, message: 'بعض البيانات المرسلة غير صالحة.', fields: { agreement: ['يجب أن يكون مستند الاتفاقية ملف PDF'] } } },
      i18n,
      { editable: true },
    );
    expect(problem).toMatchObject({
      kind: 'input',
      text: 'بعض البيانات المرسلة غير صالحة.',
      details: ['يجب أن يكون مستند الاتفاقية ملف PDF'],
      advice: 'Correct it and send it again, or discard it.',
      retryable: false,
    });
  });

  it('offers to try again only where the same change may pass later', () => {
    expect(retryable(403)).toBe(true);
    expect(retryable(409)).toBe(true);
    expect(retryable(400)).toBe(false);
    expect(retryable(404)).toBe(false);
    expect(retryable(0)).toBe(false);
  });

  it('keeps the server’s reason for a 409 (an installment already transferred), or says it in general terms', () => {
    const reason = 'An installment that was already transferred cannot be removed or changed.';
    expect(describeProblem({ entity: 'project', state: 'rejected', error: { status: 409, message: reason } }, i18n)?.text).toBe(reason);
    expect(describeProblem({ entity: 'project', state: 'rejected', error: { status: 409, message: 'Conflict' } }, i18n)?.text).toContain(
      'What you changed has moved on meanwhile',
    );
  });

  it('tells that a change waits for the connection, or for a server that failed', () => {
    expect(everything({ entity: 'grant', state: 'queued', error: { status: 0, message: '' } })).toContain('Waiting for the connection');
    expect(everything({ entity: 'grant', state: 'queued', error: { status: 500, message: 'Internal Server Error' } })).toContain(
      'The server could not save it yet',
    );
  });
});

describe('a refusal shown in its dialog', () => {
  const refused = { status: 400, message: 'Some of the data you sent is not valid.', fields: { agreement: ['Agreement document must be a PDF'] } };

  it('says nothing above the buttons when every field message is on its field', () => {
    expect(refusalText('proposal', refused, i18n, [])).toBeNull();
  });

  it('says the server’s message and what no field could show', () => {
    expect(refusalText('proposal', refused, i18n, ['Agreement document must be a PDF'])).toBe(
      'Some of the data you sent is not valid. Agreement document must be a PDF',
    );
  });

  it('says what a refusal of another kind means', () => {
    expect(refusalText('grant', { status: 403, message: 'Forbidden' }, i18n, [])).toBe(
      'You are no longer allowed to make this change: your permissions or the users in charge have changed.',
    );
  });
});

describe('the server’s words', () => {
  it('are not a status line', () => {
    expect(serverWords({ message: 'Precondition Failed' })).toBeNull();
    expect(serverWords({ message: '412' })).toBeNull();
    expect(serverWords({ message: ' ' })).toBeNull();
    expect(serverWords({ message: 'Deadline must be in the future' })).toBe('Deadline must be in the future');
  });
});
