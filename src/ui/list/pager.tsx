import { Button, Select, Text, makeStyles, tokens, useFluent } from '@fluentui/react-components';
import { ChevronLeftRegular, ChevronRightRegular } from '@fluentui/react-icons';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { PAGE_SIZE_OPTIONS, lastPageOf } from './list-search';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
    paddingBlock: tokens.spacingVerticalS,
  },
  group: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
});

type PagerProps = {
  page: number;
  rows: number;
  total: number;
  onChange: (paging: { page: number; rows: number }) => void;
  pageSizes?: readonly number[];
  /** Disables the controls, e.g. while the next page loads. */
  disabled?: boolean;
};

/** Total count, page size and previous/next for a paged list. Changing the size goes back to page 1. */
export function Pager({ page, rows, total, onChange, pageSizes = PAGE_SIZE_OPTIONS, disabled }: PagerProps) {
  const styles = useStyles();
  const { t } = useLingui();
  const { dir } = useFluent();
  const sizeId = useId();
  const lastPage = lastPageOf(total, rows);
  const sizes = pageSizes.includes(rows) ? pageSizes : [...pageSizes, rows].toSorted((a, b) => a - b);
  // Arrows point the way the page reads: "previous" points right in Arabic.
  const PreviousIcon = dir === 'rtl' ? ChevronRightRegular : ChevronLeftRegular;
  const NextIcon = dir === 'rtl' ? ChevronLeftRegular : ChevronRightRegular;
  return (
    <nav className={styles.root} aria-label={t`Pages`}>
      <Text>
        <Plural value={total} _0="No results" one="# result" other="# results" />
      </Text>
      <div className={styles.group}>
        <label htmlFor={sizeId}>
          <Trans>Rows per page</Trans>
        </label>
        <Select
          id={sizeId}
          value={String(rows)}
          disabled={disabled}
          onChange={(_, data) => onChange({ page: 1, rows: Number(data.value) })}
        >
          {sizes.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </Select>
      </div>
      <div className={styles.group}>
        <Button
          appearance="subtle"
          icon={<PreviousIcon />}
          aria-label={t`Previous page`}
          disabled={disabled || page <= 1}
          onClick={() => onChange({ page: Math.min(page - 1, lastPage), rows })}
        />
        <Text aria-live="polite">
          <Trans>
            Page {page} of {lastPage}
          </Trans>
        </Text>
        <Button
          appearance="subtle"
          icon={<NextIcon />}
          aria-label={t`Next page`}
          disabled={disabled || page >= lastPage}
          onClick={() => onChange({ page: page + 1, rows })}
        />
      </div>
    </nav>
  );
}
