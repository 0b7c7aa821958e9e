/** This part's page words (its resources' field words come with the module's manifest). */
export default {
  contingencyPlans: {
    shore: 'Shore',
    review: { ok: 'Review not due yet', due_soon: 'Due for review within 30 days', overdue: 'Past its review date' },
  },
};
