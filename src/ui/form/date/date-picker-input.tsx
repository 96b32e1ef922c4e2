/**
 * Fluent's DatePicker set up for the portal's dates (decision 174): it shows and takes 'YYYY-MM-DD' in both
 * languages, typed or picked, with the calendar's month and day names and labels in the reader's language. Loaded
 * on demand by DateField (date-field.tsx), so the picker and its calendar stay out of the start bundles.
 */
import { DatePicker, type CalendarStrings } from '@fluentui/react-datepicker-compat';
import { useLingui } from '@lingui/react/macro';
import { useMemo, type KeyboardEvent, type Ref } from 'react';
import { formatIsoDate, parseIsoDate } from '@/lib/iso-date';

export type DatePickerInputProps = {
  name: string;
  /** The stored value: 'YYYY-MM-DD', or '' for none. */
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  inputRef?: Ref<HTMLInputElement>;
  /** The first and last days the calendar offers ('YYYY-MM-DD'). A typed date outside them is left to the form's rules. */
  min?: string | undefined;
  max?: string | undefined;
  autoFocus?: boolean | undefined;
  /** Told whether the text typed last is not a date (it is then put back to the stored value). */
  onInvalidText: (invalid: boolean) => void;
};

const formatDate = (date?: Date): string => (date ? formatIsoDate(date) : '');
const parseDate = (text: string): Date | null => parseIsoDate(text);

/** Month and day names from Intl in the reader's language (Arabic: Latin digits, decision 140). */
function calendarNames(locale: string) {
  const intlLocale = locale === 'ar' ? 'ar-u-nu-latn' : 'en';
  const month = (style: 'long' | 'short') => {
    const format = new Intl.DateTimeFormat(intlLocale, { month: style });
    return Array.from({ length: 12 }, (_, index) => format.format(new Date(2024, index, 1)));
  };
  // 2024-01-07 was a Sunday: the calendar's arrays start on Sunday whatever the first day of the week.
  const weekday = (style: 'long' | 'narrow') => {
    const format = new Intl.DateTimeFormat(intlLocale, { weekday: style });
    return Array.from({ length: 7 }, (_, index) => format.format(new Date(2024, 0, 7 + index)));
  };
  return { months: month('long'), shortMonths: month('short'), days: weekday('long'), shortDays: weekday('narrow') };
}

function useCalendarStrings(): CalendarStrings {
  const { t, i18n } = useLingui();
  const locale = i18n.locale;
  return useMemo(() => {
    // Fluent fills in "{0}"; written in the message itself, Lingui would take it for one of its own placeholders.
    const slot = '{0}';
    return {
      ...calendarNames(locale),
      goToToday: t`Go to today`,
      prevMonthAriaLabel: t`Go to the previous month`,
      nextMonthAriaLabel: t`Go to the next month`,
      prevYearAriaLabel: t`Go to the previous year`,
      nextYearAriaLabel: t`Go to the next year`,
      prevYearRangeAriaLabel: t`Previous years`,
      nextYearRangeAriaLabel: t`Next years`,
      closeButtonAriaLabel: t`Close the calendar`,
      selectedDateFormatString: t`Selected date ${slot}`,
      todayDateFormatString: t`Today's date ${slot}`,
      monthPickerHeaderAriaLabel: t`${slot}, change the year`,
      yearPickerHeaderAriaLabel: t`${slot}, change the month`,
      weekNumberFormatString: t`Week number ${slot}`,
      dayMarkedAriaLabel: t`marked`,
    };
    // `t` changes with the language, as `locale` does.
  }, [locale, t]);
}

/**
 * The keyboard's way is typing. Inside a modal dialog (every form with a date is one) Fluent's calendar popup does
 * not get the focus, which falls to the page: so the Down arrow does not open it, and Enter takes the typed date and
 * sends the form, as in any other text field. The calendar opens from its icon.
 */
function typingKeys(event: KeyboardEvent<HTMLElement>) {
  const input = event.target;
  if (!(input instanceof HTMLInputElement)) return;
  if (event.key === 'ArrowDown') {
    event.stopPropagation();
  } else if (event.key === 'Enter') {
    event.stopPropagation();
    event.preventDefault();
    // Leaving the text is when the picker reads it (and says when it is not a date).
    input.blur();
    input.focus();
    if (input.value === '' || parseIsoDate(input.value)) input.form?.requestSubmit();
  }
}

export function DatePickerInput({ name, value, onChange, onBlur, inputRef, min, max, autoFocus, onInvalidText }: DatePickerInputProps) {
  const { t } = useLingui();
  const strings = useCalendarStrings();
  const selected = parseIsoDate(value);
  // The bounds go to the calendar only: given to the picker itself, a typed date outside them would be refused
  // silently; the form's rules refuse it with their own message (and the server's, naming the bound).
  const calendar = useMemo(
    () => ({
      minDate: min ? (parseIsoDate(min) ?? undefined) : undefined,
      maxDate: max ? (parseIsoDate(max) ?? undefined) : undefined,
    }),
    [min, max],
  );
  return (
    <DatePicker
      name={name}
      ref={inputRef}
      autoFocus={autoFocus}
      value={selected}
      allowTextInput
      // A click puts the caret in the text to type a date; the calendar opens from its icon, Down arrow or Enter.
      openOnClick={false}
      disableAutoFocus
      formatDate={formatDate}
      parseDateFromString={parseDate}
      placeholder="YYYY-MM-DD"
      strings={strings}
      calendar={calendar}
      popupSurface={{ 'aria-label': t`Calendar` }}
      onSelectDate={(date) => onChange(date ? formatIsoDate(date) : '')}
      onValidationResult={({ error }) => onInvalidText(error === 'invalid-input')}
      onBlur={onBlur}
      root={{ onKeyDownCapture: typingKeys }}
    />
  );
}
