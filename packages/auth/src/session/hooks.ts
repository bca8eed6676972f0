import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import type { SessionRootState } from './sessionSlice';

/** dispatch that accepts the session thunks. */
export const useAuthDispatch = () =>
  useDispatch<ThunkDispatch<SessionRootState, unknown, UnknownAction>>();

export const useSessionSelector = useSelector.withTypes<SessionRootState>();
