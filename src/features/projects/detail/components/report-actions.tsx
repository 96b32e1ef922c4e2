import { Button } from '@fluentui/react-components';
import { ArrowDownloadRegular, PrintRegular } from '@fluentui/react-icons';
import { Trans } from '@lingui/react/macro';
import { OnlineButton } from '@/ui/list/online-button';

/**
 * Print (the browser's dialog; the print stylesheet keeps only the report) and Export to Excel (the server builds the
 * workbook, so it needs a connection).
 */
export function ReportActions({ exporting, onExport }: { exporting: boolean; onExport: () => void }) {
  return (
    <>
      <Button icon={<PrintRegular />} onClick={() => window.print()}>
        <Trans>Print</Trans>
      </Button>
      <OnlineButton appearance="primary" icon={<ArrowDownloadRegular />} disabled={exporting} onClick={onExport}>
        {exporting ? <Trans>Exporting…</Trans> : <Trans>Export to Excel</Trans>}
      </OnlineButton>
    </>
  );
}
