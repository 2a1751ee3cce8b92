/** Texts of the screen kit (web/src/components/ui): tables, dialogs, notices and forms. */
export const kitEn = {
  'kit.table.filterField': 'Search in',
  'kit.table.search': 'Search',
  // Issue 25: the optional French name beside a template's or series' name.
  'kit.nameFr': 'Name in French',
  'kit.nameFr.help': 'Shown to readers in French. Leave it empty to show the name above.',
  // Issue 25: the lists' flag of a template or series a French reader would partly read in English.
  'kit.frenchMissing': 'French missing',
  'kit.table.filterAll': 'All',
  'kit.table.filterList': 'Filter list',
  'kit.table.dense': 'Dense padding',
  'kit.table.rowsPerPage': 'Rows per page:',
  'kit.table.displayedRows': '{from}–{to} of {count}',
  'kit.table.displayedRowsMore': '{from}–{to} of more than {to}',
  'kit.table.selected': '{n} selected',
  'kit.table.selectAll': 'Select all rows',
  'kit.table.selectRow': 'Select {row}',
  'kit.table.empty': 'No data available',
  'kit.dialog.cancel': 'Cancel',
  'kit.dialog.delete': 'Delete',
  'kit.dialog.working': 'Working…',
  'kit.notice.close': 'Close',
  'kit.pickList.add': 'Add',
  'kit.pickList.remove': 'Remove {name}',
  'kit.pickList.chosen': 'Chosen: {label}',
  'kit.pickList.search': 'Search {label}',
  // A free-text field's counter (FormTextField maxLength).
  'kit.form.count': '{count} of {max} characters',
} as const;
