/** Printable documents (issue 22): the print buttons and the crew list's dialog. */
export default {
  printables: {
    failed: 'The document could not be printed: {{reason}}',
    crewList: 'Crew list (FAL 5)',
    crewListTitle: 'IMO crew list (FAL Form 5)',
    crewListHint: 'The crew on board on the day, in English, as port authorities ask for it.',
    date: 'Date',
    voyage: 'Voyage number',
    port: 'Port of arrival/departure',
    direction: 'Arrival or departure',
    arrival: 'Arrival',
    departure: 'Departure',
    lastPort: 'Last port of call',
    download: 'Download PDF',
    certificates: 'Certificate status (PDF)',
    seafarerRecord: 'Print record (PDF)',
    ncrReport: 'Print report (PDF)',
    auditReport: 'Print report (PDF)',
  },
};
