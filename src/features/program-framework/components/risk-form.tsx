import { Field, Switch } from '@fluentui/react-components';
import { useLingui } from '@lingui/react/macro';
import { useController, useWatch } from 'react-hook-form';
import { RESPONSE_STRATEGIES, RISK_CATEGORIES, RiskImpact, RiskLikelihood } from '#contract/enums';
import { riskFigures, riskInputSchema, type FrameworkRisk } from '#contract/program-framework';
import {
  RESPONSE_STRATEGY_LABELS,
  RISK_CATEGORY_LABELS,
  RISK_IMPACT_LABELS,
  RISK_LIKELIHOOD_LABELS,
} from '@/features/proposals';
import { RiskLevelChip } from '@/features/proposals';
import { FormDialog } from '@/ui/dialogs/form-dialog';
import { TextField } from '@/ui/form/text-field';
import { ChoiceField } from './choice-field';
import { useFieldRowStyles } from './field-row';
import { KIND_TEXTS } from './framework-labels';
import { textOf, useFrameworkForm, type FrameworkFormProps } from './use-framework-form';

const LIKELIHOODS = Object.values(RiskLikelihood);
const IMPACTS = Object.values(RiskImpact);

/**
 * Add or edit a risk of the initiative with the enumerations of spec section 3; its level (likelihood × impact) is
 * shown as it is chosen, as the server will derive it.
 */
export function RiskForm({ item, ...props }: FrameworkFormProps<FrameworkRisk>) {
  const styles = useFieldRowStyles();
  const { t, i18n } = useLingui();
  const { form, submit, dialog } = useFrameworkForm(
    riskInputSchema,
    {
      code: textOf(item?.code),
      title: item?.title ?? '',
      description: textOf(item?.description),
      category: item?.category,
      likelihood: String(item?.likelihood ?? RiskLikelihood.Unset),
      impact: String(item?.impact ?? RiskImpact.Unset),
      response_strategy: item?.response_strategy,
      mitigation: item?.mitigation ?? '',
      owner: textOf(item?.owner),
      isMaterialized: item?.isMaterialized ?? false,
    },
    props,
  );
  const [likelihood, impact] = useWatch({ control: form.control, name: ['likelihood', 'impact'] });
  const { level } = riskFigures(Number(likelihood) || 0, Number(impact) || 0);
  const materialized = useController({ control: form.control, name: 'isMaterialized' });
  return (
    <FormDialog title={i18n._(item ? KIND_TEXTS.risk.edit : KIND_TEXTS.risk.add)} onSubmit={submit} onClose={props.onClose} worksOffline {...dialog}>
      <TextField control={form.control} name="code" label={t`Code`} dir="auto" />
      <TextField control={form.control} name="title" label={t`Title`} required dir="auto" />
      <ChoiceField
        control={form.control}
        name="category"
        label={t`Category`}
        required
        placeholder=""
        choices={RISK_CATEGORIES.map((category) => ({ value: category, label: i18n._(RISK_CATEGORY_LABELS[category]) }))}
      />
      <div className={styles.row}>
        <ChoiceField
          control={form.control}
          name="likelihood"
          label={t`Likelihood`}
          choices={LIKELIHOODS.map((value) => ({ value: String(value), label: i18n._(RISK_LIKELIHOOD_LABELS[value]) }))}
        />
        <ChoiceField
          control={form.control}
          name="impact"
          label={t`Impact`}
          choices={IMPACTS.map((value) => ({ value: String(value), label: i18n._(RISK_IMPACT_LABELS[value]) }))}
        />
        <Field label={t`Risk level`}>
          <span role="status">
            <RiskLevelChip level={level} />
          </span>
        </Field>
      </div>
      <ChoiceField
        control={form.control}
        name="response_strategy"
        label={t`Response strategy`}
        required
        placeholder=""
        choices={RESPONSE_STRATEGIES.map((strategy) => ({ value: strategy, label: i18n._(RESPONSE_STRATEGY_LABELS[strategy]) }))}
      />
      <TextField control={form.control} name="mitigation" label={t`Mitigation measures`} required multiline dir="auto" />
      <TextField control={form.control} name="owner" label={t`Risk owner`} dir="auto" />
      <Switch
        label={t`The risk has materialised`}
        checked={materialized.field.value === true}
        onChange={(_, data) => materialized.field.onChange(data.checked)}
      />
      <TextField control={form.control} name="description" label={t`Description`} multiline dir="auto" />
    </FormDialog>
  );
}
