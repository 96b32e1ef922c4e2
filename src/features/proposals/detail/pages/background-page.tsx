import { useLingui } from '@lingui/react/macro';
import { useProposalSection } from '../api/use-section';
import { EmptySection, PageStack, SectionCard, TitledText } from '@/ui/page-section';

/** Background (spec section 2): the problem, its context and why this organisation, as titled paragraphs. */
export function BackgroundPage({ proposalId }: { proposalId: number }) {
  const { t } = useLingui();
  const background = useProposalSection(proposalId, 'Background');
  return (
    <PageStack>
      <SectionCard title={t`Background`}>
        {background ? (
          <>
            <TitledText title={t`Problem statement`} text={background.problem_statement} />
            <TitledText title={t`Context`} text={background.context} />
            <TitledText title={t`Justification`} text={background.justification} />
            <TitledText title={t`Previous experience`} text={background.previous_experience} />
            <TitledText title={t`Sustainability`} text={background.sustainability} />
          </>
        ) : (
          <EmptySection />
        )}
      </SectionCard>
    </PageStack>
  );
}
