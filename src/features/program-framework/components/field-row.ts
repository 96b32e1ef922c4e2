import { makeStyles, tokens } from '@fluentui/react-components';

/** Short fields side by side (unit, baseline, target; start and end; likelihood, impact), wrapping on a narrow dialog. */
export const useFieldRowStyles = makeStyles({
  row: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(160px, 1fr))',
    gap: tokens.spacingHorizontalM,
    alignItems: 'start',
    // Fluent's inputs keep a minimum width of their own; in a grid cell they take the cell's.
    '& > *': { minWidth: 0 },
    '& .fui-Input': { minWidth: 0, width: '100%' },
  },
});
