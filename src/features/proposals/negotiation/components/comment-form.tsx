import { Button, Field, Select, Textarea, makeStyles, tokens, useFluent } from '@fluentui/react-components';
import { SendRegular } from '@fluentui/react-icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { useController } from 'react-hook-form';
import { COMMENT_MAX_LENGTH } from '#contract/constants';
import { CommentType } from '#contract/enums';
import { negotiationUpdateSchema } from '#contract/proposals';
import type { OutboxRecord } from '@/offline/outbox';
import { useQueuedForm } from '@/offline/use-queued-form';
import { useFieldMessage } from '@/ui/form/field-message';
import { FormRefusal } from '@/ui/form/form-refusal';
import { useContractForm } from '@/ui/form/use-contract-form';
import { commentKeyAction } from './comment-keys';
import { COMMENT_TYPES, COMMENT_TYPE_LOOK } from './comment-types';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  type: { maxWidth: '220px' },
  actions: { display: 'flex', justifyContent: 'flex-end', gap: tokens.spacingHorizontalS },
  // The paper plane points the way the text reads.
  mirrored: { transform: 'scaleX(-1)' },
});

export type CommentValues = { content: string; type: CommentType };

const NEW_COMMENT: CommentValues = { content: '', type: CommentType.Normal };

type CommentFormProps = {
  /** The comment being edited, or null to write a new one. The parent re-keys the form when this changes. */
  editing: CommentValues | null;
  /** Queues the comment; the form waits a moment for the server, and keeps the text if it is refused (decision 143). */
  onSubmit: (values: CommentValues) => Promise<OutboxRecord>;
  /** The comment is saved, or left queued on the device. */
  onDone: () => void;
  /** The cancel slot: leaves edit mode, or clears a new comment. */
  onCancel: () => void;
};

/**
 * Writes or edits a negotiation comment (spec sections 2 and 5): a priority (1–4, normal by default) and the
 * text, required. Enter sends; Shift+Enter or Ctrl+Enter adds a line.
 */
export function CommentForm({ editing, onSubmit, onDone, onCancel }: CommentFormProps) {
  const styles = useStyles();
  const { t, i18n } = useLingui();
  const describe = useFieldMessage();
  const { dir } = useFluent();
  const form = useContractForm(negotiationUpdateSchema, editing ?? NEW_COMMENT);
  const { field: content, fieldState: contentState } = useController({ control: form.control, name: 'content' });
  const { field: type } = useController({ control: form.control, name: 'type' });
  const contentError = describe(contentState.error?.message, 'content');
  const contentInput = { name: content.name, value: (content.value as string | undefined) ?? '', onBlur: content.onBlur, ref: content.ref };

  const submitQueued = useQueuedForm(form, {
    onDone: () => {
      if (!editing) form.reset(NEW_COMMENT);
      onDone();
    },
  });
  const submit = form.handleSubmit(async (values) => {
    await submitQueued(onSubmit({ content: values.content, type: values.type }));
  });
  const cancel = () => {
    form.reset(editing ?? NEW_COMMENT);
    onCancel();
  };

  return (
    <form
      className={styles.form}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-label={editing ? t`Edit your comment` : t`Write a comment`}
    >
      <Field className={styles.type} label={t`Priority`} size="small">
        <Select value={String(type.value)} onChange={(_, data) => type.onChange(Number(data.value))} size="small">
          {COMMENT_TYPES.map((value) => (
            <option key={value} value={value}>
              {i18n._(COMMENT_TYPE_LOOK[value].label)}
            </option>
          ))}
        </Select>
      </Field>
      <Field
        label={t`Comment`}
        required
        validationMessage={contentError}
        validationState={contentError ? 'error' : 'none'}
        hint={t`Enter sends. Shift+Enter or Ctrl+Enter adds a new line.`}
      >
        <Textarea
          {...contentInput}
          onChange={(_, data) => content.onChange(data.value)}
          onKeyDown={(event) => {
            const action = commentKeyAction({
              key: event.key,
              shiftKey: event.shiftKey,
              ctrlKey: event.ctrlKey,
              metaKey: event.metaKey,
              altKey: event.altKey,
              isComposing: event.nativeEvent.isComposing,
            });
            if (action === 'default') return;
            event.preventDefault();
            if (action === 'send') {
              void submit();
              return;
            }
            const textarea = event.currentTarget;
            textarea.setRangeText('\n', textarea.selectionStart, textarea.selectionEnd, 'end');
            content.onChange(textarea.value);
          }}
          maxLength={COMMENT_MAX_LENGTH}
          resize="vertical"
          rows={3}
          dir="auto"
          autoFocus={editing !== null}
        />
      </Field>
      <FormRefusal control={form.control} />
      <div className={styles.actions}>
        <Button appearance="secondary" onClick={cancel}>
          <Trans>Cancel</Trans>
        </Button>
        <Button appearance="primary" type="submit" disabled={form.formState.isSubmitting} icon={<SendRegular className={dir === 'rtl' ? styles.mirrored : undefined} />}>
          {editing ? <Trans>Save</Trans> : <Trans>Send</Trans>}
        </Button>
      </div>
    </form>
  );
}
