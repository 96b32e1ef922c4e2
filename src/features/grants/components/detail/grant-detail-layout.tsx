import { useLingui } from '@lingui/react/macro';
import { useNavigate, useRouterState } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { CurrentUser } from '#contract/auth';
import { DetailLayout } from '@/ui/page-nav/detail-layout';
import { GrantDetailHeader } from './grant-detail-header';
import { GRANT_SECTION_ICONS } from './grant-section-icons';
import { GRANT_SECTIONS, GRANT_SECTION_LABELS, GRANT_SECTION_PATHS, sectionsNeedingAttention, type GrantSection } from './grant-sections';
import { useShownGrant, useShownValidation } from './use-grant-detail';

/** The grant page the address shows (its last segment); the overview while the index redirects to it. */
function useCurrentGrantSection(): GrantSection {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const last = pathname.split('/').filter(Boolean).at(-1);
  return GRANT_SECTIONS.find((section) => section === last) ?? 'overview';
}

type GrantDetailLayoutProps = {
  grantId: number;
  me: CurrentUser;
  /** After the grant's deletion is queued: the route sends the user back to the list (spec section 4). */
  onDeleted: () => void;
  children: ReactNode;
};

/**
 * The grant layout of spec section 2: header, then the menu of the grant's pages beside the page; the entries of the
 * pages that fix what publishing still lacks have an error border (sectionsNeedingAttention).
 */
export function GrantDetailLayout({ grantId, me, onDeleted, children }: GrantDetailLayoutProps) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { grant } = useShownGrant(grantId);
  const needsAttention = sectionsNeedingAttention(useShownValidation(grant));
  const current = useCurrentGrantSection();
  return (
    <DetailLayout
      header={<GrantDetailHeader grantId={grantId} me={me} onDeleted={onDeleted} />}
      pages={GRANT_SECTIONS}
      labels={GRANT_SECTION_LABELS}
      icons={GRANT_SECTION_ICONS}
      label={t`Grant pages`}
      attention={{ pages: needsAttention, label: t`Needs attention before publishing` }}
      linkTo={(section) => ({ to: GRANT_SECTION_PATHS[section], params: { grantId } })}
      current={current}
      onOpen={(section) => void navigate({ to: GRANT_SECTION_PATHS[section], params: { grantId } })}
    >
      {children}
    </DetailLayout>
  );
}
