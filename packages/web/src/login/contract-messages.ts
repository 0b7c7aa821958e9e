// The contract's message catalogues, in a chunk of their own that the login pages load only when they show one.
export { isMessageKey, translate } from '@vessel/contract';
