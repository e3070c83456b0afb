import { VERSION_SOURCE_LABELS, type ContentVersion } from '../../../contract/library';

/** "Version 3"; a restored one also says which it copies. */
export function versionTitle(version: ContentVersion): string {
  return `Version ${version.n}`;
}

/** "Edited", "Restored from version 2". */
export function versionSource(version: ContentVersion): string {
  return version.source === 'restored' && version.restored_from !== null
    ? `Restored from version ${version.restored_from}`
    : VERSION_SOURCE_LABELS[version.source];
}
