import { msg } from '@circles/shared/messages/modules';
import { CompletingModuleScreen } from '../../../features/modules/components/module-screens';
import { DownloadPdfButton } from '../../../features/pdf/download-pdf-button';

/**
 * /booklet/:id with its Export Pdf (spec 001 §2.2; issue 12): the module feature's screen, with the PDF
 * feature's button composed in (features never import each other).
 */
export function CompletingModuleWithExport() {
  return (
    <CompletingModuleScreen
      exportPdf={(memberModuleId) => (
        <DownloadPdfButton
          variant="outlined"
          label={msg('modules.exportPdf')}
          target={{ modules: { kind: 'module', memberSurveyId: memberModuleId } }}
          errorTexts={{ failed: msg('modules.error.exportPdf') }}
        />
      )}
    />
  );
}
