import { adviceMessages } from './advice';
import { authMessages } from './auth';
import { dashboardMessages } from './dashboard';
import { kitMessages } from './kit';
import { letterMessages } from './letter';
import { modulesMessages } from './modules';
import { reportsMessages } from './reports';
import { scoringMessages } from './scoring';
import { screenerMessages } from './screener';
import { shellMessages } from './shell';
import { usersMessages } from './users';
import { validationMessages } from './validation';

/**
 * Every area's messages, for checks that keys stay unique across files. To add an area: import its
 * object above and list it here and in `en`.
 */
export const messageAreas = {
  advice: adviceMessages,
  auth: authMessages,
  dashboard: dashboardMessages,
  kit: kitMessages,
  letter: letterMessages,
  modules: modulesMessages,
  reports: reportsMessages,
  scoring: scoringMessages,
  screener: screenerMessages,
  shell: shellMessages,
  users: usersMessages,
  validation: validationMessages,
} as const;

const en = {
  ...adviceMessages,
  ...authMessages,
  ...dashboardMessages,
  ...kitMessages,
  ...letterMessages,
  ...modulesMessages,
  ...reportsMessages,
  ...scoringMessages,
  ...screenerMessages,
  ...shellMessages,
  ...usersMessages,
  ...validationMessages,
} as const;

/** A dotted message name, grouped by area: `auth.login.incorrect`, `shell.notFound.title`, … */
export type MessageKey = keyof typeof en;

/** Supported interface languages. */
export type Locale = 'en' | 'fr';

/** Parameters filled into `{name}` placeholders. */
export type MessageParams = Record<string, string | number>;

// French is partial on purpose: missing entries fall back to English until translated.
const fr: Partial<Record<MessageKey, string>> = {
  'shell.subtitle': 'Système « Prendre soin pour être en santé »',
  'shell.menu.dashboard': 'Tableau de bord',
  'shell.menu.myProfile': 'Mon profil',
  'shell.menu.management': 'Gestion',
  'shell.menu.users': 'Utilisateurs',
  'shell.menu.modules': 'Modules',
  'shell.menu.projects': 'Projets',
  'shell.menu.workbooks': 'Cahiers',
  'shell.menu.reports': 'Rapports',
  'shell.account.myProfile': 'Mon profil',
  'shell.account.logout': 'Déconnexion',
  'shell.account.closeMenu': 'Fermer le menu',
  'shell.notFound.title': 'Erreur - 404.',
  'shell.notFound.body': "La page que vous cherchez n'existe pas.",
  'auth.login.password': 'Mot de passe',
  'validation.required.empty': 'Ne peut pas être vide',
};

/** All texts by locale: English is complete, French is partial. */
export const catalogue: { en: typeof en; fr: Partial<Record<MessageKey, string>> } = { en, fr };

/**
 * The text of a message in the given locale (French falls back to English), with `{name}`
 * placeholders replaced by `params`; placeholders without a parameter are left as they are.
 */
export function msg(key: MessageKey, params?: MessageParams, locale: Locale = 'en'): string {
  const template = (locale === 'fr' ? catalogue.fr[key] : undefined) ?? catalogue.en[key];
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : placeholder,
  );
}

/** Whether a string names a message of the catalogue (for keys that arrive as data). */
export function isMessageKey(key: string): key is MessageKey {
  return Object.hasOwn(catalogue.en, key);
}
