import { z } from 'zod';
import { myStatsSchema } from '../admin-config.js';
import { loginRequestSchema, loginResponseSchema, updateAvatarSchema, updatePasswordSchema, userInfoSchema } from '../auth.js';
import { defineRoute } from './route.js';

/** Sign-in and sign-out (modules/auth on the server, api/session on the web). */
export const authApi = {
  login: defineRoute({ method: 'POST', path: '/api/auth/login', body: loginRequestSchema, response: loginResponseSchema }),
  logout: defineRoute({ method: 'POST', path: '/api/auth/logout', response: z.null() }),
};

/** The signed-in user's own account: info, password, avatar, this month's work (users/user-self and profile). */
export const accountApi = {
  info: defineRoute({ method: 'GET', path: '/api/user/info', response: userInfoSchema }),
  updatePassword: defineRoute({ method: 'POST', path: '/api/user/updatePassword', body: updatePasswordSchema, response: z.null() }),
  updateAvatar: defineRoute({ method: 'POST', path: '/api/user/update', body: updateAvatarSchema, response: z.null() }),
  stats: defineRoute({ method: 'GET', path: '/api/user/stats', response: myStatsSchema }),
};
