import { DataRecycleLogPage } from './log-pages';

export default DataRecycleLogPage;
