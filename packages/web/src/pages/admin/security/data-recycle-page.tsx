import { DataRecyclePage } from './rule-pages';

export default DataRecyclePage;
