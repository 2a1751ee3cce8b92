import type { ShellMessageKey } from './shell';

/** Application shell texts in French; keys not listed here show in English. */
export const shellFr: Partial<Record<ShellMessageKey, string>> = {
  'shell.subtitle': 'Système « Prendre soin pour être en santé »',
  'shell.menu.dashboard': 'Tableau de bord',
  'shell.menu.myProfile': 'Mon profil',
  'shell.menu.management': 'Gestion',
  'shell.menu.users': 'Utilisateurs',
  'shell.menu.modules': 'Modules',
  'shell.menu.projects': 'Projets',
  'shell.menu.workbooks': 'Cahiers',
  'shell.menu.reports': 'Rapports',
  'shell.menu.audit': "Journal d'audit",
  'shell.account.myProfile': 'Mon profil',
  'shell.account.logout': 'Déconnexion',
  'shell.account.closeMenu': 'Fermer le menu',
  'shell.notFound.title': 'Erreur - 404.',
  'shell.notFound.body': "La page que vous cherchez n'existe pas.",
  'shell.update.available': 'Une nouvelle version est disponible.',
  'shell.update.reload': 'Recharger',
  'shell.update.later': 'Plus tard',
  'shell.offline':
    'Vous êtes hors ligne. Les écrans ne peuvent ni se charger ni enregistrer avant le retour de la connexion.',
};
