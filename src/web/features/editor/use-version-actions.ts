import { useState } from 'react';
import type { ContentVersion } from '../../../contract/library';
import { errorMessage } from '../../lib/api-error';
import { useVariations } from './api/get-variations';
import { useRegenerateContent } from './api/regenerate-content';
import { useRestoreVersion } from './api/restore-version';
import { useSaveContent } from './api/save-content';
import { EDITOR_MESSAGES, savedAs } from './editor-messages';
import { hookText, replaceHook } from './hook-section';
import type { PieceKind } from './piece-kind';
import type { usePieceEditor } from './use-piece-editor';

/** How many alternatives "Variations" asks for: each one is a generation, and the button says so. */
export const VARIATION_COUNT = 3;

type PieceEditor = ReturnType<typeof usePieceEditor>;

/**
 * What makes a new current version other than Save: restoring an older one (asked first when there are
 * unsaved changes), writing the piece again (asked first: it is a generation), and using one of its
 * variations. Each puts the new version's text in the editor.
 */
export function useVersionActions({ id, kind, editor }: { id: string; kind: PieceKind; editor: PieceEditor }) {
  const restore = useRestoreVersion();
  const regenerate = useRegenerateContent();
  const variations = useVariations();
  const pick = useSaveContent();

  const [restoring, setRestoring] = useState<ContentVersion | null>(null);
  const [restoreError, setRestoreError] = useState<string | null>(null);
  const [askingRegenerate, setAskingRegenerate] = useState(false);
  const [regenerateError, setRegenerateError] = useState<string | null>(null);
  const [variationsOpen, setVariationsOpen] = useState(false);
  const [pickError, setPickError] = useState<string | null>(null);

  function runRestore(version: ContentVersion, asked: boolean) {
    setRestoreError(null);
    restore.mutate(
      { id, n: version.n },
      {
        onSuccess: (made) => {
          setRestoring(null);
          editor.adopt(made, `Version ${version.n} restored as version ${made.n}`);
        },
        onError: (failure) => {
          const text = errorMessage(failure, EDITOR_MESSAGES.restoreFailed);
          if (asked) setRestoreError(text);
          else editor.showError(text);
        },
      },
    );
  }

  function requestVariations() {
    if (!kind.variations) return;
    setPickError(null);
    variations.mutate({ id, body: { count: VARIATION_COUNT, part: kind.variations } });
  }

  return {
    busy: restore.isPending || regenerate.isPending || pick.isPending,
    restore: {
      /** Restore: at once, or after asking when the editor has unsaved changes. */
      ask: (version: ContentVersion) => {
        if (editor.dirty) {
          setRestoreError(null);
          setRestoring(version);
        } else runRestore(version, false);
      },
      asking: restoring,
      confirm: () => restoring && runRestore(restoring, true),
      cancel: () => setRestoring(null),
      pending: restore.isPending,
      error: restoreError,
    },
    regenerate: {
      ask: () => {
        setRegenerateError(null);
        setAskingRegenerate(true);
      },
      asking: askingRegenerate,
      confirm: () => {
        setRegenerateError(null);
        regenerate.mutate(id, {
          onSuccess: (made) => {
            setAskingRegenerate(false);
            editor.adopt(made, `Written again as version ${made.n}`);
          },
          onError: (failure) => setRegenerateError(errorMessage(failure, EDITOR_MESSAGES.regenerateFailed)),
        });
      },
      cancel: () => setAskingRegenerate(false),
      pending: regenerate.isPending,
      error: regenerateError,
    },
    variations: {
      open: () => {
        setVariationsOpen(true);
        requestVariations();
      },
      shown: variationsOpen,
      retry: requestVariations,
      close: () => {
        setVariationsOpen(false);
        variations.reset();
      },
      /** The post as it is now, or the script's hook. */
      now: kind.variations === 'hook' ? hookText(editor.draft) : editor.draft,
      texts: variations.data?.variations.map((variation) => variation.content) ?? null,
      loading: variations.isPending,
      error: pickError ?? (variations.isError ? errorMessage(variations.error, EDITOR_MESSAGES.variationsFailed) : null),
      picking: pick.isPending,
      pick: (chosen: string) => {
        const content = kind.variations === 'hook' ? replaceHook(editor.draft, chosen) : chosen;
        if (content === null) {
          setPickError(EDITOR_MESSAGES.noHook);
          return;
        }
        setPickError(null);
        pick.mutate(
          { id, body: { content, source: 'variation' } },
          {
            onSuccess: (made) => {
              setVariationsOpen(false);
              variations.reset();
              editor.adopt(made, savedAs(made.n));
            },
            onError: (failure) => setPickError(errorMessage(failure, EDITOR_MESSAGES.saveFailed)),
          },
        );
      },
    },
  };
}
