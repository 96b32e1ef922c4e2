import { MessageBar, MessageBarBody, makeStyles } from '@fluentui/react-components';
import { useFormState, type Control, type FieldValues } from 'react-hook-form';

/** Where a form keeps the server's refusal that belongs to none of its fields (react-hook-form clears it on submit). */
export const SERVER_REFUSAL = 'root.server';

/**
 * The server's refusal of a queued change that no field of the form could show (decision 143), above the form's
 * buttons and announced to screen readers; the fields show their own messages.
 */
export function FormRefusal<Values extends FieldValues, Output extends FieldValues = Values>({ control }: { control: Control<Values, unknown, Output> }) {
  const { errors } = useFormState<Values, Output>({ control });
  const text = errors.root?.server?.message;
  return text ? <RefusalBar text={text} /> : null;
}

// A whole line of its own, also in a form laid out as a wrapping row (an inline add form).
const useStyles = makeStyles({ bar: { flexBasis: '100%' } });

/** The bar itself, for forms kept without react-hook-form (the agreement and installments dialogs). */
export function RefusalBar({ text }: { text: string }) {
  const styles = useStyles();
  return (
    <div role="alert" className={styles.bar}>
      <MessageBar intent="error" layout="multiline">
        <MessageBarBody>{text}</MessageBarBody>
      </MessageBar>
    </div>
  );
}
