import { MessageBar, MessageBarBody } from '@fluentui/react-components';

/** The coloured bar around a form's refusal; loaded with the first refusal (form-alert.tsx). */
export function AlertBar({ intent, text }: { intent: 'warning' | 'error'; text: string }) {
  return (
    <MessageBar intent={intent}>
      <MessageBarBody>{text}</MessageBarBody>
    </MessageBar>
  );
}
