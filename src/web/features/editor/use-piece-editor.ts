import { useState } from 'react';
import type { ContentVersion, LibraryItem } from '../../../contract/library';
import { errorMessage } from '../../lib/api-error';
import { useSaveContent } from './api/save-content';
import { EDITOR_MESSAGES, savedAs } from './editor-messages';

/** What the editor last said about the text: saved, restored, written again, or why it could not. */
export type EditorNotice = { tone: 'success' | 'error'; text: string };

/**
 * The editor's text and the piece's current version: unsaved changes are the difference between the
 * two. Save sends the text as a new version; a version made elsewhere (restored, written again, a
 * picked variation) becomes both the text and the current version.
 */
export function usePieceEditor(item: LibraryItem) {
  const [base, setBase] = useState(item.content);
  const [draft, setDraft] = useState(item.content);
  const [notice, setNotice] = useState<EditorNotice | null>(null);
  const saveContent = useSaveContent();
  const dirty = draft !== base;

  function adopt(version: ContentVersion, text: string) {
    setBase(version.content);
    setDraft(version.content);
    setNotice({ tone: 'success', text });
  }

  function save() {
    if (!dirty || saveContent.isPending) return;
    if (draft.trim() === '') {
      setNotice({ tone: 'error', text: EDITOR_MESSAGES.emptyText });
      return;
    }
    const sent = draft;
    setNotice(null);
    saveContent.mutate(
      { id: item.id, body: { content: sent } },
      {
        onSuccess: (version) => {
          setBase(version.content);
          // Typing goes on while a save runs: only the text that was sent is now saved.
          setDraft((current) => (current === sent ? version.content : current));
          setNotice({ tone: 'success', text: savedAs(version.n) });
        },
        onError: (failure) => setNotice({ tone: 'error', text: errorMessage(failure, EDITOR_MESSAGES.saveFailed) }),
      },
    );
  }

  return {
    draft,
    /** The editor reports each edit; an earlier notice no longer describes the text. */
    edit: (text: string) => {
      setDraft(text);
      setNotice((current) => (current?.tone === 'success' ? null : current));
    },
    dirty,
    save,
    saving: saveContent.isPending,
    adopt,
    notice,
    showError: (text: string) => setNotice({ tone: 'error', text }),
    dismissNotice: () => setNotice(null),
  };
}
