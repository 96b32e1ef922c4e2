import { useRisks, useRisksSave } from '../api/risk-actions';
import { useOutboxSave } from './editor-save';
import type { EditorProps } from './editor-props';
import { RiskAnalysisForm } from './risk-analysis-form';
import { contentKey } from './content-key';

/** The risk analysis page: the register, saved whole (PUT …/RisksAnalysis). */
export function RiskAnalysisEditor({ proposal, readOnly }: EditorProps) {
  const risks = useRisks(proposal.id);
  const save = useOutboxSave(useRisksSave(proposal));
  return <RiskAnalysisForm key={contentKey(risks)} value={risks} readOnly={readOnly} onSave={save} />;
}
