import { Body1, Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { GrantProgram } from '#contract/grants';
import { SectionLoadError } from '@/ui/list/section-load-error';
import { grantProgramObjectivesQuery } from '../../api/program-objectives-list';

const useStyles = makeStyles({
  programs: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, margin: 0, padding: 0, listStyleType: 'none' },
  program: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  name: { fontWeight: tokens.fontWeightSemibold },
  objectives: { margin: 0, paddingInlineStart: tokens.spacingHorizontalXL },
  muted: { color: tokens.colorNeutralForeground3 },
});

/** Under the targeted programs: each program's own objectives, which the grant's proposals also answer to. */
export function GrantProgramObjectives({ grantId, programs }: { grantId: number; programs: readonly GrantProgram[] }) {
  const styles = useStyles();
  const objectives = useQuery(grantProgramObjectivesQuery(grantId));
  if (programs.length === 0) return null;
  if (!objectives.data) return objectives.isError ? <SectionLoadError error={objectives.error} /> : null;
  const all = objectives.data;
  return (
    <section aria-labelledby={`program-objectives-${grantId}`}>
      <Body1 as="h3" id={`program-objectives-${grantId}`} className={styles.name}>
        <Trans>Objectives of the targeted programs</Trans>
      </Body1>
      <ul className={styles.programs}>
        {programs.map((program) => {
          const own = all.filter((objective) => objective.program_id === program.programId);
          return (
            <li key={program.id} className={styles.program}>
              <Body1 dir="auto">{program.title}</Body1>
              {own.length === 0 ? (
                <Caption1 className={styles.muted}>
                  <Trans>This program has no objectives yet.</Trans>
                </Caption1>
              ) : (
                <ul className={styles.objectives}>
                  {own.map((objective) => (
                    <li key={objective.id} dir="auto">
                      {objective.title}
                    </li>
                  ))}
                </ul>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
