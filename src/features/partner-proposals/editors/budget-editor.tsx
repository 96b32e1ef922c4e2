import { useSection, useSectionSave } from '../api/section-actions';
import { BudgetForm } from './budget-form';
import { useOutboxSave } from './editor-save';
import type { EditorProps } from './editor-props';
import { contentKey } from './content-key';

/** The budget page: lines in the grant's currency, the total within the grant's size range. */
export function BudgetEditor({ proposal, readOnly }: EditorProps) {
  const budget = useSection(proposal.id, 'Budget');
  const save = useOutboxSave(useSectionSave(proposal, 'Budget'));
  return <BudgetForm key={contentKey(budget)} value={budget} symbol={proposal.grant.currency.symbol} range={proposal.grant} readOnly={readOnly} onSave={save} />;
}
