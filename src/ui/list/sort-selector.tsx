import { Button, Dropdown, Option, Tooltip, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowSortDownLinesRegular, ArrowSortUpLinesRegular } from '@fluentui/react-icons';
import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';

const useStyles = makeStyles({
  root: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  dropdown: { minWidth: '160px' },
});

export type SortOption<Column extends string> = { value: Column; label: string };

type SortSelectorProps<Column extends string> = {
  options: readonly SortOption<Column>[];
  orderBy: Column;
  isDesc: boolean;
  onChange: (sort: { order_by: Column; is_desc: boolean }) => void;
};

/** Sort by a column, ascending or descending: the `order_by` and `is_desc` of the paging query. */
export function SortSelector<Column extends string>({ options, orderBy, isDesc, onChange }: SortSelectorProps<Column>) {
  const styles = useStyles();
  const { t } = useLingui();
  const labelId = useId();
  const selected = options.find((option) => option.value === orderBy);
  const directionLabel = isDesc ? t`Descending` : t`Ascending`;
  return (
    <div className={styles.root}>
      <span id={labelId} hidden>
        {t`Sort by`}
      </span>
      <Dropdown
        className={styles.dropdown}
        aria-labelledby={labelId}
        value={selected ? t`Sort by: ${selected.label}` : ''}
        selectedOptions={[orderBy]}
        onOptionSelect={(_, data) => {
          const column = options.find((option) => option.value === data.optionValue);
          if (column) onChange({ order_by: column.value, is_desc: isDesc });
        }}
      >
        {options.map((option) => (
          <Option key={option.value} value={option.value}>
            {option.label}
          </Option>
        ))}
      </Dropdown>
      <Tooltip content={directionLabel} relationship="label">
        <Button
          appearance="subtle"
          icon={isDesc ? <ArrowSortDownLinesRegular /> : <ArrowSortUpLinesRegular />}
          aria-pressed={isDesc}
          onClick={() => onChange({ order_by: orderBy, is_desc: !isDesc })}
        />
      </Tooltip>
    </div>
  );
}
