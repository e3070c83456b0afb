export { checkHumanized } from './check-humanized';
export { humanizeOffline } from './humanize-offline';
export type { HumanizeChange, HumanizeContentType, HumanizedOriginal, HumanizeInput } from './humanize-types';
