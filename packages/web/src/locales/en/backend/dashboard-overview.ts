/** The morning dashboard's numbers (pages/admin/dashboard/overview-panel.tsx), merged into `dashboard` by backend.ts. */
export default {
  overview: 'Fleet overview',
  allShips: 'All ships',
  asOf: 'As of',
  asOfToday: 'As of today',
  judgedOn: 'Judged as of {{date}}',
  unavailable: 'The overview could not be loaded.',
  retry: 'Try again',
  openList: '{{label}}: {{count}}, open the list',
  withinDays_one: 'within {{count}} day',
  withinDays_other: 'within {{count}} days',
  mustBeZero: 'must be zero',
  rows: { red_flags: 'Red flags', due_soon: 'Due soon', my_todos: 'My to-dos' },
  tiles: {
    cert: {
      expired: 'Expired certificates',
      endorsementOverdue: 'Endorsements overdue',
      expiring: 'Certificates expiring',
      expiring30: 'Certificates expiring within 30 days',
      expiring60: 'Certificates expiring within 60 days',
      expiring90: 'Certificates expiring within 90 days',
      windowsOpen: 'Survey windows open',
    },
    crew: {
      safeManningGaps: 'Safe-manning gaps',
      contractsEndingWithoutRelief: 'Contracts ending without relief',
      documentsExpiredOnBoard: 'Expired crew documents on board',
      documentsExpiringDuringAssignment: 'Crew documents expiring on board',
    },
    todo: { overdue: 'Overdue', today: 'Due today', thisWeek: 'Due this week', open: 'All open' },
    approval: { pending: 'My pending approvals' },
    supervision: { detentions12m: 'Detentions (12 months)', detentionsOpen: 'Ships detained now', beforeDepartureOpen: 'PSC deficiencies to rectify before departure' },
  },
  tileHints: {
    cert: {
      expired: 'Ship and company certificates past their expiry (and any extension)',
      endorsementOverdue: 'A survey window closed without its endorsement: the certificate is as good as invalid',
      expiring: 'Ship and company certificates whose expiry falls within the period',
      windowsOpen: 'Annual, intermediate and periodical windows open now, not yet endorsed',
    },
    crew: {
      safeManningGaps: 'Positions with fewer on board today than the safe manning document requires, on ships in service (a ship two ranks short counts two); its crew timeline shows the same number',
      contractsEndingWithoutRelief: 'Contracts ending soon with no relief planned',
      documentsExpiredOnBoard: 'Documents of seafarers on board today that have expired and have not been renewed',
      documentsExpiringDuringAssignment: 'Seafarers whose document expires before their planned sign-off',
    },
    todo: {
      overdue: 'My open to-dos past their due date',
      today: 'My open to-dos due today',
      thisWeek: 'My open to-dos due in the next 7 days',
      open: 'All my open to-dos',
    },
    approval: { pending: 'Approval steps waiting for me (each opens a to-do)' },
    supervision: {
      detentions12m: 'Port state detentions in the last 12 months (target: none)',
      detentionsOpen: 'Detained ships whose release is not yet recorded',
      beforeDepartureOpen: 'Open deficiencies with action code 17: the master must rectify them before the ship sails',
    },
  },
  charts: {
    supervision: { deficiencies: 'PSC deficiencies per inspection (12 months)' },
  },
};
