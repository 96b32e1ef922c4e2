import {
  Badge,
  Body1,
  Field,
  MessageBar,
  MessageBarBody,
  Select,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { PartnerDueDiligenceLinks, PartnerProposalDueDiligence } from '#contract/partner-proposals';
import { useDateFormatter } from '@/ui/list/format-date';
import { ScrollRegion } from '@/ui/scroll-region';
import { SectionCard } from '@/ui/page-section';
import { calendarDay } from '@/lib/calendar-day';
import { expiryState } from '@/features/proposals';
import { SaveBar } from './editor-fields';
import { useSaveState, type SaveSection } from './editor-save';
import { ATTACHED_BEFORE, currentLinks, documentsFor, isPickable, linksToSend, type DueDiligenceLinks, type DueDiligencePick, type LibraryDocument } from './due-diligence-rules';
import { NO_ISSUES } from './section-issues';

const useStyles = makeStyles({
  muted: { margin: 0, color: tokens.colorNeutralForeground3 },
  expiry: { display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, whiteSpace: 'nowrap' },
  select: { minWidth: '14rem' },
});

type Links = PartnerDueDiligenceLinks['links'];

function pickOf(value: string): DueDiligencePick {
  if (value === '') return null;
  return value === ATTACHED_BEFORE ? ATTACHED_BEFORE : Number(value);
}

export type DueDiligencesFormProps = {
  /** The grant's required due diligences, each with the library document attached so far. */
  required: readonly PartnerProposalDueDiligence[];
  /** The organisation's library (PartnerOrganisation/DueDiligence). */
  library: readonly LibraryDocument[];
  /** The day the page was opened: what has expired is judged against it. */
  today: Date;
  readOnly: boolean;
  onSave: SaveSection<Links>;
};

function ExpiredBadge() {
  return (
    <Badge appearance="filled" color="danger" size="small">
      <Trans>Expired</Trans>
    </Badge>
  );
}

/**
 * Due diligences (issue 13): for each one the grant requires, a document of the organisation's library of that type
 * (or without a type). An expired document is flagged and cannot be picked; new documents are added on the
 * organisation's page.
 */
export function DueDiligencesForm({ required, library, today, readOnly, onSave }: DueDiligencesFormProps) {
  const styles = useStyles();
  const { t } = useLingui();
  const formatDate = useDateFormatter();
  // What the proposal has, as far as this page knows: only what differs from it is sent, so it moves with each save.
  const [initial, setInitial] = useState<DueDiligenceLinks>(() => currentLinks(required));
  const [links, setLinks] = useState<DueDiligenceLinks>(initial);
  const { issues, refusal, busy, save } = useSaveState(async (picks: DueDiligenceLinks) => {
    const names = Object.fromEntries(required.map((item) => [item.due_diligence_id, item.name]));
    const refused = await onSave(linksToSend(picks, initial, library, today, names));
    if (!refused) setInitial(picks);
    return refused;
  }, () => NO_ISSUES);
  const byId = new Map(library.map((document) => [document.id, document]));
  const attached = required.map((item) => {
    const pick = links[item.due_diligence_id] ?? null;
    const document = pick === null ? null : pick === ATTACHED_BEFORE ? item.document : (byId.get(pick) ?? (item.document?.id === pick ? item.document : null));
    return { item, pick, document, expired: document ? !isPickable(document, today) : false };
  });
  const missing = attached.filter((row) => row.document === null || row.expired).length;

  if (required.length === 0) {
    return (
      <SectionCard title={t`Due diligences`}>
        <Body1 as="p" className={styles.muted}>
          <Trans>The grant requires no due diligence.</Trans>
        </Body1>
      </SectionCard>
    );
  }
  return (
    <SectionCard title={t`Due diligences`}>
      {missing > 0 ? (
        <MessageBar intent="warning" layout="multiline">
          <MessageBarBody>
            <Plural
              value={missing}
              one="# required due diligence has no valid document yet. Add documents to your organisation’s library on the organisation page."
              other="# required due diligences have no valid document yet. Add documents to your organisation’s library on the organisation page."
            />
          </MessageBarBody>
        </MessageBar>
      ) : null}
      <ScrollRegion label={t`Due diligences`}>
        <Table size="small" aria-label={t`Due diligences`}>
          <TableHeader>
            <TableRow>
              <TableHeaderCell>
                <Trans>Due diligence</Trans>
              </TableHeaderCell>
              <TableHeaderCell>
                <Trans>Document</Trans>
              </TableHeaderCell>
              <TableHeaderCell>
                <Trans>Expires on</Trans>
              </TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {attached.map(({ item, pick, document, expired }) => (
              <TableRow key={item.due_diligence_id}>
                <TableCell dir="auto">{item.name}</TableCell>
                <TableCell>
                  {readOnly ? (
                    <span dir="auto">{document ? `${document.name} (${document.file_name ?? ''})` : '—'}</span>
                  ) : (
                    <Field>
                      <Select
                        aria-label={t`Document for ${item.name}`}
                        className={styles.select}
                        value={pick === null ? '' : String(pick)}
                        onChange={(_, data) => setLinks({ ...links, [item.due_diligence_id]: pickOf(data.value) })}
                      >
                        <option value="">{t`No document`}</option>
                        {item.document && item.document.id === null ? (
                          <option value={ATTACHED_BEFORE}>{t`${item.document.name} (attached before)`}</option>
                        ) : null}
                        {documentsFor(library, item.name).map((option) => {
                          const pickable = isPickable(option, today);
                          return (
                            <option key={option.id} value={String(option.id)} disabled={!pickable}>
                              {pickable ? `${option.name} – ${option.file_name}` : t`${option.name} – ${option.file_name} (expired)`}
                            </option>
                          );
                        })}
                      </Select>
                    </Field>
                  )}
                </TableCell>
                <TableCell>
                  <span className={styles.expiry}>
                    {document?.expires_on ? formatDate(calendarDay(document.expires_on)) : '—'}
                    {expired ? <ExpiredBadge /> : null}
                    {document && !expired && expiryState(document.expires_on, today) === 'expiresSoon' ? (
                      <Badge appearance="tint" color="warning" size="small">
                        <Trans>Expires soon</Trans>
                      </Badge>
                    ) : null}
                  </span>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </ScrollRegion>
      {readOnly ? null : <SaveBar onSave={() => void save(links)} problems={issues.size} refusal={refusal} busy={busy} />}
    </SectionCard>
  );
}
