import { Body1, Card, CardHeader, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { DocumentBulletListRegular } from '@fluentui/react-icons';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { GrantStatus } from '#contract/enums';
import { useShownGrant } from './use-grant-detail';

const useStyles = makeStyles({
  body: { display: 'flex', alignItems: 'flex-start', gap: tokens.spacingHorizontalM },
  icon: { fontSize: '32px', color: tokens.colorBrandForeground1, flexShrink: 0 },
  text: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, margin: 0 },
});

/**
 * The grant's proposals. Listing and working on them arrives with the proposals issue; until then the page
 * says how many the grant has received and where they will appear, and shows nothing it does not know.
 */
export function GrantProposalsPage({ grantId }: { grantId: number }) {
  const styles = useStyles();
  const { t } = useLingui();
  const { grant } = useShownGrant(grantId);
  const count = grant.proposals_count;
  return (
    <Card>
      <CardHeader header={<Subtitle2 as="h2">{t`Proposals`}</Subtitle2>} />
      <div className={styles.body}>
        <DocumentBulletListRegular className={styles.icon} aria-hidden />
        <div className={styles.text}>
          <Subtitle2 as="p">
            <Plural value={count} _0="No proposal received yet" one="# proposal received" other="# proposals received" />
          </Subtitle2>
          <Body1 as="p">
            <Trans>Proposals submitted by partner organisations for this grant are listed here once received.</Trans>
          </Body1>
          {grant.status === GrantStatus.Draft ? (
            <Body1 as="p">
              <Trans>Organisations can apply once the grant is published with a deadline.</Trans>
            </Body1>
          ) : null}
        </div>
      </div>
    </Card>
  );
}
