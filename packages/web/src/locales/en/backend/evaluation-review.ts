/** This part's page words (its resources' field words come with the module's manifest). */
export default {
  evaluationReview: {
    print: 'Print the pack (PDF)',
    period: 'Period',
    inputs: 'Inputs',
    noInputs: 'The inputs have not been collected yet: press "Collect inputs".',
    figure: 'Figure',
    target: 'Target',
    value: 'Value',
    decisions: 'Decisions',
    noDecisions: 'No decision recorded yet.',
    decision: 'Decision',
    due: 'Due',
    made: 'Made into',
    closed: 'Closed',
    open: 'Open',
  },
};
