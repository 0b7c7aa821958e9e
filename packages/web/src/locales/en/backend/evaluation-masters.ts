/** This part's page words (its resources' field words come with the module's manifest). */
export default {
  evaluationMasters: {
    noItems: 'No item yet',
    comment: 'Comment',
    suggestion: 'Suggestion',
    response: "Office's response",
    accepted: 'Accepted',
    notAccepted: 'Not accepted',
    awaiting: 'Awaiting the office',
    respondTitle: "Answer the master's review",
    followUpLabel: 'Follow-up',
    section: 'SMS section',
    addItem: 'Add an item',
    removeItem: 'Remove the item',
    followUp: { dcr: 'Document change request', ncr: 'NCR', none: 'No follow-up' },
  },
};
