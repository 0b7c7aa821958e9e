/** This part's page words (its resources' field words come with the module's manifest). */
export default { evaluationAppraisal: {} };
