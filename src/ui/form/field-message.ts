import { useLingui } from '@lingui/react';
import { localizeIssue } from '#contract/messages';
import { isLocale } from '#contract/enums';

/**
 * Turns a field's error into text in the current language. Client-side messages are the contract's
 * message keys; server-side ones arrive already in the caller's language and are shown as they are.
 */
export function useFieldMessage(): (message: string | undefined, field: string) => string | undefined {
  const { i18n } = useLingui();
  const locale = isLocale(i18n.locale) ? i18n.locale : 'en';
  return (message, field) => {
    if (!message) return undefined;
    return message.startsWith('{') ? localizeIssue(message, locale, field) : message;
  };
}
