/** Cora, a Coordinator of facility fac-1, as the signed-in viewer of a component test. */
export const CORA = {
  id: 'cora',
  name: 'Cora Coordinator',
  role: 'Coordinator' as const,
  facilityId: 'fac-1',
};

/** The audit fields of a record Cora made (and last changed) on 7 March 2026. */
export const AUDITED_BY_CORA = {
  createdAt: '2026-03-07T12:00:00.000Z',
  createdBy: 'cora',
  updatedAt: '2026-03-07T12:00:00.000Z',
  modifiedBy: 'cora',
  version: 1,
};

/** An active user as the users list answers it (usersList), by id, name and role. */
export const person = (id: string, name: string, role: string) => ({
  _id: id,
  name,
  role,
  status: 'active',
  enabled: true,
  createdAt: '2026-03-07T12:00:00.000Z',
  version: 1,
});

/** An active member (role Patient) as the users list answers it, by id and name. */
export const member = (id: string, name: string) => person(id, name, 'Patient');
