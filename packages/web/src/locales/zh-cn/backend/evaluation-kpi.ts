/** This part's page words (its resources' field words come with the module's manifest). */
export default { evaluationKpi: { light: { green: '达标', amber: '接近目标', red: '未达标', none: '无数据' } } };
