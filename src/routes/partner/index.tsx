import { Subtitle1, makeStyles, tokens } from '@fluentui/react-components';
import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { PartnerWelcome, partnerProfileQuery } from '@/features/partner-account';
import { PARTNER_NAV_ITEMS } from '@/app/shell/nav-items';
import { SectionTiles } from '@/app/shell/section-tiles';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL, maxWidth: '1600px', minWidth: 0 },
});

/** The partner's home (/partner): a greeting and the sections of the partner portal. */
export const Route = createFileRoute('/partner/')({
  component: PartnerHomePage,
});

function PartnerHomePage() {
  const styles = useStyles();
  const { data: profile } = useQuery(partnerProfileQuery());
  const hasSections = PARTNER_NAV_ITEMS.some((entry) => !entry.exact);
  return (
    <div className={styles.page}>
      <PartnerWelcome profile={profile} />
      {hasSections ? (
        <section aria-labelledby="home-sections">
          <Subtitle1 as="h2" id="home-sections" block style={{ marginBlockEnd: tokens.spacingVerticalM }}>
            <Trans>Where to go</Trans>
          </Subtitle1>
          <SectionTiles items={PARTNER_NAV_ITEMS} />
        </section>
      ) : null}
    </div>
  );
}
