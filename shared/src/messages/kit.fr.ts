import type { KitMessageKey } from './kit';

/** The screen kit in French: every key of `kit.en.ts`, in the same order (see GLOSSARY.fr.md). */
export const kitFr: Record<KitMessageKey, string> = {
  'kit.table.filterField': 'Chercher dans',
  'kit.table.search': 'Chercher',
  'kit.nameFr': 'Nom en français',
  'kit.nameFr.help':
    'Affiché aux personnes qui lisent en français. Laissez vide pour afficher le nom ci-dessus.',
  'kit.frenchMissing': 'Français manquant',
  'kit.table.filterAll': 'Tous',
  'kit.table.filterList': 'Filtrer la liste',
  'kit.table.dense': 'Affichage compact',
  'kit.table.rowsPerPage': 'Lignes par page :',
  'kit.table.displayedRows': '{from}–{to} sur {count}',
  'kit.table.displayedRowsMore': '{from}–{to} sur plus de {to}',
  'kit.table.selected': '{n} sélectionné(s)',
  'kit.table.selectAll': 'Sélectionner toutes les lignes',
  'kit.table.selectRow': 'Sélectionner {row}',
  'kit.table.empty': 'Aucune donnée disponible',
  'kit.dialog.cancel': 'Annuler',
  'kit.dialog.delete': 'Supprimer',
  'kit.dialog.working': 'En cours…',
  'kit.notice.close': 'Fermer',
  'kit.pickList.add': 'Ajouter',
  'kit.pickList.remove': 'Retirer {name}',
  'kit.pickList.chosen': 'Choix : {label}',
  'kit.pickList.search': 'Chercher : {label}',
  'kit.form.count': '{count} caractères sur {max}',
};
