import { useQuery } from '@tanstack/react-query';
import { partnerCallQuery } from '../api/get-partner-calls';
import { useSection, useSectionSave } from '../api/section-actions';
import { useOutboxSave } from './editor-save';
import type { EditorProps } from './editor-props';
import { LogicalFrameworkForm } from './logical-framework-form';
import { EMPTY_FRAMEWORK } from './logical-framework-rules';
import { contentKey } from './content-key';

/**
 * The logical framework page. The grant's objectives come with the call (GET PartnerCall/{grantId}); until it is
 * read (offline, never opened) the objectives the proposal already names are the choices.
 */
export function LogicalFrameworkEditor({ proposal, readOnly }: EditorProps) {
  const framework = useSection(proposal.id, 'LogicalFramework') ?? EMPTY_FRAMEWORK;
  const { data: call } = useQuery(partnerCallQuery(proposal.grant.id));
  const save = useOutboxSave(useSectionSave(proposal, 'LogicalFramework'));
  return <LogicalFrameworkForm key={contentKey(framework)} value={framework} grantObjectives={call?.objectives ?? framework.grant_objectives} readOnly={readOnly} onSave={save} />;
}
