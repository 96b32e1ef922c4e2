import { makeStyles, tokens } from '@fluentui/react-components';

/** The vertical rhythm shared by the public pages' forms. */
export const useFormLayout = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  actions: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, marginBlockStart: tokens.spacingVerticalS },
  row: { display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: tokens.spacingHorizontalM },
});
