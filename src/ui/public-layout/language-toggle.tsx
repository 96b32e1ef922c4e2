import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { useLingui } from '@lingui/react/macro';
import { LOCALES, isLocale } from '#contract/enums';
import { activateLocale } from '@/lib/i18n';
import { LANGUAGE_NAMES } from './language-names';

const useStyles = makeStyles({ group: { display: 'inline-flex', gap: tokens.spacingHorizontalXS } });

/** English / العربية: one pressed button per language, each labelled in its own language. */
export function LanguageToggle() {
  const styles = useStyles();
  const { i18n, t } = useLingui();
  const current = isLocale(i18n.locale) ? i18n.locale : 'en';
  return (
    <div role="group" aria-label={t`Language`} className={styles.group}>
      {LOCALES.map((locale) => (
        <Button
          key={locale}
          size="small"
          appearance={locale === current ? 'outline' : 'subtle'}
          aria-pressed={locale === current}
          lang={locale}
          onClick={() => void activateLocale(locale)}
        >
          {LANGUAGE_NAMES[locale]}
        </Button>
      ))}
    </div>
  );
}
