/** This part's page words (its resources' field words come with the module's manifest). */
export default {
  contingencyPlans: {
    shore: '岸基',
    review: { ok: '尚未到评审期', due_soon: '30 天内到期评审', overdue: '已过评审日期' },
  },
};
