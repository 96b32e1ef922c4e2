import { useLingui } from '@lingui/react/macro';
import { useProposalSection } from '../api/use-section';
import { EmptySection, PageStack, SectionCard, TitledText } from '@/ui/page-section';

/** Other information (spec section 2): cross-cutting themes and how the project ends. */
export function OtherInfoPage({ proposalId }: { proposalId: number }) {
  const { t } = useLingui();
  const info = useProposalSection(proposalId, 'OtherInfo');
  return (
    <PageStack>
      <SectionCard title={t`Other information`}>
        {info ? (
          <>
            <TitledText title={t`Gender`} text={info.gender} />
            <TitledText title={t`Environment`} text={info.environment} />
            <TitledText title={t`Protection`} text={info.protection} />
            <TitledText title={t`Exit strategy`} text={info.exit_strategy} />
            <TitledText title={t`Additional information`} text={info.additional} />
          </>
        ) : (
          <EmptySection />
        )}
      </SectionCard>
    </PageStack>
  );
}
