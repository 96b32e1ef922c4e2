import {
  Button,
  DrawerBody,
  DrawerHeader,
  DrawerHeaderTitle,
  MessageBar,
  MessageBarBody,
  OverlayDrawer,
  Text,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { DATE_TIME_FORMAT, useDateFormatter } from '@/ui/list/format-date';
import { useOnline } from '@/lib/use-online';
import { discardRecord, outboxActionFor, reapplyRecord, retryRecord, useOutboxSnapshot, type OutboxRecord } from '../outbox';
import { outboxEditorFor } from '../outbox-editors';
import { describeProblem } from '../outbox-problem';
import { useUploadProgress } from '../upload-progress';

const useStyles = makeStyles({
  drawer: { width: 'clamp(420px, 40vw, 600px)', maxWidth: '100vw' },
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, marginBlockEnd: tokens.spacingVerticalXL },
  list: { listStyleType: 'none', margin: 0, paddingInlineStart: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  item: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  meta: { color: tokens.colorNeutralForeground3 },
  heading: { outlineStyle: 'none' },
  values: { display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: tokens.spacingHorizontalM, rowGap: tokens.spacingVerticalXXS, margin: 0 },
  term: { color: tokens.colorNeutralForeground3 },
  detail: { marginInlineStart: 0 },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, marginBlockStart: tokens.spacingVerticalXS },
  fields: { margin: 0, paddingInlineStart: tokens.spacingHorizontalL },
});

