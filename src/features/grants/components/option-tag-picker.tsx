import {
  Field,
  Tag,
  TagPicker,
  TagPickerControl,
  TagPickerGroup,
  TagPickerInput,
  TagPickerList,
  TagPickerOption,
  useTagPickerFilter,
} from '@fluentui/react-components';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';

export type PickerOption = { id: number; label: string; secondary?: string };

type OptionTagPickerProps = {
  label: string;
  options: readonly PickerOption[];
  selected: readonly number[];
  onChange: (selected: number[]) => void;
  /** Chosen options are shown as tags inside the control; false for pickers whose choices are listed elsewhere. */
  showTags?: boolean;
  required?: boolean;
  error?: string | undefined;
  onBlur?: () => void;
};

/** A searchable multi-select over numeric ids (countries, colleagues), typed text filtering the options. */
export function OptionTagPicker({ label, options, selected, onChange, showTags = true, required, error, onBlur }: OptionTagPickerProps) {
  const { t } = useLingui();
  const [query, setQuery] = useState('');
  const byValue = new Map(options.map((option) => [String(option.id), option]));
  const selectedValues = selected.map(String);
  const children = useTagPickerFilter({
    query,
    options: options.map((option) => String(option.id)),
    noOptionsElement: <TagPickerOption value="no-matches">{t`No matches`}</TagPickerOption>,
    renderOption: (value) => {
      const option = byValue.get(value);
      return (
        <TagPickerOption key={value} value={value} secondaryContent={option?.secondary}>
          {option?.label ?? value}
        </TagPickerOption>
      );
    },
    filter: (value) => {
      const option = byValue.get(value);
      const text = `${option?.label ?? ''} ${option?.secondary ?? ''}`.toLocaleLowerCase();
      return !selectedValues.includes(value) && text.includes(query.trim().toLocaleLowerCase());
    },
  });

  return (
    <Field label={label} required={required} validationMessage={error} validationState={error ? 'error' : 'none'}>
      <TagPicker
        selectedOptions={selectedValues}
        onOptionSelect={(_, data) => {
          if (data.value === 'no-matches') return;
          setQuery('');
          onChange(data.selectedOptions.map(Number).filter((id) => byValue.has(String(id))));
        }}
      >
        <TagPickerControl>
          {showTags ? (
            <TagPickerGroup aria-label={label}>
              {selectedValues.map((value) => (
                <Tag key={value} shape="rounded" value={value}>
                  {byValue.get(value)?.label ?? value}
                </Tag>
              ))}
            </TagPickerGroup>
          ) : null}
          <TagPickerInput aria-label={label} value={query} onChange={(event) => setQuery(event.target.value)} onBlur={onBlur} />
        </TagPickerControl>
        <TagPickerList>{children}</TagPickerList>
      </TagPicker>
    </Field>
  );
}
