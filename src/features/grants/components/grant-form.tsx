import { Button, Dropdown, Field, Option, makeStyles, tokens } from '@fluentui/react-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, type ReactNode } from 'react';
import { useController, type Control, type FieldValues } from 'react-hook-form';
import { isLocale } from '#contract/enums';
import { grantInputSchema, type GrantInput } from '#contract/grants';
import type { ProgramOption } from '#contract/programs';
import type { Country, Currency } from '#contract/reference';
import { ApiError } from '@/lib/api-error';
import { countryName, currencyName } from '@/lib/reference-names';
import type { OutboxError, OutboxRecord } from '@/offline/outbox';
import { showRefusal, useQueuedForm } from '@/offline/use-queued-form';
import { useFieldMessage } from '@/ui/form/field-message';
import { FormRefusal } from '@/ui/form/form-refusal';
import { TextField } from '@/ui/form/text-field';
import { applyServerErrors, useContractForm } from '@/ui/form/use-contract-form';
import type { GrantInputLabels, GrantInputValues } from '../api/grant-overlays';
import { OptionTagPicker } from './option-tag-picker';
import { ProgramsField } from './programs-field';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  sizes: { display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))', gap: tokens.spacingHorizontalM },
  actions: { display: 'flex', justifyContent: 'flex-end', gap: tokens.spacingHorizontalS, paddingBlockStart: tokens.spacingVerticalS },
});

/** An empty grant: the currency and programs the funder usually starts from are filled in by the caller. */
export const EMPTY_GRANT_INPUT: GrantInput = {
  title: '',
  description: '',
  eligibility: '',
  currency_id: 0,
  min_size: '',
  max_size: '',
  programs: [],
  countries: [],
};

export type GrantFormReference = {
  currencies: readonly Currency[] | undefined;
  programs: readonly ProgramOption[] | undefined;
  countries: readonly Country[] | undefined;
};

type GrantFormProps = GrantFormReference & {
  defaultValues: GrantInput;
  /** Field messages of the server's last refusal of this grant (a rejected queued change), shown on the fields. */
  serverFields?: Record<string, string[]> | undefined;
  /** A refused change reopened from Pending changes: the form starts with its refusal shown (decision 145). */
  refusal?: OutboxError | undefined;
  submitLabel: ReactNode;
  onCancel: () => void;
} & (
  | {
      /** Queues the grant (the action hook's promise); the form then waits a moment for the server (decision 143). */
      onQueue: (input: GrantInputValues, labels: GrantInputLabels) => Promise<OutboxRecord>;
      /** The grant is saved, or left queued on the device: the page or dialog goes. A refusal keeps the form. */
      onDone: () => void;
      onSubmit?: never;
      busy?: never;
    }
  | {
      /** The page sends the grant and follows its answer itself. */
      onSubmit: (input: GrantInputValues, labels: GrantInputLabels) => Promise<void> | void;
      /** The change was sent and the page waits for the server's answer: no second submit meanwhile. */
      busy?: boolean;
      onQueue?: never;
      onDone?: never;
    }
);

