import { Button, Field, Input, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { installmentAmount } from '#contract/money';
import { formatMoney } from '@/lib/format-money';
import type { InstallmentValues } from './installments-draft';
import { useInstallmentEditor } from './use-installment-editor';

const useStyles = makeStyles({
  root: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalS,
    paddingBlock: tokens.spacingVerticalM,
    paddingInline: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  fields: { display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: tokens.spacingHorizontalM },
  title: { flexGrow: 2, flexBasis: '240px', minWidth: 0 },
  percent: { flexGrow: 1, flexBasis: '140px', maxWidth: '200px' },
  // Lines the button up with the inputs, below their labels.
  button: { marginBlockStart: '26px' },
});

type InstallmentAddFormProps = {
  /** The default title: "installments N", N the next index (spec section 5). */
  defaultTitle: string;
  /** What the other installments leave: the largest percent this one may take. */
  maxPercent: number;
  totalBudget: number;
  currencyCode: string;
  currencySymbol: string;
  onAdd: (values: Omit<InstallmentValues, 'id'>) => void;
};

/** The add form of the installments form: a title and a percent from 1 to what is left. */
export function InstallmentAddForm({ defaultTitle, maxPercent, totalBudget, currencyCode, currencySymbol, onAdd }: InstallmentAddFormProps) {
  const styles = useStyles();
  const { t } = useLingui();
  const headingId = useId();
  const { titleRef, percentRef, titleInput, percentInput, ...editor } = useInstallmentEditor({ title: defaultTitle, percent: '', maxPercent, onSubmit: onAdd });
  const amount = formatMoney(installmentAmount(totalBudget, editor.typedPercent, currencyCode), currencySymbol);
  return (
    <section className={styles.root} aria-labelledby={headingId}>
      <Subtitle2 as="h3" id={headingId}>
        <Trans>Add an installment</Trans>
      </Subtitle2>
      <div className={styles.fields}>
        <Field
          className={styles.title}
          label={t`Title`}
          required
          validationMessage={editor.titleError}
          validationState={editor.titleError ? 'error' : 'none'}
        >
          <Input
            ref={titleRef}
            {...titleInput}
          />
        </Field>
        <Field
          className={styles.percent}
          label={t`Percent`}
          required
          hint={editor.typedPercent > 0 ? t`From 1 to ${maxPercent}%. This one is ${amount}.` : t`From 1 to ${maxPercent}%`}
          validationMessage={editor.percentError}
          validationState={editor.percentError ? 'error' : 'none'}
        >
          <Input
            ref={percentRef}
            {...percentInput}
            type="number"
            inputMode="decimal"
            min={1}
            max={maxPercent}
            contentAfter="%"
          />
        </Field>
        <Button className={styles.button} appearance="secondary" icon={<AddRegular />} onClick={() => void editor.submit()}>
          <Trans>Add installment</Trans>
        </Button>
      </div>
    </section>
  );
}
