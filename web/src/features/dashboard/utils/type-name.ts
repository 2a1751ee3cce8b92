import { localName } from '../../../lib/i18n/local-name';
import type { SurveysByType } from '../components/surveys-by-type';

/** A bar's series name in the reader's language (its French name in French, when it has one). */
export const typeName = (d: SurveysByType): string =>
  localName({ name: d.collectionTemplateName, nameFr: d.collectionTemplateNameFr });
