import type {
  FrameworkActivity,
  FrameworkIndicator,
  FrameworkItem,
  FrameworkKind,
  FrameworkMonitoring,
  FrameworkObjective,
  FrameworkOutcome,
  FrameworkOutput,
  FrameworkRisk,
  FrameworkVerificationMethod,
} from '#contract/program-framework';
import { ActivityForm } from './activity-form';
import type { LinkedLists } from './framework-rules';
import { IndicatorForm } from './indicator-form';
import { MonitoringForm } from './monitoring-form';
import { ObjectiveForm } from './objective-form';
import { OutcomeForm } from './outcome-form';
import { OutputForm } from './output-form';
import { RiskForm } from './risk-form';
import type { FrameworkFormProps } from './use-framework-form';
import { VerificationMethodForm } from './verification-method-form';

type FrameworkItemDialogProps = FrameworkFormProps<FrameworkItem> & { kind: FrameworkKind; lists: LinkedLists };

/**
 * The add or edit dialog of a kind (600 wide, spec section 9), with the linked lists its pickers offer. Mounted only
 * while open, so each opening starts from the item as shown. `item` is an item of `kind` (the page's own list).
 */
export function FrameworkItemDialog({ kind, item, lists, ...props }: FrameworkItemDialogProps) {
  switch (kind) {
    case 'objective':
      return <ObjectiveForm item={item as FrameworkObjective | undefined} {...props} />;
    case 'outcome':
      return <OutcomeForm item={item as FrameworkOutcome | undefined} objectives={lists.objective ?? []} {...props} />;
    case 'output':
      return <OutputForm item={item as FrameworkOutput | undefined} outcomes={lists.outcome ?? []} {...props} />;
    case 'indicator':
      return (
        <IndicatorForm
          item={item as FrameworkIndicator | undefined}
          outcomes={lists.outcome ?? []}
          outputs={lists.output ?? []}
          methods={lists.verification_method ?? []}
          {...props}
        />
      );
    case 'activity':
      return <ActivityForm item={item as FrameworkActivity | undefined} outputs={lists.output ?? []} {...props} />;
    case 'verification_method':
      return <VerificationMethodForm item={item as FrameworkVerificationMethod | undefined} {...props} />;
    case 'monitoring':
      return <MonitoringForm item={item as FrameworkMonitoring | undefined} {...props} />;
    case 'risk':
      return <RiskForm item={item as FrameworkRisk | undefined} {...props} />;
  }
}
