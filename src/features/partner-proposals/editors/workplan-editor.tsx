import { useSection, useSectionSave } from '../api/section-actions';
import { useOutboxSave } from './editor-save';
import type { EditorProps } from './editor-props';
import { WorkplanForm } from './workplan-form';
import { contentKey } from './content-key';

/** The work plan page: the logical framework's activities on the proposal's calendar. */
export function WorkplanEditor({ proposal, readOnly }: EditorProps) {
  const framework = useSection(proposal.id, 'LogicalFramework');
  const plan = useSection(proposal.id, 'Workplans') ?? [];
  const save = useOutboxSave(useSectionSave(proposal, 'Workplans'));
  return (
    <WorkplanForm
      key={contentKey([framework, plan])}
      framework={framework}
      value={plan}
      period={{ start_date: proposal.start_date, end_date: proposal.end_date }}
      readOnly={readOnly}
      onSave={save}
    />
  );
}
