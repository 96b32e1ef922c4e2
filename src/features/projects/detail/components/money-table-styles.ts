import { makeStyles, tokens } from '@fluentui/react-components';

/** The money tables of a project's pages (installments, their log, reports, follow-up cards): figures at the end side. */
export const useMoneyTableStyles = makeStyles({
  table: { minWidth: '720px' },
  caption: { captionSide: 'top', textAlign: 'start', color: tokens.colorNeutralForeground3, paddingBlockEnd: tokens.spacingVerticalS },
  number: { textAlign: 'end', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' },
  // A header over figures lines up with them, at the end side.
  numberHeader: { '& .fui-TableHeaderCell__button': { justifyContent: 'flex-end', textAlign: 'end' } },
  totals: { backgroundColor: tokens.colorNeutralBackground2, fontWeight: tokens.fontWeightSemibold },
  locked: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, color: tokens.colorNeutralForeground2 },
  muted: { color: tokens.colorNeutralForeground3 },
});
