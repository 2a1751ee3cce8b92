import { localName } from '../../../lib/i18n/local-name';
import type { SeriesByTemplate } from '../components/series-by-template';

/** A bar's series name in the reader's language (its French name in French, when it has one). */
export const typeName = (d: SeriesByTemplate): string =>
  localName({ name: d.collectionTemplateName, nameFr: d.collectionTemplateNameFr });
