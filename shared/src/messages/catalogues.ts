import { adviceEn } from './advice.en';
import { adviceFr } from './advice.fr';
import { auditEn } from './audit.en';
import { auditFr } from './audit.fr';
import { authEn } from './auth.en';
import { authFr } from './auth.fr';
import { dashboardEn } from './dashboard.en';
import { dashboardFr } from './dashboard.fr';
import { exportsEn } from './exports.en';
import { exportsFr } from './exports.fr';
import { kitEn } from './kit.en';
import { kitFr } from './kit.fr';
import { leadsEn } from './leads.en';
import { leadsFr } from './leads.fr';
import { letterEn } from './letter.en';
import { letterFr } from './letter.fr';
import { modulesEn } from './modules.en';
import { modulesFr } from './modules.fr';
import { followupsEn } from './followups.en';
import { followupsFr } from './followups.fr';
import { pdfEn } from './pdf.en';
import { pdfFr } from './pdf.fr';
import { reportsEn } from './reports.en';
import { reportsFr } from './reports.fr';
import { researchEn } from './research.en';
import { researchFr } from './research.fr';
import { scoringEn } from './scoring.en';
import { scoringFr } from './scoring.fr';
import { screenerEn } from './screener.en';
import { screenerFr } from './screener.fr';
import { shellEn } from './shell.en';
import { shellFr } from './shell.fr';
import { usersEn } from './users.en';
import { usersFr } from './users.fr';
import { validationEn } from './validation.en';
import { validationFr } from './validation.fr';

type Table = Readonly<Record<string, string>>;

/**
 * Every area's English and French tables (issue 25). A new `<area>.en.ts` must be added here
 * (test/unit/french-catalogue-files.test.ts fails until it is). Read by the parity test and by the
 * e2e check that a screen in French shows no English text of the catalogue; never by a bundle.
 */
export const CATALOGUES: Record<string, { en: Table; fr: Table }> = {
  advice: { en: adviceEn, fr: adviceFr },
  audit: { en: auditEn, fr: auditFr },
  auth: { en: authEn, fr: authFr },
  dashboard: { en: dashboardEn, fr: dashboardFr },
  exports: { en: exportsEn, fr: exportsFr },
  followups: { en: followupsEn, fr: followupsFr },
  kit: { en: kitEn, fr: kitFr },
  leads: { en: leadsEn, fr: leadsFr },
  letter: { en: letterEn, fr: letterFr },
  modules: { en: modulesEn, fr: modulesFr },
  pdf: { en: pdfEn, fr: pdfFr },
  reports: { en: reportsEn, fr: reportsFr },
  research: { en: researchEn, fr: researchFr },
  scoring: { en: scoringEn, fr: scoringFr },
  screener: { en: screenerEn, fr: screenerFr },
  shell: { en: shellEn, fr: shellFr },
  users: { en: usersEn, fr: usersFr },
  validation: { en: validationEn, fr: validationFr },
};
