// The four one-time hints of the profile: each shows while its profile flag is true; dismissing
// it hides it at once and saves just that flag (PATCH /profile/me). One hook for every feature
// that shows a hint, so they all hide and save the same way.
import { profileApi, useGetMeQuery, useUpdateMeMutation } from '@kreolab/api-client';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useCallback } from 'react';
import { useDispatch } from 'react-redux';

export const HINT_NAMES = [
  'hint_comparison_create',
  'hint_research_create',
  'hint_research_before_save',
  'hint_research_after_save',
] as const;
export type HintName = (typeof HINT_NAMES)[number];

/** The hints' texts, as the analysis pages show them. */
export const HINT_TEXTS: Record<HintName, string> = {
  hint_research_create:
    'Выберите в облаке от одного до двадцати креативов: изображения, страницы PDF или кадры видео. Видео сначала разбейте на кадры — укажите частоту. Затем задайте цель и площадку и нажмите «Запустить».',
  hint_research_before_save:
    'Переименуйте исследование и сохраните его: только сохранённые исследования можно сравнивать между собой.',
  hint_research_after_save:
    'Исследование сохранено. Теперь его можно скачать отчётом PDF или сравнить с другими исследованиями этой лаборатории.',
  hint_comparison_create:
    'Отметьте минимум два сохранённых исследования: мы сравним креативы по метрикам и по тому, что заметили зрители каждого сегмента.',
};

/**
 * The hints whose words depend on where the research lies: a brief's researches are compared
 * within the brief, and the lab's «этой лаборатории» was wrong there.
 */
export const HINT_TEXTS_IN_BRIEF: Partial<Record<HintName, string>> = {
  hint_research_after_save:
    'Исследование сохранено. Теперь его можно скачать отчётом PDF или сравнить с другими исследованиями этого брифа.',
};

export interface ProfileHint {
  /** True while the profile says the hint should show (false until the profile is loaded). */
  visible: boolean;
  /** Hides the hint now and saves the flag; shows it again if the save fails. */
  dismiss: () => Promise<void>;
}

export function useProfileHint(name: HintName): ProfileHint {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- updateQueryData's thunk wants the api's root state
  const dispatch = useDispatch<ThunkDispatch<any, unknown, UnknownAction>>();
  const { data } = useGetMeQuery();
  const [updateMe] = useUpdateMeMutation();
  const visible = data?.[name] === true;
  const dismiss = useCallback(async () => {
    const patch = dispatch(
      profileApi.util.updateQueryData('getMe', undefined, (draft) => {
        draft[name] = false;
      }),
    );
    try {
      await updateMe({ profileUpdate: { [name]: false } }).unwrap();
    } catch {
      patch.undo();
    }
  }, [dispatch, name, updateMe]);
  return { visible, dismiss };
}
