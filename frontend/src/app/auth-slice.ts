import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface AuthUser {
  /** The token's subject: the member's id everywhere in the product. */
  id: string;
  email: string | null;
  /** From the ID token's `given_name` claim. */
  firstName: string | null;
}

export interface AuthState {
  /** `loading` until the stored session (if any) has been read. */
  status: 'loading' | 'ready';
  user: AuthUser | null;
  accessToken: string | null;
}

const initialState: AuthState = { status: 'loading', user: null, accessToken: null };

export const authSlice = createSlice({
  name: 'auth',
  initialState,
  reducers: {
    userLoaded(state, action: PayloadAction<{ user: AuthUser; accessToken: string }>) {
      state.status = 'ready';
      state.user = action.payload.user;
      state.accessToken = action.payload.accessToken;
    },
    userCleared(state) {
      state.status = 'ready';
      state.user = null;
      state.accessToken = null;
    },
  },
});

export const { userLoaded, userCleared } = authSlice.actions;
