import { Title2, makeStyles, tokens } from '@fluentui/react-components';
import { Trans } from '@lingui/react/macro';
import { Outlet, createFileRoute } from '@tanstack/react-router';
import { OrganisationTabBar } from '@/features/partner-organisation';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '1200px', minWidth: 0 },
});

/** The partner's organisation (issue 13 item 2): its tabs (organisation-tabs.ts), then the chosen one. */
export const Route = createFileRoute('/partner/organisation')({
  component: OrganisationLayout,
});

function OrganisationLayout() {
  const styles = useStyles();
  return (
    <div className={styles.page}>
      <Title2 as="h1">
        <Trans>Organisation</Trans>
      </Title2>
      <OrganisationTabBar />
      <Outlet />
    </div>
  );
}
