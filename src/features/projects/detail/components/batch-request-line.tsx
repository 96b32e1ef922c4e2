import { Text } from '@fluentui/react-components';
import { Trans } from '@lingui/react/macro';
import type { BatchRequest } from '#contract/project-tracking';
import { useDateFormatter } from '@/ui/list/format-date';

/**
 * What really happened before a decision on an installment: who asked for it and when, as its log recorded it (the
 * organisation, or a staff member on its behalf). Nothing is claimed when no request is on record.
 */
export function BatchRequestLine({ requested, organisation }: { requested: BatchRequest | null; organisation: string }) {
  const formatDate = useDateFormatter();
  if (!requested) return null;
  const on = formatDate(requested.at);
  const name = requested.actor.name;
  return (
    <Text>
      {requested.on_behalf ? (
        <Trans>
          <bdi>{name}</bdi> recorded on <bdi>{on}</bdi> that <bdi>{organisation}</bdi> asked for this installment.
        </Trans>
      ) : (
        <Trans>
          <bdi>{name}</bdi> asked for this installment on <bdi>{on}</bdi>.
        </Trans>
      )}
    </Text>
  );
}