/** The clock, re-read every few seconds: "next try at" and the "Try now" button follow it. */
function useNow(intervalMs = 5_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

/** One line for a record: its action's description, or its type when the page has not loaded the action yet. */
function useDescription(record: OutboxRecord): string {
  const { i18n } = useLingui();
  const action = outboxActionFor(record.type);
  return action ? i18n._(action.describe(record.payload)) : record.type;
}

/** Runs one of the panel's buttons, keeping it busy until the outbox has stored the change. */
function useBusy(): [string | null, (key: string, run: () => Promise<void>) => void] {
  const [busy, setBusy] = useState<string | null>(null);
  return [
    busy,
    (key, run) => {
      setBusy(key);
      void run().finally(() => setBusy(null));
    },
  ];
}

function Section({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  const styles = useStyles();
  return (
    <section className={styles.section} aria-labelledby={id}>
      <Text as="h3" id={id} weight="semibold" size={400}>
        {title}
      </Text>
      <ul className={styles.list}>{children}</ul>
    </section>
  );
}

function QueuedItem({ record, blockedBy }: { record: OutboxRecord; blockedBy: OutboxRecord | undefined }) {
  const styles = useStyles();
  const { i18n } = useLingui();
  const online = useOnline();
  const formatDate = useDateFormatter();
  const description = useDescription(record);
  const [busy, run] = useBusy();
  const attempts = record.attempts;
  const backingOff = record.nextAttemptAt > useNow();
  // A file being uploaded from this tab says how much of it has gone (upload-progress.ts).
  const progress = useUploadProgress(record.key);
  const sent = progress === null ? null : `${Math.round(progress * 100)}%`;
  let status: ReactNode;
  if (blockedBy) status = blockedBy.state === 'conflict' ? <Trans>Waiting for the conflict above</Trans> : <Trans>Waiting for the rejected change above</Trans>;
  else if (record.state === 'sending' && sent !== null) status = <Trans>Sending… {sent}</Trans>;
  else if (record.state === 'sending') status = <Trans>Sending…</Trans>;
  else if (!online || record.error?.status === 0) status = <Trans>Waiting for the connection</Trans>;
  else status = <Trans>Waiting to be sent</Trans>;
  // A server that failed (5xx) says so; its own words ("Internal Server Error") are not for the user.
  const problem = record.error && record.error.status > 0 ? describeProblem(record, i18n) : null;
  return (
    <li className={styles.item}>
      <Text weight="semibold">{description}</Text>
      <Text size={200} className={styles.meta}>
        {status}
        {attempts > 0 ? (
          <>
            {' · '}
            <Plural value={attempts} one="# attempt" other="# attempts" />
          </>
        ) : null}
        {backingOff && record.state === 'queued' ? (
          <>
            {' · '}
            <Trans>next try at {formatDate(record.nextAttemptAt, DATE_TIME_FORMAT)}</Trans>
          </>
        ) : null}
      </Text>
      {problem ? (
        <Text size={200} className={styles.meta}>
          {problem.text}
        </Text>
      ) : null}
      {record.state === 'queued' && backingOff && !blockedBy ? (
        <div className={styles.actions}>
          <Button size="small" disabledFocusable={busy !== null} onClick={() => run(record.key, () => retryRecord(record.key))}>
            <Trans>Try now</Trans>
          </Button>
        </div>
      ) : null}
    </li>
  );
}

function ConflictItem({ record }: { record: OutboxRecord }) {
  const styles = useStyles();
  const { i18n } = useLingui();
  const description = useDescription(record);
  const [busy, run] = useBusy();
  const lines = outboxActionFor(record.type)?.summarize?.(record.current) ?? [];
  const problem = describeProblem(record, i18n);
  return (
    <li className={styles.item}>
      <Text weight="semibold">{description}</Text>
      <MessageBar intent="warning" layout="multiline">
        <MessageBarBody>{problem?.text}</MessageBarBody>
      </MessageBar>
      {lines.length > 0 ? (
        <>
          <Text size={200}>
            <Trans>As it is on the server now:</Trans>
          </Text>
          <dl className={styles.values}>
            {lines.map((line) => (
              <div key={line.label.id ?? i18n._(line.label)} style={{ display: 'contents' }}>
                <dt className={styles.term}>{i18n._(line.label)}</dt>
                <dd className={styles.detail}>{line.value}</dd>
              </div>
            ))}
          </dl>
        </>
      ) : null}
      <div className={styles.actions}>
        <Button appearance="primary" size="small" disabledFocusable={busy !== null} onClick={() => run('reapply', () => reapplyRecord(record.key))}>
          <Trans>Apply my change again</Trans>
        </Button>
        <Button size="small" disabledFocusable={busy !== null} onClick={() => run('discard', () => discardRecord(record.key))}>
          <Trans>Discard my change</Trans>
        </Button>
      </div>
    </li>
  );
}

/**
 * A change the server refused. A refusal of the input is not sent again as it was: it is corrected in its dialog
 * ("Edit and send again", when its action has an editor) or discarded; a refusal that may pass later (rights or a
 * state that may change back) keeps "Try again" (decision 145).
 */
function RejectedItem({ record, onEdit }: { record: OutboxRecord; onEdit: (record: OutboxRecord) => void }) {
  const styles = useStyles();
  const { i18n } = useLingui();
  const description = useDescription(record);
  const [busy, run] = useBusy();
  const editable = outboxEditorFor(record.type) !== undefined;
  const problem = describeProblem(record, i18n, { editable });
  return (
    <li className={styles.item}>
      <Text weight="semibold">{description}</Text>
      <MessageBar intent="error" layout="multiline">
        <MessageBarBody>{problem?.text}</MessageBarBody>
      </MessageBar>
      {problem && problem.details.length > 0 ? (
        <ul className={styles.fields}>
          {problem.details.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      ) : null}
      {problem?.advice ? <Text size={200}>{problem.advice}</Text> : null}
      <div className={styles.actions}>
        {editable ? (
          <Button appearance="primary" size="small" disabledFocusable={busy !== null} onClick={() => onEdit(record)}>
            <Trans>Edit and send again</Trans>
          </Button>
        ) : null}
        {problem?.retryable ? (
          <Button size="small" disabledFocusable={busy !== null} onClick={() => run('retry', () => retryRecord(record.key))}>
            <Trans>Try again</Trans>
          </Button>
        ) : null}
        <Button size="small" disabledFocusable={busy !== null} onClick={() => run('discard', () => discardRecord(record.key))}>
          <Trans>Discard</Trans>
        </Button>
      </div>
    </li>
  );
}

/** The dialog that corrects a refused record, over the drawer; the drawer follows the record as it goes again. */
function RecordEditor({ record, onClose }: { record: OutboxRecord; onClose: () => void }) {
  const Editor = outboxEditorFor(record.type);
  if (!Editor) return null;
  return (
    <Suspense fallback={null}>
      {/* The registry makes one lazy component per action type and hands out that same one on every render. */}
      {/* oxlint-disable-next-line react/static-components */}
      <Editor record={record} onClose={onClose} />
    </Suspense>
  );
}

/** Pending changes: what waits to be sent, what conflicts with someone else's change, what the server refused. */
export function OutboxPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const styles = useStyles();
  const { t } = useLingui();
  const { records, conflicts, rejected, heldBack } = useOutboxSnapshot();
  const queued = records.filter((record) => record.state === 'queued' || record.state === 'sending');
  const [editing, setEditing] = useState<OutboxRecord | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // The button that was pressed may be gone with its record (discarded, sent again): focus would fall to the page,
  // out of the drawer, and Escape would no longer close it. The drawer's heading takes it instead. Checked after
  // every render, once the removal is on the page (and not while the editor dialog holds the focus).
  useEffect(() => {
    if (!open || editing) return;
    const timer = setTimeout(() => {
      const focused = document.activeElement;
      if (!focused || focused === document.body) heading.current?.focus();
    }, 0);
    return () => clearTimeout(timer);
  });
  return (
    <OverlayDrawer
      open={open}
      position="end"
      className={styles.drawer}
      onOpenChange={(_, data) => (data.open ? undefined : onClose())}
    >
      <DrawerHeader>
        <DrawerHeaderTitle
          heading={{ ref: heading, tabIndex: -1, className: styles.heading }}
          action={<Button appearance="subtle" aria-label={t`Close`} icon={<DismissRegular />} onClick={onClose} />}
        >
          <Trans>Pending changes</Trans>
        </DrawerHeaderTitle>
      </DrawerHeader>
      <DrawerBody>
        {records.length === 0 ? (
          <Text>
            <Trans>All your changes are saved.</Trans>
          </Text>
        ) : null}
        {conflicts.length > 0 ? (
          <Section id="outbox-conflicts" title={<Trans>Conflicts</Trans>}>
            {conflicts.map((record) => (
              <ConflictItem key={record.key} record={record} />
            ))}
          </Section>
        ) : null}
        {rejected.length > 0 ? (
          <Section id="outbox-rejected" title={<Trans>Rejected</Trans>}>
            {rejected.map((record) => (
              <RejectedItem key={record.key} record={record} onEdit={setEditing} />
            ))}
          </Section>
        ) : null}
        {queued.length > 0 ? (
          <Section id="outbox-queued" title={<Trans>Queued</Trans>}>
            {queued.map((record) => (
              <QueuedItem key={record.key} record={record} blockedBy={heldBack.get(record.key)} />
            ))}
          </Section>
        ) : null}
      </DrawerBody>
      {editing ? <RecordEditor record={editing} onClose={() => setEditing(null)} /> : null}
    </OverlayDrawer>
  );
}
