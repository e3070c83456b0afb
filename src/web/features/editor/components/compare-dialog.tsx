import type { ContentVersion } from '../../../../contract/library';
import { Button } from '../../../components/button';
import { Modal } from '../../../components/modal';
import { versionSource, versionTitle } from '../version-label';
import { CompareColumns } from './compare-columns';

type CompareDialogProps = {
  /** The version compared; null: closed. */
  version: ContentVersion | null;
  /** The editor's text now (saved or not). */
  text: string;
  current: number;
  onClose: () => void;
  onRestore: (version: ContentVersion) => void;
};

/** A version beside the text in the editor, changes marked; Restore from here. */
export function CompareDialog({ version, text, current, onClose, onRestore }: CompareDialogProps) {
  return (
    <Modal
      open={version !== null}
      onClose={onClose}
      title={version ? `Compare version ${version.n}` : 'Compare'}
      description={version ? `${versionTitle(version)} (${versionSource(version)}) beside the text in the editor now.` : undefined}
      size="xl"
      closeLabel="Close"
    >
      {version && (
        <div className="space-y-5">
          <CompareColumns before={{ title: versionTitle(version), text: version.content }} after={{ title: 'Your text now', text }} />
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={onClose} data-autofocus>
              Close
            </Button>
            {version.n !== current && <Button onClick={() => onRestore(version)}>{`Restore version ${version.n}`}</Button>}
          </div>
        </div>
      )}
    </Modal>
  );
}
