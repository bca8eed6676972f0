import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useDispatch } from 'react-redux';
import type { CloudRootState } from './cloudSlice';

export type CloudDispatch = ThunkDispatch<CloudRootState, unknown, UnknownAction>;

/** The store's dispatch, typed for the cloud's thunks. */
export const useCloudDispatch = () => useDispatch<CloudDispatch>();
