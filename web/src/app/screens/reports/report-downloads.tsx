import { msg } from '@circles/shared/messages/reports';
import { REPORT_KIND_OF_SERIES } from '@circles/shared/schemas/reports';
import type { PdfReportKind } from '@circles/shared/schemas/pdf';
import { DownloadPdfButton } from '../../../features/pdf/download-pdf-button';
import type { ReportScreenKind } from '../../../features/reports/api/reports';

/** The PDF kind of each report screen (the historic Quality of Life report is titled 'Short'). */
const PDF_KIND: Record<ReportScreenKind, PdfReportKind> = {
  cc: 'cc',
  ccHistoric: 'cc',
  screener: 'screener',
  screenerHistoric: 'screener',
  qoflShort: 'qoflShort',
  qofl: 'qofl',
  qoflHistoric: 'qoflShort',
};

/**
 * A report screen's Download (spec 000 §2): the member's report, or one series instance's for history.
 * `pickedCollectionId` is the series instance of the round the reader picked when it is not the latest
 * (`pickedRoundTarget`): the PDF is then the report as of that round, as the screen shows it.
 */
export function ReportDownloadButton({
  kind,
  id,
  pickedCollectionId,
}: {
  kind: ReportScreenKind;
  id: string;
  pickedCollectionId?: string;
}) {
  const historic = kind.endsWith('Historic');
  return (
    <DownloadPdfButton
      target={{
        report: historic
          ? { kind: PDF_KIND[kind], collectionId: pickedCollectionId ?? id }
          : {
              kind: PDF_KIND[kind],
              userId: id,
              ...(pickedCollectionId ? { collectionId: pickedCollectionId } : {}),
            },
      }}
      label={msg('reports.download')}
    />
  );
}

/**
 * The Download cell of a Completed Reports row (spec 000 §2): that series instance's report, named as a
 * completed report; nothing for a series that feeds no report.
 */
export function CompletedReportDownload({
  collectionId: seriesInstanceId,
  seriesName,
}: {
  collectionId: string;
  seriesName: string;
}) {
  const kind = REPORT_KIND_OF_SERIES[seriesName];
  if (!kind) return null;
  return (
    <DownloadPdfButton
      target={{ report: { kind, collectionId: seriesInstanceId, naming: 'completed' } }}
      label={msg('reports.download')}
      variant="outlined"
      size="small"
    />
  );
}
