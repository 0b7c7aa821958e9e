/** This part's page words (its resources' field words come with the module's manifest). */
export default { evaluationKpi: { light: { green: 'Met', amber: 'Near target', red: 'Missed', none: 'No figure' } } };
