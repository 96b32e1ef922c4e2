import { Caption1, Card, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { BriefcaseRegular, CallRegular, DocumentBulletListRegular, LocationRegular, MailRegular } from '@fluentui/react-icons';
import { Plural, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { Ngo } from '#contract/ngos';
import { useCountryName } from '@/features/reference';
import { OrganisationAvatar } from '@/ui/avatars/avatars';
import { useLinkStyles } from '@/ui/link-styles';
import { emailHref, phoneHref } from './contact-links';
import { ContactLine } from './contact-line';

const useStyles = makeStyles({
  card: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, height: '100%', boxSizing: 'border-box' },
  header: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, minWidth: 0 },
  heading: { display: 'flex', flexDirection: 'column', minWidth: 0 },
  shortcut: { color: tokens.colorNeutralForeground3 },
  contacts: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, margin: 0, padding: 0, listStyleType: 'none' },
  counts: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalL,
    marginBlockStart: 'auto',
    paddingBlockStart: tokens.spacingVerticalS,
    borderBlockStartWidth: tokens.strokeWidthThin,
    borderBlockStartStyle: 'solid',
    borderBlockStartColor: tokens.colorNeutralStroke2,
    color: tokens.colorNeutralForeground2,
  },
  count: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
});

/** An organisation of the /ngos list: who it is, where, how to reach it, and what it has done with the funder. */
export function NgoCard({ ngo }: { ngo: Ngo }) {
  const styles = useStyles();
  const linkStyles = useLinkStyles();
  const { t } = useLingui();
  const countryLabel = useCountryName();
  const country = countryLabel(ngo.country_id, ngo.coun_name);
  const proposals = ngo.proposals_count;
  const projects = ngo.projects_count;
  return (
    <Card className={styles.card}>
      <div className={styles.header}>
        <OrganisationAvatar name={ngo.name} />
        <div className={styles.heading}>
          <Subtitle2 as="h2">
            <Link to="/ngos/$ngoId" params={{ ngoId: ngo.id }} className={linkStyles.link} dir="auto">
              {ngo.name}
            </Link>
          </Subtitle2>
          {ngo.shortcut ? (
            <Caption1 className={styles.shortcut} dir="auto">
              {ngo.shortcut}
            </Caption1>
          ) : null}
        </div>
      </div>
      <ul className={styles.contacts} aria-label={t`Contact details`}>
        {country ? (
          <li>
            <ContactLine icon={<LocationRegular />} text={country} href={null} dir="auto" />
          </li>
        ) : null}
        {ngo.email ? (
          <li>
            <ContactLine icon={<MailRegular />} text={ngo.email} href={emailHref(ngo.email)} />
          </li>
        ) : null}
        {ngo.phone ? (
          <li>
            <ContactLine icon={<CallRegular />} text={ngo.phone} href={phoneHref(ngo.phone)} />
          </li>
        ) : null}
      </ul>
      <div className={styles.counts}>
        <span className={styles.count}>
          <DocumentBulletListRegular aria-hidden />
          <Plural value={proposals} _0="No proposals" one="# proposal" other="# proposals" />
        </span>
        <span className={styles.count}>
          <BriefcaseRegular aria-hidden />
          <Plural value={projects} _0="No projects" one="# project" other="# projects" />
        </span>
      </div>
    </Card>
  );
}
