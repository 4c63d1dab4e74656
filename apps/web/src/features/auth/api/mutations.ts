import type { LoginBody, LoginResponse, RegisterBody } from '@gayaku/contract';
import { api } from '../../../lib/api-client.ts';

export const login = (body: LoginBody) => api.post<LoginResponse>('/api/auth/login', body, { token: null });
export const register = (body: RegisterBody) => api.post<{ message: string }>('/api/auth/register', body, { token: null });
