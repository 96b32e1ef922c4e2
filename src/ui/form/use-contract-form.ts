import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { ApiError } from '@/lib/api-error';

/**
 * A form bound to one of the contract's schemas: the same rules the server applies, checked before sending.
 * Field messages stay in their wire form (message keys) until shown, so they follow the language.
 */
export function useContractForm<Schema extends z.ZodType<FieldValues, FieldValues>>(
  schema: Schema,
  defaultValues: DefaultValues<z.input<Schema>>,
): UseFormReturn<z.input<Schema>, unknown, z.output<Schema>> {
  return useForm<z.input<Schema>, unknown, z.output<Schema>>({
    resolver: zodResolver(schema),
    defaultValues,
    // Checked first at submit, then as the user corrects. Checking a field when it loses focus made its message
    // appear while the pointer was pressing the submit button: the form moved, the click was lost, and the other
    // messages came only at a second submit.
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
}

/**
 * Puts the server's per-field messages (a 400's ModelState) on the form's fields. Answers true when the
 * error was shown this way, so the caller need not toast it as well.
 */
export function applyServerErrors<Values extends FieldValues>(form: UseFormReturn<Values, unknown, FieldValues>, error: unknown): boolean {
  if (!(error instanceof ApiError) || !error.body.ModelState) return false;
  const known = Object.keys(form.getValues());
  let applied = false;
  for (const [field, messages] of Object.entries(error.body.ModelState)) {
    if (!known.includes(field) || !messages[0]) continue;
    form.setError(field as Path<Values>, { type: 'server', message: messages[0] });
    applied = true;
  }
  return applied;
}
