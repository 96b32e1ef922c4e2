import { Badge, Button, Card, Text, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { DocumentAddRegular, DocumentEditRegular } from '@fluentui/react-icons';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { isLocale } from '#contract/enums';
import type { PartnerCall } from '#contract/partner-proposals';
import { Facts } from '@/ui/facts';
import { PageStack, SectionCard, TitledText } from '@/ui/page-section';
import { calendarDay } from '@/lib/calendar-day';
import { formatMoney, formatPercent } from '@/lib/format-money';
import { countryName } from '@/lib/reference-names';
import { refusalText } from '@/offline/outbox-problem';
import { useQueuedSubmit } from '@/offline/submit-queued';
import { RefusalBar } from '@/ui/form/form-refusal';
import { useDateFormatter } from '@/ui/list/format-date';
import { queueApplyToCall, useQueuedApplication } from '../api/apply-to-call';
import { partnerCallQuery } from '../api/get-partner-calls';
import { partnerCallKeys } from '../api/partner-proposal-keys';
import { DaysLeftBadge } from './days-left-badge';

const useStyles = makeStyles({
  header: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  top: { display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
  title: { margin: 0, overflowWrap: 'anywhere' },
  chips: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXS },
  list: { margin: 0, paddingInlineStart: tokens.spacingHorizontalXL },
});

function ApplyButton({ call }: { call: PartnerCall }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { i18n } = useLingui();
  const submit = useQueuedSubmit();
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const queued = useQueuedApplication(call.id);
  if (call.proposal) {
    const proposalId = call.proposal.id;
    return (
      <Button
        appearance="primary"
        icon={<DocumentEditRegular />}
        onClick={() => void navigate({ to: '/partner/proposals/$id/$page', params: { id: proposalId, page: 'cover-page' } })}
      >
        <Trans>Open my proposal</Trans>
      </Button>
    );
  }
  const apply = async () => {
    setBusy(true);
    setRefusal(null);
    const outcome = await submit(queueApplyToCall(call), {
      offlineNotice: msg`You are offline. Your application will be sent when the connection is back; the draft opens once the server has created it.`,
    });
    setBusy(false);
    if (outcome.outcome === 'rejected') {
      setRefusal(refusalText(outcome.entity, outcome.error, i18n, Object.values(outcome.error.fields ?? {}).flat()));
      return;
    }
    // The answer put the new draft on the call (apply-to-call.ts): open it.
    const created = queryClient.getQueryData<PartnerCall>(partnerCallKeys.detail(call.id))?.proposal;
    if (outcome.outcome === 'saved' && created) void navigate({ to: '/partner/proposals/$id/$page', params: { id: created.id, page: 'cover-page' } });
  };
  if (queued) {
    return (
      <Text>
        <Trans>Your application is saved on this device and will be sent when the connection is back.</Trans>
      </Text>
    );
  }
  return (
    <div>
      <Button appearance="primary" icon={<DocumentAddRegular />} disabled={busy || call.days_left < 0} onClick={() => void apply()}>
        <Trans>Apply</Trans>
      </Button>
      {refusal ? <RefusalBar text={refusal} /> : null}
    </div>
  );
}

/**
 * /partner/calls/{grantId} (issue 13 item 4): everything of a call — description, eligibility, size, deadline,
 * initiatives with their shares, objectives, countries, required due diligences — and Apply (or the organisation's
 * proposal on it).
 */
export function CallDetail({ grantId }: { grantId: number }) {
  const styles = useStyles();
  const { t, i18n } = useLingui();
  const locale = isLocale(i18n.locale) ? i18n.locale : 'en';
  const formatDate = useDateFormatter();
  const { data: call } = useSuspenseQuery(partnerCallQuery(grantId));
  const symbol = call.currency.symbol;
  return (
    <PageStack>
      <Card className={styles.header}>
        <div className={styles.top}>
          <Title2 as="h1" className={styles.title} dir="auto">
            {call.title}
          </Title2>
          <ApplyButton call={call} />
        </div>
        <Facts
          facts={[
            { key: 'funder', label: <Trans>Funder</Trans>, value: <span dir="auto">{call.donor.name}</span> },
            {
              key: 'size',
              label: <Trans>Size</Trans>,
              value: `${formatMoney(call.min_size, symbol)} – ${formatMoney(call.max_size, symbol)} (${call.currency.code})`,
            },
            {
              key: 'deadline',
              label: <Trans>Deadline</Trans>,
              value: (
                <>
                  {formatDate(calendarDay(call.deadline))} <DaysLeftBadge deadline={call.deadline} />
                </>
              ),
            },
          ]}
        />
      </Card>
      <SectionCard title={t`About the grant`}>
        <TitledText title={t`Description`} text={call.description} />
        <TitledText title={t`Eligibility`} text={call.eligibility} />
      </SectionCard>
      <SectionCard title={t`Initiatives`}>
        <ul className={styles.list}>
          {call.programs.map((program) => (
            <li key={program.id}>
              <Text dir="auto">{program.title}</Text> — {formatPercent(program.percent)}
            </li>
          ))}
        </ul>
      </SectionCard>
      <SectionCard title={t`Objectives`}>
        <ul className={styles.list}>
          {call.objectives.map((objective) => (
            <li key={objective.id} dir="auto">
              {objective.title}
            </li>
          ))}
        </ul>
      </SectionCard>
      <SectionCard title={t`Countries`}>
        <div className={styles.chips}>
          {call.countries.map((country) => (
            <Badge key={country.id} appearance="tint" shape="rounded">
              {countryName(country, locale)}
            </Badge>
          ))}
        </div>
      </SectionCard>
      <SectionCard title={t`Required due diligences`}>
        <ul className={styles.list}>
          {call.due_diligences.map((item) => (
            <li key={item.id} dir="auto">
              {item.name}
            </li>
          ))}
        </ul>
      </SectionCard>
    </PageStack>
  );
}
