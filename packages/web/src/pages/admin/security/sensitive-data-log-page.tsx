import { SensitiveDataLogPage } from './log-pages';

export default SensitiveDataLogPage;
