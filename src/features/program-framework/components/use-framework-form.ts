import { createElement, type FormEvent, type ReactNode } from 'react';
import type { DefaultValues, FieldValues, Path, UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { issue } from '#contract/messages';
import type { FrameworkInput } from '#contract/program-framework';
import type { OutboxRecord } from '@/offline/outbox';
import { useQueuedForm } from '@/offline/use-queued-form';
import { FormRefusal } from '@/ui/form/form-refusal';
import { useContractForm } from '@/ui/form/use-contract-form';

export type FrameworkFormProps<Item> = {
  /** The item to edit; none to add one. */
  item?: Item | undefined;
  /** Whether another item of the kind already has this code (the server refuses it too: "unique"). */
  isCodeTaken: (code: string) => boolean;
  /**
   * Queues the change; the dialog waits a moment for the server (decision 143): a refusal stays in it with what was
   * typed, anything else closes it (the list shows a change still on its way as pending).
   */
  onSave: (values: FrameworkInput) => Promise<OutboxRecord>;
  onClose: () => void;
};

type Schema = z.ZodType<FieldValues & { code: string | null }, FieldValues>;

/**
 * A framework item's form: the contract's schema checks it before anything is queued, then the reference code is
 * checked against the kind's other items. Bad input leaves the dialog open with the messages and queues nothing.
 */
export function useFrameworkForm<S extends Schema>(
  schema: S,
  defaults: DefaultValues<z.input<S>>,
  { isCodeTaken, onSave, onClose }: Pick<FrameworkFormProps<unknown>, 'isCodeTaken' | 'onSave' | 'onClose'>,
): {
  form: UseFormReturn<z.input<S>, unknown, z.output<S>>;
  submit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  /** FormDialog's props for the wait: busy while the server is asked, and its refusal above the buttons. */
  dialog: { busy: boolean; alert: ReactNode };
} {
  const form = useContractForm(schema, defaults);
  const submitQueued = useQueuedForm(form, { onDone: onClose });
  const submit = form.handleSubmit(async (values) => {
    if (values.code && isCodeTaken(values.code)) {
      form.setError('code' as Path<z.input<S>>, { type: 'unique', message: issue('unique', { field: 'code' }) });
      return;
    }
    // The schema is one of FRAMEWORK_INPUT_SCHEMAS: its output is that kind's input.
    await submitQueued(onSave(values as unknown as FrameworkInput));
  });
  return { form, submit, dialog: { busy: form.formState.isSubmitting, alert: createElement(FormRefusal<z.input<S>, z.output<S>>, { control: form.control }) } };
}

/** A form's text for a nullable answer field. */
export function textOf(value: string | null | undefined): string {
  return value ?? '';
}

/** A form's text for a number or id of the answer (selects and number inputs hold strings). */
export function numberText(value: number | null | undefined): string {
  return value === null || value === undefined ? '' : String(value);
}
