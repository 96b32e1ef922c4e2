import { Subtitle1, makeStyles, tokens } from '@fluentui/react-components';
import { Trans } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { currentUserQuery } from '@/features/account/api/current-user';
import { HomeWelcome } from '@/features/account/components/home-welcome';
import { navItemsFor } from '@/ui/shell/nav-items';
import { SectionTiles } from '@/ui/shell/section-tiles';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL, maxWidth: '1100px' },
});

/** Home: a welcome and the sections the user may open. The dashboard widgets come with the projects work. */
export const Route = createFileRoute('/_app/')({
  loader: ({ context }) => context.queryClient.ensureQueryData(currentUserQuery()),
  component: HomePage,
});

function HomePage() {
  const styles = useStyles();
  const { data: me } = useSuspenseQuery(currentUserQuery());
  const hasSections = navItemsFor(me.permissions).some((entry) => entry.path !== '/');
  return (
    <div className={styles.page}>
      <HomeWelcome me={me} />
      {hasSections ? (
        <section aria-labelledby="home-sections">
          <Subtitle1 as="h2" id="home-sections" block style={{ marginBlockEnd: tokens.spacingVerticalM }}>
            <Trans>Where to go</Trans>
          </Subtitle1>
          <SectionTiles permissions={me.permissions} />
        </section>
      ) : null}
    </div>
  );
}
