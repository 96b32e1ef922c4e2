import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useLinkStyles } from '@/ui/link-styles';
import { useLingui } from '@lingui/react/macro';
import { LOCALES, isLocale } from '#contract/enums';
import { activateLocale } from '@/lib/i18n';
import { LANGUAGE_NAMES } from './language-names';

const useStyles = makeStyles({
  group: { display: 'inline-flex', gap: tokens.spacingHorizontalM },
  current: { color: tokens.colorNeutralForeground1, fontWeight: tokens.fontWeightSemibold, cursor: 'default', ':hover': { textDecorationLine: 'none', color: tokens.colorNeutralForeground1 } },
});

/** English / العربية: one pressed button per language, each labelled in its own language. */
export function LanguageToggle() {
  const styles = useStyles();
  const links = useLinkStyles();
  const { i18n, t } = useLingui();
  const current = isLocale(i18n.locale) ? i18n.locale : 'en';
  return (
    <div role="group" aria-label={t`Language`} className={styles.group}>
      {LOCALES.map((locale) => (
        <button
          type="button"
          key={locale}
          className={mergeClasses(links.link, links.button, locale === current ? styles.current : undefined)}
          aria-pressed={locale === current}
          lang={locale}
          onClick={() => void activateLocale(locale)}
        >
          {LANGUAGE_NAMES[locale]}
        </button>
      ))}
    </div>
  );
}
