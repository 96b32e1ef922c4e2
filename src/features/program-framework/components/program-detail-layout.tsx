import { useLingui } from '@lingui/react/macro';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { DetailLayout } from '@/ui/page-nav/detail-layout';
import { PROGRAM_SECTION_ICONS } from './program-section-icons';
import { PROGRAM_SECTIONS, PROGRAM_SECTION_LABELS, programSectionLink, programSectionOf } from './program-sections';

/** The initiative's pages beside their menu, under its header: the layout of the grant's, proposal's and project's. */
export function ProgramDetailLayout({ programId, header, children }: { programId: number; header: ReactNode; children: ReactNode }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const current = useRouterState({ select: (state) => programSectionOf(state.location.pathname) });
  return (
    <DetailLayout
      header={header}
      pages={PROGRAM_SECTIONS}
      labels={PROGRAM_SECTION_LABELS}
      icons={PROGRAM_SECTION_ICONS}
      label={t`Initiative pages`}
      linkTo={(section) => programSectionLink(programId, section)}
      current={current}
      onOpen={(section) => void navigate(programSectionLink(programId, section))}
    >
      {children}
    </DetailLayout>
  );
}
