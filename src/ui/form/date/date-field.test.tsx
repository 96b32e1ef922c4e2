import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm, useWatch } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import { formatIsoDate, parseIsoDate } from '@/lib/iso-date';
import { DateField } from './date-field';

type Values = { deadline: string };

let submitted: Values[] = [];

function Form({ initial = '' }: { initial?: string }) {
  const form = useForm<Values>({ defaultValues: { deadline: initial } });
  const value = useWatch({ control: form.control, name: 'deadline' });
  return (
    <form onSubmit={(event) => void form.handleSubmit((values) => void submitted.push(values))(event)}>
      <DateField control={form.control} name="deadline" label="Deadline" required />
      <output aria-label="Stored value">{value}</output>
      <button type="button">Elsewhere</button>
    </form>
  );
}

function renderForm(props: { initial?: string } = {}, { locale = 'en', dir = 'ltr' }: { locale?: 'en' | 'ar'; dir?: 'ltr' | 'rtl' } = {}) {
  i18n.loadAndActivate({ locale, messages: {} });
  return render(
    <I18nProvider i18n={i18n}>
      <FluentProvider theme={webLightTheme} dir={dir}>
        <Form {...props} />
      </FluentProvider>
    </I18nProvider>,
  );
}

/** The picker is loaded on demand: the first test waits for the import. */
const findField = () => screen.findByRole('combobox', { name: /Deadline/ }, { timeout: 10_000 });

const stored = () => screen.getByLabelText('Stored value').textContent;

describe('the shared date field', () => {
  afterEach(() => {
    i18n.loadAndActivate({ locale: 'en', messages: {} });
    submitted = [];
  });

  it('typing 2026-03-01 stores the same text, the label naming the input', async () => {
    const user = userEvent.setup();
    renderForm();
    const input = await findField();
    await user.type(input, '2026-03-01');
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(stored()).toBe('2026-03-01');
    expect((input as HTMLInputElement).value).toBe('2026-03-01');
    expect(screen.queryByText(/Enter the date as YYYY-MM-DD/)).toBeNull();
  });

  it('Enter takes the typed date and sends the form', async () => {
    const user = userEvent.setup();
    renderForm();
    const input = await findField();
    await user.type(input, '2026-03-01{Enter}');
    expect(stored()).toBe('2026-03-01');
    expect(submitted).toEqual([{ deadline: '2026-03-01' }]);
  });

  it('text that is not a YYYY-MM-DD date shows the message and keeps the stored value', async () => {
    const user = userEvent.setup();
    renderForm({ initial: '2026-01-15' });
    const input = await findField();
    expect((input as HTMLInputElement).value).toBe('2026-01-15');
    await user.clear(input);
    await user.type(input, '01/03/2026');
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(screen.getByText('Enter the date as YYYY-MM-DD, for example 2026-03-01.')).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(stored()).toBe('2026-01-15');

    // A day that does not exist is not a date either.
    await user.clear(input);
    await user.type(input, '2026-02-30');
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(screen.getByText('Enter the date as YYYY-MM-DD, for example 2026-03-01.')).toBeTruthy();

    // A right one clears the message.
    await user.clear(input);
    await user.type(input, '2026-02-28');
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(screen.queryByText(/Enter the date as YYYY-MM-DD/)).toBeNull();
    expect(stored()).toBe('2026-02-28');
  });

  it('in Arabic the date shows and is typed as YYYY-MM-DD with Latin digits; the calendar names months in Arabic', async () => {
    const user = userEvent.setup();
    renderForm({ initial: '2026-03-01' }, { locale: 'ar', dir: 'rtl' });
    const input = await findField();
    expect((input as HTMLInputElement).value).toBe('2026-03-01');
    await user.clear(input);
    await user.type(input, '2026-04-05');
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(stored()).toBe('2026-04-05');
    expect((input as HTMLInputElement).value).toBe('2026-04-05');

    // The calendar opens from its icon (the keyboard's way is typing).
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    expect(screen.queryByRole('dialog')).toBeNull();
    const icon = input.parentElement?.querySelector('[role="button"]');
    if (!icon) throw new Error('no calendar icon');
    fireEvent.click(icon);
    const calendar = await screen.findByRole('dialog');
    // April 2026 in Arabic, its year in Latin digits.
    expect(within(calendar).getAllByText(/أبريل|نيسان/).length).toBeGreaterThan(0);
    expect(within(calendar).getAllByText(/2026/).length).toBeGreaterThan(0);
  });
});

describe('YYYY-MM-DD dates', () => {
  it('reads only real days written as YYYY-MM-DD, at local midnight', () => {
    expect(formatIsoDate(parseIsoDate('2026-03-01') as Date)).toBe('2026-03-01');
    expect(parseIsoDate('2026-03-01')?.getHours()).toBe(0);
    expect(parseIsoDate('2026-02-29')).toBeNull();
    expect(parseIsoDate('2024-02-29')).not.toBeNull();
    expect(parseIsoDate('01/03/2026')).toBeNull();
    expect(parseIsoDate('2026-3-1')).toBeNull();
    expect(parseIsoDate('٢٠٢٦-٠٣-٠١')).toBeNull();
  });
});
