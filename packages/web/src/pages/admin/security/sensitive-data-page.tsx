import { SensitiveDataPage } from './rule-pages';

export default SensitiveDataPage;
