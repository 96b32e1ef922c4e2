import { makeStyles, tokens } from '@fluentui/react-components';
import { Outlet, createFileRoute } from '@tanstack/react-router';
import { SettingsNav } from './settings/-components/settings-nav';
import { settingsMenuFor } from './settings/-components/settings-pages';

const useStyles = makeStyles({
  layout: {
    display: 'grid',
    gap: tokens.spacingHorizontalXXL,
    gridTemplateColumns: '220px minmax(0, 1fr)',
    alignItems: 'start',
    '@media (max-width: 768px)': { gridTemplateColumns: 'minmax(0, 1fr)' },
  },
});

/** The settings layout (spec section 2): a side list of the settings pages the user may open, then the page. */
export const Route = createFileRoute('/_app/settings')({
  component: SettingsLayout,
});

function SettingsLayout() {
  const styles = useStyles();
  const { knownPermissions } = Route.useRouteContext();
  return (
    <div className={styles.layout}>
      <SettingsNav groups={settingsMenuFor(knownPermissions)} />
      <div>
        <Outlet />
      </div>
    </div>
  );
}
