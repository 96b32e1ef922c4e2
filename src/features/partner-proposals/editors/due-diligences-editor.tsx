import { useState } from 'react';
import { useDueDiligenceData, useDueDiligenceLinksSave } from '../api/due-diligence-actions';
import { DueDiligencesForm } from './due-diligences-form';
import { useOutboxSave } from './editor-save';
import type { EditorProps } from './editor-props';

/** The due-diligences page: a library document for each due diligence the grant requires (PUT …/DueDiligence). */
export function DueDiligencesEditor({ proposal, readOnly }: EditorProps) {
  const { required, library } = useDueDiligenceData(proposal.id);
  // The day the page was opened: what is expired does not change while it is read.
  const [today] = useState(() => new Date());
  // The links are sent as a list whose order is not the table's: the server's messages are said above Save.
  const save = useOutboxSave(useDueDiligenceLinksSave(proposal), () => null);
  return <DueDiligencesForm required={required} library={library} today={today} readOnly={readOnly} onSave={save} />;
}