/** The grant create/edit form, checked with the contract's grantInputSchema (the server's own rules). */
export function GrantForm({
  defaultValues,
  currencies,
  programs,
  countries,
  serverFields,
  refusal,
  onQueue,
  onDone,
  onSubmit,
  busy,
  submitLabel,
  onCancel,
}: GrantFormProps) {
  const styles = useStyles();
  const { t, i18n } = useLingui();
  const form = useContractForm(grantInputSchema, defaultValues);
  const submitQueued = useQueuedForm(form, { onDone: () => onDone?.() });

  useEffect(() => {
    if (serverFields) applyServerErrors(form, new ApiError(400, { Message: '', ModelState: serverFields }, null));
  }, [form, serverFields]);
  // Once, at the start: the refusal of the change being corrected.
  const shownRefusal = useRef(false);
  useEffect(() => {
    if (!refusal || shownRefusal.current) return;
    shownRefusal.current = true;
    showRefusal(form, { entity: 'grant', error: refusal }, i18n);
  }, [form, refusal, i18n]);

  const submit = form.handleSubmit(async (input) => {
    const currency = currencies?.find((item) => item.id === input.currency_id);
    const programTitles = Object.fromEntries((programs ?? []).map((program) => [program.id, program.title]));
    const labels = { currency: currency ? { id: currency.id, name: currency.name, symbol: currency.symbol } : null, programTitles };
    if (onQueue) await submitQueued(onQueue(input, labels));
    else await onSubmit(input, labels);
  });

  return (
    <form className={styles.form} onSubmit={(event) => void submit(event)} noValidate>
      <TextField control={form.control} name="title" label={t`Title`} required autoFocus />
      <TextField control={form.control} name="description" label={t`Description`} multiline />
      <TextField control={form.control} name="eligibility" label={t`Eligibility`} multiline />
      <CurrencyPicker control={form.control} currencies={currencies} />
      <div className={styles.sizes}>
        <TextField control={form.control} name="min_size" label={t`Minimum size`} type="number" required dir="ltr" />
        <TextField control={form.control} name="max_size" label={t`Maximum size`} type="number" required dir="ltr" />
      </div>
      <ProgramsField control={form.control} programs={programs} />
      <CountriesPicker control={form.control} countries={countries} />
      <FormRefusal control={form.control} />
      <div className={styles.actions}>
        <Button appearance="secondary" onClick={onCancel}>
          <Trans>Cancel</Trans>
        </Button>
        <Button appearance="primary" type="submit" disabled={busy || form.formState.isSubmitting}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}

function CurrencyPicker({ control, currencies }: { control: Control<GrantInput, unknown, FieldValues>; currencies: readonly Currency[] | undefined }) {
  const { t, i18n } = useLingui();
  const describe = useFieldMessage();
  const { field: { ref, onBlur, onChange, value }, fieldState } = useController({ control, name: 'currency_id' });
  const locale = isLocale(i18n.locale) ? i18n.locale : 'en';
  const shown = (currency: Currency) => `${currency.symbol} ${currencyName(currency, locale)}`;
  const selected = currencies?.find((currency) => currency.id === Number(value));
  const error = describe(fieldState.error?.message, 'currency_id');
  return (
    <Field label={t`Currency`} required validationMessage={error} validationState={error ? 'error' : 'none'}>
      <Dropdown
        ref={ref}
        value={selected ? shown(selected) : ''}
        placeholder={t`Choose a currency`}
        selectedOptions={selected ? [String(selected.id)] : []}
        onOptionSelect={(_, data) => onChange(Number(data.optionValue))}
        onBlur={onBlur}
      >
        {(currencies ?? []).map((currency) => (
          <Option key={currency.id} value={String(currency.id)} text={shown(currency)}>
            {`${shown(currency)} (${currency.code})`}
          </Option>
        ))}
      </Dropdown>
    </Field>
  );
}

function CountriesPicker({ control, countries }: { control: Control<GrantInput, unknown, FieldValues>; countries: readonly Country[] | undefined }) {
  const { t, i18n } = useLingui();
  const describe = useFieldMessage();
  const { field: { onBlur, onChange, value }, fieldState } = useController({ control, name: 'countries' });
  const locale = isLocale(i18n.locale) ? i18n.locale : 'en';
  const options = (countries ?? [])
    .map((country) => ({ id: country.id, label: countryName(country, locale) }))
    .toSorted((a, b) => a.label.localeCompare(b.label, locale));
  const selected = Array.isArray(value) ? value.map(Number) : [];
  return (
    <OptionTagPicker
      label={t`Countries`}
      required
      options={options}
      selected={selected}
      onChange={(ids) => onChange(ids)}
      onBlur={onBlur}
      error={describe(fieldState.error?.message, 'countries')}
    />
  );
}
