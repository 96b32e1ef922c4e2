import { makeStyles, mergeClasses, tokens, useFluent } from '@fluentui/react-components';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, Outlet, useLocation } from '@tanstack/react-router';
import { useLinkStyles } from '@/ui/link-styles';
import { useGlobalStyles } from '../global-styles';
import { ProductMark } from '../product-mark';
import { LanguageToggle } from './language-toggle';
import { supportMailto } from './support';
import { TermsLink } from './terms-link';

const useStyles = makeStyles({
  page: {
    minHeight: '100vh',
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: tokens.spacingVerticalL,
    padding: `${tokens.spacingVerticalXXL} ${tokens.spacingHorizontalL}`,
    boxSizing: 'border-box',
    backgroundColor: tokens.colorNeutralBackground2,
    backgroundImage: `linear-gradient(160deg, ${tokens.colorBrandBackground2} 0%, ${tokens.colorNeutralBackground2} 55%)`,
  },
  header: { display: 'flex', width: '100%', maxWidth: '440px', justifyContent: 'space-between', alignItems: 'center' },
  card: {
    width: '100%',
    maxWidth: '440px',
    padding: tokens.spacingHorizontalXXL,
    boxSizing: 'border-box',
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusXLarge,
    boxShadow: tokens.shadow16,
  },
  back: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  footer: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    gap: tokens.spacingVerticalS,
    color: tokens.colorNeutralForeground2,
    fontSize: tokens.fontSizeBase200,
    textAlign: 'center',
  },
  links: {
    display: 'flex',
    gap: tokens.spacingHorizontalL,
    flexWrap: 'wrap',
    justifyContent: 'center',
    alignItems: 'baseline',
    '& a, & button': { fontSize: tokens.fontSizeBase300, lineHeight: tokens.lineHeightBase300 },
  },
});

/** The frame of every page reached without a session (spec section 2): a calm background and a centred card. */
export function PublicLayout() {
  useGlobalStyles();
  const styles = useStyles();
  const links = useLinkStyles();
  const { t } = useLingui();
  const { dir } = useFluent();
  const pathname = useLocation({ select: (location) => location.pathname });
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <ProductMark size={36} />
        <LanguageToggle />
      </header>
      <main className={styles.card}>
        <Outlet />
        {pathname === '/login' ? null : (
          <p>
            <Link to="/login" className={mergeClasses(links.link, styles.back)}>
              <span aria-hidden>{dir === 'rtl' ? '→' : '←'}</span>
              <Trans>Back to login</Trans>
            </Link>
          </p>
        )}
      </main>
      <footer className={styles.footer}>
        <span>
          <Trans>Need help? Contact your organisation's administrator.</Trans>
        </span>
        <nav className={styles.links} aria-label={t`About the portal`}>
          <TermsLink />
          <a className={links.link} href={supportMailto(t`Donor Portal: help request`)}>
            <Trans>Contact</Trans>
          </a>
        </nav>
      </footer>
    </div>
  );
}
