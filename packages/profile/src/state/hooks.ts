import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import type { ProfileRootState } from './profileSlice';

/** useSelector typed for the profile's part of the root state. */
export function useProfileSelector<T>(selector: (state: ProfileRootState) => T): T {
  return useSelector(selector);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the api's root state is the app's
export type ProfileDispatch = ThunkDispatch<any, unknown, UnknownAction>;

/** The store's dispatch, typed for thunks (RTK Query's util thunks included). */
export const useProfileDispatch = () => useDispatch<ProfileDispatch>();
